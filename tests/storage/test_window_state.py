"""Where the main window was is state (`window.json` in the state folder), not a setting: it
reads back as written, anything else in its place means the default placement and a log
line (never a notice), and an older settings.toml's `window_geometry` is read once, quietly."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import pytest

from boulanger_qt.app.settings import OPTIONS, Settings, app_paths, load_settings, save_settings
from boulanger_qt.app.window_state import MAX_WINDOW_STATE_BYTES, keep_geometry, recall_geometry

GEOMETRY = "AdnQywADAAAAAAD5AAAAawAABUYAAAN7AAAA+gAAAH8AAAVFAAADdgAAAAAAAAAABkAAAAD6AAAAfwAABUUAAAN2"


def test_the_window_state_is_a_file_of_its_own_in_the_state_folder(boulanger_home: Path) -> None:
    paths = app_paths()
    assert paths.window_state_file == boulanger_home / "state" / "window.json"
    keep_geometry(paths.window_state_file, GEOMETRY)
    assert json.loads(paths.window_state_file.read_text(encoding="utf-8")) == {"geometry": GEOMETRY}
    assert recall_geometry(paths.window_state_file) == GEOMETRY
    assert not paths.settings_file.exists()


def test_no_window_state_is_the_default_placement_quietly(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO):
        assert recall_geometry(tmp_path / "window.json") is None
        assert recall_geometry(tmp_path / "no-folder" / "window.json") is None
    assert caplog.records == []


@pytest.mark.parametrize("content", [
    b"", b"\x00\xff garbage", b'{"geometry": "AdnQ', b"[1, 2]\n", b'"AdnQywAD"\n', b'{"geometry": 5}\n',
    b'{"geometry": ["AdnQ"]}\n', b'{"geometry": ""}\n', b'{"place": "AdnQywAD"}\n',
    b'{"geometry": "' + b"A" * 5000 + b'"}\n',  # no geometry is that long
    b'{"geometry": "AdnQ"}' + b" " * MAX_WINDOW_STATE_BYTES,  # larger than any window file
    b'{"geometry": ' + b"[" * 10_000 + b"]" * 10_000 + b"}",
], ids=["empty", "garbage", "truncated", "a list", "a bare text", "a number", "a list of texts",
        "an empty text", "no geometry", "far too long", "too large", "nested too deeply"])
def test_a_damaged_window_state_is_the_default_placement_and_a_log_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, content: bytes
) -> None:
    path = tmp_path / "window.json"
    path.write_bytes(content)
    with caplog.at_level(logging.INFO):
        assert recall_geometry(path) is None
    assert [r.levelname for r in caplog.records] == ["WARNING"]
    assert "window placement not used" in caplog.records[0].getMessage()
    assert path.read_bytes() == content  # left for the next close to replace, not moved aside
    keep_geometry(path, GEOMETRY)
    assert recall_geometry(path) == GEOMETRY


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_or_a_folder_in_its_place_is_refused_without_waiting(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    pipe, folder = tmp_path / "pipe.json", tmp_path / "folder.json"
    os.mkfifo(pipe)
    folder.mkdir()
    assert recall_geometry(pipe) is None and recall_geometry(folder) is None
    keep_geometry(pipe, GEOMETRY)  # a pipe is replaced, as any file would be
    assert recall_geometry(pipe) == GEOMETRY
    with caplog.at_level(logging.WARNING):
        keep_geometry(folder, GEOMETRY)  # cannot be replaced: logged, never raised
    assert "could not keep the window placement" in caplog.text


def test_a_window_state_that_cannot_be_written_is_logged_not_raised(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    with caplog.at_level(logging.WARNING):
        keep_geometry(blocked / "window.json", GEOMETRY)  # its folder is a file
    assert "could not keep the window placement" in caplog.text


def test_the_window_geometry_is_no_setting() -> None:
    assert "window_geometry" not in OPTIONS
    with pytest.raises(TypeError):
        Settings(window_geometry=GEOMETRY)  # type: ignore[call-arg]


def test_an_older_settings_files_geometry_is_read_once_quietly_and_dropped_at_the_next_write(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "settings.toml"
    original = f'cells = 2\nwindow_geometry = "{GEOMETRY}"\n'
    path.write_text(original, encoding="utf-8")
    with caplog.at_level(logging.INFO):
        loaded = load_settings(path)
    assert (loaded.settings, loaded.problems, loaded.legacy_geometry) == (Settings(cells=2), [], GEOMETRY)
    assert caplog.records == []  # no "unknown setting" anywhere
    assert path.read_text(encoding="utf-8") == original  # not rewritten for it at the start
    assert not (tmp_path / "settings.toml.bad").exists()
    save_settings(path, Settings(cells=1))  # the next time the player changes a setting
    assert path.read_text(encoding="utf-8") == "cells = 1\n"
    assert load_settings(path).legacy_geometry is None


def test_an_older_geometry_beside_a_bad_setting_is_still_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text(f'cells = 3\nwindow_geometry = "{GEOMETRY}"\n', encoding="utf-8")
    loaded = load_settings(path)
    assert loaded.legacy_geometry == GEOMETRY
    [told] = map(str, loaded.problems)
    assert "cells must be one of 4, 2, 1" in told and "window_geometry" not in told
    assert "window_geometry" not in path.read_text(encoding="utf-8")  # rewritten with the good values


@pytest.mark.parametrize("value", ["5", '["AdnQ"]', '""', '"' + "A" * 5000 + '"'])
def test_an_older_geometry_that_is_none_is_ignored_with_a_log_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, value: str
) -> None:
    path = tmp_path / "settings.toml"
    path.write_text(f"window_geometry = {value}\n", encoding="utf-8")
    with caplog.at_level(logging.INFO):
        loaded = load_settings(path)
    assert (loaded.settings, loaded.problems, loaded.legacy_geometry) == (Settings(), [], None)
    assert "window geometry in settings.toml is not used" in caplog.text
