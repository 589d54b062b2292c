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

import heapq
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Literal

from boulanger_qt.core.solver.position import WON_FOUNDATIONS

try:
    from boulanger_qt.core.solver._fastexpand import new_children as new_children
except ImportError:  # no C build here: the same function in Python
    from boulanger_qt.core.solver.expand import new_children as new_children

Verdict = Literal["solved", "unsolvable", "gave_up"]
CHECK_EVERY: Final = 256  # expansions between clock / cancel / size checks
SWITCH_STATES: Final = 60_000  # phase 1 finds every win among deals 1-1000 within 27,000
WEIGHT: Final = 2
G_WEIGHT: Final = 3
# A heap entry is one int, (priority, count, depth) packed so that int order is the
# order of the triple: count (unique) breaks ties, so depth is never compared.
DEPTH_BITS: Final = 16
COUNT_BITS: Final = 32
DEPTH_MASK: Final = (1 << DEPTH_BITS) - 1
COUNT_MASK: Final = (1 << COUNT_BITS) - 1
PRIORITY_SHIFT: Final = DEPTH_BITS + COUNT_BITS


class _Stop(Exception):
    """A limit was reached."""


@dataclass(frozen=True, slots=True)
class Limits:
    deadline: float | None = None  # time.monotonic() value
    max_states: int | None = None
    cancel: Callable[[], bool] | None = None


@dataclass(frozen=True, slots=True)
class Outcome:
    verdict: Verdict
    path: list[bytes]  # start ... won position, for `solved`
    states: int


class Search:
    def __init__(self, start: bytes, cell_count: int, limits: Limits) -> None:
        self.start = start
        self.cell_count = cell_count
        self.limits = limits
        self.parent: dict[bytes, bytes | None] = {start: None}
        self.won: bytes | None = None

    def run(self, switch_states: int = SWITCH_STATES) -> Outcome:
        try:
            if self.start.endswith(WON_FOUNDATIONS):
                self.won = self.start
            else:
                frontier = self._best_first(switch_states)
                if self.won is None and frontier:
                    self._exhaust(frontier)
        except _Stop:
            return Outcome("gave_up", [], len(self.parent))
        if self.won is None:
            return Outcome("unsolvable", [], len(self.parent))
        return Outcome("solved", self._path(self.won), len(self.parent))

    def _check(self) -> None:
        limits = self.limits
        if limits.deadline is not None and time.monotonic() > limits.deadline:
            raise _Stop
        if limits.cancel is not None and limits.cancel():
            raise _Stop
        if limits.max_states is not None and len(self.parent) > limits.max_states:
            raise _Stop

    def _best_first(self, switch_states: int) -> list[bytes]:
        """Return the unexpanded frontier, best last, if the phase ends without a win."""
        parent = self.parent
        cells = self.cell_count
        push, pop = heapq.heappush, heapq.heappop
        scores: list[int] = []
        pushed = [self.start]  # pushed[count]: the key of heap entry `count`
        heap: list[int] = [0]
        expanded = 0
        while heap:
            entry = pop(heap)
            g = entry & DEPTH_MASK
            key = pushed[(entry >> DEPTH_BITS) & COUNT_MASK]
            expanded += 1
            if expanded % CHECK_EVERY == 0:
                self._check()
                if len(parent) > switch_states:
                    pushed[0] = key  # back in front as (0, 0, g): the start is long expanded
                    heap.append(g)
                    heap.sort(reverse=True)
                    return [pushed[(e >> DEPTH_BITS) & COUNT_MASK] for e in heap]
            g += 1
            scores.clear()
            for k, child in enumerate(new_children(key, cells, parent, scores)):
                if child.endswith(WON_FOUNDATIONS):
                    self.won = child
                    return []
                priority = WEIGHT * scores[k] + G_WEIGHT * g
                push(heap, (priority << PRIORITY_SHIFT) + (len(pushed) << DEPTH_BITS) + g)
                pushed.append(child)
        return []

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

    def _path(self, key: bytes) -> list[bytes]:
        path: list[bytes] = []
        node: bytes | None = key
        while node is not None:
            path.append(node)
            node = self.parent[node]
        path.reverse()
        return path
