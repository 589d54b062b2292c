"""The board's hook implementations: how the window learns what happened in the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.game_view import GameView
from ..core.moves import Move
from ..core.state import GameState
from ..markers import hookimpl

if TYPE_CHECKING:
    from .main_window import MainWindow


class BoardListener:
    """Registered with the plugin host like any plugin; drives the scene and the status."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    @hookimpl
    def boulanger_game_started(self, game: GameView) -> None:
        self.window.scene.show_state(game.state, animate=False)
        self.window.game_changed()

    @hookimpl
    def boulanger_move_applied(self, move: Move | None, after: GameState) -> None:
        self.window.scene.show_state(after, animate=True)
        self.window.game_changed()

    @hookimpl
    def boulanger_move_undone(self, after: GameState) -> None:
        self.window.scene.show_state(after, animate=True)
        self.window.game_changed()

    @hookimpl
    def boulanger_game_won(self, game: GameView) -> None:
        self.window.celebrate(game)

    @hookimpl
    def boulanger_game_stuck(self) -> None:
        self.window.show_stuck()
