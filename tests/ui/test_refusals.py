"""A gesture the rules refuse changes nothing and says why, in the status bar."""

from __future__ import annotations

from collections.abc import Callable

from boulanger_qt.core.cards import Card
from boulanger_qt.core.moves import Move, Place
from boulanger_qt.core.session import UNDO_LIMIT
from boulanger_qt.ui import language

from .conftest import Board
from .positions import ENDGAME, SHORT_OF_ROOM, session_from

C = Card.parse


def _status(board: Board) -> str:
    return board.window.statusBar().currentMessage()


def test_a_dragged_run_too_long_for_the_room_says_how_many_may_move(
    make_board: Callable[..., Board],
) -> None:
    language.install("en")  # English plurals come from the English catalogue, as in the app
    board = make_board(session_from(SHORT_OF_ROOM))
    before = board.state
    board.drag(C("QS"), Place.column(0))  # five cards onto KS: only two may move
    assert board.state == before
    assert "at most 2 cards can move" in _status(board)
    assert "5 cards" in _status(board)


def test_a_drop_on_a_column_of_another_suit_says_so(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.drag(C("9S"), Place.column(3))  # onto JD
    assert "the suit must be the same" in _status(board)


def test_a_click_on_a_card_that_cannot_go_home_says_what_comes_first(
    make_board: Callable[..., Board],
) -> None:
    board = make_board(session_from(ENDGAME))
    board.click(C("KS"))
    assert board.window.controller.session.move_count == 0
    assert "cannot go to its foundation yet" in _status(board)
    assert "9" in _status(board)  # the 9 of spades comes first
    board.click(C("9S"))  # a move that is played clears the refusal
    assert _status(board) == ""


def test_undo_at_its_limit_says_so(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    controller = board.window.controller
    for number in range(UNDO_LIMIT + 1):  # 9S to cell a and back, ending in the cell
        controller.play(Move.parse("2a" if number % 2 == 0 else "a2"))
    for _ in range(UNDO_LIMIT):
        board.window.menus.undo_action.trigger()
    assert not board.window.menus.undo_action.isEnabled()
    assert f"{UNDO_LIMIT} moves at most" in _status(board)
    assert board.state.cells[0] is not None  # the first moves are out of reach
