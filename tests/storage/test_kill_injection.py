"""The app stopped dead before each of its writes, then started again: every game is in the
statistics exactly once, with the result it had when the app stopped.

`kill_driver.py` plays a fixed script in a subprocess with BOULANGER_KILL_AT_WRITE=k, for
every write step k of the script (and once without a kill); a second subprocess then
starts again as the app does (resuming the saved game) and quits. After action j of the
script a model of the statistics says which games exist and how they stand. A kill
during action j+1 must end with the model after j or after j+1: never a game lost,
doubled, or with another result.
"""

from __future__ import annotations

import itertools
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

import pytest

from boulanger_qt.api import solve
from boulanger_qt.app.storage.stats import StatsStore
from boulanger_qt.core.deals import deal
from boulanger_qt.core.rules import apply_move
from boulanger_qt.core.state import format_board

from .kill_driver import KILL_ENV, KILLED_STATUS
from .read_only import make_read_only

DRIVER = Path(__file__).with_name("kill_driver.py")
Row = tuple[str, int, bool, int]  # result, moves, assisted, hints
State = dict[str, Row]


def model(actions_done: int) -> State:
    """The statistics after this many actions of the driver's script (then a restart)."""
    j = actions_done
    rows: State = {}
    if 1 <= j <= 2:
        rows["game-A"] = ("in_progress", j, False, 0)
    elif j >= 3:
        rows["game-A"] = ("won", 3, False, 0)  # undo (4) and winning again (5) change nothing
    if 7 <= j <= 8:
        rows["game-B"] = ("in_progress", j - 6, False, 0)
    elif j >= 9:
        rows["game-B"] = ("abandoned", 2, False, 0)
    if j == 10:
        rows["game-C"] = ("in_progress", 1, False, 1)
    elif j >= 11:
        rows["game-C"] = ("in_progress", 2, True, 1)
    return rows


def _stats(home: Path) -> tuple[State, int]:
    """The games in the database, and how many rows it has."""
    path = home / "data" / "stats.sqlite3"
    if not path.exists():
        return {}, 0
    with closing(sqlite3.connect(path)) as db:
        if not db.execute("SELECT 1 FROM sqlite_master WHERE name = 'games'").fetchone():
            return {}, 0  # created, killed before its first table
        rows = db.execute("SELECT games.id, result, moves, assisted, hints, coalesce(lines.line, '')"
                          " FROM games LEFT JOIN lines ON lines.id = games.id").fetchall()
    # The line is written with its row: it always holds the row's moves.
    assert all(len(r[5].split()) == r[2] for r in rows), rows
    return {r[0]: (r[1], r[2], bool(r[3]), r[4]) for r in rows}, len(rows)


def _run(home: Path, phase: str, kill_at: int | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "BOULANGER_HOME": str(home)}
    env.pop(KILL_ENV, None)
    if kill_at is not None:
        env[KILL_ENV] = str(kill_at)
    return subprocess.run([sys.executable, str(DRIVER), phase], env=env, capture_output=True,
                          text=True, timeout=120)


def _fresh_home(root: Path, name: str, near_won: str) -> Path:
    home = root / name
    home.mkdir()
    (home / "near_won.txt").write_text(near_won)
    return home


@pytest.fixture(scope="module")
def near_won() -> str:
    start = deal(1, 4)
    line = solve(start).moves
    state = start
    for move in line[:-3]:
        state = apply_move(state, move)
    return format_board(state) + "\n--\n" + " ".join(map(str, line[-3:]))


def _read_only_stats(home: Path) -> Callable[[], None]:
    """A statistics file that exists but cannot be written: games go to the journal."""
    path = home / "data" / "stats.sqlite3"
    StatsStore(path).write([])
    return make_read_only(path)


@pytest.mark.parametrize("database", ["writable", "read-only until the restart"])
def test_no_write_step_loses_or_doubles_a_game(tmp_path: Path, near_won: str, database: str) -> None:
    journal = database != "writable"
    clean_home = _fresh_home(tmp_path, "clean", near_won)
    writable = _read_only_stats(clean_home) if journal else None
    clean = _run(clean_home, "play")
    if writable is not None:
        writable()
    assert clean.returncode == 0, clean.stderr
    steps: list[int] = json.loads(clean.stdout.splitlines()[-1])
    if writable is not None:
        assert (clean_home / "data" / "stats-journal.json").exists() and _stats(clean_home) == ({}, 0)
        assert _run(clean_home, "restart").returncode == 0
    assert _stats(clean_home) == (model(12), 3)
    total = steps[-1]
    # Every action writes (at least the autosave): the script really exercises the writes.
    assert all(after > before for before, after in itertools.pairwise(steps)) and total >= 12

    figures = {"kills": 0, "lost": 0, "doubled": 0, "wrong": 0}
    for k in range(1, total + 2):
        home = _fresh_home(tmp_path, f"kill-{k}", near_won)
        writable = _read_only_stats(home) if journal else None
        killed = _run(home, "play", kill_at=k)
        if writable is not None:
            writable()
        assert killed.returncode == (KILLED_STATUS if k <= total else 0), killed.stderr
        again = _run(home, "restart")
        assert again.returncode == 0, again.stderr
        done = sum(1 for s in steps if s < k) - 1  # actions whose writes all happened
        games, rows = _stats(home)
        allowed = (model(done), model(min(done + 1, 12)))
        figures["kills"] += k <= total
        figures["lost"] += len(set(model(done)) - set(games))
        figures["doubled"] += rows - len(games)
        figures["wrong"] += games not in allowed
        assert games in allowed, f"killed before write {k} (after action {done}): {games}"
        assert _run(home, "restart").returncode == 0  # starting once more changes nothing
        assert _stats(home) == (games, rows)
    assert not (home / "data" / "stats-journal.json").exists()  # merged at the restart
    print(f"\nkill injection ({database} database): {total} write steps, {figures}")
    assert figures == {"kills": total, "lost": 0, "doubled": 0, "wrong": 0}
