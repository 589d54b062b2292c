"""Assistance's hook implementations (`assist_actions`), in a module of their own: the
hook marker loads pluggy, and the window is built and painted before it is needed."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from boulanger_qt.plugin.markers import hookimpl

if TYPE_CHECKING:
    from boulanger_qt.core.game_view import GameView
    from boulanger_qt.core.moves import Move
    from boulanger_qt.core.session import Session


class AssistHooks:
    """They follow only the game of their own window."""

    def __init__(self, session: Callable[[], Session], changed: Callable[[bool], None]) -> None:
        self._session = session
        self._changed = changed

    def _ours(self, game: GameView) -> bool:
        return game.state is self._session().state

    @hookimpl
    def boulanger_game_started(self, game: GameView) -> None:
        if self._ours(game):
            self._changed(True)

    @hookimpl
    def boulanger_move_applied(self, game: GameView, move: Move | None) -> None:
        if self._ours(game):
            self._changed(move is None)  # None: a restart, the opening position again

    @hookimpl
    def boulanger_move_undone(self, game: GameView) -> None:
        if self._ours(game):
            self._changed(False)
