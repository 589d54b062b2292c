"""A first window (no size saved yet) fits its screen: three quarters of it across and
four fifths down, at least 1100×760 where there is room, less on a smaller screen, frame
and desktop panels included."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from pytestqt.qtbot import QtBot

from boulanger_qt.app.context import build_context
from boulanger_qt.core.session import Session
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.window import first_size

from .conftest import create_window


@pytest.mark.parametrize(("available", "expected"), [
    (QSize(3840, 2110), QSize(2880, 1688)),  # 4K: the columns fan out (1100×760 squeezed them)
    (QSize(1920, 1050), QSize(1440, 840)),
    (QSize(1440, 860), QSize(1100, 760)),  # the smallest size where there is room
    (QSize(1366, 728), QSize(1100, 655)),  # a 1366×768 laptop under a 40 px panel
    (QSize(1024, 600), QSize(972, 540)),
])
def test_the_first_size_leaves_room_for_the_frame_and_the_panels(available: QSize, expected: QSize) -> None:
    assert first_size(available) == expected


def test_a_first_window_fits_the_screen_it_opens_on(qtbot: QtBot) -> None:
    context = build_context(external_plugins=False)
    window = create_window(context, Session.new_deal(1, 4, context.clock),
                           CardRenderer(context.catalog.load("classic")))
    qtbot.addWidget(window)
    room = window.screen().availableGeometry()  # offscreen: an 800×600 screen
    assert room.width() < 1100
    assert window.width() <= room.width() and window.height() <= room.height()
