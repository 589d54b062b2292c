"""Numbers in the window follow the language through QLocale: the Statistics window's win
rate and averages, the games table, the chart's labels."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from core.stats_rules import summarize, weekly  # tests/ is on the path: tests/core is `core`
from PySide6.QtCore import QLocale, QTime
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boulanger_qt.app.storage.stats import StatsStore
from boulanger_qt.app.storage.stats_queries import GamesQuery
from boulanger_qt.ui import language
from boulanger_qt.ui.dialogs.stats import figures
from boulanger_qt.ui.dialogs.stats_chart import WeeklyChart
from boulanger_qt.ui.dialogs.stats_table import GamesModel
from boulanger_qt.ui.text import PLAYERS_LANGUAGE, format_time, number, percent

from .stats_games import generated_games

NNBSP, NBSP = "\u202f", "\xa0"


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    yield language.install
    language.install("en")


@pytest.mark.parametrize(
    ("lang", "rate", "big", "decimal"),
    [("en", "46%", "12,345", "2.5"), ("fr", f"46{NNBSP}%", f"12{NNBSP}345", "2,5"),
     ("sk", f"46{NBSP}%", f"12{NBSP}345", "2,5")],
)
def test_percentages_and_numbers_are_written_the_languages_way(
    speak: Callable[[str], str], lang: str, rate: str, big: str, decimal: str
) -> None:
    speak(lang)
    assert percent(0.456) == rate
    assert number(12345) == big
    assert PLAYERS_LANGUAGE.decimal(2.5) == decimal  # a decimal in a sentence


@pytest.mark.parametrize(("lang", "rate", "moves"),
                         [("en", "%", "1,234"), ("fr", f"{NNBSP}%", f"1{NNBSP}234")])
def test_the_statistics_figures_use_the_locale(speak: Callable[[str], str], lang: str, rate: str,
                                               moves: str) -> None:
    speak(lang)
    games = [replace(g, moves=1234) for g in generated_games(40)]
    shown = figures(summarize(games))
    assert shown["Win rate"].endswith(rate) and shown["Win rate"][0].isdigit()
    assert shown["Average moves"] == moves  # grouped, not Python's "1234"


def test_the_games_table_writes_counts_in_the_locale(speak: Callable[[str], str], tmp_path: Path) -> None:
    speak("fr")
    store = StatsStore(tmp_path / "stats.sqlite3")
    store.write([replace(g, hints=1500, score=2000) for g in generated_games(3)])
    query = GamesQuery(store)
    query.check()
    model = GamesModel()
    model.show(query, None)
    assert model.data(model.index(0, 7)) == f"1{NNBSP}500"  # hints
    assert model.data(model.index(0, 4)) == f"2{NNBSP}000"  # score


def test_the_chart_labels_its_axis_in_the_locale(
    qtbot: QtBot, speak: Callable[[str], str], monkeypatch: pytest.MonkeyPatch
) -> None:
    speak("fr")
    chart = WeeklyChart()
    qtbot.addWidget(chart)
    chart.set_weeks(weekly(generated_games(60)))
    chart.resize(520, 220)
    drawn: list[str] = []
    original = QPainter.drawText

    def record(self: QPainter, *args: object) -> None:
        drawn.append(str(args[-1]))
        original(self, *args)  # type: ignore[call-overload]

    monkeypatch.setattr(QPainter, "drawText", record)
    chart.grab()
    monkeypatch.undo()
    assert f"100{NNBSP}%" in drawn and f"50{NNBSP}%" in drawn
    assert any(t.endswith(("parties", "partie")) for t in drawn)


@pytest.mark.parametrize(("lang", "line"), [("sk", "Verzia"), ("fr", "Version"), ("en", "Version")])
def test_the_about_box_says_its_version_in_the_language(speak: Callable[[str], str], lang: str,
                                                        line: str) -> None:
    from boulanger_qt import __version__
    from boulanger_qt.ui.dialogs.help import about_text

    speak(lang)
    text = about_text()
    assert f"<p>{line} {__version__}</p>" in text
    assert "Boulanger" in text and ("stĺpce" in text if lang == "sk" else True)


def test_the_win_announcement_groups_the_score(speak: Callable[[str], str]) -> None:
    from boulanger_qt.ui.board.accessible import BoardTexts

    speak("fr")
    assert f"1{NNBSP}230" in BoardTexts().won(1230, 97)
    speak("en")
    assert "Score 1,230 in 97 moves" in BoardTexts().won(1230, 97)


GROUPED = {"en": "1,234", "fr": f"1{NNBSP}234", "sk": f"1{NBSP}234"}


@pytest.mark.parametrize("lang", ["en", "fr", "sk"])
def test_counts_in_sentences_outside_the_statistics_are_grouped(speak: Callable[[str], str],
                                                                lang: str) -> None:
    from boulanger_qt.app.storage.problem_ids import StorageProblem
    from boulanger_qt.core.messages import MessageId, say
    from boulanger_qt.support.problems import problem
    from boulanger_qt.ui.board.accessible import BoardTexts
    from boulanger_qt.ui.text import render, words

    speak(lang)
    said = [
        render(problem(StorageProblem.GAMES_LOST_AT_QUIT, count=1234, journal="j.json")),
        render(problem(StorageProblem.JOURNAL_SKIPPED, count=1234)),
        render(say(MessageId.TOO_FEW_CARDS, place="3", count=1234)),
        words().cards(1234),
        BoardTexts().won(5, 1234),
    ]
    for text in said:
        assert GROUPED[lang] in text, text
        assert "1234" not in text, text


def test_the_pasted_texts_length_is_grouped(speak: Callable[[str], str]) -> None:
    from boulanger_qt.core.state import BoardFileError
    from boulanger_qt.ui.text import position_from_text, render

    speak("sk")
    with pytest.raises(BoardFileError) as info:
        position_from_text("x" * 12345)
    assert f"12{NBSP}345" in render(info.value.message)


def test_no_translated_count_is_written_without_the_locale() -> None:
    """A plural form's count is `%Ln` (QLocale's digits and grouping), never a bare `%n`."""
    import re
    from pathlib import Path

    ts = Path(__file__).resolve().parents[2] / "resources" / "translations" / "boulanger_en.ts"
    sources = re.findall(r"<source>(.*?)</source>", ts.read_text(encoding="utf-8"), re.S)
    bare = [s for s in sources if re.search(r"%n", s)]
    assert sources and not bare, bare


def _as_qtime_writes(seconds: float) -> str:
    """Play time as QLocale writes a QTime (m:ss, h:mm:ss) and, from a day on, the hours
    before the minutes and seconds: what `format_time` writes without making a QTime."""
    hours, rest = divmod(int(seconds), 3600)
    minutes, secs = divmod(rest, 60)
    if hours < 24:
        return QLocale().toString(QTime(hours, minutes, secs), "h:mm:ss" if hours else "m:ss")
    return f"{QLocale().toString(hours)}:{QLocale().toString(QTime(0, minutes, secs), 'mm:ss')}"


@pytest.mark.parametrize("locale", ["en_US", "fr_FR", "sk_SK", "en_IN", "ar_EG", "fa_IR", "ne_NP"])
def test_play_time_is_written_as_qlocale_writes_a_time(qapp: QApplication, locale: str) -> None:
    previous = QLocale()
    QLocale.setDefault(QLocale(locale))
    try:
        seconds = [*range(-3700, 3700, 7), *range(3600, 90_000, 61), 86_399, 86_400, 359_999,
                   3_600_000 * 1000, 59.99, 0.5, -0.5, -1]
        assert [format_time(s) for s in seconds] == [_as_qtime_writes(s) for s in seconds]
    finally:
        QLocale.setDefault(previous)
