"""The statistics database (SQLite): one row per game, written from its first move.

Every write is an upsert by game id, so writing the same game again (after a crash, from
the journal, at the next start) never adds a second row. Rows are read with type checks:
a bad row is skipped and reported (`StatsStore.skipped`), never passed on.

Schema 6 (`PRAGMA user_version = 6`) is schema 4 with a table `lines`: each game's line
(the moves from the deal to where it stands), beside the games rather than in their rows,
so the Statistics window's sums read rows as narrow as before (with lines in the rows,
100,000 games took 36% longer to sum). Games of older files have no line; every row kept.
Schema 5 (on main for an hour) had the lines in `games.line`: they move to `lines`. Schema 4 is
schema 2 with an index for each column the Statistics window sorts by and one of the rows
SQL cannot vouch for (stats_sql.INDEXES); schema 2 files gain them, schema 3 files (larger
sort indexes, for a few hours of development) have theirs made again; every row kept.
How schema 1 files are migrated: see `_MIGRATE_1`.
"""

from __future__ import annotations

import errno
import io
import logging
import os
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from boulanger_qt.app.storage.problem_ids import StorageProblem
from boulanger_qt.app.storage.stats_rows import COLUMNS, from_row, to_row
from boulanger_qt.app.storage.stats_sql import INDEXES, SORTS
from boulanger_qt.core.messages import SaidError
from boulanger_qt.core.record import GameRecord
from boulanger_qt.support.atomic import write_text_atomic
from boulanger_qt.support.problems import Problem, os_reason, problem

if TYPE_CHECKING:
    from boulanger_qt.plugin.providers import StatsExporter

log = logging.getLogger(__name__)
SCHEMA_VERSION = 6
BUSY_SECONDS = 5.0  # how long to wait for another Boulanger writing the same file
# Once the file was found busy or unusable, later writes (one per move) wait only this long
# until one works again, so a program holding the file never slows play down.
RETRY_BUSY_SECONDS = 0.2
_CREATE = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    code TEXT,
    deal INTEGER,
    cells INTEGER NOT NULL,
    result TEXT NOT NULL,
    assisted INTEGER NOT NULL DEFAULT 0,
    started_at TEXT NOT NULL,
    ended_at TEXT,
    seconds REAL NOT NULL,
    moves INTEGER NOT NULL,
    score INTEGER NOT NULL,
    undos INTEGER NOT NULL DEFAULT 0,
    hints INTEGER NOT NULL DEFAULT 0,
    solution_moves INTEGER NOT NULL DEFAULT 0,
    home_moves INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS games_started ON games (started_at);
CREATE TABLE IF NOT EXISTS lines (id TEXT PRIMARY KEY, line TEXT NOT NULL);
""" + INDEXES
# Schema 1 kept finished games only, without ids, assistance, undos or hints: every row is
# kept, with a new id ("v1-<old row number>"), `outcome` as `result`, not assisted (schema 1
# could not tell), and 0 undos and hints (not counted then).
_MIGRATE_1 = """
ALTER TABLE games RENAME TO games_v1;
DROP INDEX IF EXISTS games_cells;
""" + _CREATE + """
INSERT INTO games (id, code, deal, cells, result, assisted, started_at, ended_at, seconds,
                   moves, score)
    SELECT 'v1-' || id, code, deal, cells, outcome, 0, started_at, ended_at, seconds, moves, score
    FROM games_v1;
DROP TABLE games_v1;
"""
_MIGRATE_3 = "".join(f"DROP INDEX IF EXISTS {name};\n" for _, name in SORTS[1:]) + _CREATE
# The column stays (dropping one needs SQLite 3.35), empty.
_MIGRATE_5 = _CREATE + """
INSERT OR IGNORE INTO lines (id, line) SELECT id, line FROM games WHERE typeof(line) = 'text' AND line != '';
UPDATE games SET line = '';
"""
_UPSERT = f"""
INSERT INTO games ({", ".join(COLUMNS)}) VALUES ({", ".join("?" * len(COLUMNS))})
ON CONFLICT (id) DO UPDATE SET
    {", ".join(f"{c} = excluded.{c}" for c in COLUMNS if c not in ("id", "assisted"))},
    assisted = max(games.assisted, excluded.assisted)
WHERE NOT (games.result = 'won' AND excluded.result != 'won')
    AND (excluded.result != 'in_progress' OR excluded.seconds >= games.seconds)
"""  # an older copy of a game (a journal's, a second copy's) never takes a win back nor rolls
# a game in progress back: its time played only grows (paused, never set back); assistance sticks
# The line goes with its row: only when the row took the record (the same rule, on the row as
# the upsert left it).
_UPSERT_LINE = """
INSERT INTO lines (id, line) SELECT ?1, ?2 FROM games
    WHERE id = ?1 AND (?3 = 'won' OR result != 'won') AND (?3 != 'in_progress' OR ?4 >= seconds)
ON CONFLICT (id) DO UPDATE SET line = excluded.line
"""


class StatsUnavailable(SaidError):
    """The statistics file cannot be read or written now (permissions, a full disk,
    another program holding it, a newer schema). Nothing is moved or deleted. `.message`
    is ours, or SQLite's or the system's own words."""


def _damage(sqlite_says: str) -> Problem:
    """SQLite's English reason (logged as it is) as one the window can say in any language."""
    return problem(StorageProblem.STATS_NOT_A_DATABASE if "not a database" in sqlite_says
                   else StorageProblem.STATS_CONTENTS_DAMAGED)


class StatsStore:
    """Opens (or creates, or migrates) the database. A damaged file is moved aside, never
    lost; a file that cannot be opened now is left alone, and every later call tries again."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problem: Problem | None = None
        self.skipped: list[Problem] = []  # why rows were skipped by the last read
        self._ready = False
        self._failing = False  # the last use failed: wait less for the file
        # Called before every read: the recorder writes the rows that wait (keeper.py).
        self.before_read: Callable[[], None] = lambda: None
        try:
            self._open()
        except StatsUnavailable as exc:
            log.error("stats database %s unavailable: %s", path, exc)
            self.problem = problem(StorageProblem.STATS_UNOPENABLE, reason=exc.message)

    def _open(self) -> None:
        try:
            self._open_checked()
        except sqlite3.DatabaseError as exc:  # not a database, malformed (a locked file is unavailable)
            aside = self.path.with_name(f"{self.path.name}.damaged-{datetime.now(UTC):%Y%m%dT%H%M%S}")
            log.error("stats database %s is damaged (%s); moving it to %s", self.path, exc, aside)
            try:
                self.path.replace(aside)
            except OSError as failed:
                raise StatsUnavailable(problem(StorageProblem.STATS_UNMOVABLE,
                                               reason=os_reason(failed))) from exc
            self.problem = problem(StorageProblem.STATS_DAMAGED, reason=_damage(str(exc)), aside=aside.name)
            try:
                self._open_checked()
            except sqlite3.DatabaseError as again:
                raise StatsUnavailable(_damage(str(again))) from again

    def _open_checked(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self._session() as db:
                (status,) = db.execute("PRAGMA quick_check").fetchone()
                if status != "ok":
                    raise sqlite3.DatabaseError(status)
                version = db.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION:
                    raise StatsUnavailable(problem(StorageProblem.STATS_NEWER, version=version))
                if version < SCHEMA_VERSION:
                    self._migrate(db, version)
        except (sqlite3.OperationalError, OSError) as exc:  # locked, read-only, full, missing folder
            raise StatsUnavailable(os_reason(exc)) from exc
        self._ready = True

    @staticmethod
    def _migrate(db: sqlite3.Connection, version: int) -> None:
        """One transaction: a kill part-way leaves the file as it was."""
        has_games = db.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'games'").fetchone()
        script = (_MIGRATE_1 if version == 1 and has_games else _MIGRATE_3 if version == 3
                  else _MIGRATE_5 if version == 5 else _CREATE)
        db.execute("BEGIN IMMEDIATE")
        for statement in script.split(";"):
            if statement.strip():
                db.execute(statement)
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    @contextmanager
    def _session(self) -> Iterator[sqlite3.Connection]:
        wait = min(BUSY_SECONDS, RETRY_BUSY_SECONDS) if self._failing else BUSY_SECONDS
        with closing(sqlite3.connect(self.path, timeout=wait, isolation_level=None)) as db:
            try:
                yield db
                if db.in_transaction:
                    db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:
                    db.execute("ROLLBACK")
                raise

    @contextmanager
    def connect(self) -> Iterator[sqlite3.Connection]:
        """A connection (waiting games not written first: `before_read`); `StatsUnavailable` if unusable."""
        if not self._ready:
            self._open()
        try:
            with self._session() as db:
                yield db
        except (sqlite3.Error, OSError) as exc:
            self._failing = True
            raise StatsUnavailable(os_reason(exc)) from exc
        self._failing = False

    def write(self, records: list[GameRecord]) -> None:
        if not records:
            return
        with self.connect() as db:
            db.execute("BEGIN IMMEDIATE")
            db.executemany(_UPSERT, [to_row(r) for r in records])
            db.executemany(_UPSERT_LINE, [(r.id, r.line, str(r.result), r.seconds) for r in records])

    def records(self) -> list[GameRecord]:
        """Every readable game in the order the games were recorded (not by their clock times,
        which a clock set back makes go backwards); rows that fail the type checks are skipped
        and listed in `skipped`."""
        self.before_read()
        with self.connect() as db:
            rows = db.execute(
                f"SELECT games.rowid, {', '.join(f'games.{c}' for c in COLUMNS)}, lines.line FROM games"
                " LEFT JOIN lines ON lines.id = games.id ORDER BY games.rowid").fetchall()
        good: list[GameRecord] = []
        self.skipped = []
        for rowid, *values, line in rows:
            record, why = from_row(values, "" if line is None else line)
            if record is None:
                self.skipped.append(problem(StorageProblem.ROW_SKIPPED, row=rowid, reason=why))
            else:
                good.append(record)
        if self.skipped:
            log.warning("skipped %d bad statistics rows: %s", len(self.skipped),
                        "; ".join(map(str, self.skipped[:5])))
        return good

    def backup(self, now: datetime | None = None) -> Path:
        """A consistent copy of the whole database in a new file beside it, named by the
        moment (UTC); never over an earlier copy, even one made in the same second."""
        self.before_read()
        try:
            target = self._new_backup_file(f"{now or datetime.now(UTC):%Y%m%dT%H%M%SZ}")
        except OSError as exc:
            raise StatsUnavailable(os_reason(exc)) from exc
        try:
            with self._session() as db, closing(sqlite3.connect(target)) as copy:
                db.backup(copy)
        except (sqlite3.Error, OSError) as exc:
            target.unlink(missing_ok=True)  # the empty file made for it, or a partial copy
            raise StatsUnavailable(os_reason(exc)) from exc
        return target

    def _new_backup_file(self, moment: str) -> Path:
        """A file made for the copy, with a name nothing had (exclusive creation)."""
        for n in range(1, 1000):
            suffix = "" if n == 1 else f"-{n}"
            target = self.path.with_name(f"{self.path.stem}-backup-{moment}{suffix}{self.path.suffix}")
            try:
                os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
            except FileExistsError:
                continue
            return target
        raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(self.path))

    def clear(self) -> None:
        with self.connect() as db:
            db.execute("BEGIN IMMEDIATE")
            db.execute("DELETE FROM games")
            db.execute("DELETE FROM lines")


@dataclass(frozen=True)
class Exported:
    games: int  # records written
    skipped: list[Problem]  # why rows were left out (rows that fail the type checks never go out)


def export_stats(store: StatsStore, exporter: StatsExporter, path: Path) -> Exported:
    """The exporter writes to memory first, so a failing plugin never leaves a half file."""
    buffer = io.StringIO()
    records = store.records()
    exporter.export(records, buffer)
    write_text_atomic(path, buffer.getvalue())
    return Exported(len(records), list(store.skipped))
