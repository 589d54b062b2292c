"""The board's hook implementations: how the window learns what happened in the game.

Registered with the plugin host like any plugin, it follows only its window's game (hooks
reach every listener). Its hooks run first (`tryfirst`): the cards move before any other
listener, the disk writers last of all (`app.keeper`), whatever the order of registration.
"""

from __future__ import annotations

from collections.abc import Callable

from boulanger_qt.core.game_view import GameView
from boulanger_qt.core.state import GameState
from boulanger_qt.plugin.specs import hookimpl
from boulanger_qt.ui.board.scene import BoardScene

GameCallback = Callable[[GameView], None]


class BoardListener:
    """`on_changed` after every change of position, `on_won` each time a move wins the
    game (again after undoing out of a win), `on_stuck` when no useful move is left."""

    def __init__(self, scene: BoardScene, current: Callable[[], GameState],
                 on_changed: GameCallback, on_won: GameCallback, on_stuck: GameCallback) -> None:
        self._scene, self._current = scene, current
        self._on_changed, self._on_won, self._on_stuck = on_changed, on_won, on_stuck

    def _ours(self, game: GameView) -> bool:
        return game.state is self._current()

    @hookimpl(tryfirst=True)
    def boulanger_game_started(self, game: GameView) -> None:
        if self._ours(game):
            self._scene.show_state(game.state, animate=False)
            self._on_changed(game)

    @hookimpl(tryfirst=True)
    def boulanger_move_applied(self, game: GameView, after: GameState) -> None:
        if self._ours(game):
            self._scene.show_state(after, animate=True)
            self._on_changed(game)
            if game.won:
                self._on_won(game)

    boulanger_move_undone = boulanger_move_applied  # an undo never wins

    @hookimpl(tryfirst=True)
    def boulanger_game_stuck(self, game: GameView) -> None:
        if self._ours(game):
            self._on_stuck(game)
