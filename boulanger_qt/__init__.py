"""Boulanger: Jeu du Boulanger (Baker's Game) solitaire for the desktop."""

__version__ = "0.1.0"
