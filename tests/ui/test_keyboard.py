"""Keyboard play with real key presses on the board: moves typed in the move notation."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from boulanger_qt.core.cards import Card
from boulanger_qt.core.moves import Place
from boulanger_qt.core.session import Session

from .conftest import Board, notice_button
from .positions import ENDGAME, LOCKED, LONE_KING, session_from

C = Card.parse


def type_keys(board: Board, keys: str) -> None:
    for key in keys:
        QTest.keyClicks(board.window.view, key)


def press(board: Board, key: Qt.Key) -> None:
    QTest.keyClick(board.window.view, key)


def picked(board: Board) -> Place | None:
    return board.scene.selected


def test_two_keys_move_a_card_as_the_notation_says(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(LONE_KING))
    type_keys(board, "2a")
    assert board.state.cells[0] is C("9S")
    type_keys(board, "17")  # KS into the empty column 7, uncovering 8S
    assert [str(c) for c in board.state.columns[6]] == ["KS"]
    type_keys(board, "1h")
    type_keys(board, "ah")  # from the cell to the foundation
    assert board.state.foundations[0] == 9
    assert board.window.controller.session.move_count == 4


def test_h_is_the_foundation_after_a_source_and_hint_otherwise(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.window.context.update_settings(hint_provider="quick")
    type_keys(board, "2h")  # 9S home; the Hint shortcut must not fire
    assert board.state.foundations[0] == 9
    assert not board.hint_shown
    type_keys(board, "h")  # nothing picked: H is Hint
    board.qtbot.waitUntil(lambda: board.hint_shown, timeout=10000)


def test_a_run_moves_whole_when_it_fits(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    type_keys(board, "21")  # QS JS TS 9S onto KS
    assert [str(c) for c in board.state.columns[0]] == ["KS", "QS", "JS", "TS", "9S"]
    assert board.window.controller.session.move_count == 1


def test_enter_or_the_same_key_again_picks_the_best_place(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(LONE_KING))
    type_keys(board, "1")
    press(board, Qt.Key.Key_Return)  # KS: no foundation, no column: the leftmost empty column
    assert [str(c) for c in board.state.columns[6]] == ["KS"]
    type_keys(board, "11")  # 8S, now uncovered: its best place is the foundation
    assert board.state.foundations[0] == 8


def test_escape_lets_go_and_an_illegal_target_says_why(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    type_keys(board, "3")
    assert picked(board) is not None
    press(board, Qt.Key.Key_Escape)
    assert picked(board) is None
    before = board.state
    type_keys(board, "34")  # KH onto KD
    assert board.state == before and picked(board) is None
    assert "cannot go on" in board.window.statusBar().currentMessage()


def test_keys_for_nothing_change_nothing(make_board: Callable[..., Board]) -> None:
    board = make_board(Session(session_from(ENDGAME).state))
    before = board.state
    type_keys(board, "7")  # an empty column
    assert picked(board) is None
    assert "Nothing to move" in board.window.statusBar().currentMessage()
    two_cells = make_board(Session.new_deal(1, 2))
    type_keys(two_cells, "c")  # this game has no cell c
    assert picked(two_cells) is None
    assert "2 free cells" in two_cells.window.statusBar().currentMessage()
    assert board.state == before


def test_a_mouse_click_lets_go_of_a_picked_source(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    type_keys(board, "5")
    assert picked(board) is not None
    board.click(C("KD"))
    assert picked(board) is None


def test_keys_reach_the_board_after_a_notice_button_or_the_code_button(
    make_board: Callable[..., Board],
) -> None:
    board = make_board(session_from(LOCKED, cells=1))
    board.window.activateWindow()
    type_keys(board, "8a")
    assert board.window.notice.kind == "stuck"
    QTest.mouseClick(notice_button(board.window.notice, "Undo"), Qt.MouseButton.LeftButton)
    assert board.state.cells[0] is None
    QTest.keyClicks(QApplication.focusWidget() or board.window, "8")  # wherever focus went
    assert picked(board) == Place.column(7)
    press(board, Qt.Key.Key_Escape)
    QTest.mouseClick(board.window.status_line.code_button, Qt.MouseButton.LeftButton)
    QTest.keyClicks(QApplication.focusWidget() or board.window, "8")
    assert picked(board) == Place.column(7)


def test_the_glow_follows_the_picked_cards_when_the_window_resizes(
    make_board: Callable[..., Board],
) -> None:
    board = make_board(session_from(ENDGAME))
    type_keys(board, "2")
    board.window.resize(900, 650)
    board.qtbot.waitUntil(lambda: board.scene.layout.card_width < 100, timeout=5000)
    glow = board.scene._selection
    run = board.scene.card_rect(C("QS")).united(board.scene.card_rect(C("9S")))
    assert glow.isVisible() and picked(board) == Place.column(1)
    assert glow.mapRectToScene(glow.boundingRect()).contains(run)


def _send(board: Board, key: Qt.Key, text: str, scan: int = 0, virtual: int = 0) -> None:
    """A key press and release as a platform delivers them (scan code, virtual key, text)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    for kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        event = QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, scan, virtual, 0, text)
        QApplication.sendEvent(board.window.view, event)


def test_the_digit_row_names_columns_on_a_french_keyboard(make_board: Callable[..., Board]) -> None:
    """AZERTY types `é` on the 2 key: X11 says key code 11, the physical 2."""
    board = make_board(session_from(LONE_KING))
    _send(board, Qt.Key.Key_Eacute, "é", scan=11, virtual=0xE9)
    assert picked(board) == Place.parse("2")
    type_keys(board, "a")
    assert board.state.cells[0] is C("9S")


def test_the_digit_row_names_columns_on_a_slovak_keyboard(make_board: Callable[..., Board]) -> None:
    """QWERTZ (Slovak) types `+ ľ š …` on 1 2 3 …; an event without a key code is read by its text."""
    board = make_board(session_from(LONE_KING))
    _send(board, Qt.Key.Key_unknown, "ľ")
    assert picked(board) == Place.parse("2")
    _send(board, Qt.Key.Key_unknown, "a")
    assert board.state.cells[0] is C("9S")
    _send(board, Qt.Key.Key_Plus, "+", scan=10)  # the 1 key: KS into the empty column 7
    _send(board, Qt.Key.Key_unknown, "ý", scan=16)
    assert [str(c) for c in board.state.columns[6]] == ["KS"]


def test_keys_outside_the_digit_row_are_not_columns(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(LONE_KING))
    _send(board, Qt.Key.Key_9, "9", scan=18)
    _send(board, Qt.Key.Key_Minus, "-", scan=20)  # US minus: its text is the French 6's
    assert picked(board) is None
