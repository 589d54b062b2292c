"""Game review (issue 24 §2) through the real window: opened from the won panel, the stuck
notice and the Statistics window, stepped with keys, buttons and the slider, its verdicts
found by the real solver service, and Play from Here giving a practice game."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from boulanger_qt.api import Move, Result
from boulanger_qt.app.context import AppContext
from boulanger_qt.core.deals import deal
from boulanger_qt.core.record import GameRecord
from boulanger_qt.core.review import read_line, review
from boulanger_qt.core.session import Session
from boulanger_qt.core.solver import solve
from boulanger_qt.ui import language
from boulanger_qt.ui.dialogs import review as review_module
from boulanger_qt.ui.dialogs.review import ReviewWindow
from boulanger_qt.ui.dialogs.stats import StatsWindow

from .board_check import assert_board_shows
from .conftest import Board, box_button, notice_button
from .test_window import _solution

# Random play on deal 1 until stuck (tests/core random_line, seed 11); `boulanger-solve
# --deal 1 --review` says move 7 (28) lost it and 3h would have kept it winnable.
LOST_LINE = "7d db 6c 7d 7a 7h 28 b8 cb ac 3h 2a"
FATAL = 7
SOLVER_WAIT_MS = 60_000


def _keeping(board: Board, context: AppContext) -> None:
    window = board.window
    context.start_keeping(window.session, False, True, None, lambda: window.controller.session)


def _reviewed(board: Board) -> ReviewWindow:
    """The review the window opened, once the solver service has given every verdict."""
    review_window = board.window.review_window
    assert isinstance(review_window, ReviewWindow)
    board.qtbot.waitUntil(lambda: review_window.review is not None, timeout=SOLVER_WAIT_MS)
    return review_window


def _shows(review_window: ReviewWindow, k: int) -> None:
    """The review shows the position after `k` moves, on its board too."""
    assert review_window.at == k and review_window.slider.value() == k
    review_window.scene.animator.complete()
    assert_board_shows(review_window.scene, review_window.positions[k])


def _play(board: Board, line: str) -> None:
    for token in line.split():
        board.window.controller.play(Move.parse(token))


def test_review_from_the_won_panel_steps_with_keys_buttons_and_slider(
        make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 4))
    moves = _solution("deal1-fc-solve.txt")
    for move in moves:
        board.window.controller.play(move)
    panel = board.window.won_panel
    assert panel.isVisible()
    QTest.mouseClick(panel.review_button, Qt.MouseButton.LeftButton)
    assert not panel.isVisible()
    review_window = _reviewed(board)
    assert review_window.isVisible() and not review_window.view.isInteractive()
    solver_line = solve(deal(1, 4)).moves
    assert review_window.summary_label.text() == (
        f"You won in {len(moves)} moves; the solver's line takes {len(solver_line)}.")
    assert review_window.strip.verdicts == ["winnable"] * (len(moves) + 1)
    assert review_window.strip.accessibleDescription() == f"Winnable: the start to move {len(moves)}."
    _shows(review_window, 0)
    for key, k in ((Qt.Key.Key_End, len(moves)), (Qt.Key.Key_Left, len(moves) - 1),
                   (Qt.Key.Key_Home, 0), (Qt.Key.Key_Right, 1), (Qt.Key.Key_Right, 2)):
        QTest.keyClick(review_window, key)
        _shows(review_window, k)
    QTest.mouseClick(review_window.step_buttons[1], Qt.MouseButton.LeftButton)
    _shows(review_window, 1)
    QTest.mouseClick(review_window.step_buttons[3], Qt.MouseButton.LeftButton)
    _shows(review_window, len(moves))
    assert not review_window.play_button.isEnabled()  # nothing to practise in a won position
    QTest.mouseClick(review_window.step_buttons[0], Qt.MouseButton.LeftButton)
    _shows(review_window, 0)
    slider = review_window.slider
    groove_end = QPoint(slider.width() - 3, slider.height() // 2)
    QTest.mouseClick(slider, Qt.MouseButton.LeftButton, pos=groove_end)  # a click beyond the handle
    assert review_window.at > 0
    _shows(review_window, review_window.at)
    assert review_window.position_label.text().startswith(f"Move {review_window.at} of {len(moves)}: moved ")
    review_window.close()
    assert board.window.session.is_won()  # the game itself never moved


def test_a_lost_game_reviewed_from_the_stuck_notice_names_the_move_that_lost_it(
        make_board: Callable[..., Board], context: AppContext) -> None:
    board = make_board(Session.new_deal(1, 4))
    _keeping(board, context)
    _play(board, LOST_LINE)
    assert board.window.notice.kind == "stuck"
    notice_button(board.window.notice, "Review").click()
    review_window = _reviewed(board)
    positions = read_line(deal(1, 4), LOST_LINE)[1]
    in_process = review(positions, solve)  # the same review, without the window and its worker
    assert review_window.review is not None
    assert review_window.review.fatal_move == in_process.fatal_move == FATAL
    assert review_window.review.better_move == in_process.better_move == Move.parse("3h")
    assert review_window.strip.verdicts == ["winnable"] * FATAL + ["unwinnable"] * (len(positions) - FATAL)
    assert review_window.strip.fatal == FATAL
    assert review_window.summary_label.text() == (
        "Move 7 lost the game: moved the 9 of clubs onto the 10 of clubs (28). "
        "Better there: move the 2 of hearts to its foundation (3h), which keeps it winnable.")
    assert "Move 7 lost the game." in review_window.strip.accessibleDescription()
    for _ in range(FATAL - 1):
        QTest.keyClick(review_window, Qt.Key.Key_Right)
    _shows(review_window, FATAL - 1)
    assert review_window.verdict_label.text() == "This position is winnable."
    QTest.keyClick(review_window, Qt.Key.Key_Right)
    assert review_window.verdict_label.text() == "This position can no longer be won."
    spoken = list(review_window.announcer.spoken)
    assert spoken[-1].endswith("This position can no longer be won.") and "(28)" in spoken[-1]
    QTest.keyClick(review_window, Qt.Key.Key_Left)

    def abandon() -> None:
        box_button(QApplication.activeModalWidget(), "Abandon").click()

    QTimer.singleShot(0, abandon)  # leaving the stuck game asks first, as New Game does
    QTest.mouseClick(review_window.play_button, Qt.MouseButton.LeftButton)
    board.qtbot.waitUntil(lambda: not review_window.isVisible())
    session = board.window.session
    assert board.state == positions[FATAL - 1] and session.assisted and session.deal is None
    assert board.window.windowTitle() == "Practice from BK1-C4-AAAAAAB, move 6"
    for move in solve(session.state).moves:  # won from there: never counted as a win
        board.window.controller.play(move)
    assert session.is_won()
    board.window.won_panel.close_button.click()
    records = {r.deal: r for r in context.stats.records()}
    assert records[1].result is Result.LOST and records[1].line == LOST_LINE
    assert (records[None].result, records[None].assisted) == (Result.WON, True)
    stats = StatsWindow(context, board.window)
    assert stats.values["Won"].text() == "0" and stats.values["Won with help"].text() == "1"
    assert stats.values["Current winning streak"].text() == "0"
    stats.close()


def _record(game_id: str, line: str, result: Result = Result.LOST) -> GameRecord:
    return GameRecord(id=game_id, code="BK1-C4-AAAAAAB", deal=1, cells=4, result=result, assisted=False,
                      started_at=f"2026-11-{10 + len(game_id):02d}T10:00:00+00:00",
                      ended_at=f"2026-11-{10 + len(game_id):02d}T10:05:00+00:00", seconds=300.0,
                      moves=len(line.split()), score=0, undos=0, hints=0, line=line)


def test_review_from_statistics_by_enter_button_and_double_click_and_bad_lines(
        make_board: Callable[..., Board], context: AppContext) -> None:
    board = make_board(Session.new_deal(5, 4))
    # Sorted newest first: the lost line, one that stops replaying at move 3, one with no line.
    context.stats.write([_record("old", ""), _record("bad-1", "7d db 7b"), _record("lost-1", LOST_LINE)])
    seen: dict[str, object] = {}

    def look() -> None:
        stats = QApplication.activeModalWidget()
        assert isinstance(stats, StatsWindow)
        try:
            look_in(stats)
        finally:
            stats.close()  # a failed look ends the window's loop, so the test can fail

    def look_in(stats: StatsWindow) -> None:
        stats.tabs.setCurrentIndex(1)
        table = stats.table
        table.setFocus()
        table.selectRow(0)
        assert stats.review_button.isEnabled()
        QTest.keyClick(table, Qt.Key.Key_Return)
        review_window = _reviewed(board)
        # Once: the table's Enter is not also the dialog's default button's.
        seen["reviews opened by Enter"] = sum(w.isVisible() for w in stats.findChildren(ReviewWindow))
        seen["fatal"] = review_window.review.fatal_move if review_window.review else None
        seen["over stats"] = review_window.parentWidget() is stats
        review_window.close()
        seen["stats still open"] = stats.isVisible()  # Enter opened the review, not the default button
        table.selectRow(1)
        QTest.mouseClick(stats.review_button, Qt.MouseButton.LeftButton)
        bad = _reviewed(board)
        seen["bad"] = (len(bad.moves), bad.note_label.isVisible(), bad.note_label.text())
        bad.close()
        table.selectRow(2)
        seen["no line button"] = stats.review_button.isEnabled()
        opened = board.window.review_window
        rect = table.visualRect(table.model().index(2, 0))
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # its second click
        seen["no line opened"] = board.window.review_window is not opened
        seen["no line says"] = stats.history.text()

    QTimer.singleShot(0, look)
    board.window.menus.stats_action.trigger()
    assert seen["fatal"] == FATAL and seen["over stats"] is True and seen["stats still open"] is True
    assert seen["reviews opened by Enter"] == 1
    assert isinstance(seen["bad"], tuple)
    moves, note_shown, note = seen["bad"]
    assert moves == 2 and note_shown is True
    assert str(note).startswith("The recorded line stops replaying at move 3: ")
    assert seen["no line button"] is False and seen["no line opened"] is False
    assert seen["no line says"] == ("This game was recorded before the moves of each game were kept: "
                                    "it cannot be reviewed.")
    assert board.window.session.deal == 5  # reviewing played nothing


def test_positions_the_solver_runs_out_of_time_on_are_not_known(
        make_board: Callable[..., Board], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review_module, "REVIEW_TIMEOUT", 0.0)  # a search stops at its first look at the clock
    board = make_board(Session.new_deal(1, 4))
    _play(board, LOST_LINE)
    notice_button(board.window.notice, "Review").click()
    review_window = _reviewed(board)
    verdicts = review_window.strip.verdicts
    assert "unknown" in verdicts and verdicts[-1] == "unwinnable"  # a stuck position: proved at once
    assert review_window.review is not None and review_window.review.fatal_move is None
    assert review_window.summary_label.text() == (
        "The solver ran out of time before it found the move that lost the game.")
    review_window.slider.setValue(verdicts.index("unknown"))
    assert review_window.verdict_label.text() == "Not known: the solver ran out of time on this position."
    assert "Not known: " in review_window.strip.accessibleDescription()


def test_a_click_on_the_strip_shows_that_position(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 4))
    _play(board, LOST_LINE)
    board.window.review_game()
    review_window = _reviewed(board)
    strip = review_window.strip
    last = len(LOST_LINE.split())
    QTest.mouseClick(strip, Qt.MouseButton.LeftButton, pos=QPoint(strip.width() - 2, strip.height() // 2))
    _shows(review_window, last)
    QTest.mouseClick(strip, Qt.MouseButton.LeftButton, pos=QPoint(2, strip.height() // 2))
    _shows(review_window, 0)
    segment = (strip.width() - 2) / (last + 1)
    QTest.mouseClick(strip, Qt.MouseButton.LeftButton, pos=QPoint(int(1 + segment * (FATAL + 0.5)), 10))
    _shows(review_window, FATAL)
    assert review_window.verdict_label.text() == "This position can no longer be won."


def test_the_slider_tells_where_it_stands_and_how_to_step(make_board: Callable[..., Board]) -> None:
    """A screen reader on the slider hears the position shown and, at any position, the keys
    that step through the game (the position once replaced the keys' help for good)."""
    board = make_board(Session.new_deal(1, 4))
    _play(board, LOST_LINE)
    board.window.review_game()
    review_window = _reviewed(board)
    keys = "Left and Right step one move; Home and End go to the start and the end."
    for k in (0, 3, FATAL):
        review_window.slider.setValue(k)
        _shows(review_window, k)
        described = review_window.slider.accessibleDescription()
        assert described.startswith(review_window.position_label.text()) and described.endswith(keys)


@pytest.mark.parametrize(("lang", "summary", "strip"), [
    ("sk", "Hru prehral ťah 7: presunuli ste krížovú 9 na krížovú 10 (28).",
     "Dá sa vyhrať: začiatok až ťah 6. Nedá sa vyhrať: ťah 7 až ťah 12. Hru prehral ťah 7."),
    ("fr", "Le coup 7 a perdu la partie : vous avez déplacé le 9 de trèfle sur le 10 de trèfle (28).",
     "Gagnable : le début – coup 6. Impossible à gagner : coup 7 – coup 12. Le coup 7 a perdu la partie."),
])
def test_the_review_speaks_the_players_language(
        make_board: Callable[..., Board], qapp: QApplication, lang: str, summary: str, strip: str) -> None:
    language.install(lang)
    board = make_board(Session.new_deal(1, 4))
    _play(board, LOST_LINE)
    board.window.review_game()
    review_window = _reviewed(board)
    assert review_window.summary_label.text().startswith(summary)
    assert review_window.strip.accessibleDescription() == strip
