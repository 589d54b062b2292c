"""SIGTERM (a session ending, `kill`, systemd) and SIGINT (Ctrl+C) close the app as a
window close does: the game saved, the solver worker stopped, the lock released, exit
status 0, nothing on stderr; the next start resumes the same game."""

from __future__ import annotations

import json
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
from PySide6.QtCore import QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox
from pytestqt.qtbot import QtBot

from boulanger_qt.app.settings import app_paths
from boulanger_qt.app.start_guard import MARKER, StartGuard
from boulanger_qt.ui.quit_signals import SignalQuit, quit_signals

posix = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
posix_only = pytest.mark.skipif(sys.platform == "win32" or not Path("/proc/self/stat").exists(),
                                reason="POSIX signals, processes seen in /proc")
MOVES = "2h 3a"


def _exe() -> str:
    exe = shutil.which("boulanger", path=str(Path(sys.executable).parent))
    assert exe is not None
    return exe


def _children(pid: int) -> set[int]:
    """The processes whose parent is `pid` (the solver worker, the resource tracker)."""
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rpartition(")")[2].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.add(int(stat.parent.name))
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except OSError:
        return False
    return state != "Z"


def _wait_for(check: Callable[[], bool], what: str, process: subprocess.Popen[str],
              seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        if process.poll() is not None:
            pytest.fail(f"the app ended (status {process.returncode}) before {what}: "
                        f"{process.communicate()[1]}")
        if time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"no {what} after {seconds} s")
        time.sleep(0.05)


def _saved() -> dict[str, object]:
    data = json.loads(app_paths().autosave_file.read_text())
    assert isinstance(data, dict)
    return data


def _start(*args: str) -> tuple[subprocess.Popen[str], set[int]]:
    """The app started and ready: the board shown, the game saved, the solver worker up
    (the winnability check starts it right after the first paint)."""
    paths = app_paths()
    process = subprocess.Popen([_exe(), *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, start_new_session=True)
    _wait_for(lambda: paths.autosave_file.exists() and not (paths.state_dir / MARKER).exists(),
              "board ready", process)
    _wait_for(lambda: len(_children(process.pid)) >= 2, "solver worker", process)
    return process, _children(process.pid)


def _stop(process: subprocess.Popen[str], signum: int, whole_group: bool) -> str:
    if whole_group:  # Ctrl+C in a terminal: the whole foreground process group
        os.killpg(process.pid, signum)
    else:
        process.send_signal(signum)
    try:
        _, err = process.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        pytest.fail("the app did not end within 30 s of the signal")
    return err


def _stats_rows() -> list[tuple[str, str, int]]:
    with closing(sqlite3.connect(app_paths().stats_db)) as db:
        return db.execute("SELECT id, result, moves FROM games").fetchall()


@posix_only
@pytest.mark.parametrize(("signum", "whole_group"), [
    (signal.SIGTERM, False), (signal.SIGINT, True), (signal.SIGHUP, False)],
    ids=["SIGTERM", "Ctrl+C", "SIGHUP"])
def test_a_quit_signal_closes_the_app_as_a_window_close_does(signum: int, whole_group: bool) -> None:
    paths = app_paths()
    process, helpers = _start("--deal", "5", "--play", MOVES)
    err = _stop(process, signum, whole_group)
    assert process.returncode == 0, err
    assert err == ""  # no traceback, no "leaked semaphore" warning from the resource tracker
    deadline = time.monotonic() + 5
    while any(_alive(pid) for pid in helpers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_alive(pid) for pid in helpers), "the solver worker outlived the app"
    assert not paths.lock_file.exists()  # released
    saved = _saved()
    assert (saved["deal"], saved["commands"]) == (5, MOVES.split())
    assert _stats_rows() == [(saved["id"], "in_progress", 2)]
    log = paths.log_file.read_text()
    assert f"{signal.Signals(signum).name} received" in log

    again, _ = _start()  # the next start resumes the same game
    err = _stop(again, signal.SIGTERM, False)
    assert (again.returncode, err) == (0, "")
    resumed = _saved()
    assert (resumed["id"], resumed["deal"], resumed["commands"]) == (saved["id"], 5, MOVES.split())
    assert _stats_rows() == [(saved["id"], "in_progress", 2)]


@posix
def test_a_dialog_open_when_the_signal_comes_is_closed_first(qtbot: QtBot, qapp: QApplication) -> None:
    """The session ends while a question waits for the player: the question is closed,
    then the window, then the event loop; nothing waits for an answer that never comes."""
    closed: list[str] = []

    class Window(QMainWindow):
        def closeEvent(self, event: QCloseEvent) -> None:
            closed.append("window")

    window = Window()
    qtbot.addWidget(window)
    window.show()
    quits: list[bool] = []
    handler = SignalQuit(qapp, end=lambda: quits.append(True))
    box = QMessageBox(QMessageBox.Icon.Question, "Boulanger", "Abandon this game?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, window)
    before = {number: signal.getsignal(number) for number in quit_signals()}
    handler.install()
    try:
        QTimer.singleShot(50, lambda: os.kill(os.getpid(), signal.SIGTERM))
        answer = box.exec()  # a nested event loop, as the app's questions run
        closed.append(f"dialog {answer}")
        qtbot.waitUntil(lambda: bool(quits), timeout=5000)
    finally:
        handler.uninstall()
        for number, previous in before.items():  # this process goes on with its tests
            signal.signal(number, previous)
    assert closed[0].startswith("dialog")
    assert "window" in closed
    assert not window.isVisible()
    assert quits == [True]
    assert handler.received == [signal.SIGTERM]


@posix_only
@pytest.mark.parametrize(("signum", "whole_group"), [(signal.SIGTERM, False), (signal.SIGINT, True)],
                         ids=["SIGTERM", "Ctrl+C"])
def test_a_quit_signal_during_the_safe_mode_question_ends_the_start_cleanly(
    signum: int, whole_group: bool
) -> None:
    """The question comes before any window; a session ending (or Ctrl+C) then closes it and
    ends the start with status 0: no window, nothing on stderr, the lock released, and the
    question still to be asked next time (it was not answered)."""
    paths = app_paths()
    paths.ensure()
    StartGuard(paths.state_dir).begin()  # as a start that never reached the board leaves it
    process = subprocess.Popen([_exe(), "--deal", "5"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, start_new_session=True)
    _wait_for(lambda: paths.log_file.exists() and "offering safe mode" in paths.log_file.read_text(),
              "the safe-mode question", process)
    time.sleep(0.3)  # the question's own event loop is running
    err = _stop(process, signum, whole_group)
    assert (process.returncode, err) == (0, "")
    assert not paths.lock_file.exists()
    assert StartGuard(paths.state_dir).previous_start_failed()  # not answered: asked again
    assert not paths.autosave_file.exists()  # no board was opened
    assert f"{signal.Signals(signum).name} received" in paths.log_file.read_text()


def test_an_app_that_ends_in_order_before_its_start_is_over_is_no_failed_start(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A quit signal (or a window closed at once) can end the event loop before the start's
    last step has run: the app still ended in order, so the next start offers no safe mode."""
    from boulanger_qt.cli.boulanger import main
    from boulanger_qt.ui import start as start_up

    seen: list[bool] = []

    def ended_early(*args: object, **kwargs: object) -> int:
        seen.append(StartGuard(app_paths().state_dir).previous_start_failed())
        return 0  # the event loop ended before `on_ready` ran

    monkeypatch.setattr(start_up.StartUp, "open_board", ended_early)
    assert main(["--deal", "5"]) == 0
    assert seen == [True]  # the marker was there while the start ran
    assert not StartGuard(app_paths().state_dir).previous_start_failed()


@posix
def test_a_quit_signal_before_the_application_exists_ends_the_start_before_any_window(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """SIGTERM while the saved game is read (no Qt object yet): noted, and the start ends
    in order once the application exists, status 0, with no window built and no marker."""
    from boulanger_qt.cli.boulanger import main
    from boulanger_qt.ui import start as start_up

    built: list[bool] = []
    monkeypatch.setattr("boulanger_qt.ui.window.MainWindow", lambda *args: built.append(True))
    real_read = start_up.read_saved_game

    def read_then_signalled(context: object) -> object:
        os.kill(os.getpid(), signal.SIGTERM)
        return real_read(context)  # type: ignore[arg-type]

    monkeypatch.setattr(start_up, "read_saved_game", read_then_signalled)
    before = {number: signal.getsignal(number) for number in quit_signals()}
    unnoted: list[int] = []
    signal.signal(signal.SIGTERM, lambda number, frame: unnoted.append(number))  # (not the end
    try:  # of this test process if the start does not note it)
        assert main(["--deal", "5"]) == 0
    finally:
        for number, previous in before.items():
            signal.signal(number, previous)
    assert unnoted == []
    assert built == []
    assert not StartGuard(app_paths().state_dir).previous_start_failed()
    assert not app_paths().lock_file.exists()
    assert "a quit signal came before the window opened" in app_paths().log_file.read_text()


@posix_only
def test_a_signal_ignored_by_the_parent_stays_ignored_for_the_whole_run() -> None:
    """`nohup boulanger &`: closing the terminal sends SIGHUP, which nohup asked to ignore;
    the app once re-armed it with its window's handler and closed."""
    paths = app_paths()
    process = subprocess.Popen([_exe(), "--deal", "5"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, start_new_session=True,
                               preexec_fn=lambda: signal.signal(signal.SIGHUP, signal.SIG_IGN))
    _wait_for(lambda: paths.autosave_file.exists() and not (paths.state_dir / MARKER).exists(),
              "board ready", process)
    process.send_signal(signal.SIGHUP)
    time.sleep(1.0)
    assert process.poll() is None, "the app ended on a SIGHUP its parent had it ignore"
    err = _stop(process, signal.SIGTERM, False)
    assert (process.returncode, err) == (0, "")


@posix_only
def test_a_plugins_thread_does_not_keep_the_app_alive_and_is_named(tmp_path: Path) -> None:
    """A plugin starts a thread that never ends (not a daemon): the app still ends when its
    window closes, and says whose thread it was."""
    paths = app_paths()
    paths.plugins_dir.mkdir(parents=True, exist_ok=True)
    (paths.plugins_dir / "lingering.py").write_text(
        "import threading, time\n"
        "from boulanger_qt.api import hookimpl\n"
        "def forever():\n"
        f"    open({str(tmp_path / 'running')!r}, 'w').close()\n"
        "    while True:\n"
        "        time.sleep(0.1)\n"
        "@hookimpl\n"
        "def boulanger_app_ready():\n"
        "    threading.Thread(target=forever, name='poller').start()\n"
    )
    process = subprocess.Popen([_exe(), "--deal", "5"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, start_new_session=True)
    _wait_for((tmp_path / "running").exists, "the plugin's thread", process)
    started = time.monotonic()
    err = _stop(process, signal.SIGTERM, False)
    assert process.returncode == 0, err
    assert time.monotonic() - started < 20
    assert "lingering left a thread running (poller)" in err
    assert "lingering left the thread 'poller' running" in paths.log_file.read_text()
