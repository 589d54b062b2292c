"""The statistics database (SQLite): one row per finished or abandoned game."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from ..core.record import GameRecord

log = logging.getLogger(__name__)
SCHEMA_VERSION = 1
BUSY_SECONDS = 5.0  # how long to wait for another Boulanger writing the same file
_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    code TEXT,
    deal INTEGER,
    cells INTEGER NOT NULL,
    started_at TEXT NOT NULL,
    ended_at TEXT NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('won', 'lost', 'abandoned')),
    score INTEGER NOT NULL,
    moves INTEGER NOT NULL,
    seconds REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS games_cells ON games (cells, outcome);
"""
_COLUMNS = "code, deal, cells, started_at, ended_at, outcome, score, moves, seconds"


def utc_now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True, slots=True)
class Summary:
    played: int
    won: int
    best_score: int
    fastest_win: float | None
    current_streak: int
    best_streak: int

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


class StatsUnavailable(Exception):
    """The statistics file cannot be read or written now (permissions, a full disk,
    another program holding it, a newer schema). Nothing is moved or deleted."""


class _Damaged(Exception):
    pass


class StatsStore:
    """Opens (or creates) the database. A damaged file is moved aside, never lost; a file
    that cannot be opened now is left alone, and every later call tries again."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problem: str | None = None
        self._ready = False
        try:
            self._open()
        except StatsUnavailable as exc:
            log.error("stats database %s unavailable: %s", path, exc)
            self.problem = (
                f"The statistics could not be opened ({exc}). Games are still played; "
                "they are recorded once the file can be written."
            )

    def _open(self) -> None:
        try:
            self._open_checked()
        except _Damaged as exc:
            aside = self.path.with_name(f"{self.path.name}.damaged-{datetime.now(UTC):%Y%m%dT%H%M%S}")
            log.error("stats database %s is damaged (%s); moving it to %s", self.path, exc, aside)
            try:
                self.path.replace(aside)
            except OSError as move_error:
                raise StatsUnavailable(f"damaged, and it could not be moved aside: {move_error}") from exc
            self.problem = (
                f"The statistics file was damaged ({exc}). It was kept as {aside.name} "
                "and a new one was started."
            )
            try:
                self._open_checked()
            except _Damaged as again:
                raise StatsUnavailable(str(again)) from again

    def _open_checked(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self._session() as db:
                (status,) = db.execute("PRAGMA quick_check").fetchone()
                if status != "ok":
                    raise _Damaged(status)
                version = db.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION:
                    raise StatsUnavailable(f"written by a newer Boulanger (schema {version})")
                db.executescript(_SCHEMA)
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except (sqlite3.OperationalError, OSError) as exc:  # locked, read-only, full, missing folder
            raise StatsUnavailable(str(exc)) from exc
        except sqlite3.DatabaseError as exc:  # not a database, malformed
            raise _Damaged(str(exc)) from exc
        self._ready = True

    @contextmanager
    def _session(self) -> Iterator[sqlite3.Connection]:
        with closing(sqlite3.connect(self.path, timeout=BUSY_SECONDS)) as db, db:
            yield db

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        """A transaction; `StatsUnavailable` when the file cannot be used now."""
        if not self._ready:
            self._open()
        try:
            with self._session() as db:
                yield db
        except (sqlite3.Error, OSError) as exc:
            raise StatsUnavailable(str(exc)) from exc

    def add(self, record: GameRecord) -> None:
        with self._connect() as db:
            db.execute(
                f"INSERT INTO games ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (record.code, record.deal, record.cells, record.started_at, record.ended_at,
                 record.outcome, record.score, record.moves, record.seconds),
            )

    def records(self) -> list[GameRecord]:
        with self._connect() as db:
            rows = db.execute(f"SELECT {_COLUMNS} FROM games ORDER BY id").fetchall()
        return [GameRecord(*row) for row in rows]

    def summary(self, cells: int | None = None) -> Summary:
        outcomes = [r for r in self.records() if cells is None or r.cells == cells]
        wins = [r for r in outcomes if r.outcome == "won"]
        best = current = 0
        for record in outcomes:
            current = current + 1 if record.outcome == "won" else 0
            best = max(best, current)
        return Summary(
            played=len(outcomes),
            won=len(wins),
            best_score=max((r.score for r in outcomes), default=0),
            fastest_win=min((r.seconds for r in wins), default=None),
            current_streak=current,
            best_streak=best,
        )

    def clear(self) -> None:
        with self._connect() as db:
            db.execute("DELETE FROM games")
