"""The immutable game position: 8 columns, 4/2/1 free cells, 4 foundations."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from boulanger_qt.core.cards import FULL_DECK, KING, Card, Suit, rank_to_text
from boulanger_qt.core.messages import MessageId as M
from boulanger_qt.core.messages import SaidError, say
from boulanger_qt.core.moves import COLUMN_COUNT, FOUNDATION_PLACE, MAX_CELLS, Place

CELL_CHOICES: Final = (4, 2, 1)

Column = tuple[Card, ...]
PositionKey = tuple[tuple[Column, ...], tuple[int, ...], tuple[int, ...]]


class InvalidPositionError(SaidError, ValueError):
    """A position that cannot occur: missing or duplicated cards, bad shape; `.message` says
    which, with the cards and places it is about."""


@dataclass(frozen=True, slots=True)
class GameState:
    """A position. Columns list cards bottom (buried) to top (playable).

    `foundations[suit]` is the rank of the top card on that suit's foundation, 0 if none.
    `cells` has one entry per free cell that exists in this game (None = empty).
    """

    columns: tuple[Column, ...]
    cells: tuple[Card | None, ...]
    foundations: tuple[int, int, int, int] = (0, 0, 0, 0)

    @staticmethod
    def from_columns(
        columns: Sequence[Sequence[Card]],
        cells: Sequence[Card | None] | int = MAX_CELLS,
        foundations: Sequence[int] = (0, 0, 0, 0),
    ) -> GameState:
        """Build and validate a position; `cells` is a count (all empty) or the cell contents."""
        cell_tuple = (None,) * cells if isinstance(cells, int) else tuple(cells)
        f = tuple(foundations)
        if len(f) != 4:
            raise InvalidPositionError(say(M.POSITION_FOUNDATIONS))
        state = GameState(tuple(tuple(c) for c in columns), cell_tuple, (f[0], f[1], f[2], f[3]))
        state.validate()
        return state

    @property
    def cell_count(self) -> int:
        return len(self.cells)

    @property
    def empty_cell_count(self) -> int:
        return self.cells.count(None)

    @property
    def empty_column_count(self) -> int:
        return sum(1 for col in self.columns if not col)

    @property
    def foundation_count(self) -> int:
        return sum(self.foundations)

    def is_won(self) -> bool:
        return self.foundations == (KING, KING, KING, KING)

    def foundation_top(self, suit: Suit) -> Card | None:
        rank = self.foundations[suit]
        return Card(rank, suit) if rank else None

    def cards_in_play(self) -> Iterator[Card]:
        """Every card not on a foundation."""
        for col in self.columns:
            yield from col
        for card in self.cells:
            if card is not None:
                yield card

    def position_key(self) -> PositionKey:
        """Equal for positions that differ only in the order of the free cells."""
        cells = tuple(sorted(c.index for c in self.cells if c is not None))
        return (self.columns, cells, self.foundations)

    def validate(self) -> None:
        """Raise InvalidPositionError unless this is a complete, consistent position."""
        if len(self.columns) != COLUMN_COUNT:
            raise InvalidPositionError(say(M.POSITION_COLUMNS, count=len(self.columns), columns=COLUMN_COUNT))
        if len(self.cells) not in CELL_CHOICES:
            raise InvalidPositionError(say(M.CELL_COUNT, count=len(self.cells)))
        for suit, rank in zip(Suit, self.foundations, strict=True):
            if not 0 <= rank <= KING:
                raise InvalidPositionError(say(M.POSITION_FOUNDATION_RANK, suit=suit, rank=rank))
        seen: dict[Card, Place] = {
            card: FOUNDATION_PLACE for card in FULL_DECK if card.rank <= self.foundations[card.suit]}
        placed = [(Place.column(i), card) for i, col in enumerate(self.columns) for card in col]
        placed += [(Place.cell(i), card) for i, card in enumerate(self.cells) if card is not None]
        for where, card in placed:
            if card in seen:
                raise InvalidPositionError(say(M.CARD_TWICE, card=card, first=seen[card], second=where))
            seen[card] = where
        missing = tuple(c for c in FULL_DECK if c not in seen)
        if missing:
            raise InvalidPositionError(say(M.CARDS_MISSING, cards=missing))

    def __str__(self) -> str:
        return format_board(self)


_FOUNDATION_ORDER: Final = (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)


def format_board(state: GameState) -> str:
    """The position in the board-file format (`boardfile` reads it back)."""
    f = state.foundations
    lines = [
        "Foundations: " + " ".join(f"{s.letter}-{rank_to_text(f[s])}" for s in _FOUNDATION_ORDER),
        "Freecells: " + " ".join("-" if c is None else str(c) for c in state.cells),
    ]
    lines += [" ".join(str(c) for c in col) for col in state.columns]
    return "\n".join(lines) + "\n"

