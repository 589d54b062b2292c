"""A window that stops answering after the start (issue 27 item 2): a plugin hangs in a Qt
slot it scheduled, which no hook call times. The heartbeat notices it, names the plugin in
the start marker, and the next start offers safe mode naming it. The app's own code is
never blamed."""

from __future__ import annotations

import subprocess
import threading
import time
import types
from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from boulanger_qt.app.settings import app_paths
from boulanger_qt.app.start_guard import MARKER, StartGuard
from boulanger_qt.cli.boulanger import main
from boulanger_qt.plugin import watchdog
from boulanger_qt.plugin.hangs import LIMIT_ENV
from boulanger_qt.plugin.watchdog import Heartbeat, plugin_modules, plugin_on_thread

from .test_start_failures import _answer_then_close, _delete_closed_windows, _env, _exe

SLOWPOKE = """\
import time
from PySide6.QtCore import QTimer
from boulanger_qt.api import hookimpl

def never_returns():
    while True:
        time.sleep(0.05)

@hookimpl
def boulanger_app_ready():
    QTimer.singleShot(200, never_returns)
"""


def test_a_plugin_hanging_in_its_own_slot_is_named_and_the_next_start_offers_safe_mode(
        qtbot: QtBot, tmp_path: Path) -> None:
    paths = app_paths()
    paths.plugins_dir.mkdir(parents=True, exist_ok=True)
    (paths.plugins_dir / "slowpoke.py").write_text(SLOWPOKE)
    marker = paths.state_dir / MARKER
    frozen = subprocess.Popen([_exe()], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                              env=_env(**{LIMIT_ENV: "1"}))
    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline and frozen.poll() is None:
            if marker.is_file() and "slowpoke" in marker.read_text(errors="replace"):
                break
            time.sleep(0.1)
        assert frozen.poll() is None, frozen.communicate()[1]  # still frozen: it never ends by itself
    finally:
        frozen.kill()
        frozen.wait()
    assert StartGuard(paths.state_dir).hung_plugin() == "slowpoke"
    assert "plugin slowpoke (never_returns) has kept the window from answering" in paths.log_file.read_text()

    seen: dict[str, str] = {}
    stop = _answer_then_close(qtbot, QMessageBox.ButtonRole.AcceptRole, seen)
    try:
        assert main([]) == 0  # safe mode: the plugin is not loaded, the start ends
    finally:
        stop()
        _delete_closed_windows()
    assert seen["asked"] == "Boulanger stopped answering last time while the plugin “slowpoke” was running."
    assert seen["notice"].startswith("Safe mode: the Classic theme, no third-party plugins")
    assert not marker.exists()


def _parked_in(module_name: str) -> tuple[threading.Thread, threading.Event]:
    """A thread waiting inside a function of a module of that name."""
    module = types.ModuleType(module_name)
    exec("def wait_here(event):\n    event.wait()\n", module.__dict__)
    release = threading.Event()
    thread = threading.Thread(target=module.wait_here, args=(release,), daemon=True)
    thread.start()
    time.sleep(0.05)
    return thread, release


def test_the_plugin_named_is_the_one_whose_code_runs() -> None:
    thread, release = _parked_in("acme_plugin.slots")
    try:
        assert thread.ident is not None
        assert plugin_on_thread(thread.ident, {"acme_plugin": "acme"}) == ("acme", "wait_here")
        assert plugin_on_thread(thread.ident, {"other": "other"}) is None  # no plugin's code: nobody
    finally:
        release.set()


def test_the_apps_own_code_and_the_standard_library_are_never_a_plugin() -> None:
    acme = types.ModuleType("acme_plugin")
    found = plugin_modules([("acme", acme), ("ours", watchdog), ("stdlib", threading),
                            ("an object", Heartbeat(lambda s: None))])
    assert found == {"acme_plugin": "acme"}  # the Heartbeat's class is the app's


def test_the_heartbeat_tells_a_stall_once_until_it_beats_again() -> None:
    stalls: list[float] = []
    heart = Heartbeat(stalls.append, limit=2.0)
    now = heart.last
    heart.check(now + 1.0)
    assert stalls == []
    heart.check(now + 2.5)
    heart.check(now + 4.0)
    assert stalls == [2.5]
    heart.beat()
    heart.check(heart.last + 2.5)
    assert stalls == [2.5, 2.5]
    heart.stop()
    heart.check(heart.last + 10)  # a stopped heart (the app closing) tells nothing
    assert len(stalls) == 2


def test_a_marker_naming_junk_names_no_plugin(tmp_path: Path) -> None:
    guard = StartGuard(tmp_path)
    guard.froze("acme", "slot", 6.0)
    assert guard.hung_plugin() == "acme" and guard.previous_start_failed()
    guard.path.write_bytes(b"pid 1\nhung\t\x00\xff\tslot\t6.0\n")
    assert guard.hung_plugin() is None and guard.previous_start_failed()
    guard.begin()
    assert guard.hung_plugin() is None
