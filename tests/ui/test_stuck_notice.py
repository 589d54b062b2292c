"""The stuck notice: it hides no card, and says whether no move is possible at all or every
move leads back."""

from __future__ import annotations

from collections.abc import Callable

from boulanger_qt.core.moves import Move
from boulanger_qt.core.rules import legal_moves

from .conftest import Board
from .positions import LOCKED, session_from

# LOCKED with a spade run KS QS JS on top of column 8: JS into the only cell leaves one
# legal move, JS back, to the position the game had.
LOOPING = LOCKED.replace("8S 9S TS JS QS KS", "8S 9S TS KS QS JS")


def notice_top(board: Board) -> float:
    """The notice's top edge, in scene units (the view shows the scene 1:1)."""
    notice = board.window.notice
    assert notice.isVisible()
    return board.window.view.mapToScene(notice.geometry().topLeft()).y()


def test_the_stuck_notice_hides_no_card(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(LOCKED, cells=1), size=(1000, 640))
    board.window.controller.play(Move.parse("8a"))
    top = notice_top(board)
    columns = board.state.columns
    assert max(len(c) for c in columns) == 7
    for column in columns:
        bottom = board.scene.card_rect(column[-1])
        assert bottom.bottom() <= top, (str(column[-1]), bottom, top)
    width = board.scene.layout.card_width
    board.window.notice.button("Undo").click()  # the notice gone, the fans open again
    assert board.scene.layout.card_width == width
    assert board.scene.card_rect(columns[0][-1]).bottom() > top


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


