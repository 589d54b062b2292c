"""Places and moves in words, in the player's language, with the notation beside them.

"Move the 7 of hearts onto the 8 of hearts (54)": a hint or an announcement says the
move as a sentence, as Aisleriot's hints do, and keeps the notation for keyboard players.
Plural forms go through `tr()` with `%Ln` (Qt's numerus forms, the count in the locale's
digits and grouping), which lupdate only marks from `tr()`: so the texts live in methods
of a QObject class that is never subclassed (its class name is the translation context).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCoreApplication, QObject

from boulanger_qt.core.card_names import FOUNDATION_NAMES
from boulanger_qt.core.cards import Suit
from boulanger_qt.core.messages import clause as clause
from boulanger_qt.core.moves import Move, Place, PlaceKind
from boulanger_qt.core.rules import moving_cards
from boulanger_qt.core.sentences import fill as fill
from boulanger_qt.core.state import GameState
from boulanger_qt.ui.text.card_names import card_object


class Words(QObject):
    """The texts about places and moves (the translation context `Words`)."""

    def place_name(self, place: Place, suit: Suit | None = None) -> str:
        if place.kind is PlaceKind.COLUMN:  # a place's str is its number or letter
            return fill(self.tr("Column %1"), place)
        if place.kind is PlaceKind.CELL:
            return fill(self.tr("Free cell %1"), place)
        if suit is None:
            return self.tr("Foundations")
        return QCoreApplication.translate(FOUNDATION_NAMES[suit].context, FOUNDATION_NAMES[suit].source)

    def move(self, state: GameState, move: Move, done: bool = False) -> str:
        """The move in words, then its notation: "Move the 7 of hearts onto the 8 of hearts (54)".

        `state` is the position the move is played from; `done` words it as played already.
        """
        cards = moving_cards(state, move)
        if not cards:
            return str(move)
        card = card_object(cards[0])
        target = move.target
        if target.kind is PlaceKind.FOUNDATION:
            text = self.tr("Moved %1 to its foundation") if done else self.tr("Move %1 to its foundation")
            return f"{fill(text, card)} ({move})"
        if target.kind is PlaceKind.CELL:
            text = self.tr("Moved %1 to free cell %2") if done else self.tr("Move %1 to free cell %2")
            return f"{fill(text, card, target)} ({move})"
        column = state.columns[target.index]
        above = len(cards) - 1
        if column:
            onto = card_object(column[-1])
            if above:
                text = (self.tr("Moved %1 and the %Ln card(s) on it onto %2", "", above) if done
                        else self.tr("Move %1 and the %Ln card(s) on it onto %2", "", above))
            else:
                text = self.tr("Moved %1 onto %2") if done else self.tr("Move %1 onto %2")
            return f"{fill(text, card, onto)} ({move})"
        if above:
            text = (self.tr("Moved %1 and the %Ln card(s) on it to empty column %2", "", above) if done
                    else self.tr("Move %1 and the %Ln card(s) on it to empty column %2", "", above))
        else:
            text = (self.tr("Moved %1 to empty column %2") if done
                    else self.tr("Move %1 to empty column %2"))
        return f"{fill(text, card, target)} ({move})"

    def cards(self, count: int) -> str:
        return self.tr("%Ln card(s)", "", count)


@cache
def words() -> Words:
    """The one Words object (created on first use, after the translators are installed)."""
    return Words()

