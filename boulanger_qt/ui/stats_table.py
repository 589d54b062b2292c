"""The list of every game in the Statistics window: a table model sorted by real values
(dates as dates, times as seconds), not by the text shown."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Final

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt

from ..core.outcome import Result
from ..core.record import GameRecord
from .notices import format_time

SORT_ROLE: Final = Qt.ItemDataRole.UserRole
RECORD_ROLE: Final = Qt.ItemDataRole.UserRole + 1
COLUMNS: Final = ("Date", "Game code", "Cells", "Result", "Score", "Moves", "Time", "Hints", "Assisted")
RESULT_WORDS: Final = {Result.WON: "Won", Result.LOST: "Lost", Result.ABANDONED: "Abandoned",
                       Result.IN_PROGRESS: "In progress"}
_RIGHT: Final = frozenset({2, 4, 5, 6, 7})

Index = QModelIndex | QPersistentModelIndex


def local_date(iso: str) -> str:
    return datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")


def result_text(record: GameRecord) -> str:
    word = RESULT_WORDS[record.result]
    return f"{word} (assisted)" if record.assisted and record.result is Result.WON else word


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
            return COLUMNS[section]
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
                return record.code or "Custom position"
            case 2:
                return str(record.cells)
            case 3:
                return result_text(record)
            case 4:
                return str(record.score)
            case 5:
                return str(record.moves)
            case 6:
                return format_time(record.seconds)
            case 7:
                return str(record.hints)
            case _:
                return "Yes" if record.assisted else ""

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
