"""The board shows the game after every way of undoing, redoing and restarting: the
toolbar's buttons, the menus, both Redo keys, the stuck notice's choices and the way back
to a winnable position. Each step is checked against what the scene draws."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton

from boulanger_qt.core.cards import Card
from boulanger_qt.core.moves import Move

from .conftest import Board, notice_button
from .positions import ENDGAME, LOCKED, session_from

C = Card.parse


def _toolbar_button(board: Board, text: str) -> QToolButton:
    toolbar = board.window.menus.toolbar
    for action in toolbar.actions():
        if action.text().replace("&", "") == text:
            button = toolbar.widgetForAction(action)
            assert isinstance(button, QToolButton)
            return button
    raise AssertionError(text)


def _moved(board: Board) -> None:
    board.click(C("9S"))
    board.check()


def test_the_toolbar_buttons_move_the_cards_back_and_forth(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    start = board.state
    _moved(board)
    after = board.state
    for text, expected in (("Undo", start), ("Redo", after), ("Restart", start), ("Undo", after)):
        QTest.mouseClick(_toolbar_button(board, text), Qt.MouseButton.LeftButton)
        assert board.state == expected, text
        board.check()


def test_the_menus_and_both_redo_keys_move_the_cards(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    menus = board.window.menus
    _moved(board)
    menus.undo_action.trigger()
    board.check()
    menus.redo_action.trigger()
    board.check()
    menus.undo_action.trigger()
    QTest.keyClick(board.window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    board.check()
    menus.restart_action.trigger()
    assert board.state == board.window.controller.session.initial
    board.check()
    menus.redo_action.trigger()  # nothing to redo after a restart: the board stays
    board.check()


def test_the_stuck_notices_choices_move_the_cards(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(LOCKED, cells=1))
    window = board.window
    window.controller.play(Move.parse("8a"))
    board.check()
    QTest.mouseClick(notice_button(window.notice, "Restart"), Qt.MouseButton.LeftButton)
    assert board.state == window.controller.session.initial
    board.check()
    window.controller.play(Move.parse("8a"))
    QTest.mouseClick(notice_button(window.notice, "Undo"), Qt.MouseButton.LeftButton)
    assert board.state == window.controller.session.initial
    board.check()
