"""Arrow-key play with real key presses: a focus frame moves over the piles, Enter or Space
picks the framed pile's cards and drops them on the framed pile, Esc lets go; and a key
that means nothing on the board says so."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QAccessible, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from boulanger_qt.core.cards import Card
from boulanger_qt.core.moves import Place, PlaceKind
from boulanger_qt.core.session import Session
from boulanger_qt.ui.board.layout import Pile

from .conftest import Board
from .positions import ENDGAME, LONE_KING, session_from
from .test_accessibility import tree

C = Card.parse
COLUMN, CELL, FOUNDATION = PlaceKind.COLUMN, PlaceKind.CELL, PlaceKind.FOUNDATION
LEFT, RIGHT, UP, DOWN = Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down
ENTER, SPACE, ESC = Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape


def keys(board: Board, *pressed: Qt.Key) -> None:
    for key in pressed:
        QTest.keyClick(board.window.view, key)


def status(board: Board) -> str:
    return board.window.statusBar().currentMessage()


def framed(board: Board) -> Pile | None:
    return board.scene.cursor


def picked(board: Board) -> Place | None:
    return board.scene.selected


def frame_rect(board: Board) -> QRectF:
    frame = board.scene._cursor_frame
    assert frame.isVisible()
    return frame.mapRectToScene(frame.boundingRect())


def test_arrows_move_the_frame_along_a_row_and_between_rows(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(LONE_KING))
    assert framed(board) is None and not board.scene._cursor_frame.isVisible()
    keys(board, RIGHT)  # the first arrow shows the frame where it starts: column 1
    assert framed(board) == (COLUMN, 0)
    assert frame_rect(board).contains(board.scene.card_rect(C("KS")))
    assert status(board).startswith("Column 1: king of spades on top")
    keys(board, RIGHT)
    assert framed(board) == (COLUMN, 1)
    keys(board, LEFT, LEFT)  # round the end of the row
    assert framed(board) == (COLUMN, 7)
    keys(board, UP)  # the top row's last slot stands over column 8: the clubs foundation
    assert framed(board) == (FOUNDATION, 3)
    keys(board, LEFT, LEFT, LEFT, LEFT)
    assert framed(board) == (CELL, 3)
    assert status(board) == "Free cell d: empty"
    keys(board, DOWN)
    assert framed(board) == (COLUMN, 3)


def test_up_and_down_go_to_the_nearest_pile_of_a_centred_top_row(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 2))  # a, b, then four foundations, centred
    keys(board, DOWN, UP)
    assert framed(board) == (CELL, 0)  # cell a stands over column 2, nearest to column 1
    keys(board, DOWN)
    assert framed(board) == (COLUMN, 1)
    keys(board, RIGHT, RIGHT, UP)
    assert framed(board) == (FOUNDATION, 0)  # column 4 is under the first foundation


def test_with_one_free_cell_up_and_down_go_left_between_two_piles(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 1))  # the top row half a column off the columns
    keys(board, DOWN, RIGHT, RIGHT, UP)
    assert framed(board) == (CELL, 0)  # column 3 stands between cell a and the first foundation
    keys(board, DOWN)
    assert framed(board) == (COLUMN, 1)  # cell a stands between columns 2 and 3
    keys(board, RIGHT, RIGHT, RIGHT, RIGHT, UP)
    assert framed(board) == (FOUNDATION, 2)  # column 6: between the diamonds and the clubs


def test_enter_picks_the_framed_cards_and_enter_again_drops_them_on_the_framed_pile(
    make_board: Callable[..., Board],
) -> None:
    board = make_board(session_from(LONE_KING))
    keys(board, RIGHT, SPACE, SPACE)  # Space as Enter; dropped where it came from: the best place
    assert [str(c) for c in board.state.columns[6]] == ["KS"]  # the leftmost empty column
    keys(board, RIGHT, ENTER)  # frame column 2, pick its run QS JS TS 9S
    assert picked(board) == Place.column(1)
    assert "From column 2" in status(board)
    keys(board, RIGHT, RIGHT, RIGHT, RIGHT, RIGHT)
    assert framed(board) == (COLUMN, 6)
    assert status(board).endswith("Enter puts the cards here.")
    keys(board, ENTER)  # onto KS in column 7
    assert [str(c) for c in board.state.columns[6]] == ["KS", "QS", "JS", "TS", "9S"]
    assert picked(board) is None
    # The frame stays on the pile, around its longer column.
    assert framed(board) == (COLUMN, 6)
    assert frame_rect(board).contains(board.scene.card_rect(C("9S")))
    assert frame_rect(board).contains(board.scene.card_rect(C("KS")))


def test_a_drop_the_rules_refuse_says_why_and_esc_lets_go(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    before = board.state
    keys(board, RIGHT, RIGHT, RIGHT, ENTER, RIGHT, ENTER)  # KH onto KD
    assert board.state == before and picked(board) is None
    assert "cannot go on" in status(board)
    keys(board, ENTER)
    assert picked(board) == Place.column(3)
    keys(board, ESC)  # lets go of the cards; the frame stays
    assert picked(board) is None and framed(board) == (COLUMN, 3)
    keys(board, ESC)  # then the frame goes
    assert framed(board) is None and not board.scene._cursor_frame.isVisible()
    assert board.state == before


def test_enter_on_a_foundation_or_an_empty_pile_picks_nothing(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    keys(board, ENTER)  # no frame yet: Enter shows it
    assert framed(board) == (COLUMN, 0) and picked(board) is None
    keys(board, UP, RIGHT, RIGHT, RIGHT, RIGHT, ENTER)
    assert framed(board) == (FOUNDATION, 0) and picked(board) is None
    assert "foundation stay there" in status(board)
    keys(board, DOWN, ENTER)  # column 5... then an empty column 7
    assert picked(board) == Place.column(4)
    keys(board, ESC, RIGHT, RIGHT, ENTER)
    assert picked(board) is None and "Nothing to move in column 7" in status(board)


def test_typed_keys_and_the_frame_work_together(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(LONE_KING))
    keys(board, RIGHT)
    QTest.keyClicks(board.window.view, "2")  # typed source: the frame follows it
    assert framed(board) == (COLUMN, 1) and picked(board) == Place.column(1)
    QTest.keyClicks(board.window.view, "1")  # typed target
    assert [str(c) for c in board.state.columns[0]][-1] == "9S"


def test_the_mouse_hides_the_frame(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    keys(board, RIGHT)
    board.click(C("KD"))
    assert framed(board) is None and not board.scene._cursor_frame.isVisible()


def test_the_screen_reader_focus_follows_the_frame(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    root = tree(board)
    keys(board, RIGHT, RIGHT)
    focused = root.focusChild()
    assert focused is not None and focused.text(QAccessible.Text.Name) == "Column 2"
    assert focused.state().focused and not focused.state().selected
    keys(board, ENTER, UP)
    focused = root.focusChild()
    assert focused is not None and focused.text(QAccessible.Text.Name) == "Free cell b"
    picked = root.child(board.state.cell_count + 4 + 1)
    assert picked.state().selected and not picked.state().focused
    spoken = board.window.access.announcer.spoken
    assert "Free cell b: empty. Enter puts the cards here." in spoken


def test_a_key_that_means_nothing_says_so_once(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    QTest.keyClicks(board.window.view, "x")
    assert status(board).startswith("The key x does nothing here")
    board.window.say("")
    keys(board, Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Tab)
    QTest.keyClick(board.window.view, Qt.Key.Key_X, Qt.KeyboardModifier.ControlModifier)
    assert status(board) == ""
    held = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_X, Qt.KeyboardModifier.NoModifier, "x", True)
    QApplication.sendEvent(board.window.view, held)  # a held-down key's repeats: silent
    assert status(board) == ""
