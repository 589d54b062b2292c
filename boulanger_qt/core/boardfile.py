"""Board files: the plain-text position format shared with common FreeCell solvers.

    Foundations: H-<rank> C-<rank> D-<rank> S-<rank>     (optional, 0 = none)
    Freecells: <card or -> ...                           (optional)
    <column 1, bottom card first> ... one line per column, up to 8

An empty column is an empty line (or a lone `:`); a leading `:` on a column is allowed.
"""

from __future__ import annotations

from boulanger_qt.core.cards import Card, CardTextError, rank_from_text
from boulanger_qt.core.echo import bounded
from boulanger_qt.core.messages import MessageId as M
from boulanger_qt.core.messages import SaidError, say
from boulanger_qt.core.moves import COLUMN_COUNT
from boulanger_qt.core.state import CELL_CHOICES, GameState, InvalidPositionError, format_board

__all__ = ["BoardFileError", "format_board", "parse_board"]


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
