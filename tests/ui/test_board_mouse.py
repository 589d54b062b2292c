"""The board driven by real mouse events: drags, clicks and double clicks."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint

from boulanger_qt.core.cards import Card
from boulanger_qt.core.moves import Move, Place

from .conftest import Board
from .positions import ENDGAME, LOCKED, LONE_KING, PRIORITY, session_from

C = Card.parse


def test_drag_single_card_onto_legal_column(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(PRIORITY))
    board.drag(C("9S"), Place.column(0))  # 9S onto TS
    assert [str(c) for c in board.state.columns[0]] == ["KS", "QS", "JS", "TS", "9S"]
    assert board.window.controller.session.move_count == 1
    assert board.scene.card_rect(C("9S")).top() > board.scene.card_rect(C("TS")).top()


def test_drag_run_onto_legal_column(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.drag(C("QS"), Place.column(0))  # QS JS TS 9S onto KS
    assert [str(c) for c in board.state.columns[0]] == ["KS", "QS", "JS", "TS", "9S"]
    assert [str(c) for c in board.state.columns[1]] == ["QH"]
    assert board.window.controller.session.move_count == 1


def test_drag_run_into_empty_column(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.drag(C("JS"), Place.column(6))
    assert [str(c) for c in board.state.columns[6]] == ["JS", "TS", "9S"]


def test_illegal_drop_snaps_back_with_state_unchanged(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.window.scene.animator.duration_ms = 120
    before = board.state
    home = board.scene.card_rect(C("9S")).topLeft()
    board.drag(C("9S"), Place.column(3))  # onto JD: wrong suit
    assert board.state == before
    board.qtbot.waitUntil(lambda: not board.scene.animator._paths, timeout=2000)
    assert board.scene.card_rect(C("9S")).topLeft() == home
    assert board.scene._drag is None


def test_drop_on_bare_felt_sends_cards_home(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    before = board.state
    home = board.scene.card_rect(C("JS")).topLeft()
    board.drag_to_point(C("JS"), QPoint(8, board.viewport.height() - 8))
    assert board.state == before
    assert board.scene.card_rect(C("JS")).topLeft() == home


def test_buried_card_outside_a_run_does_not_drag(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    before = board.state
    board.drag(C("QH"), Place.column(6))  # QH is under a spade run: not movable
    assert board.state == before
    # ... and the status line says why, with the rule FreeCell players miss.
    assert board.window.statusBar().currentMessage() == (
        "These 5 cards are not a run: the queen of spades does not belong on the queen of hearts. "
        "In Baker's Game a run must be one suit.")
    assert board.window.access.announcer.spoken[-1].endswith("a run must be one suit.")


def test_a_drag_of_a_same_suit_sequence_that_is_not_a_run_says_why(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(LOCKED, cells=1))
    board.drag(C("5H"), Place.column(7))  # 5H 6H 7H: one suit, but not descending
    assert board.window.statusBar().currentMessage() == (
        "These 3 cards are not a run: the 6 of hearts does not belong on the 5 of hearts.")
    board.window.say("")
    board.drag(C("7H"), Place.column(8 - 1))  # one card: it moves or is refused as a move
    assert "not a run" not in board.window.statusBar().currentMessage()


def test_click_sends_top_card_to_foundation(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.click(C("9S"))
    assert board.state.foundations[0] == 9
    assert board.window.controller.session.score == 10


def test_click_that_cannot_reach_a_foundation_changes_nothing(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    before = board.state
    board.click(C("KS"))
    board.click(C("JS"))  # inside a run
    assert board.state == before
    assert board.window.controller.session.move_count == 0


def test_double_click_prefers_foundation(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.double_click(C("9S"))
    assert board.state.foundations[0] == 9
    assert board.window.controller.session.move_count == 1  # the click and the double click move once


def test_double_click_then_accepting_column(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(PRIORITY))
    board.double_click(C("9S"))  # no foundation move (8S is not up): onto TS in column 1
    assert str(board.state.columns[0][-1]) == "9S"


def test_double_click_then_empty_column_then_free_cell(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(LONE_KING))
    board.double_click(C("KS"))  # no foundation, no accepting column: leftmost empty column
    assert [str(c) for c in board.state.columns[6]] == ["KS"]
    board.window.controller.play(Move.parse("28"))  # fill the last empty column
    assert all(board.state.columns)
    board.double_click(C("KS"))
    assert board.state.cells[0] is C("KS")


def test_double_click_inside_run_moves_the_run(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.double_click(C("QS"))  # QS..9S onto KS, the only accepting column
    assert [str(c) for c in board.state.columns[0]] == ["KS", "QS", "JS", "TS", "9S"]


def test_interrupted_animations_keep_cards_stacked_in_order(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.scene.animator.duration_ms = 400  # long enough that each move interrupts the last
    for _ in range(3):
        board.click(C("9S"))
        assert board.state.foundations[0] == 9
        board.window.controller.undo()
    board.scene.animator.complete()
    column = board.state.columns[1]
    depths = [board.scene.cards[card].zValue() for card in column]
    assert depths == sorted(depths) and len(set(depths)) == len(depths)
    board.click(C("9S"))  # the top card is still the one under the pointer
    assert board.state.foundations[0] == 9


def test_rapid_clicks_send_successive_cards_home(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    for name in ("9S", "TS", "JS"):  # each lands under the pointer of the previous click
        board.click(C(name))
    assert board.state.foundations[0] == 11
