"""One position `boulanger-solve` works on, with its deal number when it is a dealt game."""

from __future__ import annotations

from dataclasses import dataclass

from boulanger_qt.core.state import GameState


@dataclass(frozen=True, slots=True)
class Position:
    state: GameState
    deal: int | None

