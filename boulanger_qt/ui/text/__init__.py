"""What the window says: messages and problems in the player's language, cards in words."""
