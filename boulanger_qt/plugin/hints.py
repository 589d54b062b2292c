"""What a hint provider is and what it returns."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from boulanger_qt.core.moves import Move
from boulanger_qt.core.state import GameState


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested move, and why (`reason`, shown after it); `count`, when given, is the
    number the reason says where it has `%Ln` or `%n` (in the plural form the player's language needs)."""

    move: Move
    reason: str = ""
    count: int | None = None


@runtime_checkable
class HintProvider(Protocol):
    """Suggests a move. `hint` runs in a background thread: it must poll `cancel()`
    and return None soon after it turns true. None also means "no suggestion"."""

    @property
    def name(self) -> str:
        """A short key, e.g. "solver"."""

    @property
    def display_name(self) -> str:
        """What the Settings menu shows."""

    def hint(self, state: GameState, cancel: Callable[[], bool]) -> Hint | None: ...
