"""Issue 27 item 1 in a real process: a slow fsync under the game keeper (strace fault
injection) must not get the app's own parts written into the hang file, so the next start
still records games."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

import pytest

from boulanger_qt.app.context import HANG_FILE_NAME
from boulanger_qt.app.settings import app_paths
from boulanger_qt.app.start_guard import MARKER


def _strace_can_inject() -> bool:
    if shutil.which("strace") is None:
        return False
    probe = subprocess.run(["strace", "-f", "-o", "/dev/null", "-e", "inject=fsync:delay_enter=1",
                            "true"], capture_output=True, timeout=30)
    return probe.returncode == 0


needs_strace = pytest.mark.skipif(sys.platform == "win32" or not _strace_can_inject(),
                                  reason="strace missing or ptrace not permitted")


def _exe() -> str:
    exe = shutil.which("boulanger", path=str(Path(sys.executable).parent))
    assert exe is not None
    return exe


def _children(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rpartition(")")[2].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


def _wait_ready(process: subprocess.Popen[str], app: Callable[[], int | None],
                seconds: float = 120.0) -> None:
    """The board shown and the solver worker up (the quit signals are handled by then)."""
    paths = app_paths()
    deadline = time.monotonic() + seconds

    def ready() -> bool:
        pid = app()
        return (paths.autosave_file.exists() and not (paths.state_dir / MARKER).exists()
                and pid is not None and len(_children(pid)) >= 2)

    while not ready():
        if process.poll() is not None:
            pytest.fail(f"the app ended ({process.returncode}) before it was ready: "
                        f"{process.communicate()[1][-2000:]}")
        if time.monotonic() > deadline:
            process.kill()
            pytest.fail("the app was not ready in time")
        time.sleep(0.1)


@needs_strace
def test_a_slow_fsync_under_the_game_keeper_turns_nothing_off() -> None:
    paths = app_paths()
    env = {**os.environ, "BOULANGER_PLUGIN_WATCHDOG_SECONDS": "1"}
    slow = subprocess.Popen(["strace", "-f", "-qq", "-o", "/dev/null",
                             "-e", "trace=fsync,fdatasync",
                             "-e", "inject=fsync,fdatasync:delay_enter=2500000",
                             _exe(), "--deal", "5", "--play", "2h 3a"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)

    def traced() -> int | None:
        return next(iter(_children(slow.pid)), None)

    _wait_ready(slow, traced)
    app = traced()
    assert app is not None
    os.kill(app, signal.SIGTERM)
    try:
        slow.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        slow.kill()
        pytest.fail("the app under strace did not end")
    hang_file = paths.state_dir / HANG_FILE_NAME
    hangs = hang_file.read_text(errors="replace") if hang_file.exists() else ""
    assert "boulanger" not in hangs, hangs

    again = subprocess.Popen([_exe()], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             env=env)
    _wait_ready(again, lambda: again.pid)
    again.send_signal(signal.SIGTERM)
    _, err = again.communicate(timeout=60)
    assert again.returncode == 0, err
    log = paths.log_file.read_text(errors="replace")
    assert "turned off" not in log.lower(), log[-2000:]
    with closing(sqlite3.connect(paths.stats_db)) as db:
        rows = db.execute("SELECT result, moves FROM games").fetchall()
    assert ("in_progress", 2) in rows, rows
