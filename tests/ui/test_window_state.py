"""The main window opens where the last one closed, kept in the state folder's `window.json`;
closing it never writes the player's settings.toml (a hand edit made meanwhile survives)."""

from __future__ import annotations

import json
import logging

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

