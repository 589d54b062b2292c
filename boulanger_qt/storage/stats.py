"""The statistics database (SQLite): one row per finished or abandoned game."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from ..api import GameRecord

log = logging.getLogger(__name__)
SCHEMA_VERSION = 1
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


class StatsStore:
    """Opens (or creates) the database; a damaged file is moved aside, never lost."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problem: str | None = None
        try:
            self._open_checked()
        except sqlite3.DatabaseError as exc:
            aside = path.with_name(f"{path.name}.damaged-{datetime.now(UTC):%Y%m%dT%H%M%S}")
            log.error("stats database %s is damaged (%s); moving it to %s", path, exc, aside)
            path.replace(aside)
            self.problem = (
                f"The statistics file was damaged ({exc}). It was kept as {aside.name} "
                "and a new one was started."
            )
            self._open_checked()

    def _open_checked(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._connect() as db:
            (status,) = db.execute("PRAGMA quick_check").fetchone()
            if status != "ok":
                raise sqlite3.DatabaseError(status)
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise sqlite3.DatabaseError(f"written by a newer Boulanger (schema {version})")
            db.executescript(_SCHEMA)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        with closing(sqlite3.connect(self.path, timeout=5)) as db, db:
            yield db

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
