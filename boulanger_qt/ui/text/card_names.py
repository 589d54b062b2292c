"""The 52 card names in words, in two forms, for translators (Qt contexts `CardName` and
`CardObject`):

- CardName: the card alone, as in a list or a label ("7 of hearts", "srdcová 7", "7 de cœur");
- CardObject: the card as the object of a sentence, with its article and case
  ("the 7 of hearts", "srdcovú 7", "le 7 de cœur", "la dame de pique").
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from boulanger_qt.core.cards import Card


def _texts(*marked: object) -> tuple[str, ...]:
    """QT_TRANSLATE_NOOP marks a text for lupdate and hands it back as it is."""
    return tuple(str(text) for text in marked)


# Suit-major, as Card.index: spades, hearts, diamonds, clubs; each from the ace to the king.
_NAMES: Final = _texts(
    QT_TRANSLATE_NOOP("CardName", "ace of spades"),
    QT_TRANSLATE_NOOP("CardName", "2 of spades"),
    QT_TRANSLATE_NOOP("CardName", "3 of spades"),
    QT_TRANSLATE_NOOP("CardName", "4 of spades"),
    QT_TRANSLATE_NOOP("CardName", "5 of spades"),
    QT_TRANSLATE_NOOP("CardName", "6 of spades"),
    QT_TRANSLATE_NOOP("CardName", "7 of spades"),
    QT_TRANSLATE_NOOP("CardName", "8 of spades"),
    QT_TRANSLATE_NOOP("CardName", "9 of spades"),
    QT_TRANSLATE_NOOP("CardName", "10 of spades"),
    QT_TRANSLATE_NOOP("CardName", "jack of spades"),
    QT_TRANSLATE_NOOP("CardName", "queen of spades"),
    QT_TRANSLATE_NOOP("CardName", "king of spades"),
    QT_TRANSLATE_NOOP("CardName", "ace of hearts"),
    QT_TRANSLATE_NOOP("CardName", "2 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "3 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "4 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "5 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "6 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "7 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "8 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "9 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "10 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "jack of hearts"),
    QT_TRANSLATE_NOOP("CardName", "queen of hearts"),
    QT_TRANSLATE_NOOP("CardName", "king of hearts"),
    QT_TRANSLATE_NOOP("CardName", "ace of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "2 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "3 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "4 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "5 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "6 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "7 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "8 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "9 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "10 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "jack of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "queen of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "king of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "ace of clubs"),
    QT_TRANSLATE_NOOP("CardName", "2 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "3 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "4 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "5 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "6 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "7 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "8 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "9 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "10 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "jack of clubs"),
    QT_TRANSLATE_NOOP("CardName", "queen of clubs"),
    QT_TRANSLATE_NOOP("CardName", "king of clubs"),
)
_OBJECTS: Final = _texts(
    QT_TRANSLATE_NOOP("CardObject", "the ace of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 2 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 3 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 4 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 5 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 6 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 7 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 8 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 9 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 10 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the jack of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the queen of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the king of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the ace of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 2 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 3 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 4 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 5 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 6 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 7 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 8 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 9 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 10 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the jack of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the queen of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the king of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the ace of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 2 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 3 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 4 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 5 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 6 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 7 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 8 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 9 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 10 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the jack of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the queen of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the king of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the ace of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 2 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 3 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 4 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 5 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 6 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 7 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 8 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 9 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 10 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the jack of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the queen of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the king of clubs"),
)


def card_name(card: Card) -> str:
    """The card alone, in the player's language: "7 of hearts"."""
    return QCoreApplication.translate("CardName", _NAMES[card.index])


def card_object(card: Card) -> str:
    """The card as the object of a sentence: "the 7 of hearts" ("srdcovú 7", "le 7 de cœur")."""
    return QCoreApplication.translate("CardObject", _OBJECTS[card.index])
