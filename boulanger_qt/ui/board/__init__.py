"""The board: the scene, its cards and piles, drag and keyboard play, card images and the felt."""
