"""The rules of Jeu du Boulanger: legality, group-move capacity, applying moves, and what
a click, a double click or a typed move means.

Every function takes an immutable GameState and returns values; nothing is mutated.

Which cards a click takes: a click on a free cell takes its card; a click on a column
card takes that card and every card above it, exactly as a drag from there would.
That is only a movable group when those cards form a same-suit run; otherwise the
click does nothing. A double click on a card inside a run therefore moves the whole
run from that card up, never just part of it: the player pointed at that card.
"""

from __future__ import annotations

from collections.abc import Container
from functools import cache
from typing import Final

from boulanger_qt.core.cards import KING, Card
from boulanger_qt.core.messages import Message, SaidError, say
from boulanger_qt.core.messages import MessageId as M
from boulanger_qt.core.moves import FOUNDATION_PLACE, Move, Place, PlaceKind
from boulanger_qt.core.state import Column, GameState, PositionKey

FOUNDATION_POINTS: Final = 10
CELL_TO_TABLEAU_POINTS: Final = 5


class IllegalMoveError(SaidError, ValueError):
    """A move the rules forbid: `.move`, `.reason` (a Message); `str()` is `<move>: <reason>`."""

    def __init__(self, move: Move, reason: Message) -> None:
        super().__init__(say(M.ILLEGAL_MOVE, move=move, reason=reason))
        self.move = move
        self.reason = reason


def group_capacity(empty_cells: int, empty_columns: int, to_empty_column: bool) -> int:
    """The largest run that may move: (free cells + 1) x 2^(empty columns), not counting
    an empty target column (it is no stepping stone for its own move)."""
    return (empty_cells + 1) << max(empty_columns - to_empty_column, 0)


def run_length(column: Column) -> int:
    """How many cards at the top of the column form a same-suit run, descending upward."""
    if not column:
        return 0
    n = 1
    top = column[-1]
    for card in reversed(column[:-1]):
        if card.suit is not top.suit or card.rank != top.rank + 1:
            break
        n += 1
        top = card
    return n


def moving_cards(state: GameState, move: Move) -> tuple[Card, ...]:
    """The cards a move would carry, bottom first, without checking legality."""
    src = move.source
    if src.kind is PlaceKind.COLUMN:
        return state.columns[src.index][-move.count:]
    card = state.cells[src.index] if src.index < len(state.cells) else None
    return () if card is None else (card,)


def not_a_run(cards: Column) -> Message | None:
    """None when `cards` (bottom first) are a run that may move together, otherwise why not."""
    for lower, upper in zip(cards[1:], cards, strict=False):
        if lower.suit is not upper.suit or lower.rank + 1 != upper.rank:
            return say(M.NOT_A_RUN, count=len(cards), card=lower, onto=upper)
    return None


def is_legal(state: GameState, move: Move) -> bool:
    return illegal_reason(state, move) is None


def illegal_reason(state: GameState, move: Move) -> Message | None:
    """None when the move is legal, otherwise why not, as a message the UI can translate."""
    src, dst, count = move.source, move.target, move.count
    if src == dst:
        return say(M.SAME_PLACE, place=src)
    if src.kind is PlaceKind.FOUNDATION:
        return say(M.FROM_FOUNDATION)
    if count < 1:
        return say(M.NO_CARDS)
    if count > 1 and not (src.kind is PlaceKind.COLUMN and dst.kind is PlaceKind.COLUMN):
        return say(M.SEVERAL_NOT_COLUMNS)
    for place in (src, dst):
        if place.kind is PlaceKind.CELL and place.index >= state.cell_count:
            return say(M.NO_SUCH_CELL, place=place, cells=state.cell_count)

    if src.kind is PlaceKind.CELL:
        if state.cells[src.index] is None:
            return say(M.EMPTY_SOURCE, place=src)
    else:
        column = state.columns[src.index]
        if not column:
            return say(M.EMPTY_SOURCE, place=src)
        if count > len(column):
            return say(M.TOO_FEW_CARDS, place=src, count=len(column))
        if count > 1 and run_length(column) < count:
            return not_a_run(column[-count:])
    bottom = moving_cards(state, move)[0]

    if dst.kind is PlaceKind.FOUNDATION:
        if bottom.rank != (have := state.foundations[bottom.suit]) + 1:
            if have == 0:
                return say(M.FOUNDATION_NEEDS_ACE, card=bottom)
            return say(M.FOUNDATION_NEEDS, card=bottom, needed=Card(have + 1, bottom.suit))
        return None
    if dst.kind is PlaceKind.CELL:
        if (occupant := state.cells[dst.index]) is not None:
            return say(M.CELL_OCCUPIED, place=dst, card=occupant)
        return None

    if target := state.columns[dst.index]:
        top = target[-1]
        if top.suit is not bottom.suit:
            return say(M.SAME_SUIT_NEEDED, card=bottom, onto=top)
        if top.rank != bottom.rank + 1:
            return say(M.ONE_RANK_HIGHER, card=bottom, onto=top)
    cells, columns = state.empty_cell_count, state.empty_column_count
    if count > 1 and count > (cap := group_capacity(cells, columns, not target)):
        return say(M.RUN_TOO_LONG if target else M.RUN_TOO_LONG_TO_EMPTY, count=count,
                   cells=cells, columns=columns, capacity=cap)
    return None


def apply_move(state: GameState, move: Move) -> GameState:
    """The position after a legal move; IllegalMoveError (with the reason) otherwise."""
    if (reason := illegal_reason(state, move)) is not None:
        raise IllegalMoveError(move, reason)
    return _apply(state, move)


def _apply(state: GameState, move: Move) -> GameState:
    """The position after `move`, which must be legal (no checks)."""
    src, dst, count = move.source, move.target, move.count
    columns, cells, f = list(state.columns), list(state.cells), list(state.foundations)
    if src.kind is PlaceKind.COLUMN:
        cards = columns[src.index][-count:]
        columns[src.index] = columns[src.index][:-count]
    else:
        cards = (cells[src.index],)  # type: ignore[assignment]  # legal: the cell holds a card
        cells[src.index] = None
    if dst.kind is PlaceKind.COLUMN:
        columns[dst.index] += cards
    elif dst.kind is PlaceKind.CELL:
        cells[dst.index] = cards[0]
    else:
        f[cards[0].suit] += 1
    return GameState(tuple(columns), tuple(cells), (f[0], f[1], f[2], f[3]))


def move_points(move: Move) -> int:
    """Score for a move: +10 to a foundation, +5 free cell to tableau, else 0."""
    if move.target.kind is PlaceKind.FOUNDATION:
        return FOUNDATION_POINTS
    if move.source.kind is PlaceKind.CELL and move.target.kind is PlaceKind.COLUMN:
        return CELL_TO_TABLEAU_POINTS
    return 0


_Row = tuple[Move, ...]
_Grid = tuple[_Row, ...]


@cache  # on the first call, not at import: the first picture of the board needs none of these
def _move_tables() -> tuple[_Row, _Grid, tuple[_Grid, ...], _Row, _Grid, _Grid]:
    """Every move legal_moves can produce, built once (moves are immutable values): from a
    column to the foundation, to cell c, and [j][k - 1] k cards to column j; from a cell
    to the foundation, to column j, to cell e."""
    cols, cells = [Place.column(i) for i in range(8)], [Place.cell(c) for c in range(4)]
    return (tuple(Move(col, FOUNDATION_PLACE) for col in cols),
            tuple(tuple(Move(col, cell) for cell in cells) for col in cols),
            tuple(tuple(tuple(Move(col, to, k) for k in range(1, KING + 1)) for to in cols) for col in cols),
            tuple(Move(cell, FOUNDATION_PLACE) for cell in cells),
            tuple(tuple(Move(cell, col) for col in cols) for cell in cells),
            tuple(tuple(Move(cell, other) for other in cells) for cell in cells))


def legal_moves(state: GameState) -> list[Move]:
    """Every legal move, group moves included (each run size into an empty column).

    Order: for each column left to right, then each free cell: the foundation, the free
    cells, then the target columns left to right (run sizes ascending into an empty one)."""
    columns, cells, found = state.columns, state.cells, state.foundations
    empty_cells = [i for i, c in enumerate(cells) if c is None]
    empty_cols = [i for i, c in enumerate(columns) if not c]
    n_cells, n_cols = len(empty_cells), len(empty_cols)
    cap_occupied = (n_cells + 1) << n_cols
    cap_empty = (n_cells + 1) << max(n_cols - 1, 0)
    # In Baker's Game a card has exactly one possible parent, so an occupied column is
    # found by the index of its top card (suit-major: the parent of c is c.index + 1).
    tops = {col[-1].index: j for j, col in enumerate(columns) if col}
    col_to_foundation, col_to_cell, col_to_col, cell_to_foundation, cell_to_col, cell_to_cell = _move_tables()
    moves: list[Move] = []
    append = moves.append
    extend = moves.extend
    for i, column in enumerate(columns):
        if not column:
            continue
        top = column[-1]
        if found[top.suit] == top.rank - 1:
            append(col_to_foundation[i])
        to_cell = col_to_cell[i]
        for c in empty_cells:
            append(to_cell[c])
        # The run on top of the column: only its whole length can land on an occupied
        # column (a shorter part would need a parent that is inside this very run).
        run = run_length(column)
        bottom = column[-run]
        target = tops.get(bottom.index + 1, -1) if bottom.rank < KING and run <= cap_occupied else -1
        row = col_to_col[i]
        if empty_cols:
            sizes = min(run, cap_empty)
            for j in empty_cols:
                if 0 <= target < j:
                    append(row[target][run - 1])
                    target = -1
                extend(row[j][:sizes])
        if target >= 0:
            append(row[target][run - 1])
    for c, held in enumerate(cells):
        if held is None:
            continue
        if found[held.suit] == held.rank - 1:
            append(cell_to_foundation[c])
        to_col = cell_to_col[c]
        target = tops.get(held.index + 1, -1) if held.rank < KING else -1
        for j in empty_cols:
            if 0 <= target < j:
                append(to_col[target])
                target = -1
            append(to_col[j])
        if target >= 0:
            append(to_col[target])
        to_cell = cell_to_cell[c]
        for e in empty_cells:
            append(to_cell[e])
    return moves


def successors(state: GameState) -> list[tuple[Move, GameState]]:
    """Every legal move with the position it leads to."""
    return [(m, _apply(state, m)) for m in legal_moves(state)]


def is_stuck(state: GameState, seen: Container[PositionKey]) -> bool:
    """No useful move: every legal move leads to a position already seen in this game."""
    return not state.is_won() and all(_apply(state, m).position_key() in seen for m in legal_moves(state))


def stuck_message(state: GameState) -> Message:
    """What to tell a stuck player: that no move is possible at all, or that every move
    leads back."""
    return say(M.STUCK if legal_moves(state) else M.NO_LEGAL_MOVE)


def grabbed_count(state: GameState, place: Place, card_index: int | None = None) -> int:
    """How many cards a gesture on `place` picks up (0 = nothing movable there); `card_index`
    is the clicked card's position in its column, 0 = bottom, None = the top card."""
    if place.kind is PlaceKind.CELL:
        return int(place.index < state.cell_count and state.cells[place.index] is not None)
    if place.kind is not PlaceKind.COLUMN:
        return 0
    column = state.columns[place.index]
    index = len(column) - 1 if card_index is None else card_index
    if not 0 <= index < len(column):
        return 0
    count = len(column) - index
    return count if count <= run_length(column) else 0


def double_click_move(state: GameState, place: Place, card_index: int | None = None) -> Move | None:
    """Double click: foundation, then the longest accepting column (leftmost on ties),
    then an empty column, then a free cell. None when the cards can go nowhere."""
    if (count := grabbed_count(state, place, card_index)) == 0:
        return None
    candidates: list[Move] = []
    if count == 1:
        candidates.append(Move(place, FOUNDATION_PLACE))
    occupied = [(-len(col), i) for i, col in enumerate(state.columns) if col and Place.column(i) != place]
    candidates += [Move(place, Place.column(i), count) for _, i in sorted(occupied)]
    whole_column = place.kind is PlaceKind.COLUMN and count == len(state.columns[place.index])
    if not whole_column:  # moving a whole column into an empty one changes nothing
        candidates += [Move(place, Place.column(i), count) for i, col in enumerate(state.columns) if not col]
    if count == 1 and place.kind is not PlaceKind.CELL:
        candidates += [Move(place, Place.cell(i)) for i, c in enumerate(state.cells) if c is None]
    return next((m for m in candidates if is_legal(state, m)), None)


def typed_move(state: GameState, source: Place, target: Place) -> Move:
    """The move a player means by naming a source and a target (keyboard play, in the
    move notation: `3` then `a`): as many cards as may legally go, so a run moves whole
    when it fits and a run onto a column moves from the card that column accepts. When
    nothing may go, the single-card move is returned: playing it gives the reason."""
    if target.kind is PlaceKind.COLUMN and source.kind is PlaceKind.COLUMN and target != source:
        for count in range(run_length(state.columns[source.index]), 1, -1):
            if is_legal(state, move := Move(source, target, count)):
                return move
    return Move(source, target)


def home_move(state: GameState) -> Move | None:
    """A card that may go to its foundation now (columns left to right, then free cells),
    for "send cards home"; None when no card may. In Baker's Game every such move is safe."""
    sources = [Place.column(i) for i, column in enumerate(state.columns) if column]
    sources += [Place.cell(i) for i, card in enumerate(state.cells) if card is not None]
    return next((m for m in (Move(p, FOUNDATION_PLACE) for p in sources) if is_legal(state, m)), None)
