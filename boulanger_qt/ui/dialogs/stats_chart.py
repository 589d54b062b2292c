"""The Statistics window's chart: games played and won per week as bars (their scale in games
on the right), with the win rate as a line (its scale in percent on the left), drawn with
QPainter (QtCharts is a large add-on for one small chart)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Final

from PySide6.QtCore import QDate, QLineF, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from boulanger_qt.core.stats_summary import Week
from boulanger_qt.ui.text import fill, number, percent

MAX_WEEKS: Final = 26  # the last half year: bars stay wide enough to read
PLAYED: Final = QColor(150, 160, 175)
WON: Final = QColor(60, 150, 80)
RATE: Final = QColor(40, 90, 200)


def _date(day: date) -> str:
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)


class WeeklyChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.weeks: list[Week] = []
        self.setMinimumHeight(160)

    def sizeHint(self) -> QSize:
        return QSize(520, 220)

    def set_weeks(self, weeks: list[Week]) -> None:
        self.weeks = weeks[-MAX_WEEKS:]
        self.setToolTip(fill(self.tr("Weeks of %1 to %2: grey bars played, green won, blue line win rate"),
                             _date(self.weeks[0].start), _date(self.weeks[-1].start)) if self.weeks else "")
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plan = self.plan()
        for rect, colour in plan.bars:
            painter.fillRect(rect, colour)
        if plan.points:
            painter.setPen(QPen(RATE, 2))
            painter.drawPolyline(plan.points)
            for point in plan.points:
                painter.drawEllipse(point, 2.5, 2.5)
        if plan.axis is not None:
            painter.setPen(self.palette().windowText().color())
            painter.drawLine(plan.axis)
        for label in plan.labels:
            painter.setPen(label.colour)
            painter.drawText(label.rect, label.align, label.text)

    def plan(self) -> ChartPlan:
        """What the chart draws at its present size: bars, line, axis and labels."""
        plan = ChartPlan()
        text = self.palette().windowText().color()
        metrics = self.fontMetrics()
        height = metrics.height()
        if not self.weeks:
            empty = self.tr("No finished games yet: the chart fills in as you play.")
            plan.labels.append(Label(QRectF(self.rect()), empty, Qt.AlignmentFlag.AlignCenter, text))
            return plan
        top = games_scale(max(w.played for w in self.weeks))
        counts = [number(top * f) for f in (0.0, 0.5)] + [self.tr("%Ln game(s)", "", top)]
        rates = [percent(f) for f in (0.0, 0.5, 1.0)]
        area = QRectF(self.rect()).adjusted(8 + max(metrics.horizontalAdvance(r) for r in rates), 8 + height,
                                            -12 - max(metrics.horizontalAdvance(c) for c in counts),
                                            -8 - height)
        if area.width() < 20 or area.height() < 20:
            return plan
        slot = area.width() / len(self.weeks)
        bar = min(max(1.0, slot * 0.7), 36.0)
        plan.labels.append(Label(QRectF(area.left(), 0, area.width(), area.top()), self.tr(
            "Games per week (bars, right scale) and win rate (line, left scale)"),
            Qt.AlignmentFlag.AlignLeft, text))
        for i, week in enumerate(self.weeks):
            x = area.left() + i * slot + (slot - bar) / 2
            for count, colour in ((week.played, PLAYED), (week.won, WON)):
                tall = area.height() * count / top
                plan.bars.append((QRectF(x, area.bottom() - tall, bar, tall), colour))
            if week.played:
                plan.points.append(QPointF(x + bar / 2, area.bottom() - area.height() * week.win_rate))
        plan.axis = QLineF(area.bottomLeft(), area.bottomRight())
        # Each scale by its side, in the colour of what it measures.
        left = QRectF(0, 0, area.left() - 4, height)
        right = QRectF(area.right() + 4, 0, self.width() - area.right() - 4, height)
        for fraction, rate, games in zip((0.0, 0.5, 1.0), rates, counts, strict=True):
            y = area.bottom() - area.height() * fraction - height / 2
            plan.labels.append(Label(left.translated(0, y), rate, Qt.AlignmentFlag.AlignRight, RATE))
            plan.labels.append(Label(right.translated(0, y), games, Qt.AlignmentFlag.AlignLeft, text))
        plan.labels += self._week_labels(area, height, text)
        return plan

    def _week_labels(self, area: QRectF, height: float, colour: QColor) -> list[Label]:
        """The first and the last week under their ends of the axis; one label when they are
        one week, or when two would not fit side by side."""
        below = QRectF(area.left(), area.bottom() + 2, area.width(), height)
        first, last = (fill(self.tr("week of %1"), _date(w.start)) for w in (self.weeks[0], self.weeks[-1]))
        if len(self.weeks) == 1:
            return [Label(below, last, Qt.AlignmentFlag.AlignHCenter, colour)]
        last_label = Label(below, last, Qt.AlignmentFlag.AlignRight, colour)
        if sum(map(self.fontMetrics().horizontalAdvance, (first, last))) + 16 > area.width():
            return [last_label]
        return [Label(below, first, Qt.AlignmentFlag.AlignLeft, colour), last_label]


def games_scale(most: int) -> int:
    """The games scale's top: the most games of a week rounded up to 2, 4 or 10 times a power
    of ten (even, so that its middle mark is a whole number of games)."""
    scale = 1
    while most > scale * 10:
        scale *= 10
    return next(scale * step for step in (2, 4, 10) if most <= scale * step)


@dataclass(slots=True)
class Label:
    rect: QRectF
    text: str
    align: Qt.AlignmentFlag
    colour: QColor


@dataclass(slots=True)
class ChartPlan:
    bars: list[tuple[QRectF, QColor]] = field(default_factory=list)
    points: list[QPointF] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)
    axis: QLineF | None = None
