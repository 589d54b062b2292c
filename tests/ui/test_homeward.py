"""Send Cards Home (F): every card that may go to its foundation goes, one by one."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtTest import QTest

from boulanger_qt.core.session import Session

from .conftest import Board
from .positions import ENDGAME, session_from


def test_f_sends_every_card_home_and_wins(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    assert board.window.home_action.isEnabled()
    QTest.keyClicks(board.window.view, "f")
    board.qtbot.waitUntil(board.window.controller.session.is_won, timeout=10000)
    assert board.window.controller.session.move_count == 52 - (10 + 10 + 10 + 8)
    assert not board.window.home_action.isEnabled()
    assert board.window.won_panel.isVisible()


def _running(board: Board) -> bool:
    return board.window.homeward.running  # read afresh (no narrowing across actions)


def test_a_move_of_the_player_stops_it(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.window.send_home()
    assert _running(board)
    board.window.undo()  # the player takes the first card back
    board.qtbot.wait(400)
    assert not _running(board)
    assert board.window.controller.session.move_count == 0


def test_nothing_to_send_says_so(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(860, 4))  # no ace is free at the start
    assert not board.window.home_action.isEnabled()
    board.window.send_home()
    assert "No card can go" in board.window.statusBar().currentMessage()
    assert board.window.controller.session.move_count == 0
