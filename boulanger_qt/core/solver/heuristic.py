"""How far a position looks from a win, for ordering the best-first search.

Lower is better. Column features are memoised per column: a move changes only one or
two columns, so most columns of a new position have been scored before.
"""

from __future__ import annotations

from typing import Final

from boulanger_qt.core.solver.position import PARENT, RANK0, SEP, SUIT

MEMO_LIMIT: Final = 500_000
_MEMO: Final[dict[bytes, int]] = {}  # column -> column_cost


def column_cost(col: bytes) -> int:
    """Cards that must move off this column before its foundation cards can go: a card
    above a lower card of its own suit must move at least once; a card not on its parent
    breaks the column's order and will usually have to move."""
    blocked = breaks = 0
    lowest = [13, 13, 13, 13]
    prev = -1
    for c in col:
        s = SUIT[c]
        r = RANK0[c]
        if lowest[s] < r:
            blocked += 1
        else:
            lowest[s] = r
        if prev >= 0 and PARENT[c] != prev:
            breaks += 1
        prev = c
    return 3 * blocked + breaks

def score(key: bytes, parts: list[bytes]) -> int:
    """4 per card not yet home, 2 per unit of column cost, 1 per card covering the
    next card of a foundation, 2 per used cell, -3 per empty column (weights tuned
    by hand on deals 1-400). `parts` is `key.split(SEP_BYTES)`."""
    memo = _MEMO
    cost = empty = 0
    for i in range(8):
        col = parts[i]
        if not col:
            empty += 1
            continue
        v = memo.get(col)
        if v is None:
            if len(memo) > MEMO_LIMIT:
                memo.clear()
            v = memo[col] = column_cost(col)
        cost += v
    cells, found = parts[8], parts[9]
    left = 52 - sum(found)
    # Cards covering the next card each foundation needs: find the card in the key
    # and count to the end of its column. A card not yet home is in a column or a
    # cell, both before the foundations, whose bytes could look like cards: the
    # first match is the card itself.
    depth = 0
    cells_at = len(key) - 5 - len(cells)
    find = key.find
    for s in range(4):
        r = found[s]
        if r < 13:
            at = find(s * 13 + r)
            if at < cells_at:
                depth += find(SEP, at) - at - 1
    return 4 * left + 2 * cost + depth + 2 * len(cells) - 3 * empty
