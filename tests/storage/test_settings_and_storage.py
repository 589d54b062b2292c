"""Settings, statistics and autosave: bad files never crash and never lose data."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from boulanger_qt.api import GameRecord
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session
from boulanger_qt.settings import Settings, app_paths, load_settings, save_settings
from boulanger_qt.storage import stats
from boulanger_qt.storage.autosave import load_game, save_game
from boulanger_qt.storage.stats import StatsStore, StatsUnavailable


def _record(outcome: str = "won", score: int = 520, seconds: float = 60.0, cells: int = 4) -> GameRecord:
    return GameRecord("BK1-C4-AAAAAAB", 1, cells, "2026-01-01T00:00:00+00:00",
                      "2026-01-01T00:01:00+00:00", outcome, score, 100, seconds)


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
    assert "damaged" in loaded.problems[0]
    assert (tmp_path / "settings.toml.bad").read_text() == "cells = [unclosed"


def test_wrong_setting_values_fall_back_one_by_one(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('cells = 3\nanimation_ms = "fast"\ntheme = "mine"\nmystery = 1\n')
    loaded = load_settings(path)
    assert loaded.settings == Settings(theme="mine")
    assert len(loaded.problems) == 3


def test_stats_summary_counts_wins_and_streaks(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    for outcome in ("won", "won", "abandoned", "won", "lost"):
        store.add(_record(outcome, seconds=30.0 if outcome == "won" else 90.0))
    store.add(_record("won", cells=2, score=700, seconds=10.0))
    summary = store.summary(4)
    assert (summary.played, summary.won, summary.best_streak, summary.current_streak) == (5, 3, 2, 0)
    assert summary.fastest_win == 30.0
    overall = store.summary()
    assert overall.played == 6 and overall.best_score == 700 and overall.current_streak == 1


def test_damaged_stats_database_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    store = StatsStore(path)
    assert store.problem is not None and "damaged" in store.problem
    assert store.records() == []
    aside = list(tmp_path.glob("stats.sqlite3.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not")


def test_stats_from_a_newer_version_are_not_touched(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    with closing(sqlite3.connect(path)) as db, db:
        db.execute("CREATE TABLE future (x)")
        db.execute("PRAGMA user_version = 99")
    before = path.read_bytes()
    store = StatsStore(path)
    assert store.problem is not None and "newer" in store.problem
    with pytest.raises(StatsUnavailable):
        store.add(_record())
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
    assert resumed.problem is not None and "damaged" in resumed.problem
    assert (tmp_path / "autosave.json.bad").read_text() == content


def test_stats_that_cannot_be_opened_are_retried_later(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be")
    store = StatsStore(blocker / "stats.sqlite3")
    assert store.problem is not None and "could not be opened" in store.problem
    with pytest.raises(StatsUnavailable):
        store.records()
    blocker.unlink()  # the obstacle goes away: the same store works again
    store.add(_record())
    assert [r.outcome for r in store.records()] == ["won"]


def test_stats_held_by_another_program_are_not_taken_for_damaged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(stats, "BUSY_SECONDS", 0.05)
    path = tmp_path / "stats.sqlite3"
    StatsStore(path).add(_record())
    other = sqlite3.connect(path, isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")
        store = StatsStore(path)
        assert store.problem is not None and "locked" in store.problem
        with pytest.raises(StatsUnavailable):
            store.add(_record("lost"))
    finally:
        other.close()
    assert not list(tmp_path.glob("*.damaged-*"))
    assert [r.outcome for r in store.records()] == ["won"]
