"""Statistics through the real window: the questions before throwing anything away (their
safe default buttons), honest results through the lifecycle hooks, and the Statistics
window with its list, history, play-again and reset."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from boulanger_qt.api import Hint, Move, Result
from boulanger_qt.app.context import AppContext
from boulanger_qt.core.session import Session
from boulanger_qt.ui.assist.actions import SOLUTION
from boulanger_qt.ui.assist.autoplayer import SOLUTION_STEP_MS, along
from boulanger_qt.ui.dialogs.new_game import NewGameDialog
from boulanger_qt.ui.dialogs.stats import StatsWindow

from .conftest import Board, box_button
from .positions import session_from
from .stats_games import generated_games

FOUR_KINGS = """\
Foundations: H-Q C-Q D-Q S-Q
Freecells: - - - -
KH
KS
KD
KC
"""


def _keeping(board: Board, context: AppContext) -> None:
    """Record games as the app does once it has started."""
    window = board.window
    context.start_keeping(window.session, False, True, None, lambda: window.controller.session)


def _later(action: Callable[[], None]) -> None:
    QTimer.singleShot(0, action)


def _modal() -> object:
    return QApplication.activeModalWidget()


def test_new_game_over_a_game_in_progress_asks_and_enter_keeps_playing(
    make_board: Callable[..., Board], context: AppContext
) -> None:
    board = make_board(Session.new_deal(5, 4))
    _keeping(board, context)
    board.window.controller.play(Move.parse("6a"))
    seen: dict[str, object] = {}

    def press_enter() -> None:
        box = _modal()
        assert isinstance(box, QMessageBox)
        seen["text"] = box.text()
        seen["default"] = box.defaultButton() is box_button(box, "Keep playing")
        QTest.keyClick(box, Qt.Key.Key_Return)

    _later(press_enter)
    board.window.menus.new_action.trigger()
    assert seen == {"text": "Abandon this game? It counts as a loss.", "default": True}
    assert board.window.session.deal == 5 and board.window.session.move_count == 1
    assert [r.result for r in context.stats.records()] == [Result.IN_PROGRESS]


def test_abandon_with_dont_ask_again_records_a_loss_and_asks_no_more(
    make_board: Callable[..., Board], context: AppContext
) -> None:
    board = make_board(Session.new_deal(5, 4))
    _keeping(board, context)
    board.window.controller.play(Move.parse("6a"))

    def abandon() -> None:
        box = _modal()
        assert isinstance(box, QMessageBox) and box.text() == "Abandon this game? It counts as a loss."
        box.checkBox().setChecked(True)
        _later(deal_617)
        box_button(box, "Abandon").click()

    def deal_617() -> None:
        dialog = _modal()
        assert isinstance(dialog, NewGameDialog)
        dialog.winnable.setChecked(False)
        dialog.number.setValue(617)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    _later(abandon)
    board.window.menus.new_action.trigger()
    assert board.window.session.deal == 617
    assert [(r.deal, r.result) for r in context.stats.records()] == [(5, Result.ABANDONED)]
    assert context.settings.ask_before_abandoning is False
    board.window.controller.play(Move.parse("6a"))
    assert board.window.may_leave_game()  # no question any more


def test_a_game_won_with_show_solution_is_assisted_and_never_a_win(
    make_board: Callable[..., Board], context: AppContext
) -> None:
    board = make_board(session_from(FOUR_KINGS))
    _keeping(board, context)
    assist = board.window.assist
    assist.hints.hint_ready.emit(Hint(Move.parse("1h")), "")  # a hint shown to the player is counted
    # The step Show Solution plays, through the window's one auto-player:
    board.window.autoplayer.start(SOLUTION, along([Move.parse("1h")]), SOLUTION_STEP_MS, by="solution")
    assert board.state.foundations[1] == 13  # KH home
    for move in ("2h", "3h", "4h"):
        board.window.controller.play(Move.parse(move))
    assert board.window.won_panel.isVisible()
    (record,) = context.stats.records()
    assert (record.result, record.assisted, record.hints, record.solution_moves) == (Result.WON, True, 1, 1)
    stats = StatsWindow(context, board.window)
    assert stats.values["Won"].text() == "0" and stats.values["Won with help"].text() == "1"
    assert stats.values["Best score"].text() == "–" and stats.values["Best time"].text() == "–"
    stats.close()


def test_undo_after_a_win_and_winning_again_counts_once_and_celebrates_again(
    make_board: Callable[..., Board], context: AppContext
) -> None:
    board = make_board(session_from(FOUR_KINGS))
    _keeping(board, context)
    celebrations: list[int] = []
    board.scene.celebrate = lambda: celebrations.append(1)  # type: ignore[method-assign]
    for move in ("1h", "2h", "3h", "4h"):
        board.window.controller.play(Move.parse(move))
    board.window.undo()
    assert not board.window.won_panel.isVisible()
    board.window.redo()
    assert board.window.won_panel.isVisible() and len(celebrations) == 2
    records = context.stats.records()
    assert [(r.result, r.moves, r.undos) for r in records] == [(Result.WON, 4, 1)]  # one row, the last win


def test_statistics_window_lists_games_and_plays_a_deal_again(
    make_board: Callable[..., Board], context: AppContext
) -> None:
    board = make_board(Session.new_deal(5, 4))
    context.stats.write(generated_games(60))
    seen: dict[str, object] = {}

    def pick_and_play() -> None:
        stats = _modal()
        assert isinstance(stats, StatsWindow)
        seen["rows"] = stats.model.rowCount()
        stats.tabs.setCurrentIndex(1)
        stats.table.sortByColumn(4, Qt.SortOrder.DescendingOrder)  # best score first
        stats.table.selectRow(0)
        record = stats.selected_record()
        assert record is not None
        seen["code"], seen["score"] = record.code, record.score
        seen["history"] = stats.history.text()
        stats.play_button.click()

    _later(pick_and_play)
    board.window.menus.stats_action.trigger()
    best = max(r.score for r in generated_games(60))
    assert seen["rows"] == 60 and seen["score"] == best
    assert str(seen["code"]) in str(seen["history"])
    assert str(board.window.session.code) == seen["code"]


def test_reset_defaults_to_no_and_keeps_a_dated_backup(
    make_board: Callable[..., Board], context: AppContext
) -> None:
    make_board()
    context.stats.write(generated_games(5))
    stats = StatsWindow(context)
    told: list[str] = []

    def press_enter() -> None:
        box = _modal()
        assert isinstance(box, QMessageBox)
        told.append("no" if box.defaultButton() is box.button(QMessageBox.StandardButton.No) else "yes")
        QTest.keyClick(box, Qt.Key.Key_Return)

    _later(press_enter)
    stats.reset_button.click()
    assert told == ["no"] and len(context.stats.records()) == 5  # Enter kept everything

    def say_yes() -> None:
        box = _modal()
        assert isinstance(box, QMessageBox)
        _later(read_where)
        box.button(QMessageBox.StandardButton.Yes).click()

    def read_where() -> None:
        box = _modal()
        assert isinstance(box, QMessageBox)
        told.append(box.text())
        box.accept()

    _later(say_yes)
    stats.reset_button.click()
    assert context.stats.records() == [] and stats.values["Played"].text() == "0"
    (backup,) = context.paths.data_dir.glob("stats-backup-*.sqlite3")
    assert str(backup) in told[1]
    from boulanger_qt.app.storage.stats import StatsStore

    assert len(StatsStore(backup).records()) == 5
    stats.close()


def test_a_bad_row_is_skipped_and_said_in_the_window(
    make_board: Callable[..., Board], context: AppContext
) -> None:
    import sqlite3
    from contextlib import closing

    make_board()
    context.stats.write(generated_games(5))
    with closing(sqlite3.connect(context.paths.stats_db)) as db, db:
        db.execute("UPDATE games SET score = 'lots' WHERE id = 'gen-8-0'")
    stats = StatsWindow(context)
    assert stats.model.rowCount() == 4 and stats.note.isVisibleTo(stats)
    assert "could not be read" in stats.note.text()
    stats.close()


def test_moves_played_by_send_cards_home_are_counted(
    make_board: Callable[..., Board], context: AppContext
) -> None:
    board = make_board(session_from(FOUR_KINGS))
    _keeping(board, context)
    board.window.send_home()
    board.qtbot.waitUntil(lambda: board.window.session.is_won(), timeout=5000)
    (record,) = context.stats.records()
    assert (record.result, record.home_moves, record.assisted) == (Result.WON, 4, False)


def test_the_list_reads_pages_sorts_in_sql_and_keeps_the_chosen_game(
    make_board: Callable[..., Board], context: AppContext
) -> None:
    from boulanger_qt.ui import language
    from boulanger_qt.ui.dialogs.stats_table import PAGES_KEPT

    make_board()
    games = generated_games(1000)
    context.stats.write(games)
    stats = StatsWindow(context)
    stats.tabs.setCurrentIndex(1)
    stats.show()
    model, table = stats.model, stats.table
    assert model.rowCount() == 1000
    assert model.record(0) == games[-1]  # newest first
    table.selectRow(5)
    chosen = stats.selected_record()
    assert chosen == games[-6]
    table.sortByColumn(4, Qt.SortOrder.AscendingOrder)  # by score
    scores = [game.score for game in map(model.record, range(1000)) if game is not None]
    assert scores == sorted(g.score for g in games)
    assert stats.selected_record() == chosen  # the chosen game moved with the sort
    assert model._page.cache_info().currsize <= PAGES_KEPT  # read page by page, and not all kept
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert table.currentIndex().row() == 999
    stats.scope.setCurrentIndex(3)  # 1 free cell
    assert model.rowCount() == sum(g.cells == 1 for g in games)
    for lang in ("fr", "sk", "en"):
        language.install(lang)
        for way in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
            table.sortByColumn(3, way)  # the result, by the words shown
            words = [model.data(model.index(row, 3)) for row in range(model.rowCount())]
            descending = way == Qt.SortOrder.DescendingOrder
            assert words == sorted(words, reverse=descending) and len(set(words)) >= 4
    stats.close()
