"""Game ▸ Statistics: the summary per cell count, a chart over time, and every game in a
sortable list from which a deal can be played again, with the history of that deal.

What counts as played, won, a streak or a best is decided in core.stats_summary; this
window only shows it, as SQLite counts it (app/storage/stats_queries.py): the window reads
the summary, the weeks and the rows the list shows, never every game. Rows the database
holds but cannot be read are skipped and said.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QItemSelection, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from boulanger_qt.app.context import AppContext
from boulanger_qt.app.storage.stats import StatsUnavailable
from boulanger_qt.app.storage.stats_queries import GamesQuery
from boulanger_qt.core.record import GameRecord
from boulanger_qt.core.stats_summary import Summary, Week
from boulanger_qt.ui.dialogs import Buttons, button_row, wrapping_label
from boulanger_qt.ui.dialogs.confirmations import reset_box
from boulanger_qt.ui.dialogs.export import export_with_dialog
from boulanger_qt.ui.dialogs.review import unreviewable
from boulanger_qt.ui.dialogs.stats_chart import WeeklyChart
from boulanger_qt.ui.dialogs.stats_table import GamesModel, local_date, result_text
from boulanger_qt.ui.text import fill, format_time, number, percent, reason_words, render
from boulanger_qt.ui.widget_names import name_parts

log = logging.getLogger(__name__)

SCOPES: Final = (
    (QT_TRANSLATE_NOOP("StatsWindow", "All games"), None),
    (QT_TRANSLATE_NOOP("StatsWindow", "4 free cells"), 4),
    (QT_TRANSLATE_NOOP("StatsWindow", "2 free cells"), 2),
    (QT_TRANSLATE_NOOP("StatsWindow", "1 free cell"), 1),
)
HISTORY_ROWS: Final = 12


def _or_dash(value: float | None, show: Callable[[float], str] = number) -> str:
    return "–" if value is None else show(value)


def _of(played_won: tuple[int, int]) -> str:
    """Won of played, e.g. "3 of 5" (a dash when none was played)."""
    played, won = played_won
    return fill(QCoreApplication.translate("StatsWindow", "%1 of %2", "games won of played"), number(won),
                number(played)) if played else "–"


# The summary's three columns of figures: each one's name (its key in English and,
# translated, its label) and how it is shown (the same words as Help ▸ How to Play).
FIGURES: Final[tuple[tuple[tuple[object, Callable[[Summary], str]], ...], ...]] = (
    ((QT_TRANSLATE_NOOP("StatsWindow", "Played"), lambda s: number(s.played)),
     (QT_TRANSLATE_NOOP("StatsWindow", "Won"), lambda s: number(s.won)),
     (QT_TRANSLATE_NOOP("StatsWindow", "Won with help"), lambda s: number(s.assisted_wins)),
     (QT_TRANSLATE_NOOP("StatsWindow", "Lost"), lambda s: number(s.lost)),
     (QT_TRANSLATE_NOOP("StatsWindow", "Abandoned"), lambda s: number(s.abandoned)),
     (QT_TRANSLATE_NOOP("StatsWindow", "Win rate"), lambda s: percent(s.win_rate) if s.played else "–"),
     (QT_TRANSLATE_NOOP("StatsWindow", "Win rate on winnable deals"),
      lambda s: _or_dash(s.winnable_win_rate, percent)),
     (QT_TRANSLATE_NOOP("StatsWindow", "In progress"), lambda s: number(s.in_progress)),
     (QT_TRANSLATE_NOOP("StatsWindow", "Hints used"), lambda s: number(s.hints)),
     (QT_TRANSLATE_NOOP("StatsWindow", "Deal of the Day, days in a row"),
      lambda s: number(s.current_daily_streak)),
     (QT_TRANSLATE_NOOP("StatsWindow", "Deal of the Day, most days in a row"),
      lambda s: number(s.longest_daily_streak))),
    ((QT_TRANSLATE_NOOP("StatsWindow", "Current winning streak"), lambda s: number(s.current_win_streak)),
     (QT_TRANSLATE_NOOP("StatsWindow", "Longest winning streak"), lambda s: number(s.longest_win_streak)),
     (QT_TRANSLATE_NOOP("StatsWindow", "Current losing streak"), lambda s: number(s.current_loss_streak)),
     (QT_TRANSLATE_NOOP("StatsWindow", "Longest losing streak"), lambda s: number(s.longest_loss_streak)),
     (QT_TRANSLATE_NOOP("StatsWindow", "Best time"), lambda s: _or_dash(s.best_time, format_time)),
     (QT_TRANSLATE_NOOP("StatsWindow", "Average time"), lambda s: _or_dash(s.average_time, format_time)),
     (QT_TRANSLATE_NOOP("StatsWindow", "Best score"), lambda s: _or_dash(s.best_score)),
     (QT_TRANSLATE_NOOP("StatsWindow", "Average moves"), lambda s: _or_dash(s.average_moves))),
    ((QT_TRANSLATE_NOOP("StatsWindow", "Won at difficulty 1 (easy)"), lambda s: _of(s.by_difficulty[0])),
     (QT_TRANSLATE_NOOP("StatsWindow", "Won at difficulty 2"), lambda s: _of(s.by_difficulty[1])),
     (QT_TRANSLATE_NOOP("StatsWindow", "Won at difficulty 3"), lambda s: _of(s.by_difficulty[2])),
     (QT_TRANSLATE_NOOP("StatsWindow", "Won at difficulty 4"), lambda s: _of(s.by_difficulty[3])),
     (QT_TRANSLATE_NOOP("StatsWindow", "Won at difficulty 5 (expert)"), lambda s: _of(s.by_difficulty[4]))),
)


def figures(summary: Summary) -> dict[str, str]:
    return {str(name): show(summary) for column in FIGURES for name, show in column}


class StatsWindow(QDialog):
    """`play_requested(code)`: the player asked to play that deal again;
    `review_requested(record)`: to review that game (a double click or Enter on its row)."""

    play_requested = Signal(str)
    review_requested = Signal(object)

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.query = GamesQuery(context.stats)
        self.readable = False  # the last reload could read the database
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(860, 620)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.scope = QComboBox(self)
        for title, cells in SCOPES:
            self.scope.addItem(self.tr(str(title)), cells)
        self.scope.currentIndexChanged.connect(self.show_scope)
        top.addWidget(QLabel(self.tr("Show:"), self))
        top.addWidget(self.scope)
        top.addStretch(1)
        layout.addLayout(top)
        self.note = wrapping_label(self, layout)  # shown by reload when it has something to say
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self._summary_tab(), self.tr("Summary"))
        self.tabs.addTab(self._games_tab(), self.tr("Games"))
        layout.addWidget(self.tabs, 1)
        buttons = button_row(self, layout, Buttons.Close)
        self.export_button = buttons.addButton(self.tr("Export…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.reset_button = buttons.addButton(self.tr("Reset…"), QDialogButtonBox.ButtonRole.ResetRole)
        self.export_button.clicked.connect(lambda: export_with_dialog(self.context, self))
        self.reset_button.clicked.connect(self.reset)
        self.reload()
        name_parts(self)  # Qt's own parts too: nothing is read as unnamed

    def _summary_tab(self) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)
        grid = QGridLayout()
        self.values: dict[str, QLabel] = {}
        for pair, named in enumerate(FIGURES):
            for row, (name, _) in enumerate(named):
                value = QLabel(page)
                value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                value.setAlignment(Qt.AlignmentFlag.AlignRight)
                self.values[str(name)] = value
                grid.addWidget(QLabel(self.tr("%1:").replace("%1", self.tr(str(name))), page), row, pair * 3)
                grid.addWidget(value, row, pair * 3 + 1)
        grid.setColumnMinimumWidth(2, 32)
        grid.setColumnStretch(grid.columnCount() - 1, 1)
        column.addLayout(grid)
        self.chart = WeeklyChart(page)
        column.addWidget(self.chart, 1)
        wrapping_label(page, column, self.tr(
            "Assisted games (Show Solution played a move, or the game began with moves from the command "
            "line or from a pasted position) are never wins, best scores or best times; games in progress "
            "count for nothing until they end."))
        return page

    def _games_tab(self) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)
        split = QSplitter(Qt.Orientation.Vertical, page)
        self.table = QTableView(split)
        self.model = GamesModel()
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # newest first
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setResizeContentsPrecision(60)  # widths from the first rows, not all of them
        header.setStretchLastSection(True)
        self.table.selectionModel().selectionChanged.connect(self._selected)
        self.table.activated.connect(lambda _: self.review())  # a double click (Enter: eventFilter)
        self.table.installEventFilter(self)
        self.history = wrapping_label(split)
        self.history.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.history.setTextFormat(Qt.TextFormat.RichText)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        column.addWidget(split, 1)
        row = QHBoxLayout()
        self.review_button = QPushButton(self.tr("Review"), page)
        self.review_button.setToolTip(self.tr("Step through the selected game with the solver's verdicts"))
        self.review_button.clicked.connect(self.review)
        self.play_button = QPushButton(self.tr("Play This Deal Again"), page)
        self.play_button.clicked.connect(self.play_again)
        row.addStretch(1)
        row.addWidget(self.review_button)
        row.addWidget(self.play_button)
        column.addLayout(row)
        return page

    def reload(self) -> None:
        problems: list[str] = []
        try:
            skipped = list(self.query.check())
            self.readable = True
        except StatsUnavailable as exc:
            skipped, self.readable = [], False
            log.warning("statistics not read: %s", exc)
            problems.append(fill(self.tr("The statistics cannot be read now (%1)."),
                                 reason_words(exc.message)))
        if skipped:
            problems.append(fill(self.tr("%Ln game(s) in the statistics file could not be read and are not "
                                         "shown (first: %1).", "", len(skipped)), render(skipped[0])[:120]))
        self.note.setText(" ".join(problems))
        self.note.setVisible(bool(problems))
        self.reset_button.setEnabled(self.readable)
        self.export_button.setEnabled(self.readable)
        self.show_scope()

    def show_scope(self) -> None:
        cells = self.scope.currentData()
        summary, weeks = Summary(), list[Week]()
        if self.readable:
            try:
                summary, weeks = self.query.summary(cells), self.query.weeks(cells)
            except StatsUnavailable as exc:  # taken by another program since the reload
                log.warning("statistics not read: %s", exc)
        for name, text in figures(summary).items():
            self.values[name].setText(text)
        self.chart.set_weeks(weeks)
        self.model.show(self.query if self.readable else None, cells)
        self.history.setText(self.tr("Select a game to see every time its deal was played."))
        self.play_button.setEnabled(False)
        self.review_button.setEnabled(False)

    def selected_record(self) -> GameRecord | None:
        """The selected game with its moves (the list's rows leave them out)."""
        rows = self.table.selectionModel().selectedRows()
        if not rows or (record := self.model.record(rows[0].row())) is None:
            return None
        try:
            return replace(record, line=self.query.line(record.id))
        except StatsUnavailable as exc:
            log.warning("statistics not read: %s", exc)
            return record

    def _selected(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        record = self.selected_record()
        self.play_button.setEnabled(record is not None and record.code is not None)
        self.review_button.setEnabled(record is not None and unreviewable(record.code, record.line) is None)
        if record is None:
            return
        if record.code is None:
            self.history.setText(self.tr("A custom position: it has no game code to play again."))
            return
        try:
            games = self.query.history(record.code)
        except StatsUnavailable as exc:
            log.warning("statistics not read: %s", exc)
            games = [record]
        lines = [fill(self.tr("<b>%1</b>: played %Ln time(s), won %2.", "", len(games)), record.code,
                      number(sum(g.counts_as_win for g in games)))]
        if len(games) > 1:
            lines.append("<table cellspacing='0' cellpadding='2'>")
            for game in reversed(games[-HISTORY_ROWS:]):
                moves = self.tr("%Ln move(s)", "", game.moves)
                result = result_text(game.result, game.assisted)
                right = [number(game.score), moves, format_time(game.seconds)]
                lines.append(f"<tr><td>{local_date(game.started_at)}</td><td>&nbsp;{result}</td>"
                             + "".join(f"<td align='right'>&nbsp;{text}</td>" for text in right) + "</tr>")
            lines.append("</table>")
        self.history.setText("".join(lines))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter on the games list reviews the game once: the view passes the key on after
        its `activated`, and the dialog's default button (Review) opened a second review."""
        if (watched is self.table and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self.review()
            return True
        return super().eventFilter(watched, event)

    def review(self) -> None:
        if (record := self.selected_record()) is None:
            return
        if (why := unreviewable(record.code, record.line)) is None:
            self.review_requested.emit(record)
        else:
            self.history.setText(why)

    def play_again(self) -> None:
        if (record := self.selected_record()) is not None and record.code is not None:
            self.play_requested.emit(record.code)

    def reset(self) -> None:
        if reset_box(self).exec() != QMessageBox.StandardButton.Yes:
            return
        try:
            copy = self.context.stats.backup()
            self.context.stats.clear()
        except StatsUnavailable as exc:
            log.warning("statistics not reset: %s", exc)
            QMessageBox.warning(self, self.tr("Reset statistics"), fill(
                self.tr("The statistics could not be reset: %1"), reason_words(exc.message)))
        else:
            QMessageBox.information(self, self.tr("Reset statistics"), fill(
                self.tr("The statistics were reset. The games played before are kept in %1."), copy))
        self.reload()
