"""The review's verdict strip: one segment per position of the game, coloured by its
verdict, with the move that lost the game marked, and the same in words for screen readers."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby
from typing import Final

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from boulanger_qt.core.review import Winnability
from boulanger_qt.ui.text.numbers import number
from boulanger_qt.ui.text.words import fill

# Mid-tone fills that keep their contrast against a light and a dark window alike; the
# unknown ones are also hatched, so the three never rely on colour alone.
COLORS: Final[dict[str, QColor]] = {
    "winnable": QColor(46, 157, 79), "unwinnable": QColor(208, 68, 58), "unknown": QColor(201, 162, 39),
}
STRIP_HEIGHT: Final = 16
MARK_HEIGHT: Final = 7
CURRENT_MIN_WIDTH: Final = 8.0


class VerdictStrip(QWidget):
    """`verdicts[k]`: the position after k moves (None while not known yet). A click picks
    a position: `picked(k)`."""

    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verdicts: list[Winnability | None] = []
        self.fatal: int | None = None
        self.current = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.tr("Verdicts along the game"))

    def sizeHint(self) -> QSize:
        return QSize(300, STRIP_HEIGHT + MARK_HEIGHT + 2)

    def show_verdicts(self, verdicts: Sequence[Winnability | None], fatal: int | None) -> None:
        self.verdicts, self.fatal = list(verdicts), fatal
        self.setAccessibleDescription(self.text())
        self.update()

    def set_current(self, k: int) -> None:
        self.current = k
        self.update()

    def text(self) -> str:
        """The strip in words: "Winnable: the start to move 6. Not winnable: moves 7 to 12.\""""
        parts: list[str] = []
        k = 0
        for verdict, run in groupby(self.verdicts):
            length = len(list(run))
            first, last = k, k + length - 1
            k += length
            span = (self.position_name(first) if first == last else
                    fill(self.tr("%1 to %2", "a range of positions"), self.position_name(first),
                         self.position_name(last)))
            parts.append(fill(self.tr("%1: %2."), self.verdict_name(verdict), span))
        if self.fatal is not None:
            parts.append(fill(self.tr("Move %1 lost the game."), number(self.fatal)))
        return " ".join(parts)

    def position_name(self, k: int) -> str:
        return self.tr("the start") if k == 0 else fill(self.tr("move %1"), number(k))

    def verdict_name(self, verdict: Winnability | None) -> str:
        return {"winnable": self.tr("Winnable"), "unwinnable": self.tr("Not winnable"),
                "unknown": self.tr("Not known"), None: self.tr("Being checked")}[verdict]

    def _segment(self, k: int) -> QRectF:
        width = max(1, len(self.verdicts))
        step = (self.width() - 2) / width
        return QRectF(1 + k * step, MARK_HEIGHT, step, STRIP_HEIGHT)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        ink = self.palette().windowText().color()
        pending = self.palette().mid().color()
        k = 0
        for verdict, run in groupby(self.verdicts):  # a run in one piece: no seams between its parts
            length = len(list(run))
            rect = self._segment(k).united(self._segment(k + length - 1))
            k += length
            painter.fillRect(rect, COLORS[verdict] if verdict else pending)
            if verdict == "unknown":
                painter.fillRect(rect, QBrush(QColor(0, 0, 0, 90), Qt.BrushStyle.BDiagPattern))
        if self.verdicts:
            whole = self._segment(0).united(self._segment(len(self.verdicts) - 1))
            painter.setPen(QPen(ink, 1))
            painter.drawRect(whole)
            # The position shown: at least a few pixels wide, ringed in the window's colour
            # so it stands out on every verdict's colour.
            current = self._segment(self.current)
            if current.width() < CURRENT_MIN_WIDTH:
                current.adjust(-(CURRENT_MIN_WIDTH - current.width()) / 2, 0,
                               (CURRENT_MIN_WIDTH - current.width()) / 2, 0)
            painter.setPen(QPen(self.palette().window().color(), 5))
            painter.drawRect(current.adjusted(0, -1, 0, 1))
            painter.setPen(QPen(self.palette().highlight().color(), 3))
            painter.drawRect(current.adjusted(0, -1, 0, 1))
        if self.fatal is not None and self.fatal < len(self.verdicts):
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            rect = self._segment(self.fatal)
            painter.setPen(QPen(ink, 2))
            painter.drawLine(QPointF(rect.left(), rect.top()), QPointF(rect.left(), rect.bottom()))
            painter.setBrush(ink)
            x = rect.left()
            painter.drawPolygon(QPolygonF([QPointF(x - MARK_HEIGHT, 0), QPointF(x + MARK_HEIGHT, 0),
                                           QPointF(x, MARK_HEIGHT - 1)]))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.verdicts:
            step = (self.width() - 2) / len(self.verdicts)
            k = int((event.position().x() - 1) // step)
            self.picked.emit(min(max(k, 0), len(self.verdicts) - 1))
