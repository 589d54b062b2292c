"""The one auto-player: plays a sequence of moves on a timer, one move per step.

Send Cards Home, Show Solution and the optional auto-play of safe foundation moves are
all sequences handed to it. It knows its own moves by the position each one makes: when
the game is anywhere else (the player moved, undid, restarted, dealt again), it stops.
Nobody has to tell it who moved.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Final

from PySide6.QtCore import QObject, QTimer, Signal

from boulanger_qt.core.moves import Move
from boulanger_qt.core.rules import apply_move, home_move, is_legal
from boulanger_qt.core.session import MoveSource
from boulanger_qt.core.state import GameState

HOME_STEP_MS: Final = 110
SOLUTION_STEP_MS: Final = 550

NextMove = Callable[[GameState], Move | None]


def along(moves: Iterable[Move]) -> NextMove:
    """A fixed line of moves, such as a solution, played in order."""
    remaining: Iterator[Move] = iter(list(moves))
    return lambda state: next(remaining, None)


class AutoPlayer(QObject):
    """`stopped(name, why)`: the sequence `name` ended. `why` is "" when it ran out of
    moves, "moved" when the game went elsewhere, "no-fit" when its next move could not be
    played, "stopped" when asked to stop."""

    stopped = Signal(str, str)

    def __init__(self, current: Callable[[], GameState], play: Callable[[Move, MoveSource], object],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._current, self._play = current, play
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._step)
        self._next: NextMove | None = None
        self._made: GameState | None = None  # the position our last move made
        self.name = ""
        self._by: MoveSource = "home"

    def send_home(self, name: str, at_once: bool = True) -> None:
        """Every card that may go to its foundation, one per step (Send Cards Home, auto-play)."""
        self.start(name, home_move, HOME_STEP_MS, at_once)

    def start(self, name: str, next_move: NextMove, step_ms: int, at_once: bool = True,
              by: MoveSource = "home") -> None:
        """Play `next_move`'s moves, the first now (when `at_once`), then one per step;
        `by` says who played them, for the statistics ("solution" makes a game assisted)."""
        self.stop("")
        self.name = name
        self._by = by
        self._next = next_move
        self._made = self._current()
        self._timer.setInterval(step_ms)
        self._timer.start()
        if at_once:
            self._step()

    def follow(self, state: GameState) -> None:
        """The game changed: carry on only if it is where our last move left it."""
        if self._next is not None and state != self._made:
            self.stop("moved")
        elif state.is_won():
            self.stop("")  # nothing is left to play

    def stop(self, why: str = "stopped") -> None:
        if self._next is None:
            return
        self._next = None
        self._timer.stop()
        name, self.name = self.name, ""
        self.stopped.emit(name, why)

    def _step(self) -> None:
        if self._next is None:
            return
        if (state := self._current()) != self._made:
            self.stop("moved")
            return
        if (move := self._next(state)) is None or not is_legal(state, move):
            self.stop("" if move is None else "no-fit")
            return
        self._made = apply_move(state, move)
        self._play(move, self._by)
        if self._current() != self._made:  # the move was refused or changed nothing
            self.stop("no-fit")
