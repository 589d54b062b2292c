"""The start-up sequence (ui/start_up.py): the board is complete at its first paint, and
the steps that wait for it run after it, in their order."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from boulanger_qt.api import GameView, hookimpl
from boulanger_qt.app.context import AppContext, build_context
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session
from boulanger_qt.ui import start as start_up
from boulanger_qt.ui.app_window import build_window
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.window import MainWindow


class _FirstPaint(QObject):
    """Notes what the window shows when its board is painted for the first time."""

    def __init__(self, window: MainWindow, steps: list[str], seen: dict[str, object]) -> None:
        super().__init__(window)
        self._window, self._steps, self._seen = window, steps, seen
        window.view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and "paint" not in self._steps:
            self._steps.append("paint")
            window = self._window
            self._seen["cards"] = {str(card): item.isVisible() for card, item in window.scene.cards.items()}
            self._seen["menus"] = [action.text() for action in window.menuBar().actions()]
            self._seen["status"] = window.statusBar().isVisible()
            self._seen["title"] = window.windowTitle()
            self._seen["faces"] = window.scene.renderer.theme.name
        return False


@pytest.mark.usefixtures("qapp")
def test_the_board_is_complete_at_its_first_paint_and_the_rest_follows_in_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    context = build_context(external_plugins=False)
    steps: list[str] = []
    seen: dict[str, object] = {}

    def create(ctx: AppContext, session: Session, renderer: CardRenderer) -> MainWindow:
        window = build_window(ctx, session, renderer)
        _FirstPaint(window, steps, seen)  # installed before the window's own first-paint filter
        return window

    monkeypatch.setattr("boulanger_qt.ui.app_window.build_window", create)
    real_complete = MainWindow.complete

    def complete(self: MainWindow) -> None:
        if not self.completed:
            steps.append("complete")
        real_complete(self)

    monkeypatch.setattr(MainWindow, "complete", complete)
    real_load = AppContext.load_external_plugins

    def load_external(self: AppContext) -> None:
        steps.append("plugins")
        real_load(self)

    monkeypatch.setattr(AppContext, "load_external_plugins", load_external)

    class Watch:
        @hookimpl
        def boulanger_game_started(self, game: GameView, resumed: bool) -> None:
            steps.append(f"game {game.code} after {game.moves} moves")

        @hookimpl
        def boulanger_move_applied(self, game: GameView, move: Move) -> None:
            steps.append(f"move {move}")

        @hookimpl
        def boulanger_app_ready(self) -> None:
            steps.append("ready")
            QTimer.singleShot(0, QApplication.closeAllWindows)

    context.host.register(Watch(), "watch_the_start")
    ready: list[str] = []
    session = Session.new_deal(860, 4)
    assert start_up.open_board(context, session, False, [Move.parse("6a")],
                               on_ready=lambda: ready.append("on_ready")) == 0
    assert steps == ["paint", "complete", "plugins", "game BK1-C4-AAAAA24 after 0 moves", "move 6a", "ready"]
    assert ready == ["on_ready"]
    cards = seen["cards"]
    assert isinstance(cards, dict) and len(cards) == 52 and all(cards.values())
    assert seen["menus"] == ["&Game", "&Edit", "&View", "&Settings", "&Help"]
    assert seen["status"] is True
    assert seen["title"] == "BK1-C4-AAAAA24"
    assert seen["faces"] == "classic"
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):
            widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
