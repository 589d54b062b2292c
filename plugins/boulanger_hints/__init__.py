"""The shipped hint providers: the solver, and an instant rule-of-thumb provider."""

from __future__ import annotations

from collections.abc import Callable

from boulanger_qt.api import GameState, Hint, HintProvider, Verdict, hookimpl, solve

from .heuristic import best_move

SOLVER_TIMEOUT = 15.0


class SolverHints:
    """A move from a winning line found by the solver; no hint when there is none."""

    name = "solver"
    display_name = "Solver (winning line)"

    def hint(self, state: GameState, cancel: Callable[[], bool]) -> Hint | None:
        result = solve(state, timeout=SOLVER_TIMEOUT, cancel=cancel)
        if result.verdict is not Verdict.SOLVED or not result.moves:
            return None
        left = len(result.moves)
        return Hint(result.moves[0], f"part of a winning line, {left} moves to go")


class QuickHints:
    """An instant suggestion from rules of thumb; it does not look ahead."""

    name = "quick"
    display_name = "Quick (rules of thumb)"

    def hint(self, state: GameState, cancel: Callable[[], bool]) -> Hint | None:
        return best_move(state)


@hookimpl
def boulanger_hint_providers() -> list[HintProvider]:
    return [SolverHints(), QuickHints()]
