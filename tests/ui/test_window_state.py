"""The main window opens where the last one closed, kept in the state folder's `window.json`;
closing it never writes the player's settings.toml (a hand edit made meanwhile survives), and
a start with no settings file reads no TOML at all."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from pytestqt.qtbot import QtBot

from boulanger_qt.app.context import AppContext, build_context
from boulanger_qt.app.settings import app_paths
from boulanger_qt.app.window_state import recall_geometry
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.window import MainWindow

from .conftest import create_window

ROOT = Path(__file__).resolve().parents[2]


def _open(qtbot: QtBot) -> tuple[MainWindow, AppContext]:
    """A window as a new start of the app makes it (settings and state read again)."""
    context = build_context(external_plugins=False)
    window = create_window(context, Session.new_deal(1, 4, context.clock),
                           CardRenderer(context.catalog.load("classic")))
    qtbot.addWidget(window)
    return window, context


def _told(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if "told the player" in r.getMessage()]


def _closed_at(qtbot: QtBot, size: QSize) -> str:
    """The geometry a window of `size` closes with."""
    window, _ = _open(qtbot)
    window.show()
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    window.close()
    geometry = recall_geometry(app_paths().window_state_file)
    assert geometry is not None
    return geometry


def test_the_next_window_opens_where_the_last_one_closed(qtbot: QtBot) -> None:
    size = QSize(720, 520)
    assert size != _open(qtbot)[0].size()  # the default placement's (never shown)
    _closed_at(qtbot, size)
    paths = app_paths()
    assert set(json.loads(paths.window_state_file.read_text(encoding="utf-8"))) == {"geometry"}
    assert not paths.settings_file.exists()  # the player changed no setting: no settings file
    second, _ = _open(qtbot)
    assert second.geometry_restored and second.size() == size


def test_a_maximised_window_opens_maximised(qtbot: QtBot) -> None:
    window, _ = _open(qtbot)
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    window.close()
    second, _ = _open(qtbot)
    assert second.geometry_restored and second.windowState() & Qt.WindowState.WindowMaximized


def test_a_hand_edit_of_the_settings_survives_a_close(qtbot: QtBot) -> None:
    window, context = _open(qtbot)
    window.show()
    edited = "# mine\ncells = 2\n"
    context.paths.settings_file.write_text(edited, encoding="utf-8")  # by hand, while it runs
    window.close()
    assert context.paths.settings_file.read_text(encoding="utf-8") == edited


def test_an_older_settings_files_geometry_places_the_window_once_without_a_notice(
    qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    size = QSize(780, 560)
    geometry = _closed_at(qtbot, size)
    paths = app_paths()
    paths.window_state_file.unlink()  # as an older release left the home
    older = f'cells = 2\nwindow_geometry = "{geometry}"\n'
    paths.settings_file.write_text(older, encoding="utf-8")
    with caplog.at_level(logging.INFO):
        window, context = _open(qtbot)
    assert window.geometry_restored and window.size() == size
    assert context.settings.cells == 2
    assert _told(caplog) == []  # "there is no setting window_geometry" is not said
    assert paths.settings_file.read_text(encoding="utf-8") == older  # not rewritten for it
    window.show()
    window.resize(QSize(790, 580))
    qtbot.waitUntil(lambda: window.size() == QSize(790, 580))
    window.close()
    assert recall_geometry(paths.window_state_file) not in (None, geometry)
    third, context = _open(qtbot)
    assert third.size() == QSize(790, 580)  # the state file's, no longer the older one
    context.update_settings(cells=1)
    assert paths.settings_file.read_text(encoding="utf-8") == "cells = 1\n"  # the key dropped


@pytest.mark.parametrize("content", [b"\x00\xff garbage", b'{"geometry": 5}\n',
                                     b'{"geometry": "bm90IGEgZ2VvbWV0cnk="}',  # base64, not Qt's
                                     b'{"geometry": "AdnQ"}' + b" " * 100_000],
                         ids=["damaged", "wrong type", "not a geometry", "huge"])
def test_a_damaged_window_state_gives_the_default_placement_and_is_replaced_at_the_close(
    qtbot: QtBot, caplog: pytest.LogCaptureFixture, content: bytes
) -> None:
    default = _open(qtbot)[0].size()  # (never shown: as a first start places it)
    _closed_at(qtbot, QSize(780, 560))
    paths = app_paths()
    paths.window_state_file.write_bytes(content)
    with caplog.at_level(logging.INFO):
        window, _ = _open(qtbot)
    assert not window.geometry_restored and window.size() == default != QSize(780, 560)
    assert _told(caplog) == [] and any("window" in r.getMessage() and r.levelname == "WARNING"
                                       for r in caplog.records)
    window.show()
    window.controller.play(Move.parse("1a"))  # the app works
    assert window.session.state.cells != ()
    window.close()
    assert recall_geometry(paths.window_state_file) is not None  # replaced by a good one
    assert not list(paths.state_dir.glob("window.json*.bad"))


PROBE = """
import sys
from PySide6.QtWidgets import QApplication
from boulanger_qt.ui import app_window

def report(window):
    print("tomllib" if "tomllib" in sys.modules else "no tomllib", flush=True)
    window.close()
    QApplication.quit()

app_window.report_first_paint = report
from boulanger_qt.cli.boulanger import main
sys.exit(main(["--deal", "1"]))
"""


def test_a_start_without_a_settings_file_reads_no_toml(tmp_path: Path) -> None:
    """tomllib compiles its regular expressions as it is imported: imported only to read a
    file, and a warm start of a player who changed no setting has none to read."""
    home = tmp_path / "home"

    def start() -> str:
        env = dict(os.environ, BOULANGER_HOME=str(home), BOULANGER_BENCH_FIRST_PAINT="1",
                   QT_QPA_PLATFORM="offscreen")
        result = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True,
                                timeout=120, cwd=tmp_path)
        assert result.returncode == 0, result.stderr
        return result.stdout.strip()

    start()  # a first start (it may read the shipped theme's manifest, a TOML file)
    assert start() == "no tomllib"  # the next, with the window's place to restore
    assert (home / "state" / "window.json").is_file() and not (home / "config" / "settings.toml").exists()
    (home / "config" / "settings.toml").write_text("cells = 2\n", encoding="utf-8")
    assert start() == "tomllib"  # read when there is a file
