"""The one public surface for plugins: everything a plugin imports comes from here.

A plugin is a module or object with functions marked `@hookimpl`, named after the
hooks in `boulanger_qt.hookspecs`. Plugins receive core objects (positions, moves,
sessions), never Qt items.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TextIO, runtime_checkable

import pluggy

from .core.cards import FULL_DECK, Card, Suit
from .core.codes import GameCode
from .core.moves import Move, Place, PlaceKind
from .core.rules import apply_move, is_legal, legal_moves, move_points, successors
from .core.session import Session
from .core.state import GameState

if TYPE_CHECKING:
    from .core.solver import SolveResult

PROJECT_NAME = "boulanger"
hookimpl = pluggy.HookimplMarker(PROJECT_NAME)

__all__ = [
    "FULL_DECK",
    "Card",
    "CardTheme",
    "GameCode",
    "GameRecord",
    "GameState",
    "Hint",
    "HintProvider",
    "Move",
    "Place",
    "PlaceKind",
    "Session",
    "StatsExporter",
    "Suit",
    "ThemeError",
    "apply_move",
    "hookimpl",
    "is_legal",
    "legal_moves",
    "move_points",
    "solve",
    "successors",
]

THEME_MANIFEST = "theme.toml"


class ThemeError(ValueError):
    """A card theme that cannot be used; the message says what is wrong."""


@dataclass(frozen=True, slots=True)
class CardTheme:
    """A card theme: one SVG whose elements are named by card code (`AS`, `TD`) and `back`.

    `card_width` x `card_height` is the size of one card in SVG user units; only the ratio
    matters to the board. `card_files` optionally draws some cards from whole SVG files of
    their own: (element, path) pairs, the paths inside the SVG's folder. The app checks
    every field and file before it renders anything (see docs/themes.md).
    """

    name: str
    display_name: str
    svg_path: Path
    author: str = ""
    card_width: float = 250.0
    card_height: float = 350.0
    license: str = ""
    card_files: tuple[tuple[str, Path], ...] = ()

    @property
    def aspect(self) -> float:
        return self.card_height / self.card_width

    @staticmethod
    def from_directory(folder: Path) -> CardTheme:
        """Read and check `theme.toml` in `folder` (fields: docs/themes.md); ThemeError if unusable."""
        from .theme_check import read_manifest  # the checks need this module's types first

        return read_manifest(folder)


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested move; `solution` is the full line to a win when the provider knows it."""

    move: Move
    reason: str = ""
    solution: tuple[Move, ...] | None = None


@runtime_checkable
class HintProvider(Protocol):
    """Suggests a move. `hint` runs in a background thread: it must poll `cancel()`
    and return None soon after it turns true. None also means "no suggestion"."""

    name: str
    display_name: str

    def hint(self, state: GameState, cancel: Callable[[], bool]) -> Hint | None: ...


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One finished or abandoned game, as kept in the statistics."""

    code: str | None
    deal: int | None
    cells: int
    started_at: str  # ISO 8601, UTC
    ended_at: str
    outcome: str  # "won", "lost" or "abandoned"
    score: int
    moves: int
    seconds: float
    extra: dict[str, str] = field(default_factory=dict)


@runtime_checkable
class StatsExporter(Protocol):
    """Writes game records to a text stream in one format (`name` is e.g. "csv")."""

    name: str
    description: str
    suffix: str

    def export(self, records: Sequence[GameRecord], stream: TextIO) -> None: ...


def solve(
    state: GameState,
    *,
    timeout: float | None = 60.0,
    max_states: int | None = None,
    cancel: Callable[[], bool] | None = None,
) -> SolveResult:
    """Solve a position: `verdict` is "solved" (with `moves` that win), "unsolvable" (proved
    by exhaustive search) or "gave_up" (time, state limit, or `cancel()` turned true)."""
    from .core.solver import solve as run_solver  # loaded on first use: keeps start-up fast

    return run_solver(state, timeout=timeout, max_states=max_states, cancel=cancel)
