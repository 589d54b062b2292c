"""The one auto-player: Send Cards Home (F), Show Solution and the optional auto-play."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtTest import QTest

from boulanger_qt.core.cards import Card
from boulanger_qt.core.moves import Place
from boulanger_qt.core.session import Session

from .conftest import Board
from .positions import ENDGAME, session_from


def test_f_sends_every_card_home_and_wins(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    assert board.window.menus.home_action.isEnabled()
    QTest.keyClicks(board.window.view, "f")
    board.qtbot.waitUntil(board.window.controller.session.is_won, timeout=10000)
    assert board.window.controller.session.move_count == 52 - (10 + 10 + 10 + 8)
    assert not board.window.menus.home_action.isEnabled()
    assert board.window.won_panel.isVisible()


def _running(board: Board) -> bool:
    return bool(board.window.autoplayer.name)  # a sequence's name while it runs, read afresh


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
    assert not board.window.menus.home_action.isEnabled()
    board.window.send_home()
    assert "No card can go" in board.window.statusBar().currentMessage()
    assert board.window.controller.session.move_count == 0


def _auto_play_saved(board: Board) -> bool:
    return board.window.context.settings.auto_play


def test_auto_play_is_off_by_default_and_sends_cards_home_after_a_move_when_on(
    make_board: Callable[..., Board],
) -> None:
    board = make_board(session_from(ENDGAME))
    window = board.window
    assert not window.context.settings.auto_play
    board.drag(Card.parse("JS"), Place.column(6))  # JS TS 9S into an empty column
    board.qtbot.wait(400)
    assert board.state.foundations[0] == 8  # spades: nothing moved by itself
    window.menus.auto_play_action.trigger()
    assert window.menus.auto_play_action.isChecked() and _auto_play_saved(board)
    board.drag(Card.parse("QS"), Place.column(7))
    board.qtbot.waitUntil(window.controller.session.is_won, timeout=10000)
    assert window.won_panel.isVisible()


def test_auto_play_never_undoes_an_undo(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.window.menus.auto_play_action.trigger()
    board.click(Card.parse("9S"))
    board.qtbot.waitUntil(board.window.controller.session.is_won, timeout=10000)
    board.window.undo()
    board.qtbot.wait(400)
    assert not board.state.is_won()  # the player took a card back: it stays back


def test_send_home_and_the_solution_share_one_player(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    window = board.window
    window.assist.solution_action.trigger()
    board.qtbot.waitUntil(lambda: window.autoplayer.name == "solution", timeout=20000)
    window.send_home()
    assert window.autoplayer.name == "home"
    assert not window.assist.solution_action.isChecked()
    board.qtbot.waitUntil(window.controller.session.is_won, timeout=10000)
