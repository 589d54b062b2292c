"""The core's messages (core/messages.py) said in the player's language, cards in words.

Where a sentence names cards, it gets each card twice: first every card as the object of
a sentence ("the 7 of hearts", "srdcovú 7", "le 7 de cœur"), then every card alone
("7 of hearts", "srdcová 7"), so each language picks the form its grammar needs; the
translation's comment says which marker is which.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject

from boulanger_qt.core.cards import Card, Suit
from boulanger_qt.core.messages import Message
from boulanger_qt.core.messages import MessageId as M
from boulanger_qt.core.moves import Place, PlaceKind
from boulanger_qt.ui.text.card_names import card_name, card_object
from boulanger_qt.ui.text.numbers import number
from boulanger_qt.ui.text.save_messages import SaveMessageText
from boulanger_qt.ui.text.verdict_text import verdict_text
from boulanger_qt.ui.text.words import CELL_LETTERS, clause, fill, int_param, sentence, words

MISSING_SHOWN = 6  # missing cards named; the others are counted

_Render = Callable[[Mapping[str, object]], str]


def _card(params: Mapping[str, object], name: str) -> Card:
    value = params[name]
    assert isinstance(value, Card)
    return value


def _place(params: Mapping[str, object]) -> Place:
    value = params["place"]
    assert isinstance(value, Place)
    return value


class MessageText(QObject):
    """Renders core messages (the translation context `MessageText`)."""

    def __init__(self) -> None:
        super().__init__()
        self._table: dict[M, _Render] = {
            M.SAME_PLACE: lambda p: self._at(
                p,
                self.tr("Column %1 is both the source and the target."),
                self.tr("Free cell %1 is both the source and the target."),
            ),
            M.FROM_FOUNDATION: lambda p: self.tr("Cards never come back off the foundation."),
            M.NO_CARDS: lambda p: self.tr("A move carries at least one card."),
            M.SEVERAL_NOT_COLUMNS: lambda p: self.tr(
                "Only a move from column to column carries several cards."
            ),
            M.NO_SUCH_CELL: lambda p: fill(
                self.tr("Free cell %1 does not exist in a game with %Ln free cell(s).", "",
                        int_param(p, "cells")),
                CELL_LETTERS[_place(p).index],
            ),
            M.EMPTY_SOURCE: lambda p: self._at(
                p, self.tr("Column %1 is empty."), self.tr("Free cell %1 is empty.")
            ),
            M.TOO_FEW_CARDS: lambda p: fill(
                self.tr("Column %1 holds only %Ln card(s).", "", int_param(p, "count")), _place(p).index + 1
            ),
            M.NOT_A_RUN: lambda p: self._cards(
                p,
                self.tr(
                    "These %Ln cards are not a run: %1 does not belong on %2.",
                    "%1 %2: objects; %3 %4: alone",
                    int_param(p, "count"),
                ),
                "card",
                "onto",
            ),
            M.FOUNDATION_NEEDS_ACE: lambda p: self._cards(
                p,
                self.tr("%1 cannot go to its foundation yet: the ace comes first.", "%1: object; %2: alone"),
                "card",
            ),
            M.FOUNDATION_NEEDS: lambda p: self._cards(
                p,
                self.tr(
                    "%1 cannot go to its foundation yet: %2 comes first.", "%1 %2: objects; %3 %4: alone"
                ),
                "card",
                "needed",
            ),
            M.CELL_OCCUPIED: lambda p: fill(
                self.tr("Free cell %1 already holds %2.", "%2: object; %3: alone"),
                CELL_LETTERS[_place(p).index],
                card_object(_card(p, "card")),
                card_name(_card(p, "card")),
            ),
            M.SAME_SUIT_NEEDED: lambda p: self._cards(
                p,
                self.tr("%1 cannot go on %2: the suit must be the same.", "%1 %2: objects; %3 %4: alone"),
                "card",
                "onto",
            ),
            M.ONE_RANK_HIGHER: lambda p: self._cards(
                p,
                self.tr(
                    "%1 cannot go on %2: it needs a card one rank higher.", "%1 %2: objects; %3 %4: alone"
                ),
                "card",
                "onto",
            ),
            M.RUN_TOO_LONG: lambda p: self._run(
                p,
                self.tr(
                    "A run of %Ln cards cannot move there: with %1 and %2, at most %3 can move.",
                    "",
                    int_param(p, "count"),
                ),
            ),
            M.RUN_TOO_LONG_TO_EMPTY: lambda p: self._run(
                p,
                self.tr(
                    "A run of %Ln cards cannot move there: with %1 and %2, at most %3 can move "
                    "into an empty column.",
                    "",
                    int_param(p, "count"),
                ),
            ),
            M.ILLEGAL_MOVE: lambda p: self._reason(p),
            M.STUCK: lambda p: self.tr(
                "No useful move is left: every move leads back to a position you have already had."
            ),
            M.WINNABLE: lambda p: verdict_text(M.WINNABLE),
            M.NOT_WINNABLE: lambda p: verdict_text(M.NOT_WINNABLE),
            M.NO_LONGER_WINNABLE: lambda p: self.tr(
                "No longer winnable — undo %Ln move(s) to get back", "", int_param(p, "count")
            ),
            M.WINNABLE_UNKNOWN: lambda p: verdict_text(M.WINNABLE_UNKNOWN),
            M.CHECKING_WINNABLE: lambda p: self.tr("Checking whether this game can still be won…"),
            M.CARD_SHAPE: lambda p: fill(
                self.tr("“%1” is not a card: write the rank, then the suit, e.g. TD."), p["text"]
            ),
            M.CARD_SUIT: lambda p: fill(
                self.tr("“%1” is not a card: the suit must be one of S, H, D, C."), p["text"]
            ),
            M.CARD_RANK: lambda p: fill(
                self.tr("“%1” is not a card: the rank must be one of A, 2–9, T, J, Q, K."), p["text"]
            ),
            M.NOT_A_RANK: lambda p: fill(
                self.tr("“%1” is not a rank: expected 0, A, 2–9, T, J, Q or K."), p["text"]
            ),
            M.NOT_A_PLACE: lambda p: fill(
                self.tr(
                    "“%1” is not a place: use 1–8 for the columns, a–d for the free cells, "
                    "h for the foundation."
                ),
                p["text"],
            ),
            M.NOT_A_MOVE: lambda p: fill(
                self.tr("“%1” is not a move: type where from, then where to, e.g. 3a, a5, 1h, 54:3."),
                p["text"],
            ),
            M.MOVE_TEXT_ILLEGAL: lambda p: fill(self.tr("“%1”: %2"), p["text"], self._nested(p)),
            M.RUN_AT_MOST_13: lambda p: self.tr("A run has at most 13 cards."),
            M.DEAL_OUT_OF_RANGE: lambda p: fill(
                self.tr("There is no deal %1: deals go from %2 to %3."),
                number(int_param(p, "number")),
                number(int_param(p, "low")),
                number(int_param(p, "high")),
            ),
            M.CODE_PARTS: lambda p: fill(
                self.tr("“%1” is not a game code: a code has three parts, like BK1-C4-AAAAA24."), p["text"]
            ),
            M.CODE_PREFIX: lambda p: fill(
                self.tr("A game code begins with %2, not “%1”."),
                p["text"],
                p["expected"],
            ),
            M.CODE_CELLS: lambda p: fill(
                self.tr("The middle part of a game code says how many free cells: C4, C2 or C1, not “%1”."),
                p["text"],
            ),
            M.CODE_LENGTH: lambda p: fill(
                self.tr("The last part of a game code has %2 characters; “%1” has %3."),
                p["text"],
                number(int_param(p, "expected")),
                number(int_param(p, "length")),
            ),
            M.CODE_CHARACTER: lambda p: fill(
                self.tr("The last part of a game code has only letters A–Z and digits 2–7; “%1” has “%2”."),
                p["text"],
                p["char"],
            ),
            M.CODE_DEAL_RANGE: lambda p: fill(
                self.tr("No game has this code: “%1” would be deal %2, but the deals stop at %4. "
                        "Check it for a typing mistake."),
                p["text"],
                number(int_param(p, "number")),
                number(int_param(p, "low")),
                number(int_param(p, "high")),
            ),
            M.CELL_COUNT: lambda p: fill(
                self.tr("A game has 4, 2 or 1 free cells, not %1."), number(int_param(p, "count"))
            ),
            M.BOARD_HEADER_LATE: lambda p: fill(
                self.tr("Line %1: the “%2” line must come before the columns."),
                number(int_param(p, "line")),
                p["header"],
            ),
            M.BOARD_HEADER_TWICE: lambda p: fill(
                self.tr("Line %1: a second “%2” line."), number(int_param(p, "line")), p["header"]
            ),
            M.BOARD_NOT_A_FOUNDATION: lambda p: fill(
                self.tr("Line %1: “%2” is not a foundation: write its suit, a dash and its top rank, "
                        "e.g. H-5 or S-0."),
                number(int_param(p, "line")),
                p["text"],
            ),
            M.BOARD_LINE: lambda p: fill(
                self.tr("Line %1: %2", "%2: what is wrong on that line"),
                number(int_param(p, "line")),
                self._nested(p),
            ),
            M.BOARD_TOO_MANY_COLUMNS: lambda p: fill(
                self.tr("Line %1 is one column too many: a position has %2 columns."),
                number(int_param(p, "line")),
                number(int_param(p, "columns")),
            ),
            M.BOARD_CELLS_OVERFLOW: lambda p: fill(
                self.tr("The “Freecells” line holds %Ln card(s), but the game has only %1.", "",
                        int_param(p, "count")),
                self.tr("%Ln free cell(s)", "the game has only …", int_param(p, "cells")),
            ),
            M.BOARD_IMPOSSIBLE: lambda p: self._nested(p),
            M.POSITION_FOUNDATIONS: lambda p: self.tr("A position has exactly 4 foundations."),
            M.POSITION_COLUMNS: lambda p: fill(
                self.tr("A position has %1 columns, not %2."),
                number(int_param(p, "columns")),
                number(int_param(p, "count")),
            ),
            M.POSITION_FOUNDATION_RANK: lambda p: self._foundation_rank(p),
            M.CARD_TWICE: lambda p: fill(
                self.tr("%1 appears twice: %3 and %4.",
                        "%1: the card as an object (English: the king of spades); %2: alone; "
                        "%3, %4: where, e.g. in column 1"),
                card_object(_card(p, "card")),
                card_name(_card(p, "card")),
                self._where(p["first"]),
                self._where(p["second"]),
            ),
            M.CARDS_MISSING: lambda p: self._missing(p),
        }
        self._table.update(SaveMessageText(self.render, self).table())

    def render(self, message: Message) -> str:
        return sentence(self._table[message.id](message.params))

    def _at(self, p: Mapping[str, object], column: str, cell: str) -> str:
        place = _place(p)
        if place.kind is PlaceKind.COLUMN:
            return fill(column, place.index + 1)
        return fill(cell, CELL_LETTERS[place.index])

    def _cards(self, p: Mapping[str, object], text: str, *names: str) -> str:
        cards = [_card(p, name) for name in names]
        return fill(text, *(card_object(c) for c in cards), *(card_name(c) for c in cards))

    def _run(self, p: Mapping[str, object], text: str) -> str:
        cells = self.tr("%Ln free cell(s)", "", int_param(p, "cells"))
        columns = self.tr("%Ln empty column(s)", "", int_param(p, "columns"))
        capacity = self.tr("%Ln card(s)", "at most this many can move", int_param(p, "capacity"))
        return fill(text, cells, columns, capacity)

    def _where(self, place: object) -> str:
        """A place after "appears twice": "in column 1", "in free cell a", "on the foundation"."""
        assert isinstance(place, Place)
        if place.kind is PlaceKind.COLUMN:
            return fill(self.tr("in column %1"), place.index + 1)
        if place.kind is PlaceKind.CELL:
            return fill(self.tr("in free cell %1"), CELL_LETTERS[place.index])
        return self.tr("on the foundation")

    def _missing(self, p: Mapping[str, object]) -> str:
        cards = p["cards"]
        assert isinstance(cards, tuple)
        names = self.tr(", ", "between the cards of a list").join(card_name(c) for c in cards[:MISSING_SHOWN])
        listed = names if len(cards) <= MISSING_SHOWN else fill(
            self.tr("%1 and %Ln more", "%1: some missing cards; then how many others are missing",
                    len(cards) - MISSING_SHOWN), names)
        return fill(self.tr("%Ln card(s) missing: %1.", "%1: the cards, each alone", len(cards)), listed)

    def _foundation_rank(self, p: Mapping[str, object]) -> str:
        suit = p["suit"]
        assert isinstance(suit, Suit)
        name = words().foundation_name(suit)
        return fill(self.tr("The %1 cannot hold rank %2: the ranks go from 0 to 13."),
                    clause(name), number(int_param(p, "rank")))

    def _nested(self, p: Mapping[str, object]) -> str:
        reason = p["reason"]
        assert isinstance(reason, Message)
        return self.render(reason)

    def _reason(self, p: Mapping[str, object]) -> str:
        """A refused move: the reason, then the move's notation for keyboard players."""
        return f"{self._nested(p)} ({p['move']})"


_TEXT: MessageText | None = None


def render(message: Message) -> str:
    """`message` in the player's language (the translators installed at the time)."""
    global _TEXT
    if _TEXT is None:
        _TEXT = MessageText()
    return _TEXT.render(message)
