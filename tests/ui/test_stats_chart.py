"""The weekly chart: bars on a scale of games (right), the win rate on a scale of percent
(left), each week labelled once."""

from __future__ import annotations

from datetime import date, timedelta

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from boulanger_qt.core.stats_summary import Week
from boulanger_qt.ui.dialogs.stats_chart import RATE, WeeklyChart, games_scale

MONDAY = date(2026, 11, 2)


def chart_of(qtbot: QtBot, weeks: list[Week]) -> WeeklyChart:
    chart = WeeklyChart()
    qtbot.addWidget(chart)
    chart.resize(520, 220)
    chart.set_weeks(weeks)
    return chart


def texts(chart: WeeklyChart) -> list[str]:
    return [label.text for label in chart.plan().labels]


def test_one_week_is_labelled_once(qtbot: QtBot) -> None:
    chart = chart_of(qtbot, [Week(MONDAY, 3, 1)])
    assert [t for t in texts(chart) if "11/2/26" in t] == ["week of 11/2/26"]


def test_the_first_and_last_weeks_are_labelled_under_their_ends(qtbot: QtBot) -> None:
    weeks = [Week(MONDAY + timedelta(weeks=n), 2, 1) for n in range(6)]
    chart = chart_of(qtbot, weeks)
    below = [label for label in chart.plan().labels if label.text.startswith("week of")]
    assert [(label.text, label.align) for label in below] == [
        ("week of 11/2/26", Qt.AlignmentFlag.AlignLeft), ("week of 12/7/26", Qt.AlignmentFlag.AlignRight)]


def test_bars_are_measured_in_games_and_the_line_in_percent(qtbot: QtBot) -> None:
    chart = chart_of(qtbot, [Week(MONDAY, 7, 7), Week(MONDAY + timedelta(weeks=1), 2, 0)])
    plan = chart.plan()
    assert games_scale(7) == 10
    shown = texts(chart)
    assert {"0%", "50%", "100%"} <= set(shown)  # the rate's scale...
    assert {"0", "5", "10 games"} <= set(shown)  # ...and the games' scale, beside it
    rate_labels = [label for label in plan.labels if label.text.endswith("%")]
    assert all(label.colour == RATE for label in rate_labels)
    (played, won), (played2, won2) = zip(plan.bars[::2], plan.bars[1::2], strict=True)
    full = played[0].height() / 0.7  # 7 games of a 10-game scale
    assert abs(played2[0].height() - full * 0.2) < 1e-6
    assert won[0].height() == played[0].height() and won2[0].height() == 0
    # The line: week 1 won all its games (the top), week 2 none (the bottom).
    assert plan.points[0].y() < plan.points[1].y()
    assert plan.axis is not None and abs(plan.points[1].y() - plan.axis.y1()) < 1e-6


def test_the_games_scale_ends_on_a_round_even_number(qtbot: QtBot) -> None:
    assert [games_scale(n) for n in (1, 2, 3, 4, 5, 10, 11, 33, 45, 101)] == [
        2, 2, 4, 4, 10, 10, 20, 40, 100, 200]
