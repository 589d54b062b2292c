"""Edit ▸ Copy Position / Paste Position: positions to and from other programs as board files."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QGuiApplication, QKeySequence

from boulanger_qt.core.boardfile import parse_board
from boulanger_qt.core.session import Session

from .conftest import Board
from .positions import ENDGAME, session_from


def test_copy_position_puts_the_board_file_on_the_clipboard(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(860, 2))
    board.window.menus.copy_position_action.trigger()
    text = QGuiApplication.clipboard().text()
    assert text.startswith("Foundations: H-0 C-0 D-0 S-0\nFreecells: - -\n")
    assert parse_board(text) == board.state


def test_a_pasted_position_is_played_from_there(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 4))
    QGuiApplication.clipboard().setText(ENDGAME)
    board.window.menus.paste_position_action.trigger()
    assert board.state == session_from(ENDGAME).state  # the board shows it (Board.state checks)
    assert board.window.status_line.code_button.text() == "Custom position"
    board.click(board.state.columns[1][-1])  # and it plays: 9S home
    assert board.state.foundations[0] == 9


def test_an_impossible_pasted_position_says_why_and_changes_nothing(
    make_board: Callable[..., Board],
) -> None:
    board = make_board(Session.new_deal(1, 4))
    before = board.state
    QGuiApplication.clipboard().setText(ENDGAME.replace("KH", "KS"))  # KS twice, KH missing
    board.window.menus.paste_position_action.trigger()
    message = board.window.statusBar().currentMessage()
    assert message.startswith("Cannot play the pasted position: impossible position: KS appears twice")
    QGuiApplication.clipboard().setText("")
    board.window.menus.paste_position_action.trigger()
    assert "holds no text" in board.window.statusBar().currentMessage()
    QGuiApplication.clipboard().setText("x" * 10_000)
    board.window.menus.paste_position_action.trigger()
    assert "far more than a position" in board.window.statusBar().currentMessage()
    assert board.state == before


def test_full_screen_is_the_platforms_shortcut_and_comes_back(make_board: Callable[..., Board]) -> None:
    board = make_board()
    action = board.window.menus.full_screen_action
    platform = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
    assert action.shortcuts() == (platform or [QKeySequence("F11")])
    action.trigger()
    board.qtbot.waitUntil(board.window.isFullScreen, timeout=2000)
    assert action.isChecked()
    action.trigger()
    board.qtbot.waitUntil(lambda: not board.window.isFullScreen(), timeout=2000)
    assert not action.isChecked()
