"""The start-up sequence (ui/start_up.py): the board is complete at its first paint, and
the steps that wait for it run after it, in their order."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from boulanger_qt.api import GameView, hookimpl
from boulanger_qt.app.context import AppContext, build_context
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session
from boulanger_qt.ui import start as start_up
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
        window = MainWindow(ctx, session, renderer)
        _FirstPaint(window, steps, seen)  # installed before the window's own first-paint filter
        return window

    monkeypatch.setattr("boulanger_qt.ui.window.MainWindow", create)
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
    start = start_up.StartUp(context)
    monkeypatch.setattr(start, "started", lambda: ready.append("on_ready"))  # the start guard's step 12
    assert start.open_board(session, False, [Move.parse("6a")]) == 0
    assert steps == ["paint", "complete", "plugins", "game BK1-C4-AAAAA24 after 0 moves", "move 6a", "ready"]
    assert ready == ["on_ready"]
    cards = seen["cards"]
    assert isinstance(cards, dict) and len(cards) == 52 and all(cards.values())
    assert seen["menus"] == ["&Game", "&Edit", "&View", "&Settings", "&Help"]
    assert seen["status"] is True
    assert seen["title"] == "Deal 860 · BK1-C4-AAAAA24"
    assert seen["faces"] == "classic"
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):
            widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


@pytest.mark.usefixtures("qapp")
def test_the_board_moves_the_cards_first_and_the_keeper_writes_last(monkeypatch: pytest.MonkeyPatch) -> None:
    """The listeners' order is declared, not left to the order of registration (pluggy calls
    the newest first, and the keeper is registered after the board and the plugins): the
    cards move before any plugin hears of the move, the autosave and the statistics row last."""
    from boulanger_qt.app.keeper import Autosave, StatsRecorder
    from boulanger_qt.ui.board.scene import BoardScene

    calls: list[str] = []

    def noting(name: str, real: Any) -> Any:
        def note(*args: Any, **kwargs: Any) -> Any:
            calls.append(name)
            return real(*args, **kwargs)
        return note

    monkeypatch.setattr(BoardScene, "show_state", noting("board", BoardScene.show_state))
    monkeypatch.setattr(Autosave, "save", noting("autosave", Autosave.save))
    monkeypatch.setattr(StatsRecorder, "write_game", noting("stats", StatsRecorder.write_game))
    context = build_context(external_plugins=False)
    seen: dict[str, list[str]] = {}

    class PlayAndUndo:
        @hookimpl
        def boulanger_move_applied(self) -> None:
            calls.append("plugin")

        @hookimpl
        def boulanger_move_undone(self) -> None:
            calls.append("plugin")

        @hookimpl
        def boulanger_app_ready(self) -> None:
            window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
            for command, play in (("move", lambda: window.controller.play(Move.parse("6a"))),
                                  ("undo", window.controller.undo)):
                calls.clear()
                play()
                seen[command] = list(calls)
            QTimer.singleShot(0, QApplication.closeAllWindows)

    context.host.register(PlayAndUndo(), "play_and_undo")
    assert start_up.StartUp(context).open_board(Session.new_deal(860, 4), False, []) == 0
    assert seen == {"move": ["board", "plugin", "autosave", "stats"],
                    "undo": ["board", "plugin", "autosave", "stats"]}
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):
            widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
