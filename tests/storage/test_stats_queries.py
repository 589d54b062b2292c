"""The Statistics window's SQL (stats_queries.py) against the Python it replaced: the same
summary, weeks and deal histories as core.stats_summary on random histories, the list in
pages in the documented order, and bad rows left out as `StatsStore.records` leaves them."""

from __future__ import annotations

import math
import sqlite3
import tempfile
from contextlib import closing
from dataclasses import replace
from pathlib import Path

import pytest
from core.stats_rules import deal_history, summarize, weekly  # tests/ is on the path: tests/core is `core`
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ui.stats_games import generated_games  # tests/ is on the path: tests/ui is the package `ui`

from boulanger_qt.app.storage.stats import SCHEMA_VERSION, StatsStore
from boulanger_qt.app.storage.stats_queries import PAGE_ROWS, GamesQuery, Order
from boulanger_qt.app.storage.stats_sql import RESULT_GROUPS
from boulanger_qt.core.game_view import Result
from boulanger_qt.core.record import GameRecord
from boulanger_qt.core.stats_summary import Summary

CELLS = (None, 4, 2, 1)
# Times as the app writes them, with ties; a few in the other forms an ISO reader takes.
_times = st.one_of(
    st.builds(lambda day, hour: f"2026-{1 + day // 28:02d}-{1 + day % 28:02d}T{hour:02d}:00:00+00:00",
              st.integers(0, 120), st.integers(0, 23)),
    st.sampled_from(["2026-03-01T23:30:00+02:00", "2026-03-01T23:30:00.250000+00:00", "2026-03-02T01:00:00Z",
                     "20260303T120000+0000", "2025-12-31T23:59:59-05:00"]),
)
_games = st.lists(
    st.tuples(st.sampled_from(list(Result)), st.booleans(), st.sampled_from([4, 2, 1]), st.integers(0, 1500),
              st.integers(1, 400), st.one_of(st.floats(0, 5000), st.integers(0, 5000)), _times,
              st.integers(0, 3), st.integers(0, 5)),
    max_size=70,
)


def _records(games: list[tuple[Result, bool, int, int, int, float, str, int, int]]) -> list[GameRecord]:
    return [
        GameRecord(f"g{i}", None if code == 0 else f"BK1-C{cells}-AAAAAA{'BCD'[code - 1]}",
                   None if code == 0 else code, cells, result, assisted, started,
                   None if result is Result.IN_PROGRESS else started, seconds, moves, score, 0, hints)
        for i, (result, assisted, cells, score, moves, seconds, started, code, hints) in enumerate(games)
    ]


def _same_summary(mine: Summary, reference: Summary) -> None:
    """Equal; the mean time may differ in its last bits (SQLite adds in another order)."""
    if reference.average_time is None:
        assert mine == reference
    else:
        assert mine.average_time is not None
        assert math.isclose(mine.average_time, reference.average_time, rel_tol=1e-12)
        assert replace(mine, average_time=reference.average_time) == reference


def _reference_order(records: list[GameRecord], order: Order) -> list[str]:
    """The documented order: the column's value, then start (date and cells columns) or
    cells (the others), then the row (the order the records were written), all in the one
    direction."""
    row = {r.id: n for n, r in enumerate(records)}
    groups = order.result_groups

    def value(r: GameRecord) -> object:
        return (r.started_at, r.code or "", r.cells,
                groups.index("won assisted" if r.result is Result.WON and r.assisted else str(r.result)),
                r.score, r.moves, r.seconds, r.hints, int(r.assisted))[order.column]

    def key(r: GameRecord) -> tuple[object, ...]:
        if order.column == 0:
            return (r.started_at, row[r.id])
        if order.column == 2:
            return (r.cells, r.started_at, row[r.id])
        return (value(r), r.cells, row[r.id])

    return [r.id for r in sorted(records, key=key, reverse=order.descending)]


def _store(records: list[GameRecord]) -> StatsStore:
    folder = Path(tempfile.mkdtemp(prefix="stats-queries-"))
    store = StatsStore(folder / "stats.sqlite3")
    store.write(records)
    return store


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_games)
def test_the_sql_summaries_are_the_python_ones(games: list[tuple[Result, bool, int, int, int, float, str, int,
                                                                int]]) -> None:
    store = _store(_records(games))
    records = store.records()  # as they come back (whole seconds are floats, and so on)
    query = GamesQuery(store)
    assert query.check() == []
    for cells in CELLS:
        _same_summary(query.summary(cells), summarize(records, cells))
        assert query.weeks(cells) == weekly(records, cells)
        assert query.count(cells) == len([r for r in records if cells in (None, r.cells)])
    for code in {r.code for r in records} | {None, "BK1-C4-AAAAAAZ"}:
        assert query.history(code) == deal_history(records, code)


@pytest.mark.parametrize("descending", [False, True])
@pytest.mark.parametrize("column", range(9))
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games=_games, cells=st.sampled_from(CELLS), groups=st.permutations(RESULT_GROUPS))
def test_the_list_in_pages_is_the_whole_list_sorted(
    games: list[tuple[Result, bool, int, int, int, float, str, int, int]], column: int, descending: bool,
    cells: int | None, groups: list[str]
) -> None:
    store = _store(_records(games))
    records = [r for r in store.records() if cells in (None, r.cells)]
    query = GamesQuery(store)
    query.check()
    order = Order(column, descending, tuple(groups))
    expected = _reference_order(sorted(records, key=lambda r: int(r.id[1:])), order)
    paged = [r.id for offset in range(0, len(records) + 7, 7) for r in query.page(cells, order, offset, 7)]
    assert paged == expected
    assert [query.position(cells, order, game_id) for game_id in expected] == list(range(len(expected)))


def test_the_tests_histories_give_the_same_summaries_weeks_and_pages(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    store.write(generated_games(2 * PAGE_ROWS + 37))
    records = store.records()
    query = GamesQuery(store)
    query.check()
    for cells in CELLS:
        _same_summary(query.summary(cells), summarize(records, cells))
        assert query.weeks(cells) == weekly(records, cells)
        chosen = [r for r in records if cells in (None, r.cells)]
        newest_first = [r.id for r in reversed(chosen)]  # the window's first order
        assert [r.id for n in range(0, len(chosen), PAGE_ROWS)
                for r in query.page(cells, Order(), n)] == newest_first


@pytest.mark.parametrize(("column", "value"), [("score", "'high'"), ("cells", "3"), ("result", "'draw'"),
                                               ("seconds", "'soon'"), ("assisted", "7"), ("deal", "-4"),
                                               ("started_at", "'2026-02-30T10:00:00+00:00'"),
                                               ("started_at", "'2026-02-03T24:00:00+00:00'"),
                                               ("ended_at", "'yesterday'"), ("id", "''"), ("hints", "2.5"),
                                               ("started_at", "'2026-02-03T10:00:00'")])
def test_a_bad_row_is_left_out_of_everything_and_said(tmp_path: Path, column: str, value: str) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    store.write(generated_games(30))
    with closing(sqlite3.connect(store.path)) as db, db:
        db.execute(f"UPDATE games SET {column} = {value} WHERE id = 'gen-8-3'")
    records = store.records()
    query = GamesQuery(store)
    assert [str(p) for p in query.check()] == [str(p) for p in store.skipped] and len(store.skipped) == 1
    assert "gen-8-3" not in [r.id for r in records]
    for cells in CELLS:
        _same_summary(query.summary(cells), summarize(records, cells))
        assert query.weeks(cells) == weekly(records, cells)
        assert query.count(cells) == len([r for r in records if cells in (None, r.cells)])
    assert {r.id for r in query.page(None, Order(4), 0)} == {r.id for r in records}
    assert query.position(None, Order(), "gen-8-3") is None


def _v2(path: Path, records: list[GameRecord]) -> None:
    """A schema 2 file, as the last release wrote it."""
    from boulanger_qt.app.storage.stats_rows import COLUMNS, to_row

    with closing(sqlite3.connect(path)) as db, db:
        db.executescript("""
            CREATE TABLE games (id TEXT PRIMARY KEY, code TEXT, deal INTEGER, cells INTEGER NOT NULL,
                result TEXT NOT NULL, assisted INTEGER NOT NULL DEFAULT 0, started_at TEXT NOT NULL,
                ended_at TEXT, seconds REAL NOT NULL, moves INTEGER NOT NULL, score INTEGER NOT NULL,
                undos INTEGER NOT NULL DEFAULT 0, hints INTEGER NOT NULL DEFAULT 0,
                solution_moves INTEGER NOT NULL DEFAULT 0, home_moves INTEGER NOT NULL DEFAULT 0);
            CREATE INDEX games_started ON games (started_at);
            PRAGMA user_version = 2;""")
        db.executemany(f"INSERT INTO games ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})",
                       [to_row(r) for r in records])


def _indexes(path: Path) -> set[str]:
    with closing(sqlite3.connect(path)) as db:
        return {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'index' "
                                                "AND name NOT LIKE 'sqlite_%'")}


def test_a_schema_2_file_gains_the_indexes_with_every_row_kept(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    games = generated_games(50)
    _v2(path, games)
    with closing(sqlite3.connect(path)) as db, db:
        db.execute("UPDATE games SET score = 'lots' WHERE id = 'gen-8-7'")  # kept, as it was
    store = StatsStore(path)
    assert store.problem is None
    assert store.records() == [g for g in games if g.id != "gen-8-7"] and len(store.skipped) == 1
    assert {"games_score", "games_result", "games_code", "games_odd"} <= _indexes(path)
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert db.execute("SELECT score FROM games WHERE id = 'gen-8-7'").fetchone() == ("lots",)


_KILLED_OPEN = """
import os, sqlite3, sys
from pathlib import Path

stop_at, calls = int(sys.argv[2]), [0]
connect = sqlite3.connect


def counted(*args, **kwargs):
    db = connect(*args, **kwargs)

    def step():
        calls[0] += 1
        if calls[0] == stop_at:
            os._exit(86)  # a power cut: no rollback, no cleanup
        return 0

    db.set_progress_handler(step, 200)
    return db


sqlite3.connect = counted
from boulanger_qt.app.storage.stats import SCHEMA_VERSION, StatsStore

StatsStore(Path(sys.argv[1]))
print(calls[0])
"""


def test_a_migration_stopped_dead_anywhere_keeps_every_row(tmp_path: Path) -> None:
    """Killed at points all through the migration to schema 4 (SQLite's progress handler
    ends the process between its steps), the next start finds every game of the schema 2
    file, and finishes the migration."""
    import subprocess
    import sys

    games = generated_games(1500)
    model = tmp_path / "model.sqlite3"
    _v2(model, games)

    def open_killed(stop_at: int) -> subprocess.CompletedProcess[str]:
        path = tmp_path / f"stats-{stop_at}.sqlite3"
        path.write_bytes(model.read_bytes())
        return subprocess.run([sys.executable, "-c", _KILLED_OPEN, str(path), str(stop_at)],
                              capture_output=True, text=True, timeout=120, check=False)

    steps = int(open_killed(0).stdout)  # never stopped: how many steps the whole open takes
    assert steps > 20
    inside = 0  # kills that left the migration's transaction half done (its journal behind)
    for stop_at in sorted({steps * k // 10 for k in range(1, 10)} | {steps - 1}):
        assert open_killed(stop_at).returncode == 86
        path = tmp_path / f"stats-{stop_at}.sqlite3"
        inside += path.with_name(path.name + "-journal").exists()
        store = StatsStore(path)
        assert store.problem is None
        assert store.records() == games, stop_at
        with closing(sqlite3.connect(path)) as db:
            assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
            assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert inside >= 5


def test_a_schema_3_file_has_its_sort_indexes_made_again(tmp_path: Path) -> None:
    """Schema 3 held ties by start in every sort index (3x the file): they are made again."""
    path = tmp_path / "stats.sqlite3"
    games = generated_games(40)
    _v2(path, games)
    with closing(sqlite3.connect(path)) as db, db:
        db.execute("CREATE INDEX games_score ON games (score, started_at, cells)")
        db.execute("PRAGMA user_version = 3")
    store = StatsStore(path)
    assert store.problem is None and store.records() == games
    with closing(sqlite3.connect(path)) as db:
        (sql,) = db.execute("SELECT sql FROM sqlite_master WHERE name = 'games_score'").fetchone()
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert "started_at" not in sql and {"games_result", "games_odd"} <= _indexes(path)


def test_the_deal_of_the_day_streaks_count_the_days_its_deal_was_won() -> None:
    from datetime import UTC, date, datetime, time, timedelta

    from boulanger_qt.core.daily import daily_deal

    today = date(2026, 12, 10)

    def game(n: int, days_ago: int, deal: int | None = None, cells: int = 4, result: Result = Result.WON,
             assisted: bool = False) -> GameRecord:
        day = today - timedelta(days=days_ago)
        number = daily_deal(day) if deal is None else deal
        # noon where the player is, written in UTC as the app writes it
        started = datetime.combine(day, time(12)).astimezone().astimezone(UTC).isoformat()
        return GameRecord(f"d{n}", f"BK1-C{cells}-X", number, cells, result, assisted, started, started,
                          300.0, 100, 600, 0, 0)

    records = [
        game(1, 9), game(2, 8), game(3, 7), game(4, 6),  # four days in a row
        game(5, 5, result=Result.LOST), game(6, 4, assisted=True),  # not won, won with help
        game(7, 3, cells=2), game(8, 3, deal=daily_deal(today - timedelta(days=2))),  # not that day's deal
        game(9, 2), game(10, 1), game(11, 1),  # two days in a row up to yesterday (won twice one day)
    ]
    store = _store(records)
    query = GamesQuery(store)
    assert query.check() == []
    for cells in CELLS:  # whatever the cell filter shows
        summary = query.summary(cells, today=today)
        assert (summary.current_daily_streak, summary.longest_daily_streak) == (2, 4)
        _same_summary(summary, summarize(store.records(), cells, today=today))
    assert query.summary(today=today + timedelta(days=1)).current_daily_streak == 0  # yesterday missed


def test_wins_by_difficulty_and_on_winnable_deals() -> None:
    from boulanger_qt.core.difficulty import difficulty_table
    from boulanger_qt.core.solver import winnable_table

    table = difficulty_table(4)
    easy, hard = table.pick(1), table.pick(5)
    lost_from_the_start = next(n for n in range(1, 100) if n not in winnable_table(4))
    beyond = 40_001 if 40_001 in winnable_table(2) else next(n for n in range(40_001, 50_000)
                                                             if n in winnable_table(2))

    def game(n: int, number: int, result: Result, cells: int = 4, assisted: bool = False) -> GameRecord:
        started = f"2026-05-{n:02d}T10:00:00+00:00"
        return GameRecord(f"w{n}", "BK1-C4-X", number, cells, result, assisted, started, started,
                          100.0, 90, 500, 0, 0)

    records = [game(1, easy, Result.WON), game(2, easy, Result.LOST),
               game(3, hard, Result.WON, assisted=True), game(4, hard, Result.ABANDONED),
               game(5, lost_from_the_start, Result.LOST),
               game(6, beyond, Result.WON, cells=2), game(7, easy, Result.IN_PROGRESS)]
    store = _store(records)
    query = GamesQuery(store)
    assert query.check() == []
    summary = query.summary(4)
    assert (summary.winnable_played, summary.winnable_won) == (4, 1)  # deal `lost_from_the_start` left out
    assert summary.by_difficulty == ((2, 1), (0, 0), (0, 0), (0, 0), (2, 0))  # a helped win is no win
    everything = query.summary()
    assert (everything.winnable_played, everything.winnable_won) == (5, 2)  # the 2-cell deal beyond 32000 too
    assert sum(played for played, _ in everything.by_difficulty) == 4  # ...but it has no rating
    for cells in CELLS:
        _same_summary(query.summary(cells), summarize(store.records(), cells))


def test_a_clock_set_back_does_not_reorder_the_games_or_the_streaks() -> None:
    """Games count in the order they were recorded: a game whose clock was set back (started
    and ended before the game recorded just before it) is still the latest one."""

    def game(n: int, started: str, result: Result) -> GameRecord:
        return GameRecord(f"c{n}", "BK1-C4-AAAAAAB", 1, 4, result, False, started, started,
                          100.0, 90, 500, 0, 0)

    records = [game(1, "2026-05-01T10:00:00+00:00", Result.WON),
               game(2, "2026-05-02T10:00:00+00:00", Result.LOST),
               game(3, "2026-04-20T10:00:00+00:00", Result.WON),  # the clock went back 12 days
               game(4, "2026-04-21T10:00:00+00:00", Result.WON)]
    store = _store(records)
    query = GamesQuery(store)
    assert query.check() == []
    assert [r.id for r in store.records()] == ["c1", "c2", "c3", "c4"]
    summary = query.summary()
    assert (summary.current_win_streak, summary.longest_win_streak) == (2, 2)
    assert (summary.current_loss_streak, summary.longest_loss_streak) == (0, 1)
    for cells in CELLS:
        _same_summary(query.summary(cells), summarize(store.records(), cells))
    assert [r.id for r in query.history("BK1-C4-AAAAAAB")] == ["c1", "c2", "c3", "c4"]
    assert query.history("BK1-C4-AAAAAAB") == deal_history(store.records(), "BK1-C4-AAAAAAB")
