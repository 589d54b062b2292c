"""The board's piles and their geometry in card units, scaled to the view: resizing is one scale change.

The cards are as large as the window allows while the longest column a game can hold
still fits at the tightest fan; shorter columns spread out. Plain floats, no Qt: easy to test.
"""

from __future__ import annotations

import math
from typing import Final, NamedTuple

from boulanger_qt.core.cards import Card, Suit
from boulanger_qt.core.moves import COLUMN_COUNT, FOUNDATION_PLACE, MAX_CELLS, Place, PlaceKind
from boulanger_qt.core.state import GameState

MARGIN: Final = 0.28  # around the board, in card widths
GAP: Final = 0.2  # between columns, in card widths
ROW_GAP: Final = 0.42  # between the top row and the tableau, in card widths
FAN: Final = 0.3  # vertical offset of overlapping cards, in card heights
MIN_FAN: Final = 0.105  # the tightest a long column is squeezed, in card heights: the top of
# a card it still shows holds the rank and suit of the shipped decks (their corner index)
LONGEST_COLUMN: Final = 19  # six cards of the deal under a king-to-ace run: it must fit

Rect = tuple[float, float, float, float]  # x, y, width, height
Pile = tuple[PlaceKind, int]  # a column, a free cell, or a foundation by suit
COLUMNS: Final[list[Pile]] = [(PlaceKind.COLUMN, c) for c in range(COLUMN_COUNT)]


def top_row(cells: int) -> list[Pile]:
    return [(PlaceKind.CELL, i) for i in range(cells)] + [(PlaceKind.FOUNDATION, s) for s in range(4)]


def place_of(pile: Pile) -> Place:
    kind, index = pile
    return FOUNDATION_PLACE if kind is PlaceKind.FOUNDATION else Place(kind, index)


def pile_cards(state: GameState, pile: Pile) -> tuple[Card, ...]:
    kind, index = pile
    if kind is PlaceKind.COLUMN:
        return state.columns[index]
    if kind is PlaceKind.CELL:
        return () if (card := state.cells[index]) is None else (card,)
    suit = Suit(index)
    return tuple(Card(rank, suit) for rank in range(1, state.foundations[suit] + 1))


class BoardLayout(NamedTuple):
    """Where everything goes on a board of `width` x `height` scene units."""

    width: float
    height: float
    aspect: float  # card height / card width
    card_width: float
    left: float  # x of the first column (the board is centred)
    cells: int = MAX_CELLS  # free cells drawn in the top row

    @staticmethod
    def fit(width: float, height: float, aspect: float = 1.4, cells: int = MAX_CELLS,
            dpr: float = 1.0) -> BoardLayout:
        """The largest cards that fit, in whole device pixels (`dpr` of them to a unit):
        each card's image is then drawn as it was rendered, never resampled (sharper, and
        a full repaint costs a third less)."""
        across = COLUMN_COUNT + 2 * MARGIN + (COLUMN_COUNT - 1) * GAP
        down = 2 * MARGIN + ROW_GAP + aspect * (2 + MIN_FAN * (LONGEST_COLUMN - 1))
        card_width = max(8.0, math.floor(min(width / across, height / down) * dpr) / dpr)
        board_width = card_width * (COLUMN_COUNT + (COLUMN_COUNT - 1) * GAP)
        return BoardLayout(width, height, aspect, card_width, (width - board_width) / 2, cells)

    @property
    def card_height(self) -> float:
        return self.card_width * self.aspect

    def across(self, pile: Pile) -> float:
        """Where a pile stands, in column steps: the top row (cells, then the four
        foundations) is centred over the columns, half a step off for each missing cell."""
        kind, index = pile
        if kind is PlaceKind.COLUMN:
            return index
        return (index if kind is PlaceKind.CELL else self.cells + index) + (MAX_CELLS - self.cells) / 2

    def column_x(self, steps: float) -> float:
        return self.left + steps * self.card_width * (1 + GAP)

    @property
    def top_y(self) -> float:
        return self.card_width * MARGIN

    @property
    def tableau_y(self) -> float:
        return self.top_y + self.card_height + self.card_width * ROW_GAP

    def pile_rect(self, pile: Pile, count: int = 0) -> Rect:
        """Where a pile's cards rest (a column of `count` cards, at least one card tall)."""
        x, width, height = self.column_x(self.across(pile)), self.card_width, self.card_height
        if pile[0] is PlaceKind.COLUMN:
            return (x, self.tableau_y, width, height + max(count - 1, 0) * self.fan(count))
        return (x, self.top_y, width, height)

    def fan(self, count: int) -> float:
        """Vertical step between overlapping cards so a column of `count` stays on screen."""
        if count <= 1:
            return FAN * self.card_height
        room = self.height - self.tableau_y - self.card_height - self.card_width * MARGIN
        return max(MIN_FAN * self.card_height, min(FAN * self.card_height, room / (count - 1)))

    def column_drop_rect(self, column: int) -> Rect:
        """Where a drop counts for this column: its whole lane down to the bottom."""
        return (
            self.column_x(column) - self.card_width * GAP / 2,
            self.tableau_y,
            self.card_width * (1 + GAP),
            max(self.height - self.tableau_y, self.card_height),
        )
