"""Status-bar messages too long for the room left of the score end with "…" (Qt alone
cuts them off mid-letter), and the bar's tooltip holds them whole while they show."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from boulanger_qt.app.context import build_context
from boulanger_qt.core.session import Session
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.window import MainWindow

from .conftest import create_window

LONG = ("No winning line from here. Quick (rules of thumb) suggests moving the 9 of clubs onto "
        "the 10 of clubs (a8): it builds on its suit, and then the 8 of hearts may follow it.")


def _window(qtbot: QtBot, width: int) -> MainWindow:
    context = build_context(external_plugins=False)
    window = create_window(context, Session.new_deal(1, 4, context.clock),
                           CardRenderer(context.catalog.load("classic")))
    qtbot.addWidget(window)
    window.resize(width, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_long_message_ends_with_an_ellipsis_within_the_room_left_of_the_score(qtbot: QtBot) -> None:
    window = _window(qtbot, 900)
    window.say(LONG)
    bar = window.statusBar()
    shown = bar.currentMessage()
    assert shown.endswith("…") and LONG.startswith(shown[:-1].rstrip())
    room = window.status_line.labels["score"].x() - 8
    assert bar.fontMetrics().horizontalAdvance(shown) <= room
    assert bar.toolTip() == LONG
    bar.clearMessage()
    assert bar.toolTip() == ""


def test_a_message_that_fits_is_shown_whole_and_without_a_tooltip(qtbot: QtBot) -> None:
    window = _window(qtbot, 1100)
    window.say("Copied game code BK1-C4-AAAAAAB", 3000)
    assert window.statusBar().currentMessage() == "Copied game code BK1-C4-AAAAAAB"
    assert window.statusBar().toolTip() == ""
