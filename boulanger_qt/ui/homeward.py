"""Game ▸ Send Cards Home: every card that may go to its foundation goes, one at a time.

Nothing moves by itself in Boulanger; this is a command the player gives, for the end of
a game when every card left is in order. Any other change to the game stops it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QObject, QTimer

from ..core.gestures import home_move
from ..core.moves import Move
from ..core.state import GameState

STEP_MS: Final = 110


class Homeward(QObject):
    def __init__(self, state: Callable[[], GameState], play: Callable[[Move], object],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state = state
        self._play = play
        self._timer = QTimer(self, interval=STEP_MS)
        self._timer.timeout.connect(self._step)
        self._after: GameState | None = None  # the position our last move made

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def start(self) -> bool:
        """Send the first card now and the rest one per step; False if none can go."""
        if home_move(self._state()) is None:
            return False
        self._after = None
        self._step()
        self._timer.start()
        return True

    def stop(self) -> None:
        self._timer.stop()

    def _step(self) -> None:
        state = self._state()
        if self._after is not None and state != self._after:
            self.stop()  # someone else moved: that move wins
            return
        move = home_move(state)
        if move is None:
            self.stop()
            return
        self._play(move)
        self._after = self._state()
