"""A start paints its board from the remembered theme, before the plugin host exists; after
the plugins load the board shows exactly the theme their catalog gives, told as the full
start tells it. Explicit themes, safe mode and screenshots keep the full start."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boulanger_qt.app.context import AppContext, build_context
from boulanger_qt.app.settings import app_paths, load_settings, save_settings
from boulanger_qt.app.theme_record import record_path
from boulanger_qt.cli.boulanger import main
from boulanger_qt.core.session import Session
from boulanger_qt.support.problems import Problem
from boulanger_qt.ui import card_theme
from boulanger_qt.ui import start as start_up
from boulanger_qt.ui.board.card_cache import CardImageCache
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.window import MainWindow

from .conftest import Board

ROOT = Path(__file__).resolve().parents[2]
CLASSIC = ROOT / "plugins" / "boulanger_classic" / "theme"
PLUGIN_THEME = """\
from pathlib import Path
from typing import Any
from boulanger_qt.api import CardTheme, hookimpl

@hookimpl
def boulanger_card_themes():
    return [CardTheme.from_directory(Path({folder!r}))]
"""


def host_started(context: AppContext) -> bool:
    return context._host is not None  # the plugin host made (the app never asks)


def theme_folder(parent: Path, name: str) -> Path:
    """`parent/name`: a copy of Classic named `name`."""
    folder = parent / name
    folder.mkdir(parents=True)
    shutil.copy(CLASSIC / "cards.svg", folder / "cards.svg")
    (folder / "theme.toml").write_text(f'name = "{name}"\nsvg = "cards.svg"\n')
    return folder


class Start:
    """One interactive start, as `boulanger` runs it (no instance lock: the test owns
    the saved game); notes what the window showed at its first paint and closes the
    window once the start is over."""

    def __init__(self, context: AppContext, request: start_up.StartRequest | None = None) -> None:
        self.context = context
        self.request = request or start_up.StartRequest(deal=860, cells=4)
        self.steps: list[str] = []
        self.at_paint: dict[str, object] = {}
        self.told: list[str] = []
        self.theme = ""
        self.windows: list[MainWindow] = []

    def run(self) -> None:
        context, steps = self.context, self.steps
        real_tell, real_build = context.problems.tell, MainWindow
        real_finish = start_up.StartUp.finish_start

        def tell(told: Problem, **kwargs: bool) -> None:
            self.told.append(str(told))
            real_tell(told, **kwargs)

        def build(ctx: AppContext, session: Session, renderer: CardRenderer) -> MainWindow:
            window = real_build(ctx, session, renderer)
            _Painted(window, self)
            self.windows.append(window)
            return window

        def finish(start: start_up.StartUp, window: MainWindow, *args: Any) -> None:
            steps.append(f"host made before: {host_started(context)}")
            real_finish(start, window, *args)
            self.theme = window.scene.renderer.theme.name
            steps.append("started")
            QTimer.singleShot(0, window.close)

        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(context.problems, "tell", tell)
            patch.setattr("boulanger_qt.ui.window.MainWindow", build)
            patch.setattr(start_up.StartUp, "finish_start", finish)
            assert start_up.StartUp(context, self.request, None).run() == 0
        for window in self.windows:
            window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


class _Painted(QObject):
    def __init__(self, window: MainWindow, start: Start) -> None:
        super().__init__(window)
        self._window, self._start = window, start
        window.view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and "paint" not in self._start.steps:
            self._start.steps.append("paint")
            self._start.at_paint.update(host=host_started(self._start.context),
                                        theme=self._window.scene.renderer.theme.name,
                                        renders=self._window.scene.renderer.renders)
        return False


@pytest.fixture
def settings_file() -> Iterator[Path]:
    paths = app_paths()
    paths.ensure()
    yield paths.settings_file


def _set(settings_file: Path, **changes: Any) -> None:
    save_settings(settings_file, replace(load_settings(settings_file).settings, **changes))


def _first_start(qtbot: QtBot) -> Start:
    """A start with nothing remembered yet: the full path (Classic, the default, is read from
    its shipped folder instead of the plugins), and the theme remembered after."""
    start = Start(build_context(external_plugins=False))
    start.run()
    assert start.at_paint["host"] is (start.context.settings.theme != "classic")
    qtbot.waitUntil(lambda: any(CardImageCache().folder.glob("*.cards")), timeout=20000)  # by a thread
    assert record_path().is_file()
    return start


def _fallback(told: list[str], theme: str) -> bool:
    return any(f"“{theme}” could not be used" in t and "the Classic cards are shown instead" in t
               for t in told)


@pytest.mark.usefixtures("qapp", "settings_file")
def test_a_second_start_paints_from_the_record_before_the_plugin_host_exists(
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    _first_start(qtbot)
    record = record_path().read_text()
    second = Start(build_context(external_plugins=False))
    second.run()
    assert second.at_paint == {"host": False, "theme": "classic", "renders": 0}
    assert second.steps == ["paint", "host made before: False", "started"]
    assert second.theme == "classic" and second.told == []
    assert second.context.catalog.load("classic") is not None
    assert record_path().read_text() == record  # still true: not written again


@pytest.mark.usefixtures("qapp", "settings_file")
def test_a_first_start_paints_the_shipped_classic_before_the_plugin_host_exists(qtbot: QtBot) -> None:
    first = Start(build_context(external_plugins=False))
    first.run()
    assert first.at_paint == {"host": False, "theme": "classic", "renders": 52}  # nothing cached yet
    assert first.steps == ["paint", "host made before: False", "started"]
    assert first.theme == "classic" and first.told == []
    assert first.context.catalog.load("classic") is first.windows[0].scene.renderer.data  # adopted
    assert record_path().is_file()


@pytest.mark.usefixtures("qapp", "settings_file")
def test_a_first_start_without_the_shipped_classic_takes_the_full_start(
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    monkeypatch.setattr(card_theme, "DEFAULT_THEME_PLUGIN", "boulanger_no_such_plugin")
    first = Start(build_context(external_plugins=False))
    first.run()
    assert first.at_paint["host"] is True and first.theme == "classic" and first.told == []


@pytest.mark.usefixtures("qapp")
def test_the_remembered_theme_from_the_themes_folder_paints_from_the_record(
    settings_file: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    theme_folder(app_paths().themes_dir, name="mine")
    _set(settings_file, theme="mine")
    _first_start(qtbot)
    second = Start(build_context(external_plugins=False))
    second.run()
    assert second.at_paint == {"host": False, "theme": "mine", "renders": 0}
    assert second.theme == "mine" and second.told == []


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("change", ["hostile svg", "hostile svg of the same size and time", "theme removed",
                                    "manifest edited"])
def test_a_theme_changed_since_it_was_remembered_takes_the_full_start(
    settings_file: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, change: str
) -> None:
    folder = theme_folder(app_paths().themes_dir, name="mine")
    _set(settings_file, theme="mine")
    _first_start(qtbot)
    if change == "hostile svg":
        svg = folder / "cards.svg"
        svg.write_bytes(svg.read_bytes().replace(b"<defs>", b'<image href="/etc/secret.png"/><defs>', 1))
    elif change == "hostile svg of the same size and time":  # the record holds: the bytes are checked
        svg = folder / "cards.svg"
        info, blob = svg.stat(), svg.read_bytes()
        comment = blob[blob.index(b"<!--"):blob.index(b"-->") + 3]
        svg.write_bytes(blob.replace(comment, b'<image href="/etc/secret.png"/>'.ljust(len(comment)), 1))
        os.utime(svg, ns=(info.st_atime_ns, info.st_mtime_ns))
        assert svg.stat().st_size == info.st_size
    elif change == "theme removed":
        for file in folder.iterdir():
            file.unlink()
        folder.rmdir()
    else:
        (folder / "theme.toml").write_text('name = "mine"\ndisplay_name = "Mine, renamed"\n'
                                           'svg = "cards.svg"\n')
    second = Start(build_context(external_plugins=False))
    second.run()
    assert second.at_paint["host"] is True  # the record did not hold: the full start
    if change == "manifest edited":
        assert second.theme == "mine" and second.told == []
        assert second.context.catalog.themes["mine"].display_name == "Mine, renamed"
        assert "Mine, renamed" in record_path().read_text()  # remembered as it is now
    else:
        assert second.at_paint["theme"] == second.theme == "classic"
        assert _fallback(second.told, "mine")
        assert not record_path().exists()  # nothing to remember: the board is not the settings' theme


def _plugin_theme(settings_file: Path) -> Path:
    """A user-folder plugin providing the theme "plugged" (its files outside the plugin)."""
    folder = theme_folder(app_paths().data_dir / "theme-files", name="plugged")
    plugins = app_paths().plugins_dir
    plugins.mkdir(parents=True, exist_ok=True)
    plugin = plugins / "plugged_themes.py"
    plugin.write_text(PLUGIN_THEME.format(folder=str(folder)))
    _set(settings_file, theme="plugged")
    return plugin


@pytest.mark.usefixtures("qapp")
def test_a_theme_whose_plugin_is_gone_is_replaced_after_the_paint_and_the_player_told(
    settings_file: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    plugin = _plugin_theme(settings_file)
    first = _first_start(qtbot)
    assert first.theme == "plugged"
    plugin.unlink()  # the theme's files are still there, so the record holds before the paint
    second = Start(build_context(external_plugins=False))
    second.run()
    assert second.at_paint == {"host": False, "theme": "plugged", "renders": 0}
    assert second.theme == "classic"  # the catalog has no such theme any more
    assert _fallback(second.told, "plugged")
    assert not record_path().exists()  # the next start takes the full path, and says it again
    third = Start(build_context(external_plugins=False))
    third.run()
    assert third.at_paint["host"] is True and third.at_paint["theme"] == third.theme == "classic"
    assert _fallback(third.told, "plugged")


@pytest.mark.usefixtures("qapp")
def test_a_theme_whose_plugin_was_disabled_takes_the_full_start(
    settings_file: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    _plugin_theme(settings_file)
    _first_start(qtbot)
    _set(settings_file, disabled_plugins=("plugged_themes",))
    second = Start(build_context(external_plugins=False))
    second.run()
    assert second.at_paint["host"] is True and second.at_paint["theme"] == second.theme == "classic"
    assert _fallback(second.told, "plugged")


@pytest.mark.usefixtures("qapp")
def test_a_plugin_that_hung_last_time_is_disabled_before_the_record_is_trusted(
    settings_file: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    from boulanger_qt.app.context import HANG_FILE_NAME

    _plugin_theme(settings_file)
    _first_start(qtbot)
    (app_paths().state_dir / HANG_FILE_NAME).write_text("plugged_themes\tboulanger_card_themes\t7.0\n")
    second = Start(build_context(external_plugins=False))
    assert second.context.hung_plugins == ("plugged_themes",)
    assert any("“plugged_themes” was turned off" in str(p) for p in second.context.problems._waiting)
    second.run()
    assert second.at_paint["host"] is True and second.theme == "classic"
    assert _fallback(second.told, "plugged")


@pytest.mark.usefixtures("qapp", "settings_file")
@pytest.mark.parametrize("damage", [b"", b"\x00\xff garbage", b'{"format": 1', b"[1, 2, 3]\n",
                                    b'{"format": 1, "version": "0.1.0", "theme": {"name": "classic"}}'])
def test_a_damaged_record_is_ignored_silently_and_written_again(
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, damage: bytes
) -> None:
    _first_start(qtbot)
    good = record_path().read_text()
    record_path().write_bytes(damage)
    second = Start(build_context(external_plugins=False))
    second.run()  # Classic read from its shipped folder, as at a first start
    assert second.at_paint["host"] is False and second.theme == "classic" and second.told == []
    assert record_path().read_text() == good


@pytest.mark.usefixtures("qapp", "settings_file")
@pytest.mark.parametrize("asked", [{"theme": "four_colour"}, {"safe_mode": True}], ids=["theme", "safe mode"])
def test_an_explicit_theme_and_safe_mode_take_the_full_start_and_leave_the_record(
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, asked: dict[str, Any]
) -> None:
    _first_start(qtbot)
    record = record_path().read_text()
    second = Start(build_context(external_plugins=False), start_up.StartRequest(deal=860, cells=4, **asked))
    second.run()
    assert second.at_paint["host"] is True
    assert second.theme == ("four_colour" if "theme" in asked else "classic")
    assert record_path().read_text() == record


@pytest.mark.usefixtures("qapp", "settings_file")
def test_a_screenshot_never_uses_the_record(monkeypatch: pytest.MonkeyPatch, qtbot: QtBot,
                                            tmp_path: Path) -> None:
    _first_start(qtbot)

    def refuse(context: AppContext) -> None:
        raise AssertionError("a screenshot read the remembered theme")

    monkeypatch.setattr(card_theme, "recall_theme", refuse)
    out = tmp_path / "board.png"
    assert main(["--deal", "1", "--screenshot", str(out)]) == 0
    assert QImage(str(out)).width() == 1280


PROBE = """
import sys
from PySide6.QtWidgets import QApplication
from boulanger_qt.ui import app_window

def report(window):
    loaded = sorted(m for m in sys.modules if m.split(".")[0] == "pluggy" or m in LATER)
    print("theme", window.scene.renderer.theme.name, "loaded", ",".join(loaded) or "-", flush=True)
    QApplication.quit()

LATER = {"boulanger_qt.plugin.host", "boulanger_qt.plugin.watchdog",
         "boulanger_qt.plugin.providers", "boulanger_qt.plugin.specs",
         "boulanger_qt.api", "boulanger_qt.app.themes", "boulanger_classic",
         "boulanger_qt.ui.assist.work"}  # (the core's values may load)
app_window.report_first_paint = report
from boulanger_qt.cli.boulanger import main
sys.exit(main(["--deal", "1"]))
"""


@pytest.mark.usefixtures("qapp", "settings_file")
def test_before_the_first_paint_from_the_record_nothing_of_the_plugins_is_imported(
    qtbot: QtBot, boulanger_home: Path, tmp_path: Path
) -> None:
    def probe(home: Path) -> str:
        env = dict(os.environ, BOULANGER_HOME=str(home), BOULANGER_BENCH_FIRST_PAINT="1",
                   QT_QPA_PLATFORM="offscreen")
        result = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True,
                                text=True, timeout=120, cwd=ROOT)
        assert result.returncode == 0, result.stderr
        return result.stdout.strip()

    # Nothing remembered: Classic from its shipped folder, and still nothing of the plugins.
    assert probe(tmp_path / "fresh-home") == "theme classic loaded -"
    settings = tmp_path / "four-colour-home" / "config" / "settings.toml"
    settings.parent.mkdir(parents=True)
    settings.write_text('theme = "four_colour"\n')  # another theme, nothing remembered: the host first
    first = probe(tmp_path / "four-colour-home")
    assert first.startswith("theme four_colour loaded ")
    assert "pluggy" in first and "boulanger_classic" in first
    _first_start(qtbot)  # remembers the theme (and keeps its card images)
    assert probe(boulanger_home) == "theme classic loaded -"


@pytest.mark.usefixtures("settings_file")
def test_a_theme_switched_to_in_play_is_remembered_for_the_next_start(
    make_board: Callable[..., Board], qtbot: QtBot
) -> None:
    board = make_board()
    scene = board.scene
    assert board.window.themes.set_theme("large_index")
    qtbot.waitUntil(lambda: scene.renderer.theme.name == "large_index", timeout=10_000)
    qtbot.waitUntil(lambda: '"large_index"' in record_path().read_text(), timeout=1000)
    scene.faces.finish()
    qtbot.waitUntil(lambda: len(list(CardImageCache().folder.glob("*.cards"))) >= 2, timeout=20000)
    board.window.close()
    second = Start(build_context(external_plugins=False))
    second.run()
    assert second.at_paint["host"] is False and second.at_paint["theme"] == "large_index"
    assert second.theme == "large_index" and second.told == []  # (drawn at its own window's size)


@pytest.mark.usefixtures("qapp", "settings_file")
def test_what_the_plugins_and_themes_tell_is_still_told_after_a_start_from_the_record(
    qtbot: QtBot,
) -> None:
    _first_start(qtbot)
    broken = app_paths().themes_dir / "broken"
    broken.mkdir(parents=True)
    (broken / "theme.toml").write_text('name = "broken"\nsvg = "missing.svg"\n')
    plugins = app_paths().plugins_dir
    plugins.mkdir(parents=True, exist_ok=True)
    (plugins / "crashing.py").write_text("raise RuntimeError('boom')\n")
    second = Start(build_context(external_plugins=False))
    second.run()
    assert second.at_paint["host"] is False and second.theme == "classic"
    assert any("The card theme in broken was skipped" in t for t in second.told), second.told
    assert any("“crashing”" in t and "boom" in t for t in second.told), second.told


@pytest.mark.usefixtures("qapp")
def test_a_remembered_theme_qt_cannot_draw_after_all_takes_the_full_start(
    settings_file: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    """Its card images gone between the record's check and the renderer, and Qt refusing
    the files: the full start, third-party plugins first as the theme is theirs."""
    from boulanger_qt.plugin.theme_check import ThemeData, ThemeError
    from boulanger_qt.support.problems import ThemeProblem, problem

    _plugin_theme(settings_file)
    _first_start(qtbot)
    real = CardRenderer
    refused: list[str] = []

    def renderer(data: ThemeData) -> CardRenderer:
        if not refused:
            refused.append(data.theme.name)
            raise ThemeError(problem(ThemeProblem.QT_CANNOT_DRAW, error="Test"))
        return real(data)

    monkeypatch.setattr(card_theme, "CardRenderer", renderer)
    second = Start(build_context(external_plugins=False))
    second.run()
    assert refused == ["plugged"]
    assert second.at_paint["host"] is True and second.at_paint["theme"] == second.theme == "plugged"
    assert second.told == []
    assert '"plugged"' in record_path().read_text()  # remembered again by the full start
