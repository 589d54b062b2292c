"""The solver as plugins call it: loaded on first use, so start-up stays fast."""

from __future__ import annotations

from collections.abc import Callable

from boulanger_qt.core.state import GameState
from boulanger_qt.core.verdict import SolveResult


def solve(
    state: GameState,
    *,
    timeout: float | None = 60.0,
    max_states: int | None = None,
    cancel: Callable[[], bool] | None = None,
) -> SolveResult:
    """Solve a position: `verdict` is `Verdict.SOLVED` (with `moves` that win), `UNSOLVABLE`
    (proved by exhaustive search) or `GAVE_UP` (time, state limit, or `cancel()` turned true).

    In the app the search runs in its solver process (the calling thread only waits),
    so a plugin's search never slows the board."""
    from boulanger_qt.app.solver_service import (
        solve as through_the_door,  # loaded on first use: keeps start-up fast
    )

    return through_the_door(state, timeout=timeout, max_states=max_states, cancel=cancel)
