"""The immutable game position: 8 columns, 4/2/1 free cells, 4 foundations; and its board
file, the plain-text format shared with common FreeCell solvers:

    Foundations: H-<rank> C-<rank> D-<rank> S-<rank>     (optional, 0 = none)
    Freecells: <card or -> ...                           (optional)
    <column 1, bottom card first> ... one line per column, up to 8

An empty column is an empty line (or a lone `:`); a leading `:` on a column is allowed.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from boulanger_qt.core.cards import FULL_DECK, KING, Card, CardTextError, Suit, rank_from_text, rank_to_text
from boulanger_qt.core.messages import MessageId as M
from boulanger_qt.core.messages import SaidError, bounded, say
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
        if len(f := tuple(foundations)) != 4:
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
        return (self.columns, tuple(sorted(c.index for c in self.cells if c is not None)), self.foundations)

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
        if missing := tuple(c for c in FULL_DECK if c not in seen):
            raise InvalidPositionError(say(M.CARDS_MISSING, cards=missing))

    def __str__(self) -> str:
        return format_board(self)


_FOUNDATION_ORDER: Final = (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)


def format_board(state: GameState) -> str:
    """The position as a board file (`parse_board` reads it back)."""
    f = state.foundations
    lines = [
        "Foundations: " + " ".join(f"{s.letter}-{rank_to_text(f[s])}" for s in _FOUNDATION_ORDER),
        "Freecells: " + " ".join("-" if c is None else str(c) for c in state.cells),
    ]
    lines += [" ".join(str(c) for c in col) for col in state.columns]
    return "\n".join(lines) + "\n"


class BoardFileError(SaidError, ValueError):
    """A board file that cannot be read; `.message` names the line and the problem."""


def parse_board(text: str, cells: int | None = None) -> GameState:
    """Read a board file. `cells` is the game's free-cell count (default: 4, or what
    the Freecells line shows when it lists more than one slot)."""
    if cells is not None and cells not in CELL_CHOICES:
        raise BoardFileError(say(M.CELL_COUNT, count=cells))
    foundations = [0, 0, 0, 0]
    cell_cards: list[Card | None] | None = None
    columns: list[tuple[int, list[Card]]] = []
    seen_header: set[str] = set()
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        head, sep, rest = line.partition(":")
        key = head.strip().lower()
        try:
            if not (sep and key in ("foundations", "freecells")):
                columns.append((number, [Card.parse(tok) for tok in line.removeprefix(":").split()]))
                continue
            if columns:
                raise BoardFileError(say(M.BOARD_HEADER_LATE, line=number, header=head.strip()))
            if key in seen_header:
                raise BoardFileError(say(M.BOARD_HEADER_TWICE, line=number, header=head.strip()))
            seen_header.add(key)
            if key == "freecells":
                cell_cards = [None if token == "-" else Card.parse(token) for token in rest.split()]
                continue
            for token in rest.split():  # the foundations
                suit_text, dash, rank_text = token.partition("-")
                suit_index = "SHDC".find(suit_text.strip().upper())
                if not dash or len(suit_text.strip()) != 1 or suit_index < 0:
                    raise BoardFileError(say(M.BOARD_NOT_A_FOUNDATION, line=number, text=bounded(token)))
                foundations[suit_index] = rank_from_text(rank_text)
        except CardTextError as exc:
            raise BoardFileError(say(M.BOARD_LINE, line=number, reason=exc.message)) from None
    while columns and not columns[-1][1] and len(columns) > COLUMN_COUNT:
        columns.pop()
    if len(columns) > COLUMN_COUNT:
        at = columns[COLUMN_COUNT][0]
        raise BoardFileError(say(M.BOARD_TOO_MANY_COLUMNS, line=at, columns=COLUMN_COUNT))
    stacks = [cards for _, cards in columns] + [[] for _ in range(COLUMN_COUNT - len(columns))]
    try:
        return GameState.from_columns(stacks, _fit_cells(cell_cards or [], cells), foundations)
    except InvalidPositionError as exc:
        raise BoardFileError(say(M.BOARD_IMPOSSIBLE, reason=exc.message)) from None


def _fit_cells(listed: list[Card | None], cells: int | None) -> list[Card | None]:
    """Fit the Freecells line into the game's cell count, keeping cards in their slots."""
    cards = [c for c in listed if c is not None]
    if cells is None:
        cells = len(listed) if len(listed) in CELL_CHOICES and len(listed) > 1 else 4
        cells = max(cells, min((n for n in CELL_CHOICES if n >= len(cards)), default=4))
    if len(cards) > cells:
        raise BoardFileError(say(M.BOARD_CELLS_OVERFLOW, count=len(cards), cells=cells))
    if len(listed) <= cells:
        return listed + [None] * (cells - len(listed))
    return cards + [None] * (cells - len(cards))
