"""The game controller: the one place where player intents become session changes,
each announced through the lifecycle hooks. Pure Python: no Qt here."""

from __future__ import annotations

import time
from typing import Final

from .core.moves import Move
from .core.rules import IllegalMoveError
from .core.session import Action, Clock, Session
from .plugins import PluginHost

WON: Final = "won"
LOST: Final = "lost"
ABANDONED: Final = "abandoned"


class GameController:
    """Owns the current Session; every listener learns what happened from the hooks."""

    def __init__(self, host: PluginHost, session: Session, clock: Clock = time.monotonic) -> None:
        self.host = host
        self.session = session
        self.clock = clock
        self._announced_end = False
        self._stuck_announced = False

    def start(self, session: Session, resumed: bool = False) -> None:
        """Leave the current game (recording how it ended) and start `session`."""
        if session is not self.session:
            self.leave()
        self.session = session
        self._announced_end = session.is_won()
        self._stuck_announced = False
        self.host.notify(
            "boulanger_game_started", session=session, state=session.state, resumed=resumed
        )
        self._check_end()

    def leave(self) -> None:
        """Announce the end of a game that was played but not won."""
        old = self.session
        if old.started and not self._announced_end:
            self._announced_end = True
            outcome = LOST if old.is_stuck() else ABANDONED
            self.host.notify("boulanger_game_ended", session=old, outcome=outcome)

    def play(self, move: Move) -> Action:
        """Apply a move; IllegalMoveError (with the reason) leaves everything unchanged."""
        action = self.session.play(move)
        self._applied(action, redo=False)
        return action

    def try_play(self, move: Move) -> Action | None:
        try:
            return self.play(move)
        except IllegalMoveError:
            return None

    def restart(self) -> Action:
        action = self.session.restart()
        self._applied(action, redo=False)
        return action

    def undo(self) -> Action | None:
        action = self.session.undo()
        if action is not None:
            self.host.notify(
                "boulanger_move_undone", session=self.session, move=action.move,
                before=action.after, after=action.before,
            )
            self._stuck_announced = False
            self._check_end()
        return action

    def redo(self) -> Action | None:
        action = self.session.redo()
        if action is not None:
            self._applied(action, redo=True)
        return action

    def _applied(self, action: Action, redo: bool) -> None:
        self.host.notify(
            "boulanger_move_applied", session=self.session, move=action.move,
            before=action.before, after=action.after, redo=redo,
        )
        self._stuck_announced = False
        self._check_end()

    def _check_end(self) -> None:
        session = self.session
        if session.is_won():
            if not self._announced_end:
                self._announced_end = True
                self.host.notify("boulanger_game_won", session=session)
                self.host.notify("boulanger_game_ended", session=session, outcome=WON)
        elif session.started and not self._stuck_announced and session.is_stuck():
            self._stuck_announced = True
            self.host.notify("boulanger_game_stuck", session=session)
