"""The statistics database: schema 1 migrated with every record kept, writes idempotent by
id, bad rows skipped and reported, the journal when the database cannot be written."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import closing
from dataclasses import replace
from functools import partial
from pathlib import Path

import pytest
from core.stats_rules import summarize  # tests/ is on the path: tests/core is `core`

from boulanger_qt.app.keeper import Journal, StatsRecorder, journal_path
from boulanger_qt.app.storage.stats import SCHEMA_VERSION, StatsStore
from boulanger_qt.core.game_view import Result
from boulanger_qt.core.moves import Move
from boulanger_qt.core.record import GameRecord
from boulanger_qt.core.session import Session

from .read_only import make_read_only
from .told import Told

V1_SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY, code TEXT, deal INTEGER, cells INTEGER NOT NULL,
    started_at TEXT NOT NULL, ended_at TEXT NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('won', 'lost', 'abandoned')),
    score INTEGER NOT NULL, moves INTEGER NOT NULL, seconds REAL NOT NULL
);
CREATE INDEX games_cells ON games (cells, outcome);
PRAGMA user_version = 1;
"""
T1, T1_END = "2026-01-01T00:00:00+00:00", "2026-01-01T00:05:00+00:00"
T2, T2_END = "2026-01-02T00:00:00+00:00", "2026-01-02T00:01:00+00:00"
T3, T3_END = "2026-01-03T00:00:00+00:00", "2026-01-03T00:09:00+00:00"


def _game(n: int, result: Result = Result.WON, **changes: object) -> GameRecord:
    record = GameRecord(f"g{n}", "BK1-C4-AAAAA24", 860, 4, result, False,
                        f"2026-02-{n:02d}T09:00:00+00:00", f"2026-02-{n:02d}T09:05:00+00:00",
                        300.0, 120, 545, 3, 2, 0, 4)
    return replace(record, **changes)  # type: ignore[arg-type]


def _make_v1(path: Path, rows: list[tuple[object, ...]]) -> None:
    with closing(sqlite3.connect(path)) as db, db:
        db.executescript(V1_SCHEMA)
        db.executemany("INSERT INTO games (code, deal, cells, started_at, ended_at, outcome, score, "
                       "moves, seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)


def test_a_schema_1_database_is_migrated_with_every_record_kept(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    _make_v1(path, [
        ("BK1-C4-AAAAA24", 860, 4, T1, T1_END, "won", 545, 120, 300.0),
        (None, None, 2, T2, T2_END, "abandoned", 20, 7, 60.5),
        ("BK1-C1-AAAAAAB", 1, 1, T3, T3_END, "lost", 80, 40, 540.0),
    ])
    store = StatsStore(path)
    assert store.problem is None
    records = store.records()
    assert [(r.id, r.code, r.deal, r.cells, r.result, r.score, r.moves, r.seconds) for r in records] == [
        ("v1-1", "BK1-C4-AAAAA24", 860, 4, Result.WON, 545, 120, 300.0),
        ("v1-2", None, None, 2, Result.ABANDONED, 20, 7, 60.5),
        ("v1-3", "BK1-C1-AAAAAAB", 1, 1, Result.LOST, 80, 40, 540.0),
    ]
    assert all(not r.assisted and r.undos == 0 and r.hints == 0 for r in records)
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert StatsStore(path).records() == records  # opening again migrates nothing twice


def test_a_bad_row_of_schema_1_is_kept_skipped_and_reported(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    _make_v1(path, [
        ("BK1-C4-AAAAA24", 860, 4, T1, T1_END, "won", 545, 120, 300.0),
        ("BK1-C4-AAAAA24", 860, 4, "yesterday", T1_END, "won", "lots", 120, 300.0),
    ])
    store = StatsStore(path)
    assert [r.id for r in store.records()] == ["v1-1"]
    assert len(store.skipped) == 1 and "score" in str(store.skipped[0])
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("SELECT count(*) FROM games").fetchone()[0] == 2  # kept, not deleted


@pytest.mark.parametrize(("column", "value"), [("score", "'high'"), ("cells", "3"), ("result", "'draw'"),
                                               ("seconds", "'soon'"), ("assisted", "7"), ("deal", "-4")])
def test_a_row_with_a_wrong_type_is_skipped_and_reported(tmp_path: Path, column: str, value: str) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    store.write([_game(1), _game(2)])
    with closing(sqlite3.connect(store.path)) as db, db:
        db.execute(f"UPDATE games SET {column} = {value} WHERE id = 'g1'")
    assert [r.id for r in store.records()] == ["g2"]
    assert len(store.skipped) == 1 and column in str(store.skipped[0])
    assert summarize(store.records()).played == 1


def test_writing_a_game_again_updates_its_one_row(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    store.write([_game(1, Result.IN_PROGRESS, moves=3, ended_at=None)])
    store.write([_game(1, Result.WON)])
    store.write([_game(1, Result.WON)])
    assert [(r.id, r.result, r.moves) for r in store.records()] == [("g1", Result.WON, 120)]


@pytest.mark.parametrize("later", [Result.IN_PROGRESS, Result.ABANDONED, Result.LOST])
def test_an_older_copy_of_a_won_game_never_takes_the_win_back(tmp_path: Path, later: Result) -> None:
    """A row that is not a win (a journal or a second copy writing the game as it was
    before its last move) never replaces the recorded win; a win written again does."""
    path = tmp_path / "stats.sqlite3"
    StatsStore(path).write([_game(1, Result.WON, assisted=True)])
    StatsStore(path).write([_game(1, later, ended_at=None if later is Result.IN_PROGRESS else T2_END,
                                  moves=50, assisted=False)])
    (record,) = StatsStore(path).records()
    assert (record.result, record.moves, record.ended_at) == (Result.WON, 120, "2026-02-01T09:05:00+00:00")
    StatsStore(path).write([_game(1, Result.WON, assisted=False, moves=119)])
    (record,) = StatsStore(path).records()
    assert (record.result, record.moves, record.assisted) == (Result.WON, 119, True)  # assistance sticks


def test_an_older_journal_copy_of_a_game_never_rolls_its_row_back(tmp_path: Path) -> None:
    """The journal kept the game at move 2 (the database was locked then); the database got
    it at move 10 since. Newer is more time played (it only grows: the clock is paused, never
    set back, and restarts and undos add to it); an ended game always goes in."""
    path = tmp_path / "stats.sqlite3"
    playing = partial(_game, 1, Result.IN_PROGRESS, ended_at=None)
    Journal(journal_path(path)).write({"g1": playing(moves=2, seconds=20.0, line="7a 7b")})
    StatsStore(path).write([playing(moves=10, seconds=60.0, line="7a 7b 7c")])
    told = Told()
    StatsRecorder(lambda: StatsStore(path), journal_path(path), told).flush()
    assert told == []
    assert [(r.moves, r.seconds, r.line) for r in StatsStore(path).records()] == [(10, 60.0, "7a 7b 7c")]
    assert not journal_path(path).exists()
    StatsStore(path).write([playing(moves=9, seconds=61.0, undos=4)])  # later, one move undone
    assert [(r.moves, r.seconds) for r in StatsStore(path).records()] == [(9, 61.0)]
    StatsStore(path).write([_game(1, Result.ABANDONED, moves=9, seconds=50.0)])  # as the save had it
    assert [(r.result, r.seconds) for r in StatsStore(path).records()] == [(Result.ABANDONED, 50.0)]


def _played(deal: int) -> Session:
    session = Session.new_deal(deal, 4)
    session.play(Move.parse("6a"))
    return session


@pytest.fixture
def read_only(request: pytest.FixtureRequest) -> Callable[[Path], Callable[[], None]]:
    """Makes a file read-only; it is made writable again after the test in any case."""

    def make(path: Path) -> Callable[[], None]:
        writable = make_read_only(path)
        request.addfinalizer(writable)
        return writable

    return make


def test_a_read_only_database_sends_games_to_the_journal_merged_later(
    tmp_path: Path, read_only: Callable[[Path], Callable[[], None]]
) -> None:
    path = tmp_path / "stats.sqlite3"
    StatsStore(path).write([_game(1)])
    writable = read_only(path)
    told = Told()
    store = StatsStore(path)
    recorder = StatsRecorder(lambda: store, journal_path(path), told)
    first, second = _played(2), _played(3)
    recorder.write_game(first, left=True)
    recorder.write_game(second)
    journal = journal_path(path)
    assert journal.exists() and recorder.pending == {}
    assert len(told) == 1 and str(journal) in told[0]
    waiting = recorder.waiting()
    assert waiting is not None and "2 games" in str(waiting) and str(journal) in str(waiting)

    writable()  # writable again: the next start merges the journal
    later = StatsRecorder(lambda: StatsStore(path), journal_path(path), told)
    later.flush()
    assert not journal.exists() and later.waiting() is None
    results = {r.id: r.result for r in StatsStore(path).records()}
    assert results == {"g1": Result.WON, first.game_id: Result.ABANDONED, second.game_id: Result.IN_PROGRESS}


def test_a_file_held_by_another_program_does_not_slow_every_move(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import time

    from boulanger_qt.app.storage import stats

    monkeypatch.setattr(stats, "BUSY_SECONDS", 1.0)
    store = StatsStore(tmp_path / "stats.sqlite3")
    other = sqlite3.connect(store.path, isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")
        with pytest.raises(stats.StatsUnavailable):
            store.write([_game(1)])  # waits up to BUSY_SECONDS once
        began = time.monotonic()
        for n in range(2, 6):
            with pytest.raises(stats.StatsUnavailable):
                store.write([_game(n)])
        assert time.monotonic() - began < 4 * 1.0  # the later tries wait RETRY_BUSY_SECONDS
    finally:
        other.close()
    store.write([_game(1)])
    assert [r.id for r in store.records()] == ["g1"]


def test_a_backup_never_replaces_an_earlier_one_of_the_same_second(tmp_path: Path) -> None:
    """Two resets in one second (or two sessions whose clocks read the same second): each
    copy is kept, as the player is told."""
    from datetime import UTC, datetime

    store = StatsStore(tmp_path / "stats.sqlite3")
    moment = datetime(2026, 12, 4, 15, 0, 0, tzinfo=UTC)
    copies = []
    for games in (3, 1, 2):
        store.clear()
        store.write([_game(n) for n in range(1, games + 1)])
        copies.append(store.backup(now=moment))
    assert len(set(copies)) == 3
    assert [len(StatsStore(copy).records()) for copy in copies] == [3, 1, 2]
    assert copies[0].name == "stats-backup-20261204T150000Z.sqlite3"
