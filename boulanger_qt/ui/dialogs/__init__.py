"""The dialogs: New Game, Statistics, Export, Card Theme, Plugins, Rules, confirmations."""
