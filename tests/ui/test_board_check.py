"""The UI tests' board check itself: it sees a card drawn in the wrong place."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF

from boulanger_qt.core.cards import Card
from boulanger_qt.core.moves import Move, PlaceKind

from .board_check import mismatches
from .conftest import Board
from .positions import ENDGAME, session_from

C = Card.parse


def test_a_board_that_follows_the_game_has_no_mismatch(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    assert mismatches(board.scene, board.window.controller.session.state) == []


def test_a_card_left_behind_is_seen(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    session = board.window.controller.session
    session.play(Move.parse("2h"))  # behind the board's back: no hook, so the board stays
    problems = mismatches(board.scene, session.state)
    assert any(p.startswith("9S should be drawn at foundation S") for p in problems)
    session.undo()
    board.scene.cards[C("KS")].setPos(QPointF(3, 3))
    assert any(p.startswith("KS should be drawn at column 1") for p in mismatches(board.scene, session.state))
    board.scene.show_state(session.state, animate=False)


def test_stacking_order_and_drawn_cells_are_seen(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    state = board.window.controller.session.state
    board.scene.cards[C("QS")].setZValue(1000)
    board.scene.slots[(PlaceKind.CELL, 3)].hide()
    problems = mismatches(board.scene, state)
    assert "column 2 is stacked in the wrong order" in problems
    assert "free cell d is not drawn in a 4-cell game" in problems
    board.scene.show_state(state, animate=False)
