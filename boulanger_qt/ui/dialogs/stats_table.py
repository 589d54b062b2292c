"""The list of every game in the Statistics window: a table model sorted by real values
(dates as dates, times as seconds), not by the text shown."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Final

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QDate,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTime,
)

from boulanger_qt.core.outcome import Result
from boulanger_qt.core.record import GameRecord
from boulanger_qt.ui.text.numbers import format_time, number

SORT_ROLE: Final = Qt.ItemDataRole.UserRole
RECORD_ROLE: Final = Qt.ItemDataRole.UserRole + 1
COLUMNS: Final = (
    QT_TRANSLATE_NOOP("GamesModel", "Date"), QT_TRANSLATE_NOOP("GamesModel", "Game code"),
    QT_TRANSLATE_NOOP("GamesModel", "Cells"), QT_TRANSLATE_NOOP("GamesModel", "Result"),
    QT_TRANSLATE_NOOP("GamesModel", "Score"), QT_TRANSLATE_NOOP("GamesModel", "Moves"),
    QT_TRANSLATE_NOOP("GamesModel", "Time"), QT_TRANSLATE_NOOP("GamesModel", "Hints"),
    QT_TRANSLATE_NOOP("GamesModel", "Assisted"),
)
RESULT_WORDS: Final = {
    Result.WON: QT_TRANSLATE_NOOP("GamesModel", "Won"), Result.LOST: QT_TRANSLATE_NOOP("GamesModel", "Lost"),
    Result.ABANDONED: QT_TRANSLATE_NOOP("GamesModel", "Abandoned"),
    Result.IN_PROGRESS: QT_TRANSLATE_NOOP("GamesModel", "In progress"),
}
_RIGHT: Final = frozenset({2, 4, 5, 6, 7})

Index = QModelIndex | QPersistentModelIndex


def local_date(iso: str) -> str:
    moment = datetime.fromisoformat(iso).astimezone()
    shown = QDateTime(QDate(moment.year, moment.month, moment.day), QTime(moment.hour, moment.minute))
    return QLocale().toString(shown, QLocale.FormatType.ShortFormat)


def result_text(record: GameRecord) -> str:
    word = QCoreApplication.translate("GamesModel", str(RESULT_WORDS[record.result]))
    if record.assisted and record.result is Result.WON:
        return QCoreApplication.translate("GamesModel", "%1 (assisted)").replace("%1", word)
    return word


class GamesModel(QAbstractTableModel):
    def __init__(self, records: list[GameRecord]) -> None:
        super().__init__()
        self.records = records

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.records)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return QCoreApplication.translate("GamesModel", str(COLUMNS[section]))
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        record = self.records[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(record, column)
        if role == SORT_ROLE and column == 0:  # ties (started the same second): the recorded order
            return f"{record.started_at}|{index.row():09d}"
        if role == SORT_ROLE:
            return self._sort_value(record, column)
        if role == RECORD_ROLE:
            return record
        if role == Qt.ItemDataRole.TextAlignmentRole and column in _RIGHT:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    @staticmethod
    def _text(record: GameRecord, column: int) -> str:
        match column:
            case 0:
                return local_date(record.started_at)
            case 1:
                return record.code or QCoreApplication.translate("GamesModel", "Custom position")
            case 2:
                return number(record.cells)
            case 3:
                return result_text(record)
            case 4:
                return QLocale().toString(record.score)
            case 5:
                return QLocale().toString(record.moves)
            case 6:
                return format_time(record.seconds)
            case 7:
                return number(record.hints)
            case _:
                return QCoreApplication.translate("GamesModel", "Yes") if record.assisted else ""

    @staticmethod
    def _sort_value(record: GameRecord, column: int) -> Any:
        values: tuple[Any, ...] = (
            record.started_at, record.code or "", record.cells, result_text(record), record.score,
            record.moves, record.seconds, record.hints, int(record.assisted),
        )
        return values[column]


def sorted_games(model: GamesModel) -> QSortFilterProxyModel:
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    return proxy
