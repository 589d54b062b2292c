"""A plugin that hangs is named in the log, and the next start turns it off and says why."""

from __future__ import annotations

import importlib
import logging
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from boulanger_qt.api import hookimpl
from boulanger_qt.app.context import HANG_FILE_NAME, build_context
from boulanger_qt.app.settings import app_paths
from boulanger_qt.plugin.hangs import LIMIT_ENV, take_hangs
from boulanger_qt.plugin.host import SHIPPED_PLUGINS, PluginHost

LIMIT = 0.2


@pytest.fixture(autouse=True)
def short_watchdog(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(LIMIT_ENV, str(LIMIT))


def test_a_hook_running_past_the_limit_is_logged_and_recorded(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    ran: list[str] = []

    class Sleepy:
        @hookimpl
        def boulanger_app_ready(self) -> None:
            time.sleep(LIMIT * 5)

    class Quick:
        @hookimpl
        def boulanger_app_ready(self) -> None:
            ran.append("quick")

    hang_file = tmp_path / "hung.txt"
    host = PluginHost(hang_file=hang_file)
    host.register(Quick(), "quick", origin="entry point")
    host.register(Sleepy(), "sleepy", origin="entry point")
    with caplog.at_level(logging.WARNING, logger="boulanger_qt.plugin.host"):
        host.app_ready()
    assert ran == ["quick"]
    messages = [r.getMessage() for r in caplog.records]
    assert any("plugin sleepy has been running boulanger_app_ready" in m for m in messages)
    assert any("plugin sleepy returned from boulanger_app_ready" in m for m in messages)
    assert take_hangs(hang_file) == {"sleepy": "boulanger_app_ready"}
    assert not hang_file.exists()


def test_a_quick_plugin_is_never_recorded(tmp_path: Path) -> None:
    class Quick:
        @hookimpl
        def boulanger_app_ready(self) -> None:
            time.sleep(LIMIT / 10)

    hang_file = tmp_path / "hung.txt"
    host = PluginHost(hang_file=hang_file)
    host.register(Quick(), "quick", origin="entry point")
    for _ in range(3):
        host.app_ready()
    time.sleep(LIMIT * 2)
    assert not hang_file.exists()


def test_an_import_running_past_the_limit_is_recorded(tmp_path: Path) -> None:
    (tmp_path / "slow_import.py").write_text(f"import time\ntime.sleep({LIMIT * 5})\n")
    hang_file = tmp_path / "hung.txt"
    PluginHost(hang_file=hang_file).load_external(tmp_path)
    assert take_hangs(hang_file) == {"slow_import": "import"}


def test_the_apps_own_parts_are_never_recorded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The game keeper stalled by a slow disk, a shipped plugin slow to import (its theme file
    on a slow disk): the watchdog is for third-party code, so none is turned off next time."""

    class Keeper:
        @hookimpl
        def boulanger_app_ready(self) -> None:
            time.sleep(LIMIT * 5)

    hang_file = tmp_path / "hung.txt"
    host = PluginHost(hang_file=hang_file)
    host.register(Keeper(), "boulanger_stats_recorder")  # as the app registers its own parts
    host.app_ready()
    importing = importlib.import_module

    def slow_import(name: str) -> object:
        time.sleep(LIMIT * 5)
        return importing(name)

    monkeypatch.setattr(importlib, "import_module", slow_import)
    host.load_shipped()
    assert [info.name for info in host.plugins()] == sorted([*SHIPPED_PLUGINS, "boulanger_stats_recorder"])
    assert not hang_file.exists()


def test_a_game_keeper_turned_off_by_an_older_watchdog_is_on_again() -> None:
    class Keeper:
        @hookimpl
        def boulanger_app_ready(self) -> None:
            ran.append("keeper")

    ran: list[str] = []
    host = PluginHost()
    host.load_shipped(disabled=["boulanger_stats_recorder", "boulanger_hints"])
    assert host.register(Keeper(), "boulanger_stats_recorder")
    host.app_ready()
    assert ran == ["keeper"]
    assert not any(p.name == "solver" for p in host.ask_hint_providers())  # the player's choice stays


def test_the_next_start_disables_the_hung_plugin_and_says_why() -> None:
    paths = app_paths()
    paths.ensure()
    paths.plugins_dir.mkdir(parents=True, exist_ok=True)
    (paths.plugins_dir / "sleepy.py").write_text(
        "from boulanger_qt.api import hookimpl\n@hookimpl\ndef boulanger_app_ready():\n    pass\n"
    )
    (paths.state_dir / HANG_FILE_NAME).write_text("sleepy\tboulanger_app_ready\t7.0\n")
    context = build_context()
    assert "sleepy" in context.settings.disabled_plugins
    assert {i.name: i.enabled for i in context.host.plugins()}["sleepy"] is False
    told = [p for p in map(str, context.problems._waiting) if "“sleepy”" in p]
    assert len(told) == 1 and "turned off" in told[0] and "boulanger_app_ready" in told[0]
    assert not (paths.state_dir / HANG_FILE_NAME).exists()
    again = build_context()  # it stays off, and is not mentioned again
    assert "sleepy" in again.settings.disabled_plugins
    assert not [p for p in map(str, again.problems._waiting) if "sleepy" in p]


def test_a_damaged_hang_file_is_harmless(tmp_path: Path) -> None:
    hang_file = tmp_path / "hung.txt"
    hang_file.write_bytes(b"\xff\xfe\x00garbage\n\tno name\n" + b"x" * 100_000)
    assert take_hangs(hang_file) == {}


def test_a_plugin_that_hangs_the_app_is_named_and_off_at_the_next_start(tmp_path: Path) -> None:
    exe = shutil.which("boulanger", path=str(Path(sys.executable).parent))
    assert exe is not None
    paths = app_paths()
    paths.ensure()
    paths.plugins_dir.mkdir(parents=True, exist_ok=True)
    (paths.plugins_dir / "forever.py").write_text(
        "import time\nfrom boulanger_qt.api import hookimpl\n"
        "@hookimpl\ndef boulanger_card_themes():\n    while True:\n        time.sleep(1)\n"
    )
    hang_file = paths.state_dir / HANG_FILE_NAME
    process = subprocess.Popen([exe, "--list-themes"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not hang_file.exists() and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.05)
        assert hang_file.exists(), "the watchdog did not record the hung plugin"
    finally:
        process.kill()
        process.communicate()
    assert "forever" in paths.log_file.read_text()
    result = subprocess.run([exe, "--list-themes"], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0
    assert result.stdout.splitlines()[0].startswith("classic\t")
    assert "“forever” was turned off" in result.stderr


class _PoppedMeanwhile(list[object]):
    """The main thread's stack as the monitor may see it: not empty when asked, empty when
    read (the call returned between the two)."""

    def __bool__(self) -> bool:
        return True


def test_a_call_returning_while_the_monitor_looks_is_not_an_error() -> None:
    from boulanger_qt.plugin.watchdog import Watch

    watch = Watch(on_hang=None)
    watch.stack = _PoppedMeanwhile()  # type: ignore[assignment]
    watch.check(time.monotonic() + 3600)  # no IndexError


def test_the_monitor_goes_on_watching_after_a_check_fails() -> None:
    from boulanger_qt.plugin import watchdog

    class Broken:
        limit = 0.1

        def check(self, now: float) -> None:
            raise RuntimeError("a check that fails")

    broken = Broken()
    watchdog._watch_over(broken)  # type: ignore[arg-type]
    stalls: list[float] = []
    heart = watchdog.Heartbeat(stalls.append, limit=0.1)
    try:
        deadline = time.monotonic() + 10
        while not stalls and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        heart.stop()
        watchdog._watched.discard(broken)  # type: ignore[arg-type]
    assert stalls, "the monitor thread stopped at the failing check"
