"""The board's hook implementations: how the window learns what happened in the game.

Registered with the plugin host like any plugin, it follows only its window's game (hooks
reach every listener). Its hooks run first (`tryfirst`): the cards move and the move is
announced before any other listener runs, the disk writers last of all (`app.keeper`),
whatever the order of registration.
"""

from __future__ import annotations

from collections.abc import Callable

from boulanger_qt.core.game_view import GameView
from boulanger_qt.core.moves import Move
from boulanger_qt.core.rules import stuck_message
from boulanger_qt.core.state import GameState
from boulanger_qt.plugin.specs import hookimpl
from boulanger_qt.ui.board.accessible import Announcer, texts
from boulanger_qt.ui.board.scene import BoardScene
from boulanger_qt.ui.text import clause, render, words

GameCallback = Callable[[GameView], None]


class BoardListener:
    """`on_changed` after every change of position, `on_won` each time a move wins the
    game (again after undoing out of a win), `on_stuck` when no useful move is left; the
    announcer says every move, undo, win and stuck position to assistive technology."""

    def __init__(self, scene: BoardScene, announcer: Announcer, current: Callable[[], GameState],
                 on_changed: GameCallback, on_won: GameCallback, on_stuck: GameCallback) -> None:
        self._scene, self._announcer, self._current = scene, announcer, current
        self._on_changed, self._on_won, self._on_stuck = on_changed, on_won, on_stuck

    def _ours(self, game: GameView) -> bool:
        return game.state is self._current()

    @hookimpl(tryfirst=True)
    def boulanger_game_started(self, game: GameView) -> None:
        if self._ours(game):
            self._scene.show_state(game.state, animate=False)
            self._on_changed(game)

    @hookimpl(tryfirst=True)
    def boulanger_move_applied(self, game: GameView, move: Move | None, before: GameState,
                               after: GameState) -> None:
        if self._ours(game):
            self._scene.show_state(after, animate=True)
            self._on_changed(game)
            if game.won:
                self._on_won(game)
            self._announcer.board_changed()
            what = texts().restarted() if move is None else words().move(before, move, done=True)
            self._announcer.say(what)

    @hookimpl(tryfirst=True)
    def boulanger_move_undone(self, game: GameView, move: Move | None, after: GameState) -> None:
        if self._ours(game):  # an undo never wins
            self._scene.show_state(after, animate=True)
            self._on_changed(game)
            self._announcer.board_changed()
            what = texts().restarted() if move is None else words().move(after, move, done=True)
            self._announcer.say(texts().undone(clause(what)))

    @hookimpl(tryfirst=True)
    def boulanger_game_won(self, game: GameView) -> None:
        if self._ours(game):
            self._announcer.say(texts().won(game.score, game.moves, game.assisted), assertive=True)

    @hookimpl(tryfirst=True)
    def boulanger_game_stuck(self, game: GameView) -> None:
        if self._ours(game):
            self._on_stuck(game)
            self._announcer.say(render(stuck_message(game.state)), assertive=True)
