"""The card names (declared in core/card_names.py) in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from boulanger_qt.core.card_names import CARD_NAMES, CARD_OBJECTS
from boulanger_qt.core.cards import Card


def card_name(card: Card) -> str:
    """The card alone, in the player's language: "7 of hearts"."""
    text = CARD_NAMES[card.index]
    return QCoreApplication.translate(text.context, text.source)


def card_object(card: Card) -> str:
    """The card as the object of a sentence: "the 7 of hearts" ("srdcovú 7", "le 7 de cœur")."""
    text = CARD_OBJECTS[card.index]
    return QCoreApplication.translate(text.context, text.source)
