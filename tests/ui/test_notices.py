"""The notice bar: over the felt (the board never jumps), the one place problems are told
(through the problem channel), one message at a time."""

from __future__ import annotations

import threading
from collections.abc import Callable

from pytestqt.qtbot import QtBot

from boulanger_qt.app.context import AppContext
from boulanger_qt.app.storage.problem_ids import StorageProblem
from boulanger_qt.core.cards import Card
from boulanger_qt.core.moves import Move
from boulanger_qt.plugin.problem_ids import PluginProblem
from boulanger_qt.support.logs import LogFileHandler
from boulanger_qt.support.problems import ProblemChannel, ProblemId, problem
from boulanger_qt.ui.notices import NoticeBar, ProblemDisplay

from .conftest import Board, notice_button
from .positions import ENDGAME, LOCKED, session_from

DAMAGED = problem(ProblemId.SETTINGS_DAMAGED, reason="settings.toml is not valid TOML (x)",
                  kept="settings.toml.bad")
STATS = problem(StorageProblem.STATS_DAMAGED, reason="file is not a database", aside="stats.sqlite3.damaged")
PLUGIN = problem(PluginProblem.PLUGIN_FAILED, plugin="a", hook="boulanger_app_ready", error="ValueError")
OTHER = problem(PluginProblem.PLUGIN_FAILED, plugin="b", hook="boulanger_app_ready", error="KeyError")


def test_a_notice_does_not_move_or_shrink_the_board(make_board: Callable[..., Board],
                                                    context: AppContext) -> None:
    board = make_board(session_from(ENDGAME))
    view = board.window.view
    size, width = view.viewport().size(), board.scene.layout.card_width
    where = board.scene.card_rect(Card.parse("KS"))
    context.problems.tell(DAMAGED)
    board.qtbot.wait(20)
    notice = board.window.notice
    assert notice.isVisible()
    assert view.viewport().size() == size
    assert board.scene.layout.card_width == width
    assert board.scene.card_rect(Card.parse("KS")) == where
    bottom = notice.geometry().bottom()
    assert bottom == view.viewport().height() - 1 and notice.width() == view.viewport().width()


def test_a_problem_is_told_in_the_notice_only(make_board: Callable[..., Board], context: AppContext) -> None:
    board = make_board(session_from(ENDGAME))
    context.problems.tell(STATS)
    assert board.window.notice.label.text() == (
        "The statistics file was damaged (file is not a database). It was kept as "
        "stats.sqlite3.damaged and a new one was started.")
    assert board.window.statusBar().currentMessage() == ""  # not a second, truncated copy


def test_a_problem_waits_while_the_stuck_notice_offers_its_choices(
        make_board: Callable[..., Board], context: AppContext) -> None:
    board = make_board(session_from(LOCKED, cells=1))
    notice = board.window.notice
    board.window.controller.play(Move.parse("8a"))
    assert notice.kind == "stuck"
    context.problems.tell(PLUGIN)
    assert notice.kind == "stuck" and "“a”" not in notice.label.text()
    notice_button(notice, "Undo").click()
    first = "The plugin “a” failed in boulanger_app_ready (ValueError) and was turned off."
    assert notice.isVisible() and notice.label.text() == first
    context.problems.tell(OTHER)
    assert notice.label.text() == f"{first} {first.replace('“a”', '“b”').replace('ValueError', 'KeyError')}"


def test_a_problem_told_before_the_window_is_shown_once_it_is_up(qtbot: QtBot) -> None:
    channel = ProblemChannel()
    channel.tell(DAMAGED)
    channel.tell(DAMAGED)  # the same problem twice: told once
    assert list(channel._waiting) == [DAMAGED]
    notice = NoticeBar()
    qtbot.addWidget(notice)
    ProblemDisplay(channel, notice)
    assert notice.label.text().count("The settings file was damaged") == 1
    assert notice.label.text().endswith("It was kept as settings.toml.bad.")
    assert not channel._waiting
    channel.tell(DAMAGED)  # told already: not again
    assert notice.label.text().count("The settings file was damaged") == 1


def test_a_problem_told_later_is_shown_at_once(qtbot: QtBot) -> None:
    channel = ProblemChannel()
    notice = NoticeBar()
    qtbot.addWidget(notice)
    ProblemDisplay(channel, notice)
    assert notice.isHidden()
    channel.tell(PLUGIN)
    assert not notice.isHidden() and "“a”" in notice.label.text()


def test_a_problem_from_a_worker_thread_reaches_the_notice_bar(qtbot: QtBot) -> None:
    channel = ProblemChannel()
    notice = NoticeBar()
    qtbot.addWidget(notice)
    ProblemDisplay(channel, notice)
    worker = threading.Thread(target=channel.tell, args=(OTHER,))
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: "“b”" in notice.label.text(), timeout=2000)


class _BrokenStream:
    def write(self, text: str) -> None:
        raise OSError(28, "No space left on device")

    def flush(self) -> None:
        pass


def test_a_log_file_failing_in_a_worker_thread_is_told_in_the_notice(qtbot: QtBot, tmp_path: object) -> None:
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    channel = ProblemChannel()
    notice = NoticeBar()
    qtbot.addWidget(notice)
    ProblemDisplay(channel, notice)
    handler = LogFileHandler(tmp_path / "boulanger.log")
    handler.on_failure = lambda told: channel.tell(told, again=True)
    handler.close()
    setattr(handler, "stream", _BrokenStream())  # noqa: B010 - a file on a full disk
    import logging

    record = logging.LogRecord("x", logging.ERROR, __file__, 1, "from a worker", None, None)
    worker = threading.Thread(target=handler.emit, args=(record,))
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: "cannot be written (the disk is full)" in notice.label.text(),
                    timeout=2000)
    assert threading.current_thread() is threading.main_thread()


def test_a_short_notice_is_as_tall_as_its_one_line(make_board: Callable[..., Board],
                                                   context: AppContext) -> None:
    """A one-line message takes one line of the felt, not the three a wrapped label's size
    hint asks for: the bar lies over the columns' lowest cards."""
    board = make_board(session_from(ENDGAME))
    board.window.resize(1100, 760)
    board.qtbot.wait(20)
    context.problems.tell(PLUGIN)
    board.qtbot.wait(20)
    notice = board.window.notice
    line = notice.label.fontMetrics().lineSpacing()
    assert notice.label.fontMetrics().horizontalAdvance(notice.label.text()) < notice.width() - 80
    assert notice.height() <= max(line + 16, notice.minimumSizeHint().height()), notice.height()


def test_the_notice_and_the_won_panel_follow_a_resized_window(make_board: Callable[..., Board],
                                                             context: AppContext) -> None:
    board = make_board(session_from(ENDGAME))
    window = board.window
    context.problems.tell(PLUGIN)
    window.won_panel.show_result(100, 60, 40)
    board.qtbot.wait(20)
    window.resize(1000, 700)
    board.qtbot.wait(50)
    viewport = window.view.viewport()
    notice, panel = window.notice, window.won_panel
    assert notice.geometry().bottom() == viewport.height() - 1 and notice.width() == viewport.width()
    assert abs(panel.geometry().center().x() - viewport.width() // 2) <= 1
    assert abs(panel.geometry().center().y() - viewport.height() // 2) <= 1
