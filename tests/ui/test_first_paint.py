"""The first picture of the window is its final one: one layout pass, before the first
paint, and nothing moves once the window is completed and the game started."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from boulanger_qt.context import build_context
from boulanger_qt.core.session import Session
from boulanger_qt.ui.app_window import build_window
from boulanger_qt.ui.board_scene import BoardScene
from boulanger_qt.ui.card_renderer import CardRenderer


def test_the_board_is_laid_out_once_around_the_first_paint(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    layouts: list[tuple[float, float]] = []
    original = BoardScene.resize_board

    def counted(self: BoardScene, width: float, height: float, dpr: float) -> None:
        layouts.append((width, height))
        original(self, width, height, dpr)

    monkeypatch.setattr(BoardScene, "resize_board", counted)
    context = build_context(external_plugins=False)
    session = Session.new_deal(1, 4, context.clock)
    window = build_window(context, session, CardRenderer(context.catalog.load("classic")))
    qtbot.addWidget(window)
    painted: list[bool] = []
    window.view.first_painted.connect(lambda: painted.append(True))
    window.show()
    qtbot.waitUntil(lambda: len(painted) == 1, timeout=10000)
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
