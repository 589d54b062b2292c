"""One position `boulanger-solve` works on, with its deal number when it is a dealt game."""

from __future__ import annotations

from boulanger_qt.core.value import Value

TYPE_CHECKING = False
if TYPE_CHECKING:
    from boulanger_qt.core.state import GameState


class Position(Value):
    __slots__ = ("deal", "state")

    state: GameState
    deal: int | None

    def __init__(self, state: GameState, deal: int | None) -> None:
        object.__setattr__(self, "state", state)
        object.__setattr__(self, "deal", deal)
