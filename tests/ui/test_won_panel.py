"""The won panel from the keyboard (issue 26 item 8): Tab moves between its buttons, Esc
closes it as Close does."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from boulanger_qt.core.session import Session

from .conftest import Board
from .test_window import _solution


def focus() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def focused_button() -> str:
    widget = focus()
    return widget.text() if isinstance(widget, QPushButton) else type(widget).__name__


def test_tab_stays_on_the_won_panels_buttons_and_esc_closes_it(make_board: Callable[..., Board]) -> None:
    board = make_board()
    window = board.window
    window.activateWindow()
    panel = window.won_panel
    dismissed: list[bool] = []
    panel.dismissed.connect(lambda: dismissed.append(True))
    panel.show_result(1000, 75.0, 90)
    board.qtbot.waitUntil(lambda: focused_button() == "New game")
    seen = []
    for key in (Qt.Key.Key_Tab,) * 4 + (Qt.Key.Key_Backtab,):
        QTest.keyClick(focus(), key)
        seen.append(focused_button())
    assert seen == ["Review", "Close", "New game", "Review", "New game"]
    QTest.keyClick(focus(), Qt.Key.Key_Escape)
    assert not panel.isVisible() and dismissed == [True]
    assert QApplication.focusWidget() is window.view  # back on the board for keyboard play


def test_hint_and_show_solution_are_off_after_a_win(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 4))
    window = board.window
    actions = window.assist.game_actions
    assert all(action.isEnabled() for action in actions)
    for move in _solution("deal1-fc-solve.txt"):
        window.controller.play(move)
    assert window.session.is_won()
    assert not any(action.isEnabled() for action in actions)
    window.undo()
    assert all(action.isEnabled() for action in actions)
