"""Every file the app reads × hostile contents: what a start of the real app does.

Used by tests/ui/test_hostile_files.py, and runnable on its own to print the probe
table (case → exit, seconds, told, kept aside):

    .venv/bin/python tests/ui/hostile_files.py

Each case makes every file hostile at once (settings, saved game, a user theme's
manifest, the instance lock, the window's place, the log) and starts the app offscreen in a subprocess
(it quits after its first paint and the rest of the start); a second run exports the
statistics from a hostile statistics file.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

DIRECTORY, FIFO, DEV_ZERO = "<directory>", "<fifo>", "<symlink to /dev/zero>"
CASES = ("garbage bytes", "not UTF-8", "truncated", "empty", "directory", "FIFO",
         "symlink to /dev/zero", "5,000-digit integer", "10,000-deep nesting", "absurd values",
         "huge but valid")
SPECIAL = {"directory": DIRECTORY, "FIFO": FIFO, "symlink to /dev/zero": DEV_ZERO}
GARBAGE = bytes(range(256)) * 8
DIGITS = "9" * 5000
DEEP = "[" * 10_000 + "]" * 10_000
START_TIMEOUT = 60.0  # a hang detector; the seconds are measured and printed, not asserted


def _snapshot(**changes: object) -> bytes:
    from boulanger_qt.core.moves import Move
    from boulanger_qt.core.session import Session

    game = Session.new_deal(5, 4)
    game.play(Move.parse("1a"))
    return json.dumps(game.snapshot() | changes, indent=1).encode()


def _settings(case: str) -> bytes:
    return {
        "garbage bytes": GARBAGE,
        "not UTF-8": b"theme = '\xe9t\xe9'\n",
        "truncated": b'theme = "four_col',
        "empty": b"",
        "5,000-digit integer": f"animation_ms = {DIGITS}\n".encode(),
        "10,000-deep nesting": f"x = {DEEP}\n".encode(),
        "absurd values": b"animation_ms = -99999999\ncells = 99\ntheme = 12\n",
        "huge but valid": b'theme = "classic"\n' + b"# a comment line that is long enough\n" * 30_000,
    }[case]


def _autosave(case: str) -> bytes:
    return {
        "garbage bytes": GARBAGE,
        "not UTF-8": b'{"format": 1, "deal": "\xe9"}',
        "truncated": _snapshot()[:150],
        "empty": b"",
        "5,000-digit integer": f'{{"format": 1, "deal": {DIGITS}, "cells": 4}}'.encode(),
        "10,000-deep nesting": DEEP.encode(),
        "absurd values": _snapshot(elapsed=1e308),
        "huge but valid": _snapshot()[:-1] + b" " * (5 * 1024 * 1024) + b"}",
    }[case]


def _theme(case: str) -> bytes:
    return {
        "garbage bytes": GARBAGE,
        "not UTF-8": b"name = 'mine'\ndisplay_name = '\xe9'\nsvg = 'cards.svg'\n",
        "truncated": b'name = "mine"\nsvg = "cards',
        "empty": b"",
        "5,000-digit integer": f'name = "mine"\nsvg = "cards.svg"\ncard_width = {DIGITS}\n'.encode(),
        "10,000-deep nesting": f'name = "mine"\nsvg = "cards.svg"\nx = {DEEP}\n'.encode(),
        "absurd values": b'name = "mine"\nsvg = "cards.svg"\ncard_width = 1e308\ncard_height = -5\n',
        "huge but valid": b'name = "mine"\nsvg = "cards.svg"\n' + b"# padding padding padding\n" * 10_000,
    }[case]


def _lock(case: str) -> bytes:
    return {
        "garbage bytes": GARBAGE,
        "not UTF-8": b"\xff\xfe1234\n",
        "truncated": b"99999",  # a pid of no process, cut before the rest
        "empty": b"",
        "5,000-digit integer": f"{DIGITS}\n".encode(),
        "10,000-deep nesting": DEEP.encode(),
        "absurd values": f"999999999\nboulanger\n{socket.gethostname()}\n".encode(),
        "huge but valid": b"99999\nboulanger\n" + b"x" * 100_000,
    }[case]


def _window(case: str) -> bytes:
    return {
        "garbage bytes": GARBAGE,
        "not UTF-8": b'{"geometry": "\xe9"}',
        "truncated": b'{"geometry": "AdnQywADAAAA',
        "empty": b"",
        "5,000-digit integer": f'{{"geometry": {DIGITS}}}'.encode(),
        "10,000-deep nesting": DEEP.encode(),
        "absurd values": b'{"geometry": "' + b"A" * 5000 + b'"}',
        "huge but valid": b'{"geometry": "AdnQ"}' + b" " * (1024 * 1024),
    }[case]


def _log(case: str) -> bytes:
    # The log is appended to, never parsed: only its size matters (rotated past 1 MB).
    return b"x" * 2_000_000 if case == "huge but valid" else _settings(case)


@dataclass(frozen=True)
class Entry:
    """One file the app reads: where it lives, what it holds per case, and what the
    player is told about it (None: nothing of theirs is in it, so it is only logged)."""

    name: str
    where: Callable[[Path], Path]
    content: Callable[[str], bytes]
    told: str | None
    keeps_aside: bool  # a damaged regular file is moved to *.bad


ENTRIES = (
    Entry("settings.toml", lambda home: home / "config" / "settings.toml", _settings, "settings", True),
    Entry("autosave.json", lambda home: home / "state" / "autosave.json", _autosave, "saved game", True),
    Entry("theme.toml", lambda home: home / "data" / "themes" / "mine" / "theme.toml", _theme,
          "in mine was skipped", False),  # the player's own theme: reported, never moved
    Entry("boulanger.lock", lambda home: home / "state" / "boulanger.lock", _lock, None, True),
    # The window's place: the default one instead, only logged, and replaced at the close.
    Entry("window.json", lambda home: home / "state" / "window.json", _window, None, False),
    Entry("boulanger.log", lambda home: home / "log" / "boulanger.log", _log, "log file", False),
)


def expected(entry: Entry, case: str) -> tuple[bool, bool]:
    """(told, kept aside) as they should be for `entry` holding `case`."""
    special = case in SPECIAL
    if entry.name == "boulanger.log":
        return special, False
    if entry.name == "boulanger.lock":
        # The kernel's lock is the lock: a regular file is a lock file whatever it holds;
        # a pipe, a link or a folder where it goes is moved aside.
        return False, special
    if entry.name == "settings.toml" and case == "empty":
        return False, False  # an empty settings file is a valid one: all defaults
    return entry.told is not None, entry.keeps_aside and not special


def make(path: Path, case: str, content: bytes) -> None:
    """`path` made hostile as `case`, an hour old (left behind, as a player would find it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    kind = SPECIAL.get(case)
    if kind == DIRECTORY:
        path.mkdir()
    elif kind == FIFO:
        os.mkfifo(path)
    elif kind == DEV_ZERO:
        path.symlink_to("/dev/zero")
    else:
        path.write_bytes(content)
    past = time.time() - 3600
    os.utime(path, (past, past), follow_symlinks=False)


def _aside(path: Path) -> Path | None:
    found = sorted(path.parent.glob(path.name + ".bad")) + sorted(path.parent.glob(path.name + ".damaged-*"))
    return found[0] if found else None


@dataclass
class Row:
    case: str
    file: str
    exit: int | None
    seconds: float
    told: bool
    kept: bool
    expected: tuple[bool, bool]
    original_safe: bool  # the original bytes are still somewhere (in place or aside)

    @property
    def as_expected(self) -> bool:
        return self.exit in (0, 2) and (self.told, self.kept) == self.expected and self.original_safe


def _exe() -> str:
    exe = shutil.which("boulanger", path=str(Path(sys.executable).parent))
    if exe is None:
        raise RuntimeError("the boulanger command is not installed beside this Python")
    return exe


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ, BOULANGER_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               BOULANGER_BENCH_FIRST_PAINT="1")
    return env


def _record_a_game(home: Path) -> bytes:
    """A statistics file with one game in it, which no case may lose."""
    from boulanger_qt.api import GameRecord, Result
    from boulanger_qt.app.storage.stats import StatsStore

    db = home / "data" / "stats.sqlite3"
    db.parent.mkdir(parents=True, exist_ok=True)
    StatsStore(db).write([GameRecord("g1", "BK1-C4-AAAAA24", 860, 4, Result.WON, False,
                                     "2026-01-01T00:00:00+00:00",
                                     "2026-01-01T00:05:00+00:00", 300.0, 120, 545, 2, 1)])
    return db.read_bytes()


def run_case(case: str, home: Path) -> list[Row]:
    """Start the app once with every file hostile as `case`; one row per file."""
    originals = {}
    stats_before = _record_a_game(home)
    for entry in ENTRIES:
        content = b"" if case in SPECIAL else entry.content(case)
        make(entry.where(home), case, content)
        originals[entry.name] = content
    start = time.monotonic()
    try:
        done = subprocess.run([_exe()], capture_output=True, text=True, timeout=START_TIMEOUT, env=_env(home))
        status: int | None = done.returncode
        output = done.stdout + done.stderr
    except subprocess.TimeoutExpired as exc:
        status, output = None, str(exc.stderr or "")
    seconds = time.monotonic() - start
    log_file = home / "log" / "boulanger.log"
    if log_file.is_file() and not log_file.is_symlink():
        output += log_file.read_text(encoding="utf-8", errors="replace")
    told_lines = [line for line in output.splitlines() if "told the player" in line]
    rows = []
    for entry in ENTRIES:
        path = entry.where(home)
        aside = _aside(path)
        told = entry.told is not None and any(entry.told in line for line in told_lines)
        if entry.name == "boulanger.log":
            told = entry.told is not None and any("log file" in line for line in told_lines)
        if case in SPECIAL or entry.name == "boulanger.log" or not originals[entry.name]:
            safe = True  # nothing of the player's in a pipe, device link, folder or empty file
        elif entry.name in ("boulanger.lock", "window.json"):
            safe = True  # holds no data: a process id, where the window was
        else:
            safe = (aside is not None and aside.read_bytes() == originals[entry.name]) or (
                path.is_file() and path.read_bytes() == originals[entry.name])
        rows.append(Row(case, entry.name, status, seconds, told, aside is not None,
                        expected(entry, case), safe))
    stats_after = (home / "data" / "stats.sqlite3").read_bytes()
    rows.append(_stats_row(case, home / "stats-case", stats_before == stats_after and status is not None))
    return rows


def _stats_content(case: str) -> bytes | None:
    if case in SPECIAL:
        return None
    if case == "truncated":
        return b"SQLite format 3\x00" + GARBAGE[:500]
    if case == "huge but valid":
        return b""  # made below: a real database with many games
    return {"garbage bytes": GARBAGE, "not UTF-8": b"\xff\xfe" * 100, "empty": b"",
            "5,000-digit integer": DIGITS.encode(), "10,000-deep nesting": DEEP.encode(),
            "absurd values": b"SQLite format 3\x00" + b"\xff" * 4000}[case]


def _stats_row(case: str, home: Path, others_safe: bool) -> Row:
    """Export the statistics from a hostile statistics file."""
    db = home / "data" / "stats.sqlite3"
    content = _stats_content(case)
    db.parent.mkdir(parents=True, exist_ok=True)
    if case == "huge but valid":
        with sqlite3.connect(db) as conn:
            conn.execute("CREATE TABLE filler (x)")
            conn.executemany("INSERT INTO filler VALUES (?)", [("x" * 1000,)] * 20_000)
        content = db.read_bytes()
    else:
        make(db, case, content or b"")
    start = time.monotonic()
    try:
        done = subprocess.run([_exe(), "--export-stats", str(home / "out.csv")], capture_output=True,
                              text=True, timeout=START_TIMEOUT, env=_env(home))
        status: int | None = done.returncode
        err = done.stderr
    except subprocess.TimeoutExpired:
        status, err = None, ""
    seconds = time.monotonic() - start
    aside = _aside(db)
    told = "statistics" in err.lower()
    if case in SPECIAL or content is None:
        safe = True
    else:
        kept_whole = aside is not None and aside.read_bytes() == content
        safe = kept_whole or (db.is_file() and db.read_bytes() == content)
        if case in ("empty", "huge but valid"):
            safe = db.is_file()  # sqlite may have written its tables into the empty file
    want = (case not in ("empty", "huge but valid"),
            case not in ("empty", "huge but valid") and case not in SPECIAL)
    return Row(case, "stats.sqlite3 (export)", status, seconds, told, aside is not None, want,
               safe and others_safe)


def probe(cases: tuple[str, ...] = CASES) -> list[Row]:
    rows: list[Row] = []
    for case in cases:
        with tempfile.TemporaryDirectory(prefix="boulanger-probe-") as folder:
            rows += run_case(case, Path(folder))
    return rows


def main() -> int:
    rows = probe()
    print(f"{'case':22} {'file':24} {'exit':>4} {'seconds':>7}  told  kept aside  as expected")
    for row in rows:
        print(f"{row.case:22} {row.file:24} {row.exit!s:>4} {row.seconds:7.2f}  "
              f"{'yes' if row.told else 'no':4}  {'yes' if row.kept else 'no':10}  "
              f"{'yes' if row.as_expected else 'NO'}")
    return 0 if all(row.as_expected for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
