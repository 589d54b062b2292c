"""The list of every game in the Statistics window: a table model over the database that
reads only the pages of rows the view shows. SQLite sorts (by real values: dates as
dates, times as seconds; results by the words shown) and filters (stats_queries.py)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from functools import lru_cache
from typing import Any, Final

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from boulanger_qt.app.storage.stats import StatsUnavailable
from boulanger_qt.app.storage.stats_queries import PAGE_ROWS, GamesQuery, Order
from boulanger_qt.app.storage.stats_sql import RESULT_GROUPS
from boulanger_qt.core.game_view import Result
from boulanger_qt.core.record import GameRecord
from boulanger_qt.ui.text import format_time, number

PAGES_KEPT: Final = 8  # the pages around what the view shows; the rest are read again
RESULT_WORDS: Final = {
    Result.WON: QT_TRANSLATE_NOOP("GamesModel", "Won"), Result.LOST: QT_TRANSLATE_NOOP("GamesModel", "Lost"),
    Result.ABANDONED: QT_TRANSLATE_NOOP("GamesModel", "Abandoned"),
    Result.IN_PROGRESS: QT_TRANSLATE_NOOP("GamesModel", "In progress"),
}

Index = QModelIndex | QPersistentModelIndex


def local_date(iso: str) -> str:
    """A moment stored in ISO form, in local time, to the minute, in the locale's short form."""
    moment = datetime.fromisoformat(iso).astimezone()
    shown = QDateTime(moment.year, moment.month, moment.day, moment.hour, moment.minute, 0)
    return QLocale().toString(shown, QLocale.FormatType.ShortFormat)


def result_text(result: Result, assisted: bool) -> str:
    word = QCoreApplication.translate("GamesModel", str(RESULT_WORDS[result]))
    if assisted and result is Result.WON:
        return QCoreApplication.translate("GamesModel", "%1 (assisted)").replace("%1", word)
    return word


# The list's columns: each one's title, a game's text in it, and whether it holds figures
# (set right, as numbers are).
COLUMNS: Final[tuple[tuple[object, Callable[[GameRecord], str], bool], ...]] = (
    (QT_TRANSLATE_NOOP("GamesModel", "Date"), lambda game: local_date(game.started_at), False),
    (QT_TRANSLATE_NOOP("GamesModel", "Game code"),
     lambda game: game.code or QCoreApplication.translate("GamesModel", "Custom position"), False),
    (QT_TRANSLATE_NOOP("GamesModel", "Cells"), lambda game: number(game.cells), True),
    (QT_TRANSLATE_NOOP("GamesModel", "Result"), lambda game: result_text(game.result, game.assisted), False),
    (QT_TRANSLATE_NOOP("GamesModel", "Score"), lambda game: QLocale().toString(game.score), True),
    (QT_TRANSLATE_NOOP("GamesModel", "Moves"), lambda game: QLocale().toString(game.moves), True),
    (QT_TRANSLATE_NOOP("GamesModel", "Time"), lambda game: format_time(game.seconds), True),
    (QT_TRANSLATE_NOOP("GamesModel", "Hints"), lambda game: number(game.hints), True),
    (QT_TRANSLATE_NOOP("GamesModel", "Assisted"),
     lambda game: QCoreApplication.translate("GamesModel", "Yes") if game.assisted else "", False),
)


class GamesModel(QAbstractTableModel):
    """The games of one cell count (or all), newest first until the view sorts them.
    Rows are read `PAGE_ROWS` at a time as the view asks for them; the last
    `PAGES_KEPT` pages are kept. Nothing is read before `show(query, cells)`."""

    def __init__(self) -> None:
        super().__init__()
        self.query: GamesQuery | None = None
        self.cells: int | None = None
        self.order = Order()
        self._rows = 0
        self._page = lru_cache(maxsize=PAGES_KEPT)(self._read_page)

    def show(self, query: GamesQuery | None, cells: int | None) -> None:
        """The games of `query` (after its check) with this many cells, or all."""
        self.beginResetModel()
        self.query, self.cells = query, cells
        self._page.cache_clear()
        self._rows = 0
        if query is not None:
            try:
                self._rows = query.count(cells)
            except StatsUnavailable:
                self.query = None
        self.endResetModel()

    def record(self, row: int) -> GameRecord | None:
        """The game on this row (None: no such row, or it cannot be read now)."""
        if self.query is None or not 0 <= row < self._rows:
            return None
        number, place = divmod(row, PAGE_ROWS)
        try:
            page = self._page(number)
        except StatsUnavailable:
            return None
        return page[place] if place < len(page) else None

    def _read_page(self, number: int) -> list[GameRecord]:
        assert self.query is not None
        return self.query.page(self.cells, self.order, number * PAGE_ROWS)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return QCoreApplication.translate("GamesModel", str(COLUMNS[section][0]))
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        _, text, right = COLUMNS[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter) if right else None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return None if (record := self.record(index.row())) is None else text(record)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sorted by SQLite; the selected game stays selected wherever it lands."""
        self.layoutAboutToBeChanged.emit()
        kept = self.persistentIndexList()
        games = [self.record(index.row()) for index in kept]
        by_words = sorted(RESULT_GROUPS, key=lambda group: (  # results sort by their words, as shown
            result_text(Result(group.split()[0]), group.endswith("assisted")), group))
        self.order = Order(column, order == Qt.SortOrder.DescendingOrder, tuple(by_words))
        self._page.cache_clear()
        places: dict[str, int | None] = {}
        moved: list[QModelIndex] = []
        for index, game in zip(kept, games, strict=True):
            if game is not None and self.query is not None and game.id not in places:
                try:
                    places[game.id] = self.query.position(self.cells, self.order, game.id)
                except StatsUnavailable:
                    places[game.id] = None
            row = None if game is None else places.get(game.id)
            moved.append(QModelIndex() if row is None else self.index(row, index.column()))
        self.changePersistentIndexList(kept, moved)
        self.layoutChanged.emit()
