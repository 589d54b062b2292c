"""The immutable game position: 8 columns, 4/2/1 free cells, 4 foundations."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from .cards import FULL_DECK, KING, Card, Suit, rank_to_text
from .moves import COLUMN_COUNT, MAX_CELLS

CELL_CHOICES: Final = (4, 2, 1)
DEAL_COLUMN_HEIGHTS: Final = (7, 7, 7, 7, 6, 6, 6, 6)

Column = tuple[Card, ...]
PositionKey = tuple[tuple[Column, ...], tuple[int, ...], tuple[int, ...]]


class InvalidPositionError(ValueError):
    """A position that cannot occur: missing or duplicated cards, bad shape."""


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
            raise InvalidPositionError("there are exactly 4 foundations")
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
            raise InvalidPositionError(f"there must be {COLUMN_COUNT} columns, not {len(self.columns)}")
        if len(self.cells) not in CELL_CHOICES:
            raise InvalidPositionError(f"a game has 4, 2 or 1 free cells, not {len(self.cells)}")
        for suit, rank in zip(Suit, self.foundations, strict=True):
            if not 0 <= rank <= KING:
                raise InvalidPositionError(f"the {suit.name.lower()} foundation rank {rank} is out of range")
        seen: dict[Card, str] = {}
        for suit in Suit:
            for rank in range(1, self.foundations[suit] + 1):
                seen[Card(rank, suit)] = "the foundation"
        for where, card in self._placed_cards():
            if card in seen:
                raise InvalidPositionError(f"{card} appears twice: in {seen[card]} and in {where}")
            seen[card] = where
        missing = [str(c) for c in FULL_DECK if c not in seen]
        if missing:
            raise InvalidPositionError(f"missing card{'s' if len(missing) > 1 else ''}: {' '.join(missing)}")

    def _placed_cards(self) -> Iterator[tuple[str, Card]]:
        for i, col in enumerate(self.columns):
            for card in col:
                yield f"column {i + 1}", card
        for i, cell in enumerate(self.cells):
            if cell is not None:
                yield f"free cell {'abcd'[i]}", cell

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

