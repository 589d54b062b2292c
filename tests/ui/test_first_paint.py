"""The first picture of the window is its final one: one layout pass, before the first
paint, and nothing moves once the window is completed and the game started."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from boulanger_qt.app.context import build_context
from boulanger_qt.core.session import Session
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.board.scene import BoardScene
from boulanger_qt.ui.window import MainWindow

from .conftest import first_picture


def test_the_board_is_laid_out_once_around_the_first_paint(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    layouts: list[tuple[float, float]] = []
    original = BoardScene.resize_board

    def counted(self: BoardScene, width: float, height: float, dpr: float) -> None:
        layouts.append((width, height))
        original(self, width, height, dpr)

    monkeypatch.setattr(BoardScene, "resize_board", counted)
    window, session = first_picture(qtbot)
    status_at_paint = [widget.geometry() for widget in window.status_line.widgets]
    toolbar_at_paint = window.menus.toolbar.geometry()
    window.complete()  # what the app does right after the first paint
    window.controller.start(session)
    qtbot.wait(400)  # the status bar settles, the size grip joins, the check reports
    viewport = window.view.viewport()
    assert layouts == [(float(viewport.width()), float(viewport.height()))]
    # The size grip was there from the start: the score, moves, time and code stay put.
    assert [widget.geometry() for widget in window.status_line.widgets] == status_at_paint
    assert window.menus.toolbar.geometry() == toolbar_at_paint
    window.close()


class _Paints(QObject):
    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def _window() -> MainWindow:
    context = build_context(external_plugins=False)
    session = Session.new_deal(1, 4, context.clock)
    return MainWindow(context, session, CardRenderer(context.catalog.load("classic")))


def test_what_waits_for_the_first_paint_runs_once_after_it_newest_first(qtbot: QtBot) -> None:
    window = _window()
    qtbot.addWidget(window)
    ran: list[str] = []
    paints = _Paints(window.view.viewport())
    window.view.after_first_paint(lambda: ran.append(f"first given, after {paints.count} paint"))
    window.view.after_first_paint(lambda: ran.append("second given"))
    window.show()
    qtbot.waitUntil(lambda: len(ran) == 2, timeout=10000)
    assert ran == ["second given", "first given, after 1 paint"]
    window.view.viewport().update()
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: paints.count >= 3, timeout=5000)
    assert len(ran) == 2
    window.close()


def test_the_view_knows_its_viewport_size_without_asking_for_the_viewport(qtbot: QtBot) -> None:
    window = _window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    for size in ((1280, 800), (900, 650), (1500, 1000)):
        window.resize(*size)
        qtbot.wait(20)
        viewport = window.view.viewport()
        assert window.view.maximumViewportSize() == viewport.size()
        layout = window.scene.layout
        assert (layout.width, layout.height) == (viewport.width(), viewport.height())
    window.close()


# QWizard's enums: nothing of ours uses the class, PySide makes them only when it looks
# for the class of a widget Qt hands to Python (a view's viewport, the widget an item is
# painted on) and so makes every widget class it has: ~7 ms, which the first paint need
# not wait for.
_NO_WIDGET_LOOKUP = r"""
import enum, gc
from boulanger_qt.app.context import build_context
from boulanger_qt.core.session import Session
from boulanger_qt.ui.app_window import application
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.window import MainWindow

app = application()
context = build_context(external_plugins=False)
window = MainWindow(context, Session.new_deal(1, 4, context.clock),
                    CardRenderer(context.catalog.load("classic")))
seen = []
window.view.after_first_paint(lambda: (seen.append(any(
    isinstance(o, enum.EnumType) and o.__qualname__.startswith("QWizard.") for o in gc.get_objects())),
    app.quit()))
window.show()
app.exec()
print("looked up" if seen == [True] else "not looked up" if seen == [False] else "no paint")
"""


def test_the_first_paint_hands_python_no_widget_of_qt(tmp_path: Path) -> None:
    env = dict(os.environ, BOULANGER_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", _NO_WIDGET_LOOKUP], env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.stdout.strip() == "not looked up", out.stderr
