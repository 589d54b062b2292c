"""The Baker's Game solver: pure Python, no Qt.

    result = solve(state, timeout=60.0)
    result.verdict   # Verdict.SOLVED, UNSOLVABLE (only after an exhaustive search) or GAVE_UP
    result.moves     # for "solved": moves in our notation that the engine replays to a win

    winnable_table(4).pick()   # a random deal number known to be winnable with 4 cells

See search.py for the strategy and expand.py for why the search is exhaustive.

The search modules may be compiled with mypyc, and successor generation has a C twin
(_fastexpand.c; see setup.py); `BUILD` says which build this process runs:
"compiled" (all of them) or "pure" Python.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import reduce
from importlib.machinery import EXTENSION_SUFFIXES
from typing import Final, Literal

from boulanger_qt.core.moves import Move
from boulanger_qt.core.rules import apply_move
from boulanger_qt.core.solver import expand, reconstruct, search
from boulanger_qt.core.solver.winnable import WinnableTable, winnable_table
from boulanger_qt.core.state import GameState
from boulanger_qt.core.verdict import SolveResult, Verdict

__all__ = ["BUILD", "MEMORY_STATE_CAP", "SolveResult", "Verdict", "WinnableTable", "solve", "winnable_table"]

# Positions the search may store when no max_states is given: about 170 bytes each,
# so this bounds memory near 700 MB (about a minute of searching). Deals 1-1000 need
# at most about 50,000.
MEMORY_STATE_CAP: Final = 4_000_000

# The modules setup.py compiles, all or none.
SEARCH_MODULES: Final = (expand, search, reconstruct)
BUILD: Final[Literal["compiled", "pure"]] = "compiled" if (
    all((module.__file__ or "").endswith(tuple(EXTENSION_SUFFIXES)) for module in SEARCH_MODULES)
    and search.new_children is not expand.new_children) else "pure"


def solve(
    state: GameState,
    *,
    timeout: float | None = 60.0,
    max_states: int | None = None,
    cancel: Callable[[], bool] | None = None,
) -> SolveResult:
    """Solve `state` (any position, any cell count). The search stops with `gave_up` at
    `timeout` seconds, `max_states` positions, or once `cancel` (polled every few hundred
    positions) returns True."""
    began = time.monotonic()
    deadline = None if timeout is None else began + timeout
    verdict, path, stored = search.run(expand.start_key(state), state.cell_count, deadline,
                                       MEMORY_STATE_CAP if max_states is None else max_states, cancel)
    moves: tuple[Move, ...] = ()
    if verdict is Verdict.SOLVED:
        moves = reconstruct.shorten(reconstruct.expand_path(state, path))
        if not reduce(apply_move, moves, state).is_won():  # the engine would refuse it: a solver bug
            raise AssertionError("solver produced a move list that does not win")
    return SolveResult(verdict, moves, stored, time.monotonic() - began)
