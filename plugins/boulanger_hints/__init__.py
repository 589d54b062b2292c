"""The shipped hint providers: the solver, and an instant rule-of-thumb provider."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from boulanger_qt.api import GameState, Hint, HintProvider, Verdict, hookimpl, solve

from .heuristic import QT_TRANSLATE_NOOP, best_move

SOLVER_TIMEOUT = 15.0
SOLVER_REASON = QT_TRANSLATE_NOOP("HintReason", "part of a winning line, %Ln move(s) to go", None, 1)

# The plugin's name and description in the Plugins list, in the player's language (docs/plugins.md).
translations = {
    "en": {"name": "Hints"},
    "sk": {"name": "Rady", "description": "Dodané zdroje rád: riešiteľ a rýchla rada podľa zásad."},
    "fr": {"name": "Indices", "description": "Les fournisseurs d’indices fournis : le solveur et un indice "
                                             "rapide par règles empiriques."},
}


class SolverHints:
    """A move from a winning line found by the solver; no hint when there is none."""

    name = "solver"
    display_name = "Solver (winning line)"
    translations: ClassVar[dict[str, dict[str, str]]] = {
        "sk": {"display_name": "Riešiteľ (víťazná cesta)"},
        "fr": {"display_name": "Solveur (ligne gagnante)"},
    }

    def hint(self, state: GameState, cancel: Callable[[], bool]) -> Hint | None:
        result = solve(state, timeout=SOLVER_TIMEOUT, cancel=cancel)
        if result.verdict is not Verdict.SOLVED or not result.moves:
            return None
        return Hint(result.moves[0], SOLVER_REASON, count=len(result.moves))


class QuickHints:
    """An instant suggestion from rules of thumb; it does not look ahead."""

    name = "quick"
    display_name = "Quick (rules of thumb)"
    translations: ClassVar[dict[str, dict[str, str]]] = {
        "sk": {"display_name": "Rýchla (podľa zásad)"},
        "fr": {"display_name": "Rapide (règles empiriques)"},
    }

    def hint(self, state: GameState, cancel: Callable[[], bool]) -> Hint | None:
        return best_move(state)


@hookimpl
def boulanger_hint_providers() -> list[HintProvider]:
    return [SolverHints(), QuickHints()]
