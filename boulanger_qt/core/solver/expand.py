"""Successor generation over canonical keys, one card per move.

Every key the solver stores has had its foundation moves played, so no top card or
cell card is ever playable to a foundation. The moves generated from such a position:

- a cell card onto its parent column top, or into an empty column;
- a column top onto its parent column top, into an empty column (unless it is the
  column's only card: that just renames the column), or into a free cell.

Cell-to-cell moves are never generated (they do not change the canonical key). Every
other single-card move is, so a search that visits every key reachable this way is
exhaustive: group moves are only shortcuts for these moves.
"""

from __future__ import annotations

from .position import ONE, PARENT, RANK0, SEP_BYTES, SUIT, autoplay


def children(key: bytes, cell_count: int) -> list[bytes]:
    """The canonical keys one single-card move (plus foundation moves) away."""
    parts = key.split(SEP_BYTES)
    cols = parts[:8]
    cells = parts[8]
    found = parts[9]
    join = SEP_BYTES.join
    out: list[bytes] = []
    add = out.append
    tops: dict[int, int] = {}
    for i in range(8):
        col = cols[i]
        if col:
            tops[col[-1]] = i
    has_empty = not cols[0]  # empty columns sort first
    tail = (cells, found)

    for c in cells:
        rest_cells = cells.replace(ONE[c], b"")
        ctail = (rest_cells, found)
        j = tops.get(PARENT[c])
        if j is not None:
            nc = cols.copy()
            nc[j] += ONE[c]
            nc.sort()
            add(join((*nc, *ctail)))
        if has_empty:
            nc = cols.copy()
            nc[0] = ONE[c]
            nc.sort()
            add(join((*nc, *ctail)))

    free_cell = len(cells) < cell_count
    for i in range(8):
        col = cols[i]
        if not col:
            continue
        c = col[-1]
        rest = col[:-1]
        exposed = rest[-1] if rest else -1
        # The card under `c` can only be playable if it is the next one of its suit.
        unlocks = exposed >= 0 and found[SUIT[exposed]] == RANK0[exposed]
        j = tops.get(PARENT[c])
        if j is not None:
            nc = cols.copy()
            nc[i] = rest
            nc[j] += ONE[c]
            if unlocks:
                add(_settle(nc, cells, found))
            else:
                nc.sort()
                add(join((*nc, *tail)))
        if has_empty and rest:
            nc = cols.copy()
            nc[i] = rest
            nc[0] = ONE[c]
            if unlocks:
                add(_settle(nc, cells, found))
            else:
                nc.sort()
                add(join((*nc, *tail)))
        if free_cell:
            nc = cols.copy()
            nc[i] = rest
            new_cells = bytes(sorted(cells + ONE[c]))
            if unlocks:
                add(_settle(nc, new_cells, found))
            else:
                nc.sort()
                add(join((*nc, new_cells, found)))
    return out


def _settle(cols: list[bytes], cells: bytes, found: bytes) -> bytes:
    """Play the foundation moves a move has made possible, then build the key."""
    fa = bytearray(found)
    cells = autoplay(cols, cells, fa)
    cols.sort()
    return SEP_BYTES.join((*cols, cells, bytes(fa)))


def group_children(key: bytes, cell_count: int) -> list[bytes]:
    """Keys after one group move (a run of 2 or more cards, within the capacity).

    Group moves are shortcuts for single-card moves, so these keys are all reachable
    through `children` too; the best-first search adds them so that its depth counts
    moves the way a player (and the solution) does.
    """
    parts = key.split(SEP_BYTES)
    cols = parts[:8]
    cells = parts[8]
    found = parts[9]
    tops = {col[-1]: i for i, col in enumerate(cols) if col}
    empties = 8 - len(tops)
    free = cell_count - len(cells)
    cap_occupied = (free + 1) << empties
    cap_empty = (free + 1) << max(empties - 1, 0)
    out: list[bytes] = []
    for i in range(empties, 8):
        col = cols[i]
        height = len(col)
        n = 1
        while n < height and col[-n - 1] == PARENT[col[-n]] and n < cap_occupied:
            n += 1
            run = col[-n:]
            rest = col[:-n]
            j = tops.get(PARENT[run[0]])
            if j is not None:
                nc = cols.copy()
                nc[i] = rest
                nc[j] += run
                out.append(_settle(nc, cells, found))
            if empties and n <= cap_empty and rest:
                nc = cols.copy()
                nc[i] = rest
                nc[0] = run
                out.append(_settle(nc, cells, found))
    return out
