"""The stuck notice: it hides no card, and says whether no move is possible at all or every
move leads back."""

from __future__ import annotations

from collections.abc import Callable

from boulanger_qt.core.moves import Move
from boulanger_qt.core.rules import legal_moves

from .conftest import Board, notice_button
from .positions import LOCKED, session_from

# A 14-card column that reaches down to the bottom of the felt.
LONG = """\
Foundations: H-0 C-0 D-0 S-0
Freecells: - - - -
2S 3S 4S 5S 6S 7S KH QH JH TH 9H 8H 7H 6H
5H 4H 3H 2H AH AS 8S 9S TS JS
QS KS AD 2D 3D
4D 5D 6D 7D 8D
9D TD JD QD KD
AC 2C 3C 4C 5C
6C 7C 8C 9C
TC JC QC KC
"""
# LOCKED with a spade run KS QS JS on top of column 8: JS into the only cell leaves one
# legal move, JS back, to the position the game had.
LOOPING = LOCKED.replace("8S 9S TS JS QS KS", "8S 9S TS KS QS JS")


def notice_top(board: Board) -> float:
    """The notice's top edge, in scene units (the view shows the scene 1:1)."""
    notice = board.window.notice
    assert notice.isVisible()
    return board.window.view.mapToScene(notice.geometry().topLeft()).y()


def test_the_stuck_notice_hides_no_card(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(LONG), size=(900, 700))  # the notice is taller than the bottom margin
    column = board.state.columns[0]
    assert board.scene.card_rect(column[-1]).bottom() > board.scene.height() - 2 * board.scene.layout.top_y
    board.window.show_stuck()  # as the stuck hook does
    top = notice_top(board)
    width = board.scene.layout.card_width
    for pile in board.state.columns:
        if pile:
            bottom = board.scene.card_rect(pile[-1])
            assert bottom.bottom() <= top, (str(pile[-1]), bottom, top)
    tightened = board.scene.card_rect(column[-1]).bottom()
    notice_button(board.window.notice, "Undo").click()  # the notice gone, the fan opens again
    assert board.scene.layout.card_width == width
    assert board.scene.card_rect(column[-1]).bottom() > tightened


def test_with_no_legal_move_the_notice_says_so(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(LOCKED, cells=1))
    board.window.controller.play(Move.parse("8a"))
    assert legal_moves(board.state) == []
    text = board.window.notice.label.text()
    assert text.startswith("No move is possible") and "leads back" not in text
    assert board.window.access.announcer.spoken[-1] == text


def test_when_every_move_leads_back_the_notice_says_so(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(LOOPING, cells=1))
    board.window.controller.play(Move.parse("8a"))
    assert [str(m) for m in legal_moves(board.state)] == ["a8"]
    text = board.window.notice.label.text()
    assert board.window.notice.kind == "stuck" and "leads back" in text
    assert board.window.access.announcer.spoken[-1] == text




def test_the_tightened_fans_leave_no_trace_on_the_screen(make_board: Callable[..., Board]) -> None:
    from PySide6.QtGui import QImage

    board = make_board(session_from(LONG), size=(900, 700))
    window, view = board.window, board.window.view
    board.qtbot.wait(50)  # the board painted without the notice

    def shown() -> QImage:
        """The window's pixels as the screen has them (grab() would paint them afresh)."""
        image = window.screen().grabWindow(window.winId()).toImage()
        return image.convertToFormat(QImage.Format.Format_RGB888)

    window.notice.show_message("A notice over the bottom of the felt")  # the columns end above it
    board.qtbot.wait(50)
    before = shown()
    view.viewport().repaint()
    assert shown() == before, "the cards' old places were not painted over"
