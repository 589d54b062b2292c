"""Starts that go wrong: no display, a missing library, a full disk, an exception in a
slot, a start killed before the board appeared (safe mode)."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from boulanger_qt.api import hookimpl
from boulanger_qt.app.context import build_context
from boulanger_qt.app.settings import app_paths
from boulanger_qt.app.start_guard import MARKER, StartGuard
from boulanger_qt.app.storage.autosave import save_game
from boulanger_qt.cli.boulanger import main
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session
from boulanger_qt.support.atomic import (
    STALE_AFTER,
    is_our_temp_name,
    remove_stale_temp_files,
    write_text_atomic,
)
from boulanger_qt.support.display_check import NO_DISPLAY, missing_library, window_problem
from boulanger_qt.ui.start import StartUp
from boulanger_qt.ui.window import MainWindow

from .safe_mode_start import start_answering

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="xcb is Linux only")


def _exe() -> str:
    exe = shutil.which("boulanger", path=str(Path(sys.executable).parent))
    assert exe is not None
    return exe


def _env(**changes: str | None) -> dict[str, str]:
    env = dict(os.environ)
    for key, value in changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def _lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


# --- no window possible ----------------------------------------------------------------

def test_window_problem_knows_when_qt_would_fail() -> None:
    if not sys.platform.startswith("linux"):
        assert window_problem({}) is None
        return
    assert window_problem({}) == NO_DISPLAY
    assert window_problem({"QT_QPA_PLATFORM": "xcb"}) == NO_DISPLAY
    assert window_problem({"QT_QPA_PLATFORM": "offscreen"}) is None
    assert window_problem({"WAYLAND_DISPLAY": "wayland-0"}) is None


@linux_only
def test_no_display_is_one_line_exit_1_and_no_lock_left() -> None:
    paths = app_paths()
    result = subprocess.run([_exe()], capture_output=True, text=True, timeout=120,
                            env=_env(DISPLAY=None, WAYLAND_DISPLAY=None, QT_QPA_PLATFORM=None))
    assert result.returncode == 1
    assert _lines(result.stderr) == [f"boulanger: cannot open a window: {NO_DISPLAY}"]
    assert not paths.lock_file.exists() and not (paths.state_dir / MARKER).exists()


@linux_only
def test_a_display_that_cannot_be_reached_is_one_line_exit_1_and_no_lock_left() -> None:
    if window_problem({"DISPLAY": ":65000"}) is not None:
        pytest.skip("the xcb plugin cannot load here at all")
    paths = app_paths()
    result = subprocess.run([_exe(), "--deal", "1"], capture_output=True, text=True, timeout=120,
                            env=_env(DISPLAY=":65000", WAYLAND_DISPLAY=None, QT_QPA_PLATFORM="xcb"))
    assert result.returncode == 1, result.stderr
    assert _lines(result.stderr) == ["boulanger: cannot open a window: could not connect to display :65000"]
    assert not paths.lock_file.exists() and not (paths.state_dir / MARKER).exists()
    assert "cannot open a window" in paths.log_file.read_text()


@linux_only
@pytest.mark.skipif(shutil.which("cc") is None, reason="needs a C compiler to build a test library")
def test_the_library_that_is_really_missing_is_named(tmp_path: Path) -> None:
    """A plugin that needs a library that is gone: the loader names that library."""
    (tmp_path / "gone.c").write_text("int gone(void) { return 1; }\n")
    (tmp_path / "plugin.c").write_text("int gone(void);\nint plugin(void) { return gone(); }\n")
    subprocess.run(["cc", "-shared", "-fPIC", "-o", "libgone.so.7", "-Wl,-soname,libgone.so.7", "gone.c"],
                   cwd=tmp_path, check=True)
    subprocess.run(["cc", "-shared", "-fPIC", "-o", "libplugin.so", "plugin.c", "-L.", "-l:libgone.so.7",
                    "-Wl,-rpath,$ORIGIN"], cwd=tmp_path, check=True)
    plugin = tmp_path / "libplugin.so"
    gone = tmp_path / "libgone.so.7"
    library = gone.read_bytes()
    gone.unlink()
    assert missing_library(plugin) == "the system library libgone.so.7 is missing"
    gone.write_text("not a library")
    assert str(missing_library(plugin)).startswith("the system library libgone.so.7 cannot be loaded (")
    gone.write_bytes(library)
    assert missing_library(plugin) is None


# --- the log on a full disk ------------------------------------------------------------

@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="needs RLIMIT_FSIZE as Linux has it")
def test_a_log_that_cannot_be_written_is_told_once(tmp_path: Path) -> None:
    import resource

    paths = app_paths()
    paths.ensure()
    limit = 300_000  # the log file is already this big: every write to it fails
    paths.log_file.write_bytes(b"x" * limit)
    paths.settings_file.write_text("cells = [")  # each of these logs an error
    paths.autosave_file.write_text("{")

    def small_files() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    result = subprocess.run([_exe(), "--screenshot", str(tmp_path / "b.png")], capture_output=True,
                            text=True, timeout=120, preexec_fn=small_files)
    assert result.returncode == 0, result.stderr
    assert "Logging error" not in result.stderr and "Traceback" not in result.stderr
    told = [line for line in _lines(result.stderr) if line.startswith("boulanger: The log file")]
    assert len(told) == 1 and "File too large" in told[0]
    assert "autosave.json" in result.stderr  # the player still hears of the damaged save


def test_a_log_path_that_is_a_pipe_is_not_opened() -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    paths = app_paths()
    paths.ensure()
    os.mkfifo(paths.log_file)
    result = subprocess.run([_exe(), "--list-themes"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and result.stdout.startswith("classic")


# --- temp files of interrupted writes --------------------------------------------------

def test_leftover_temp_files_are_removed_and_fresh_ones_kept(tmp_path: Path) -> None:
    old = tmp_path / ".autosave.json.k2j4_x9a.tmp"
    fresh = tmp_path / ".settings.toml.abcd1234.tmp"
    other = tmp_path / ".mine.tmp"
    for path in (old, fresh, other):
        path.write_text("half")
    past = time.time() - STALE_AFTER - 10
    os.utime(old, (past, past))
    os.utime(other, (past, past))
    assert remove_stale_temp_files([tmp_path, tmp_path / "missing"]) == 1
    assert not old.exists() and fresh.exists() and other.exists()
    write_text_atomic(tmp_path / "a.txt", "x")
    assert sorted(p.name for p in tmp_path.iterdir()) == [".mine.tmp", ".settings.toml.abcd1234.tmp", "a.txt"]


# Names near ours: the parts of `.<name>.<8 random characters>.tmp`, and what breaks them.
_NAME_PARTS = st.lists(st.sampled_from([".", "tmp", ".tmp", "k2j4_x9a", "abcd1234", "ABCD1234", "_", "a",
                                        "\n", "-", "é", "autosave.json", "12345678"]), max_size=6)


@given(_NAME_PARTS.map("".join))
def test_a_temp_file_is_ours_when_named_as_mkstemp_names_ours(name: str) -> None:
    assert is_our_temp_name(name) is bool(re.fullmatch(r"\..+\.[a-z0-9_]{8}\.tmp", name))


def test_the_app_removes_leftover_temp_files_at_start(tmp_path: Path) -> None:
    paths = app_paths()
    paths.ensure()
    leftovers = [folder / f".autosave.json.{n}bcdefgh.tmp" for n, folder in
                 enumerate((paths.state_dir, paths.config_dir, paths.data_dir))]
    past = time.time() - 3600
    for path in leftovers:
        path.write_text("{")
        os.utime(path, (past, past))
    assert main(["--deal", "1", "--screenshot", str(tmp_path / "b.png")]) == 0
    assert not any(path.exists() for path in leftovers)


# --- exceptions in the UI --------------------------------------------------------------

def _delete_closed_windows() -> None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and not widget.isVisible():
            widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def _visible_window() -> MainWindow:
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())


@pytest.mark.qt_no_exception_capture
@pytest.mark.usefixtures("qapp")
def test_a_raising_slot_reaches_the_log_and_the_notice() -> None:
    context = build_context(external_plugins=False)
    from boulanger_qt.support.logs import setup_logging

    setup_logging(context.paths.log_file)
    seen: dict[str, str] = {}

    def broken_slot() -> None:
        raise RuntimeError("the button's slot broke")

    def look_and_close() -> None:
        seen["notice"] = _visible_window().notice.label.text()
        QApplication.closeAllWindows()

    class RaiseTwiceThenLook:
        @hookimpl
        def boulanger_app_ready(self) -> None:
            QTimer.singleShot(0, broken_slot)
            QTimer.singleShot(0, broken_slot)  # the same failure again: told once
            QTimer.singleShot(50, look_and_close)

    context.host.register(RaiseTwiceThenLook(), "raise_twice_then_look")
    previous = sys.excepthook
    assert StartUp(context).open_board(Session.new_deal(860, 4), False, []) == 0
    _delete_closed_windows()
    assert sys.excepthook is previous  # the app's hook is gone with the app
    assert seen["notice"].startswith("Something went wrong: RuntimeError: the button's slot broke")
    assert "details in the log" in seen["notice"]
    assert seen["notice"].count("Something went wrong") == 1
    log = context.paths.log_file.read_text()
    assert "Traceback" in log and "in broken_slot" in log and "unexpected error (again)" in log


# --- a start that never reached the board: safe mode -----------------------------------

KILLER = "KILL_BOULANGER_WHEN"


def _install_plugin(note: Path) -> None:
    """A user plugin that notes it was loaded; it kills its process (like a crash) at the
    moment named by $KILL_BOULANGER_WHEN, and otherwise closes the app once it is ready."""
    paths = app_paths()
    paths.plugins_dir.mkdir(parents=True, exist_ok=True)
    (paths.plugins_dir / "crashing.py").write_text(
        "import os, signal\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from boulanger_qt.api import hookimpl\n"
        f"with open({str(note)!r}, 'a') as f:\n"
        "    f.write('loaded\\n')\n"
        "def die():\n"
        "    os.kill(os.getpid(), signal.SIGKILL)\n"
        "@hookimpl\n"
        "def boulanger_app_ready():\n"
        f"    when = os.environ.get({KILLER!r})\n"
        "    if when == 'starting':\n"
        "        die()\n"
        "    elif when == 'playing':\n"
        "        QTimer.singleShot(0, die)\n"
        "    else:\n"
        "        QTimer.singleShot(0, QApplication.closeAllWindows)\n"
    )


def _save_a_game() -> bytes:
    paths = app_paths()
    paths.ensure()
    game = Session.new_deal(5, 4)
    game.play(Move.parse("1a"))
    save_game(paths.autosave_file, game)
    return paths.autosave_file.read_bytes()


def _answer_then_close(qtbot: QtBot, answer: QMessageBox.ButtonRole | None,
                       seen: dict[str, str]) -> Callable[[], None]:
    """Poll the running app: answer the safe-mode question, then note the notice and close."""
    def poll() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.objectName() == "safeModeQuestion":
            seen["asked"] = box.text()
            button = next(b for b in box.buttons() if box.buttonRole(b) == answer)
            button.click()
            return
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        if windows and not (app_paths().state_dir / MARKER).exists():  # the start is over
            seen["notice"] = windows[0].notice.label.text() if windows[0].notice.isVisible() else ""
            seen["theme"] = windows[0].scene.renderer.theme.name
            QApplication.closeAllWindows()
            timer.stop()

    timer = QTimer()
    timer.timeout.connect(poll)
    timer.start(50)
    return timer.stop


def test_a_start_killed_before_the_board_offers_safe_mode(qtbot: QtBot, tmp_path: Path) -> None:
    paths = app_paths()
    saved = _save_a_game()
    paths.settings_file.write_text('theme = "four_colour"\n')
    note = tmp_path / "plugin.txt"
    _install_plugin(note)
    crashed = subprocess.run([_exe()], capture_output=True, text=True, timeout=120,
                             env=_env(**{KILLER: "starting"}))
    assert crashed.returncode == -signal.SIGKILL
    assert StartGuard(paths.state_dir).previous_start_failed()
    assert note.read_text() == "loaded\n"

    seen: dict[str, str] = {}
    stop = _answer_then_close(qtbot, QMessageBox.ButtonRole.AcceptRole, seen)
    try:
        assert main([]) == 0
    finally:
        stop()
        _delete_closed_windows()
    assert seen["asked"] == "Boulanger did not finish starting last time."
    assert seen["notice"].startswith("Safe mode: the Classic theme, no third-party plugins")
    assert "Your saved game was kept as autosave.json.bad." in seen["notice"]
    assert seen["theme"] == "classic"
    assert note.read_text() == "loaded\n"  # the plugin was not loaded again
    kept = json.loads((paths.state_dir / "autosave.json.bad").read_text())  # kept, not deleted
    assert (kept["deal"], kept["commands"]) == (5, ["1a"]) and saved
    assert 'theme = "four_colour"' in paths.settings_file.read_text()  # the player's theme stays
    assert not StartGuard(paths.state_dir).previous_start_failed()  # this start went through


def test_declining_safe_mode_starts_normally(qtbot: QtBot, tmp_path: Path) -> None:
    paths = app_paths()
    saved = _save_a_game()
    paths.ensure()
    StartGuard(paths.state_dir).begin()  # as a killed start leaves it
    seen: dict[str, str] = {}
    stop = _answer_then_close(qtbot, QMessageBox.ButtonRole.RejectRole, seen)
    try:
        assert main([]) == 0
    finally:
        stop()
        _delete_closed_windows()
    assert "asked" in seen and not seen["notice"].startswith("Safe mode")
    assert not (paths.state_dir / "autosave.json.bad").exists()
    assert paths.autosave_file.exists() and saved  # resumed, still saved
    assert not StartGuard(paths.state_dir).previous_start_failed()


def test_a_crash_in_the_middle_of_play_does_not_offer_safe_mode(tmp_path: Path) -> None:
    paths = app_paths()
    _install_plugin(tmp_path / "plugin.txt")
    crashed = subprocess.run([_exe(), "--deal", "860", "--play", "6a"], capture_output=True, text=True,
                             timeout=120, env=_env(**{KILLER: "playing"}))
    assert crashed.returncode == -signal.SIGKILL
    assert not StartGuard(paths.state_dir).previous_start_failed()
    assert paths.autosave_file.exists()  # the game was saved before the crash


def test_safe_mode_on_purpose(qtbot: QtBot, tmp_path: Path) -> None:
    paths = app_paths()
    saved = _save_a_game()
    paths.settings_file.write_text('theme = "four_colour"\n')
    note = tmp_path / "plugin.txt"
    _install_plugin(note)
    seen: dict[str, str] = {}
    stop = _answer_then_close(qtbot, None, seen)
    try:
        assert main(["--safe-mode"]) == 0
    finally:
        stop()
        _delete_closed_windows()
    assert "asked" not in seen and seen["theme"] == "classic"
    assert seen["notice"].startswith("Safe mode")
    assert not note.exists()  # no third-party plugin ran
    assert (paths.state_dir / "autosave.json.bad").read_bytes() == saved


# --- what sits where the lock goes ---------------------------------------------------

@pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(), reason="POSIX only")
@pytest.mark.parametrize("kind", ["named pipe", "link to /dev/zero", "folder", "garbage"])
def test_a_lock_that_is_no_lock_is_moved_aside_and_the_game_owned(qapp: QApplication, kind: str) -> None:
    from boulanger_qt.support.file_lock import InstanceLock

    paths = app_paths()
    paths.ensure()
    if kind == "named pipe":
        os.mkfifo(paths.lock_file)
    elif kind == "link to /dev/zero":
        paths.lock_file.symlink_to("/dev/zero")
    elif kind == "folder":
        paths.lock_file.mkdir()
    else:
        paths.lock_file.write_bytes(b"\x89garbage\n" * 100)
    lock = InstanceLock(paths.lock_file)  # would block on a pipe or /dev/zero
    try:
        assert lock.owner  # garbage was once taken for another copy's lock, for ever
    finally:
        lock.release()
    # A regular file is a lock file whatever it holds (the kernel's lock is the lock);
    # anything else is moved aside.
    assert os.path.lexists(paths.state_dir / "boulanger.lock.bad") == (kind != "garbage")


_HOLDER = (
    "import sys, time\n"
    "from pathlib import Path\n"
    "from boulanger_qt.support.file_lock import InstanceLock\n"
    "lock = InstanceLock(Path(sys.argv[1]))\n"
    "print(lock.owner, flush=True)\n"
    "time.sleep(120)\n"
)


def _holder(path: Path) -> subprocess.Popen[str]:
    """Another running copy: a process that holds the lock until it is killed."""
    holder = subprocess.Popen([sys.executable, "-c", _HOLDER, str(path)], stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None
    assert holder.stdout.readline().strip() == "True"
    return holder


def test_a_lock_of_a_running_copy_is_left_alone() -> None:
    from boulanger_qt.support.file_lock import InstanceLock

    paths = app_paths()
    paths.ensure()
    holder = _holder(paths.lock_file)
    try:
        assert not InstanceLock(paths.lock_file).owner
        assert not (paths.state_dir / "boulanger.lock.bad").exists()
    finally:
        holder.kill()
        holder.wait()


def test_a_lock_whose_owner_was_killed_is_taken_at_once() -> None:
    from boulanger_qt.support.file_lock import InstanceLock

    paths = app_paths()
    paths.ensure()
    holder = _holder(paths.lock_file)
    holder.kill()  # SIGKILL: no clean-up of its own
    holder.wait()
    lock = InstanceLock(paths.lock_file)
    try:
        assert lock.owner
    finally:
        lock.release()


@linux_only
def test_a_dead_owners_pid_reused_by_a_process_of_the_same_name_is_no_lock() -> None:
    """The lock names the process that held it; a process that now has that id, even with
    the same program name (python3, as the app runs from a source install), holds nothing."""
    from boulanger_qt.support.file_lock import InstanceLock

    paths = app_paths()
    paths.ensure()
    same_name = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        # What a QLockFile wrote for its owner: pid, program name, host name.
        program = Path(os.readlink(f"/proc/{same_name.pid}/exe")).name
        paths.lock_file.write_text(f"{same_name.pid}\n{program}\n{os.uname().nodename}\n")
        lock = InstanceLock(paths.lock_file)
        try:
            assert lock.owner
        finally:
            lock.release()
    finally:
        same_name.kill()
        same_name.wait()


# --- never a traceback -------------------------------------------------------------------

@pytest.mark.parametrize(("error", "line"), [
    (ImportError("libxcb.so.1: cannot open shared object file: No such file or directory"),
     "boulanger: cannot start: the system library libxcb.so.1 is missing; Qt needs it"),
    (RuntimeError("the unexpected\nhappened"),
     "boulanger: error: something went wrong (RuntimeError: the unexpected\\nhappened); details in the log"),
])
def test_an_unexpected_failure_is_one_line_and_exit_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], error: Exception, line: str
) -> None:
    import boulanger_qt.cli.boulanger as cli

    def fail(argv: object) -> int:
        raise error

    monkeypatch.setattr(cli, "run", fail)
    assert main([]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(line)


def test_without_fonts_the_player_hears_it_on_stderr(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from PySide6.QtGui import QFontMetrics

    from boulanger_qt.ui import app_window

    app_window.warn_without_fonts()
    assert capsys.readouterr().err == ""  # this machine has fonts
    monkeypatch.setattr(QFontMetrics, "inFont", lambda self, ch: False)
    app_window.warn_without_fonts()
    assert capsys.readouterr().err == f"boulanger: {app_window.NO_FONTS}\n"


@pytest.mark.parametrize(("lang", "asked", "answer", "chosen"), [
    ("sk", "Minule sa Boulanger nespustil až do konca.", "Spustiť v núdzovom režime", True),
    ("fr", "Boulanger n’a pas fini de démarrer la dernière fois.", "Démarrer normalement", False),
])
def test_the_safe_mode_question_speaks_the_language_and_knows_the_answer_by_its_role(
        qtbot: QtBot, lang: str, asked: str, answer: str, chosen: bool) -> None:
    from boulanger_qt.app.settings import Settings, save_settings

    paths = app_paths()
    paths.ensure()
    save_settings(paths.settings_file, Settings(language=lang))
    StartGuard(paths.state_dir).begin()  # as a killed start leaves it
    seen = start_answering(paths, lambda box: next(b for b in box.buttons() if b.text() == answer))
    assert seen["asked"] == asked
    assert seen["notice"].startswith(("Núdzový režim", "Mode sans échec")) is chosen


@pytest.mark.parametrize(("lang", "notice"), [
    ("sk", "Súbor s nastaveniami bol poškodený (settings.toml nie je platný TOML: chyba na riadku 1, na "
           "pozícii 10); platia predvolené nastavenia. Súbor sa ponechal ako settings.toml.bad."),
    ("fr", "Le fichier des paramètres était endommagé (settings.toml n’est pas du TOML valide : une erreur "
           "à la ligne 1, colonne 10) ; les paramètres par défaut sont utilisés. Le fichier a été "
           "conservé sous le nom settings.toml.bad."),
])
def test_a_damaged_settings_file_is_told_once_in_the_players_language(
        qtbot: QtBot, lang: str, notice: str) -> None:
    paths = app_paths()
    paths.ensure()
    paths.settings_file.write_text("cells = [unclosed\n")
    seen: list[str] = []

    def look_then_close() -> None:
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        if windows and not (paths.state_dir / MARKER).exists():  # the start is over
            seen.append(windows[0].notice.label.text() if windows[0].notice.isVisible() else "")
            QApplication.closeAllWindows()
            timer.stop()

    timer = QTimer()
    timer.timeout.connect(look_then_close)
    timer.start(50)
    try:
        assert main(["--language", lang]) == 0
    finally:
        timer.stop()
        _delete_closed_windows()
        from boulanger_qt.ui import language

        language.install("en")
    assert seen == [notice]  # in the language asked for, once


# --- what sits where the start marker goes ----------------------------------------------

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX only")
@pytest.mark.parametrize("kind", ["named pipe", "link to /dev/zero", "folder"])
def test_a_start_marker_that_is_no_file_offers_no_safe_mode_and_never_blocks(kind: str) -> None:
    from boulanger_qt.app.start_guard import StartGuard

    paths = app_paths()
    paths.ensure()
    marker = paths.state_dir / MARKER
    if kind == "named pipe":
        os.mkfifo(marker)
    elif kind == "link to /dev/zero":
        marker.symlink_to("/dev/zero")
    else:
        marker.mkdir()
    guard = StartGuard(paths.state_dir)
    assert not guard.previous_start_failed()  # a folder once offered safe mode at every start
    guard.begin()  # once blocked writing into the pipe
    assert marker.is_file() and not marker.is_symlink()
    assert StartGuard(paths.state_dir).previous_start_failed()
    guard.finished()
    assert not os.path.lexists(marker)
