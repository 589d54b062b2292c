"""The notice bar: over the felt (the board never jumps), one place for problems, one
message at a time."""

from __future__ import annotations

from collections.abc import Callable

from boulanger_qt.core.cards import Card
from boulanger_qt.core.moves import Move

from .conftest import Board
from .positions import ENDGAME, LOCKED, session_from


def test_a_notice_does_not_move_or_shrink_the_board(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    view = board.window.view
    size, width = view.viewport().size(), board.scene.layout.card_width
    where = board.scene.card_rect(Card.parse("KS"))
    board.window.report_problem("The settings file was damaged; it was kept aside as settings.toml.bad.")
    board.qtbot.wait(20)
    notice = board.window.notice
    assert notice.isVisible()
    assert view.viewport().size() == size
    assert board.scene.layout.card_width == width
    assert board.scene.card_rect(Card.parse("KS")) == where
    bottom = notice.geometry().bottom()
    assert bottom == view.viewport().height() - 1 and notice.width() == view.viewport().width()


def test_a_problem_is_told_in_the_notice_only(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.window.report_problem("The statistics file was damaged; a new one was started.")
    assert "statistics file was damaged" in board.window.notice.label.text()
    assert board.window.statusBar().currentMessage() == ""  # not a second, truncated copy


def test_a_problem_waits_while_the_stuck_notice_offers_its_choices(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(LOCKED, cells=1))
    notice = board.window.notice
    board.window.controller.play(Move.parse("8a"))
    assert notice.kind == "stuck"
    board.window.report_problem("A plugin failed.")
    assert notice.kind == "stuck" and "A plugin failed" not in notice.label.text()
    notice.button("Undo").click()
    assert notice.isVisible() and notice.label.text() == "A plugin failed."
    board.window.report_problem("Another one failed.")
    assert notice.label.text() == "A plugin failed. Another one failed."
