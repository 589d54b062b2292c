"""The Statistics window's chart: games played and won per week, with the win rate as a
line, drawn with QPainter (QtCharts is a large add-on for one small chart)."""

from __future__ import annotations

from datetime import date
from typing import Final

from PySide6.QtCore import QDate, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from boulanger_qt.core.stats_summary import Week
from boulanger_qt.ui.text.numbers import percent
from boulanger_qt.ui.text.words import fill

MAX_WEEKS: Final = 26  # the last half year: bars stay wide enough to read
PLAYED: Final = QColor(150, 160, 175)
WON: Final = QColor(60, 150, 80)
RATE: Final = QColor(40, 90, 200)


def _date(day: date) -> str:
    """A day in the locale's short form."""
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)


class WeeklyChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.weeks: list[Week] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(160)

    def sizeHint(self) -> QSize:
        return QSize(520, 220)

    def set_weeks(self, weeks: list[Week]) -> None:
        self.weeks = weeks[-MAX_WEEKS:]
        self.setToolTip(self._summary())
        self.update()

    def _summary(self) -> str:
        if not self.weeks:
            return ""
        first, last = self.weeks[0].start, self.weeks[-1].start
        return fill(self.tr("Weeks of %1 to %2: grey bars played, green won, blue line win rate"),
                    _date(first), _date(last))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        metrics = painter.fontMetrics()
        top = max((w.played for w in self.weeks), default=0)
        top_label = self.tr("%Ln game(s)", "", top)
        area = QRectF(self.rect()).adjusted(8 + metrics.horizontalAdvance(percent(1.0)), 8 + metrics.height(),
                                            -12 - metrics.horizontalAdvance(top_label),
                                            -8 - metrics.height())
        painter.setPen(text)
        if not self.weeks or area.width() < 20 or area.height() < 20:
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter,
                             self.tr("No finished games yet: the chart fills in as you play."))
            return
        slot = area.width() / len(self.weeks)
        bar = min(max(1.0, slot * 0.7), 36.0)
        painter.drawText(QRectF(area.left(), 0, area.width(), area.top()), Qt.AlignmentFlag.AlignLeft,
                         self.tr("Games per week (bars) and win rate (line)"))
        points: list[QPointF] = []
        for i, week in enumerate(self.weeks):
            x = area.left() + i * slot + (slot - bar) / 2
            for count, colour in ((week.played, PLAYED), (week.won, WON)):
                height = area.height() * count / top
                painter.fillRect(QRectF(x, area.bottom() - height, bar, height), colour)
            if week.played:
                points.append(QPointF(x + bar / 2, area.bottom() - area.height() * week.win_rate))
        painter.setPen(QPen(RATE, 2))
        painter.drawPolyline(QPolygonF(points))
        for point in points:
            painter.drawEllipse(point, 2.5, 2.5)
        painter.setPen(text)
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        left = QRectF(0, 0, area.left() - 4, metrics.height())
        for fraction in (0.0, 0.5, 1.0):
            y = area.bottom() - area.height() * fraction
            painter.drawText(left.translated(0, y - metrics.height() / 2), Qt.AlignmentFlag.AlignRight,
                             percent(fraction))
        right = QRectF(area.right() + 4, 0, metrics.horizontalAdvance(top_label) + 4, metrics.height())
        painter.drawText(right.translated(0, area.top() - metrics.height() / 2), Qt.AlignmentFlag.AlignLeft,
                         top_label)
        below = QRectF(area.left(), area.bottom() + 2, area.width(), metrics.height())
        painter.drawText(below, Qt.AlignmentFlag.AlignLeft, _date(self.weeks[0].start))
        painter.drawText(below, Qt.AlignmentFlag.AlignRight,
                         self.tr("week of %1").replace("%1", _date(self.weeks[-1].start)))
