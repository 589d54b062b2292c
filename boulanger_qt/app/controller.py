"""The game controller: the one place where player intents become session changes,
each announced through the lifecycle hooks. Pure Python: no Qt here.

Listeners get a frozen `GameView`, never the Session: nothing they do can change the game.
The plugin host may be given as a function that makes it: the window is built and
painted before the host exists, and no hook runs before the game starts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from boulanger_qt.core.game_view import GameView, Outcome, result_of, view_of
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Action, MoveSource, Session

if TYPE_CHECKING:
    from boulanger_qt.plugin.host import PluginHost


def _ended(game: GameView) -> Outcome:
    return Outcome(result_of(won=game.won, stuck=game.stuck, left=True), game.assisted)


class GameController:
    def __init__(self, host: PluginHost | Callable[[], PluginHost], session: Session) -> None:
        self._host = host
        self.session = session
        self._announced_end = False
        self._stuck_announced = False

    @property
    def host(self) -> PluginHost:
        if callable(self._host):
            self._host = self._host()
        return self._host

    def start(self, session: Session, resumed: bool = False) -> None:
        """Leave the current game (its end is announced if it was played and not won: a win
        stays a win) and start `session`."""
        old = self.session
        if session is not old and old.started and not self._announced_end and not old.ever_won:
            self._announced_end = True
            left = view_of(old)
            self.host.game_ended(left, _ended(left))
        self.session = session
        self._announced_end = session.is_won()
        self._stuck_announced = False
        game = view_of(session)
        self.host.game_started(game, resumed)
        self._check_end(game)

    def play(self, move: Move, by: MoveSource = "player") -> Action:
        """Apply a move; IllegalMoveError (with the reason) leaves everything unchanged."""
        action = self.session.play(move, by)
        self._applied(action, redo=False)
        return action

    def note_hint(self) -> None:
        """A hint was shown: counted in the game's statistics."""
        self.session.hints += 1

    def restart(self) -> Action:
        action = self.session.restart()
        self._applied(action, redo=False)
        return action

    def undo(self) -> Action | None:
        action = self.session.undo()
        if action is not None:
            game = view_of(self.session)
            self.host.move_undone(game, action.move, before=action.after, after=action.before)
            self._stuck_announced = False
            if not game.won:
                self._announced_end = False  # winning again celebrates again (and counts once)
            self._check_end(game)
        return action

    def redo(self) -> Action | None:
        action = self.session.redo()
        if action is not None:
            self._applied(action, redo=True)
        return action

    def _applied(self, action: Action, redo: bool) -> None:
        game = view_of(self.session)
        self.host.move_applied(game, action.move, action.before, action.after, redo)
        self._stuck_announced = False
        self._check_end(game)

    def _check_end(self, game: GameView) -> None:
        if game.won:
            if not self._announced_end:
                self._announced_end = True
                self.host.game_won(game)
                self.host.game_ended(game, _ended(game))
        elif game.started and not self._stuck_announced and game.stuck:
            self._stuck_announced = True
            self.host.game_stuck(game)
