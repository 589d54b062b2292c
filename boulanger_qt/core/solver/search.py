"""The search over canonical keys: best-first to find a win, then exhaustive.

Phase 1 is a best-first search on WEIGHT * heuristic + G_WEIGHT * depth. It expands
with single-card moves and group moves, so depth counts moves as the solution will;
the depth term trades a little speed for shorter solutions. It finds most wins after
a few thousand positions. If it has stored `switch_states` positions without a win,
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

from boulanger_qt.core.solver.position import WON_FOUNDATIONS
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


class Search:
    def __init__(self, start: bytes, cell_count: int, deadline: float | None, max_states: int,
                 cancel: Callable[[], bool] | None) -> None:
        self.start = start
        self.cell_count = cell_count
        self.deadline = deadline  # a time.monotonic() value
        self.max_states = max_states
        self.cancel = cancel
        self.parent: dict[bytes, bytes | None] = {start: None}
        self.won: bytes | None = None

    def run(self, switch_states: int = SWITCH_STATES) -> Verdict:
        """The verdict; `parent` then holds every stored key, and `path()` a win's keys."""
        try:
            if self.start.endswith(WON_FOUNDATIONS):
                self.won = self.start
            else:
                self.won, frontier = best_first(
                    self.start, self.cell_count, self.parent, switch_states, self._check,
                    CHECK_EVERY, WEIGHT, G_WEIGHT, DEPTH_BITS, COUNT_BITS)
                if self.won is None and frontier:
                    self._exhaust(frontier)
        except _Stop:
            return Verdict.GAVE_UP
        return Verdict.UNSOLVABLE if self.won is None else Verdict.SOLVED

    def _check(self) -> None:
        if ((self.deadline is not None and time.monotonic() > self.deadline)
                or (self.cancel is not None and self.cancel()) or len(self.parent) > self.max_states):
            raise _Stop

    def _exhaust(self, stack: list[bytes]) -> None:
        parent = self.parent
        cells = self.cell_count
        expanded = 0
        while stack:
            key = stack.pop()
            expanded += 1
            if expanded % CHECK_EVERY == 0:
                self._check()
            for child in new_children(key, cells, parent, None):
                if child.endswith(WON_FOUNDATIONS):
                    self.won = child
                    return
                stack.append(child)

    def path(self) -> list[bytes]:
        path: list[bytes] = []
        node = self.won
        while node is not None:
            path.append(node)
            node = self.parent[node]
        path.reverse()
        return path
