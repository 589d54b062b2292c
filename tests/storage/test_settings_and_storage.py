"""Settings, statistics and autosave: bad files never crash and never lose data."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from core.stats_rules import summarize  # tests/ is on the path: tests/core is `core`

from boulanger_qt.api import GameRecord, Result
from boulanger_qt.app.settings import Settings, app_paths, load_settings, save_settings
from boulanger_qt.app.storage import stats
from boulanger_qt.app.storage.autosave import load_game, save_game
from boulanger_qt.app.storage.problem_ids import StorageProblem
from boulanger_qt.app.storage.stats import StatsStore, StatsUnavailable
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session
from boulanger_qt.support.problems import Problem, own_words

_ids = iter(range(1, 10**6))


def _record(outcome: str = "won", score: int = 520, seconds: float = 60.0, cells: int = 4) -> GameRecord:
    return GameRecord(f"game-{next(_ids)}", "BK1-C4-AAAAAAB", 1, cells, Result(outcome), False,
                      "2026-01-01T00:00:00+00:00", "2026-01-01T00:01:00+00:00", seconds, 100, score,
                      0, 0)


def test_all_paths_live_under_boulanger_home(boulanger_home: Path) -> None:
    paths = app_paths()
    for path in (paths.settings_file, paths.stats_db, paths.themes_dir, paths.plugins_dir,
                 paths.autosave_file, paths.log_file):
        assert boulanger_home in path.parents
    assert paths.settings_file.name == "settings.toml"
    assert paths.autosave_file.name == "autosave.json"


def test_settings_round_trip_keeps_only_changes(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    settings = Settings(cells=2, disabled_plugins=("x",), animation_ms=0)
    save_settings(path, settings)
    assert "theme" not in path.read_text()
    loaded = load_settings(path)
    assert loaded.settings == settings and loaded.problems == []


def test_damaged_settings_are_kept_aside_and_defaults_used(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("cells = [unclosed")
    loaded = load_settings(path)
    assert loaded.settings == Settings()
    assert "damaged" in str(loaded.problems[0])
    assert (tmp_path / "settings.toml.bad").read_text() == "cells = [unclosed"


def test_wrong_setting_values_fall_back_one_by_one(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    original = 'cells = 3\nanimation_ms = "fast"\ntheme = "mine"\nmystery = 1\n'
    path.write_text(original)
    loaded = load_settings(path)
    assert loaded.settings == Settings(theme="mine")
    [problem] = map(str, loaded.problems)  # told once, in one sentence
    assert "cells must be one of 4, 2, 1" in problem and "there is no setting “mystery”" in problem
    assert problem.endswith("It was kept as settings.toml.bad.")
    assert (tmp_path / "settings.toml.bad").read_text() == original
    again = load_settings(path)  # the good values stay
    assert (again.settings, again.problems) == (Settings(theme="mine"), [])


@pytest.mark.parametrize(("text", "problem"), [
    ("animation_ms = 1" + "0" * 5000, "a number has too many digits"),
    ("animation_ms = 99999999999", "animation_ms must be at most 2,000"),
    ("x = " + "[" * 10_000 + "]" * 10_000, "nested too deeply"),
    ("theme = '" + "t" * 5000 + "'", "theme is far too long"),
    ("disabled_plugins = [" + "'p'," * 5000 + "]", "disabled_plugins is far too long"),
])
def test_absurd_settings_are_a_damaged_file(tmp_path: Path, text: str, problem: str) -> None:
    path = tmp_path / "settings.toml"
    path.write_text(text)
    loaded = load_settings(path)
    assert loaded.settings == Settings()
    [told] = map(str, loaded.problems)
    assert problem in told and len(told) < 300
    assert (tmp_path / "settings.toml.bad").read_text() == text


def test_thousands_of_unknown_settings_make_one_short_message(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("".join(f"k{n} = {n}\n" for n in range(3000)) + "cells = 2\n")
    loaded = load_settings(path)
    assert loaded.settings == Settings(cells=2)
    [told] = map(str, loaded.problems)
    assert "3,000 settings could not be used" in told and told.count("no setting") == 3 and len(told) < 300


def test_settings_that_are_not_utf8_are_kept_aside_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_bytes(b"theme = '\xe9t\xe9'\n")
    loaded = load_settings(path)
    assert loaded.settings == Settings() and "not UTF-8" in str(loaded.problems[0])
    assert (tmp_path / "settings.toml.bad").read_bytes() == b"theme = '\xe9t\xe9'\n"
    save_settings(path, Settings(cells=2))  # a later change writes a new file beside it
    assert (tmp_path / "settings.toml.bad").read_bytes() == b"theme = '\xe9t\xe9'\n"


def test_stats_summary_counts_wins_and_streaks(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    for outcome in ("won", "won", "abandoned", "won", "lost"):
        store.write([_record(outcome, seconds=30.0 if outcome == "won" else 90.0)])
    store.write([_record("won", cells=2, score=700, seconds=10.0)])
    summary = summarize(store.records(), 4)
    assert (summary.played, summary.won, summary.longest_win_streak) == (5, 3, 2)
    assert summary.current_win_streak == 0
    assert summary.best_time == 30.0 and summary.current_loss_streak == 1
    overall = summarize(store.records())
    assert overall.played == 6 and overall.best_score == 700 and overall.current_win_streak == 1


def test_damaged_stats_database_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    store = StatsStore(path)
    assert store.problem is not None and "damaged" in str(store.problem)
    assert store.records() == []
    aside = list(tmp_path.glob("stats.sqlite3.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not")


def test_a_damaged_stats_file_is_said_in_player_words_not_sqlites(tmp_path: Path) -> None:
    """SQLite's own English ("file is not a database") goes to the log; the player's notice
    carries a reason the window can say in any language."""
    not_a_database = tmp_path / "a" / "stats.sqlite3"
    not_a_database.parent.mkdir()
    not_a_database.write_bytes(b"this is not a database" * 100)
    malformed = tmp_path / "b" / "stats.sqlite3"
    malformed.parent.mkdir()
    StatsStore(malformed).write([_record()])
    with closing(sqlite3.connect(malformed)) as db, db:
        db.executemany("INSERT INTO games (id, code, deal, cells, result, assisted, started_at, ended_at, "
                       "seconds, moves, score, undos, hints) VALUES (?, 'c', 1, 4, 'won', 0, 's', 'e', "
                       "1, 1, 1, 0, 0)", ((f"row-{n:05}" + "x" * 200,) for n in range(400)))
    data = bytearray(malformed.read_bytes())
    page = 4096
    data[2 * page:len(data) - page] = b"\xa5" * (len(data) - 3 * page)
    malformed.write_bytes(bytes(data))
    for path, reason in ((not_a_database, StorageProblem.STATS_NOT_A_DATABASE),
                         (malformed, StorageProblem.STATS_CONTENTS_DAMAGED)):
        store = StatsStore(path)
        assert store.problem is not None and store.problem.id is StorageProblem.STATS_DAMAGED
        said = store.problem.params["reason"]
        assert isinstance(said, Problem) and said.id is reason, (path, said)


def test_stats_from_a_newer_version_are_not_touched(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    with closing(sqlite3.connect(path)) as db, db:
        db.execute("CREATE TABLE future (x)")
        db.execute("PRAGMA user_version = 99")
    before = path.read_bytes()
    store = StatsStore(path)
    assert store.problem is not None and "newer" in str(store.problem)
    with pytest.raises(StatsUnavailable):
        store.write([_record()])
    assert path.read_bytes() == before
    assert list(tmp_path.iterdir()) == [path]


def test_autosave_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    session = Session.new_deal(860, 2)
    session.play(Move.parse("6a"))
    session.play(Move.parse("6h"))
    session.undo()
    save_game(path, session)
    resumed = load_game(path, clock=lambda: 0.0)
    assert resumed.problem is None and resumed.session is not None
    assert resumed.session.state == session.state
    assert resumed.session.can_redo and resumed.session.code == session.code


@pytest.mark.parametrize("content", ["{not json", json.dumps({"format": 1, "cells": 4}), "[]",
                                     json.dumps({"format": 1, "deal": 5, "cells": 4,
                                                 "initial": "garbage", "commands": []})])
def test_damaged_autosave_is_kept_aside_with_a_message(tmp_path: Path, content: str) -> None:
    path = tmp_path / "autosave.json"
    path.write_text(content)
    resumed = load_game(path, clock=lambda: 0.0)
    assert resumed.session is None
    assert resumed.problem is not None and "damaged" in str(resumed.problem)
    assert (tmp_path / "autosave.json.bad").read_text() == content


@pytest.mark.parametrize(("content", "problem"), [
    (b'{"format": 1, "deal": ' + b"9" * 5000 + b"}", "a number has too many digits"),
    (b"[" * 2000 + b"]" * 2000, "nested too deeply"),
    (b"\xff\xfe{}", "not UTF-8"),
])
def test_hostile_autosave_is_kept_aside_with_one_message(
    tmp_path: Path, content: bytes, problem: str
) -> None:
    path = tmp_path / "autosave.json"
    path.write_bytes(content)
    resumed = load_game(path, clock=lambda: 0.0)
    assert resumed.session is None
    assert resumed.problem is not None and problem in str(resumed.problem) and len(str(resumed.problem)) < 300
    assert (tmp_path / "autosave.json.bad").read_bytes() == content
    again = load_game(path, clock=lambda: 0.0)  # kept aside: the next start is quiet
    assert (again.session, again.problem) == (None, None)


def test_saved_game_with_an_absurd_play_time_is_damaged(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    session = Session.new_deal(860, 4)
    session.play(Move.parse("6a"))
    data = session.snapshot() | {"elapsed": 1e308}
    path.write_text(json.dumps(data))
    resumed = load_game(path, clock=lambda: 0.0)
    assert resumed.session is None and resumed.problem and "play time" in str(resumed.problem)


def test_stats_that_cannot_be_opened_are_retried_later(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be")
    store = StatsStore(blocker / "stats.sqlite3")
    assert store.problem is not None and "could not be opened" in str(store.problem)
    with pytest.raises(StatsUnavailable):
        store.records()
    blocker.unlink()  # the obstacle goes away: the same store works again
    store.write([_record()])
    assert [r.result for r in store.records()] == [Result.WON]


def test_stats_held_by_another_program_are_not_taken_for_damaged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(stats, "BUSY_SECONDS", 0.05)
    path = tmp_path / "stats.sqlite3"
    StatsStore(path).write([_record()])
    other = sqlite3.connect(path, isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")
        store = StatsStore(path)
        assert store.problem is not None and "another program is using it" in str(store.problem)
        assert "database is locked" in own_words(store.problem)  # SQLite's words, for the log
        with pytest.raises(StatsUnavailable):
            store.write([_record("lost")])
    finally:
        other.close()
    assert not list(tmp_path.glob("*.damaged-*"))
    assert [r.result for r in store.records()] == [Result.WON]
