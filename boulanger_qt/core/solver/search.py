"""The search over canonical keys: best-first to find a win, then exhaustive.

Phase 1 is a best-first search on WEIGHT * heuristic + G_WEIGHT * depth. It expands
with single-card moves and group moves, so depth counts moves as the solution will;
the depth term trades a little speed for shorter solutions. It finds most wins after
a few thousand positions. If it has stored SWITCH_STATES positions without a win,
phase 2 takes its whole frontier and finishes the job as a depth-first search with
single-card moves only and no heuristic: cheaper per position, and exhaustive because
no single-card move is ever pruned (see expand.py). Every stored key keeps its
parent, so a win is traced back to the start; when phase 2 empties its stack, no
position reachable from the start is won.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Final

from boulanger_qt.core.solver.expand import WON_FOUNDATIONS
from boulanger_qt.core.verdict import Verdict

try:
    from boulanger_qt.core.solver._fastexpand import best_first as best_first
    from boulanger_qt.core.solver._fastexpand import new_children as new_children
except ImportError:  # no C build here: the same functions in Python
    from boulanger_qt.core.solver.expand import best_first as best_first
    from boulanger_qt.core.solver.expand import new_children as new_children

CHECK_EVERY: Final = 256  # expansions between clock / cancel / size checks
# Phase 1 finds every win among deals 1-12000 within 130,000 positions (deal 1188 needs
# 129,279). A win phase 2 finds is a depth-first path: deal 1188's was 2,909 moves at a
# 60,000 cap, 103 at this one, and proofs of unsolvability cost no more (deals 1-12000).
SWITCH_STATES: Final = 200_000
WEIGHT: Final = 2
G_WEIGHT: Final = 3
# A heap entry packs (priority, count, depth) into one int (expand.best_first).
DEPTH_BITS: Final = 16
COUNT_BITS: Final = 32


class _Stop(Exception):
    pass


def run(start: bytes, cell_count: int, deadline: float | None, max_states: int,
        cancel: Callable[[], bool] | None) -> tuple[Verdict, list[bytes], int]:
    """The verdict, a win's keys from `start` (empty without one) and how many keys were
    stored. The search gives up past `deadline` (a time.monotonic() value), past
    `max_states` keys, or once `cancel` returns True."""
    parent: dict[bytes, bytes | None] = {start: None}

    def check() -> None:
        if ((deadline is not None and time.monotonic() > deadline)
                or (cancel is not None and cancel()) or len(parent) > max_states):
            raise _Stop

    try:
        won = start if start.endswith(WON_FOUNDATIONS) else None
        if won is None:
            won, frontier = best_first(start, cell_count, parent, SWITCH_STATES, check, CHECK_EVERY,
                                       WEIGHT, G_WEIGHT, DEPTH_BITS, COUNT_BITS)
            if won is None:
                won = _exhaust(frontier, cell_count, parent, check)
    except _Stop:
        return Verdict.GAVE_UP, [], len(parent)
    path: list[bytes] = []
    while won is not None:
        path.append(won)
        won = parent[won]
    return (Verdict.SOLVED if path else Verdict.UNSOLVABLE), path[::-1], len(parent)


def _exhaust(stack: list[bytes], cells: int, parent: dict[bytes, bytes | None],
             check: Callable[[], None]) -> bytes | None:
    """Phase 2 over `stack`: the won key, or None once every reachable key is stored."""
    expanded = 0
    while stack:
        key = stack.pop()
        expanded += 1
        if expanded % CHECK_EVERY == 0:
            check()
        for child in new_children(key, cells, parent, None):
            if child.endswith(WON_FOUNDATIONS):
                return child
            stack.append(child)
    return None
