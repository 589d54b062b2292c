"""The first picture of the board is its final one: one layout pass, before the first paint."""

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
    window.complete()  # what the app does right after the first paint
    window.controller.start(session)
    qtbot.wait(400)  # the status bar settles, the size grip joins, the check reports
    viewport = window.view.viewport()
    assert layouts == [(float(viewport.width()), float(viewport.height()))]
    window.close()
