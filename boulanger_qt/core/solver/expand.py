"""The solver's positions as canonical keys, and the successor generation over them.

A card is its `Card.index` (suit * 13 + rank - 1, suits S H D C), one byte. A position
is one `bytes` key: the 8 columns (bottom card first) sorted, then the occupied free
cells sorted, then the 4 foundation ranks, joined by SEP (the byte 0xFF):

    col col col col col col col col SEP cells SEP foundations     (SEP between all)

Sorting makes the key canonical: positions that differ only in the order of columns
or free cells share one key. The foundations are implied by the cards in play but are
kept so the search never has to recount them.

Every key the solver stores has had its foundation moves played, so no top card or
cell card is ever playable to a foundation. The single-card moves generated from such
a position:

- a cell card onto its parent column top, or into an empty column;
- a column top onto its parent column top, into an empty column (unless it is the
  column's only card: that just renames the column), or into a free cell.

Cell-to-cell moves are never generated (they do not change the canonical key). Every
other single-card move is, so a search that visits every key reachable this way is
exhaustive: group moves are only shortcuts for single-card moves. With `groups`, the
group moves (runs of 2 or more cards, within the capacity) are generated as well.

The search asks `new_children` and runs `best_first`, which _fastexpand.c implements
again in C (built by setup.py where a compiler exists): the same children, scores,
parent-map updates and expansion order.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from typing import Final

from boulanger_qt.core.state import GameState

SEP_BYTES: Final = b"\xff"
WON_FOUNDATIONS: Final = bytes((13, 13, 13, 13))

SUIT: Final = tuple(c // 13 for c in range(52))
RANK0: Final = tuple(c % 13 for c in range(52))  # rank - 1
ONE: Final = tuple(bytes((c,)) for c in range(52))
# PARENT[c]: the card c is built on in a column (same suit, one rank higher), -1 for kings.
PARENT: Final = tuple(c + 1 if c % 13 != 12 else -1 for c in range(52))


def make_key(columns: list[bytes], cells: bytes, foundations: bytes) -> bytes:
    """The canonical key; `columns` is sorted in place."""
    columns.sort()
    return SEP_BYTES.join((*columns, cells, foundations))


def encode(state: GameState) -> tuple[list[bytes], list[int | None], bytearray]:
    """A GameState as concrete columns, cell slots and foundations (board order kept)."""
    columns = [bytes(card.index for card in col) for col in state.columns]
    cells = [None if card is None else card.index for card in state.cells]
    return columns, cells, bytearray(state.foundations)


def autoplay(columns: list[bytes], cells: bytes, foundations: bytearray) -> bytes:
    """Play every foundation move (always safe in Baker's Game), updating `columns` and
    `foundations` in place; return the new cells."""
    moved = True
    while moved:
        moved = False
        for i, col in enumerate(columns):
            while col:
                c = col[-1]
                if foundations[SUIT[c]] != RANK0[c]:
                    break
                foundations[SUIT[c]] += 1
                col = col[:-1]
                moved = True
            columns[i] = col
        kept = cells
        for c in cells:
            if foundations[SUIT[c]] == RANK0[c]:
                foundations[SUIT[c]] += 1
                kept = kept.replace(ONE[c], b"")
                moved = True
        cells = kept
    return cells


def start_key(state: GameState) -> bytes:
    """The key of `state` after all foundation moves have been played."""
    columns, cells, foundations = encode(state)
    occupied = autoplay(columns, bytes(sorted(c for c in cells if c is not None)), foundations)
    return make_key(columns, occupied, bytes(foundations))


MEMO_LIMIT: Final = 500_000
_MEMO: Final[dict[bytes, int]] = {}  # column -> column_cost


def new_children(
    key: bytes, cell_count: int, parent: dict[bytes, bytes | None], scores: list[int] | None
) -> list[bytes]:
    """The children of `key` that `parent` does not hold yet, each recorded there with
    `key` as its parent, in `child_parts` order; a won child ends the list.

    With `scores` (a list) group moves are generated too and the heuristic score of each
    child that is not won is appended to it; without, single-card moves only."""
    out: list[bytes] = []
    for parts in child_parts(key, cell_count, scores is not None):
        child = SEP_BYTES.join(parts)
        if child in parent:
            continue
        parent[child] = key
        out.append(child)
        if child.endswith(WON_FOUNDATIONS):
            break
        if scores is not None:
            scores.append(score(child, parts))
    return out


def best_first(
    start: bytes, cell_count: int, parent: dict[bytes, bytes | None], switch_states: int,
    check: Callable[[], object], check_every: int, weight: int, g_weight: int, depth_bits: int,
    count_bits: int,
) -> tuple[bytes | None, list[bytes]]:
    """search.run's phase 1 (see search.py): (the won key, []) or (None, the unexpanded
    frontier, best last) once `parent` holds more than `switch_states` keys.

    A heap entry is one int, (priority, count, depth) packed so that int order is the
    order of the triple: count (unique) breaks ties, so depth is never compared.
    `check` is called every `check_every` expansions (it raises to stop the search)."""
    depth_mask = (1 << depth_bits) - 1
    count_mask = (1 << count_bits) - 1
    shift = depth_bits + count_bits
    push, pop = heapq.heappush, heapq.heappop
    pushed = [start]  # pushed[count]: the key of heap entry `count`
    heap: list[int] = [0]
    scores: list[int] = []
    expanded = 0
    while heap:
        entry = pop(heap)
        g = entry & depth_mask
        key = pushed[(entry >> depth_bits) & count_mask]
        expanded += 1
        if expanded % check_every == 0:
            check()
            if len(parent) > switch_states:
                pushed[0] = key  # back in front as (0, 0, g): the start is long expanded
                heap.append(g)
                heap.sort(reverse=True)
                return None, [pushed[(e >> depth_bits) & count_mask] for e in heap]
        g += 1
        scores.clear()
        for k, child in enumerate(new_children(key, cell_count, parent, scores)):
            if child.endswith(WON_FOUNDATIONS):
                return child, []
            priority = weight * scores[k] + g_weight * g
            push(heap, (priority << shift) + (len(pushed) << depth_bits) + g)
            pushed.append(child)
    return None, []


def child_parts(key: bytes, cell_count: int, groups: bool) -> list[list[bytes]]:
    """The children of `key`, each as `key.split(SEP_BYTES)` would give it.

    Columns a move leaves alone are the very objects split from `key`, so their hash
    is computed once per expansion, not once per child (the heuristic memoises columns).
    """
    parts = key.split(SEP_BYTES)
    cols, cells, found = parts[:8], parts[8], parts[9]
    out: list[list[bytes]] = []
    # tops[card]: the column whose top card it is, else -1. One slot more than the deck,
    # so that tops[PARENT[king]] (tops[-1]) is that spare slot: kings have no parent.
    tops = [-1] * 53
    empties = 0  # empty columns sort first: cols[:empties]
    for i in range(8):
        col = cols[i]
        if col:
            tops[col[-1]] = i
        else:
            empties += 1

    for c in cells:
        rest_cells = cells.replace(ONE[c], b"")
        j = tops[PARENT[c]]
        if j >= 0:
            nc = cols.copy()
            nc[j] += ONE[c]
            out.append(_key(nc, rest_cells, found))
        if empties:
            nc = cols.copy()
            nc[0] = ONE[c]
            out.append(_key(nc, rest_cells, found))

    free_cell = len(cells) < cell_count
    for i in range(empties, 8):
        col = cols[i]
        c = col[-1]
        rest = col[:-1]
        exposed = rest[-1] if rest else -1
        # The card under `c` can only be playable if it is the next one of its suit.
        unlocks = exposed >= 0 and found[SUIT[exposed]] == RANK0[exposed]
        j = tops[PARENT[c]]
        if j >= 0:
            nc = cols.copy()
            nc[i] = rest
            nc[j] += ONE[c]
            out.append(_settle(nc, cells, found) if unlocks else _key(nc, cells, found))
        if empties and rest:
            nc = cols.copy()
            nc[i] = rest
            nc[0] = ONE[c]
            out.append(_settle(nc, cells, found) if unlocks else _key(nc, cells, found))
        if free_cell:
            nc = cols.copy()
            nc[i] = rest
            new_cells = bytes(sorted(cells + ONE[c]))
            out.append(_settle(nc, new_cells, found) if unlocks else _key(nc, new_cells, found))
    if groups:
        _group_children(cols, cells, found, tops, empties, cell_count - len(cells), out)
    return out


def _group_children(
    cols: list[bytes], cells: bytes, found: bytes, tops: list[int], empties: int, free: int,
    out: list[list[bytes]],
) -> None:
    """Add the keys after each group move of 2 or more cards."""
    cap_occupied = (free + 1) << empties
    cap_empty = (free + 1) << max(empties - 1, 0)
    for i in range(empties, 8):
        col = cols[i]
        height = len(col)
        n = 1
        while n < height and n < cap_occupied and col[-n - 1] == PARENT[col[-n]]:
            n += 1
            run = col[-n:]
            rest = col[:-n]
            j = tops[PARENT[run[0]]]
            if j >= 0:
                nc = cols.copy()
                nc[i] = rest
                nc[j] += run
                out.append(_settle(nc, cells, found))
            if empties and n <= cap_empty and rest:
                nc = cols.copy()
                nc[i] = rest
                nc[0] = run
                out.append(_settle(nc, cells, found))


def _key(cols: list[bytes], cells: bytes, found: bytes) -> list[bytes]:
    cols.sort()
    cols += (cells, found)
    return cols


def _settle(cols: list[bytes], cells: bytes, found: bytes) -> list[bytes]:
    """Play the foundation moves a move has made possible, then build the key's parts."""
    fa = bytearray(found)
    cells = autoplay(cols, cells, fa)
    return _key(cols, cells, bytes(fa))


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
    """How far a position looks from a win, lower being better, to order the best-first
    search: 4 per card not yet home, 2 per unit of column cost, 1 per card covering the
    next card of a foundation, 2 per used cell, -3 per empty column (weights tuned by hand
    on deals 1-400). `parts` is `key.split(SEP_BYTES)`. Column costs are memoised: a move
    changes one or two columns, so most columns of a new position were scored before."""
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
                depth += find(SEP_BYTES, at) - at - 1
    return 4 * left + 2 * cost + depth + 2 * len(cells) - 3 * empty
