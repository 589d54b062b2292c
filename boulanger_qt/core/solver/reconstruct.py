"""Turn a path of canonical keys into moves on the real board, then shorten it.

The search forgets where columns and cells are on the board, so each step is found
again: the move from the real position whose result (after foundation moves) has the
next key. Foundation moves are written out, because the app never plays them itself.

The shortener then walks the resulting positions and, from each, takes the legal move
(group moves included) that lands furthest along the path. That cuts detours and
folds card-by-card run moves through the free cells into single group moves.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from boulanger_qt.core.moves import FOUNDATION_PLACE, Move, Place
from boulanger_qt.core.solver.expand import PARENT, RANK0, SUIT, encode, make_key
from boulanger_qt.core.state import GameState

# A place is 0-7 for columns, 8-11 for free cells, FOUND for the foundation: PLACES[place].
FOUND: Final = 12
PLACES: Final = (*map(Place.column, range(8)), *map(Place.cell, range(4)), FOUNDATION_PLACE)
Board = tuple[tuple[bytes, ...], tuple[int | None, ...], bytes]
Step = tuple[int, int, int]  # source place, target place, card count


def board_key(board: Board) -> bytes:
    """The canonical key of a board as it is (no foundation moves are played)."""
    cols, cells, found = board
    return make_key(list(cols), bytes(sorted(c for c in cells if c is not None)), found)


def apply(board: Board, step: Step) -> Board:
    cols, cells, found = board
    src, dst, n = step
    if src < 8:
        moving = cols[src][-n:]
        cols = (*cols[:src], cols[src][:-n], *cols[src + 1 :])
    else:
        card = cells[src - 8]
        assert card is not None
        moving = bytes((card,))
        cells = (*cells[: src - 8], None, *cells[src - 7 :])
    if dst < 8:
        cols = (*cols[:dst], cols[dst] + moving, *cols[dst + 1 :])
    elif dst < FOUND:
        cells = (*cells[: dst - 8], moving[0], *cells[dst - 7 :])
    else:
        f = bytearray(found)
        f[SUIT[moving[0]]] += 1
        found = bytes(f)
    return cols, cells, found


def _foundation_step(board: Board) -> Step | None:
    cols, cells, found = board
    for i, col in enumerate(cols):
        if col and found[SUIT[col[-1]]] == RANK0[col[-1]]:
            return (i, FOUND, 1)
    for k, card in enumerate(cells):
        if card is not None and found[SUIT[card]] == RANK0[card]:
            return (8 + k, FOUND, 1)
    return None


def _steps(board: Board) -> Iterator[Step]:
    """Every single-card move, up to the choice among empty cells / empty columns, then
    every column-to-column move of more than one card within the group-move capacity."""
    cols, cells, found = board
    tops = {col[-1]: i for i, col in enumerate(cols) if col}
    empties = [i for i, col in enumerate(cols) if not col]
    empty_col = empties[0] if empties else -1
    empty_cell = next((8 + k for k, c in enumerate(cells) if c is None), -1)
    sources = [(i, col[-1], len(col)) for i, col in enumerate(cols) if col]
    sources += [(8 + k, c, 0) for k, c in enumerate(cells) if c is not None]
    for src, card, height in sources:
        if found[SUIT[card]] == RANK0[card]:
            yield (src, FOUND, 1)
        j = tops.get(PARENT[card])
        if j is not None:
            yield (src, j, 1)
        if empty_col >= 0 and height != 1:
            yield (src, empty_col, 1)
        if empty_cell >= 0 and src < 8:
            yield (src, empty_cell, 1)
    free = sum(1 for c in cells if c is None)
    cap_occupied = (free + 1) << len(empties)
    cap_empty = (free + 1) << max(len(empties) - 1, 0)
    for i, col in enumerate(cols):
        run = 1
        while run < len(col) and col[-run - 1] == PARENT[col[-run]]:
            run += 1
        for n in range(2, run + 1):
            j = tops.get(PARENT[col[-n]])
            if j is not None and n <= cap_occupied:
                yield (i, j, n)
            if empties and n <= cap_empty and n < len(col):
                yield (i, empties[0], n)


def expand_path(state: GameState, path: list[bytes]) -> list[Board]:
    """Every real position from `state` through the keys of `path` (foundation moves included)."""
    cols, cells, found = encode(state)
    boards: list[Board] = [(tuple(cols), tuple(cells), bytes(found))]
    _settle(boards)
    for target in path[1:]:
        board = boards[-1]
        for step in _steps(board):
            trial = [apply(board, step)]
            _settle(trial)
            if board_key(trial[-1]) == target:
                boards += trial
                break
        else:
            raise AssertionError("solver path has a step no move makes")
    return boards


def _settle(boards: list[Board]) -> None:
    """Append the positions after each foundation move available from the last one."""
    while (step := _foundation_step(boards[-1])) is not None:
        boards.append(apply(boards[-1], step))


def shorten(boards: list[Board]) -> tuple[Move, ...]:
    """Moves from boards[0] to a position equal to boards[-1], taking the furthest jumps."""
    keys = [board_key(b) for b in boards]
    last = {k: i for i, k in enumerate(keys)}
    board, i = boards[0], last[keys[0]]
    steps: list[Step] = []
    while i < len(boards) - 1:
        best_j = i
        best: Step | None = None
        for step in _steps(board):
            j = last.get(board_key(apply(board, step)), -1)
            if j > best_j:
                best_j, best = j, step
        assert best is not None, "a path position has no move to its successor"
        steps.append(best)
        board = apply(board, best)
        i = best_j
    return tuple(Move(PLACES[s], PLACES[d], n) for s, d, n in steps)
