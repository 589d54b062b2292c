"""Why a saved game cannot be restored (core/session.py), in the player's language.

Each is a reason inside "The saved game was damaged (…)": lower case, no full stop; a
reason within it (an impossible position, a move that cannot be replayed) is said in the
same language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject

from boulanger_qt.core.messages import Message
from boulanger_qt.core.messages import MessageId as M
from boulanger_qt.ui.text.numbers import number
from boulanger_qt.ui.text.words import clause, fill, int_param

Render = Callable[[Mapping[str, object]], str]


class SaveMessageText(QObject):
    """The texts of the translation context `SaveMessageText`."""

    def __init__(self, nested: Callable[[Message], str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._nested = nested

    def table(self) -> dict[M, Render]:
        return {
            M.SAVE_NOT_OBJECT: lambda p: self.tr("the file holds no saved game"),
            M.SAVE_FORMAT: lambda p: fill(self.tr("it is in an unknown format, %1"), p["format"]),
            M.SAVE_DEAL_NOT_WHOLE: lambda p: self.tr("its deal number is not a whole number"),
            M.SAVE_DEAL_RANGE: lambda p: fill(
                self.tr("its deal number %1 is not between %2 and %3"),
                p["deal"], number(int_param(p, "low")), number(int_param(p, "high"))),
            M.SAVE_LACKS_START: lambda p: self.tr(
                "its number of free cells or its opening position is missing"),
            M.SAVE_CELLS: lambda p: fill(
                self.tr("its number of free cells is %1, where a game has 4, 2 or 1"), p["cells"]),
            M.SAVE_MOVES: lambda p: self.tr("its list of moves is damaged"),
            M.SAVE_TOO_MANY_MOVES: lambda p: fill(
                self.tr("it holds more than %1 moves"), number(int_param(p, "limit"))),
            M.SAVE_TIME: lambda p: self.tr("its play time is damaged"),
            M.SAVE_START_DAMAGED: lambda p: fill(
                self.tr("its opening position is damaged: %1"), self._reason(p)),
            M.SAVE_DEAL_DAMAGED: lambda p: fill(self.tr("its deal number is damaged: %1"), self._reason(p)),
            M.SAVE_NOT_THE_DEAL: lambda p: fill(
                self.tr("its opening position is not that of deal %1"), number(int_param(p, "deal"))),
            M.SAVE_ID: lambda p: self.tr("its game id is damaged"),
            M.SAVE_START_TIME: lambda p: self.tr("its start time is damaged"),
            M.SAVE_COUNTS: lambda p: self.tr("its counts of hints and assistance are damaged"),
            M.SAVE_REPLAY: lambda p: fill(
                self.tr("its move %1 cannot be replayed: %2"), number(int_param(p, "number")),
                self._reason(p)),
        }

    def _reason(self, p: Mapping[str, object]) -> str:
        reason = p["reason"]
        assert isinstance(reason, Message)
        if reason.id is M.ILLEGAL_MOVE:  # the move is named by its number already
            reason = reason["reason"]
            assert isinstance(reason, Message)
        return clause(self._nested(reason).rstrip("."))
