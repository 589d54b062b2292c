"""The settings as last parsed (settings_cache.py): a start whose settings file has not
changed parses no TOML, and gets exactly what parsing would give; anything else about
the record only means the file is parsed."""

from __future__ import annotations

import json
import tempfile
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from boulanger_qt.app.settings import LoadedSettings, Settings, cache_root, load_settings, save_settings
from boulanger_qt.app.settings_cache import CACHE_NAME, remember_parsed
from boulanger_qt.support.problem_ids import ProblemId


def _record() -> Path:
    return cache_root() / CACHE_NAME


def _no_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(text: str) -> dict[str, Any]:
        raise AssertionError("the settings were parsed")

    monkeypatch.setattr(tomllib, "loads", refuse)


def _same(loaded: LoadedSettings, other: LoadedSettings) -> bool:
    """The same settings, and the same problems told."""
    told, other_told = list(map(str, loaded.problems)), list(map(str, other.problems))
    return (loaded.settings, told) == (other.settings, other_told)


texts = st.text(st.characters(exclude_categories=["Cs"]), max_size=12)
some_settings = st.builds(Settings, theme=texts, table_color=texts, cells=st.sampled_from((4, 2, 1, 3)),
                          animation_ms=st.integers(-5, 3000), auto_play=st.booleans(),
                          disabled_plugins=st.lists(texts, max_size=3).map(tuple), window_geometry=texts,
                          language=st.sampled_from(("", "sk", "fr", "en", "de")))
valid_settings = st.builds(Settings, theme=texts, table_color=texts, cells=st.sampled_from((4, 2, 1)),
                           animation_ms=st.integers(0, 2000), auto_play=st.booleans(),
                           disabled_plugins=st.lists(texts, max_size=3).map(tuple), window_geometry=texts,
                           language=st.sampled_from(("", "sk", "fr", "en")))


@hypothesis_settings(suppress_health_check=[HealthCheck.function_scoped_fixture], max_examples=40)
@given(some_settings)
def test_remembered_settings_are_what_parsing_gives(tmp_path: Path, settings: Settings) -> None:
    path = Path(tempfile.mkdtemp(dir=tmp_path)) / "settings.toml"  # (tmp_path is every example's)
    save_settings(path, settings)
    text = path.read_text()
    _record().unlink()
    parsed = load_settings(path)  # parsed (a wrong value is told, the file kept aside and rewritten)
    path.write_text(text)
    path.with_name("settings.toml.bad").unlink(missing_ok=True)
    remember_parsed(_record(), text, tomllib.loads(text))  # as a parse of this text leaves it
    remembered = load_settings(path)
    assert _same(remembered, parsed)
    assert path.with_name("settings.toml.bad").exists() is bool(parsed.problems)  # kept aside as ever


@hypothesis_settings(suppress_health_check=[HealthCheck.function_scoped_fixture], max_examples=20)
@given(valid_settings)
def test_saved_settings_are_loaded_without_parsing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   settings: Settings) -> None:
    path = tmp_path / "settings.toml"
    save_settings(path, settings)
    with monkeypatch.context() as patch:
        _no_parsing(patch)
        loaded = load_settings(path)
    assert loaded.settings == settings and loaded.problems == []


def test_a_settings_file_edited_by_hand_is_read_as_edited(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    save_settings(path, Settings(cells=2))
    assert load_settings(path).settings == Settings(cells=2)
    path.write_text(path.read_text().replace("2", "1"))  # the same length, maybe the same second
    assert load_settings(path).settings == Settings(cells=1)
    assert json.loads(_record().read_text())["data"] == {"cells": 1}  # remembered for the next start


@pytest.mark.parametrize("record", [
    b"", b"\xff\xfe", b"[1, 2]", b'{"format": 2, "text": "cells = 2\\n", "data": {"cells": 1}}',
    b'{"format": 1, "text": "cells = 2\\n", "data": [1]}', b"[" * 100_000, b" " * (300 * 1024),
], ids=["empty", "not-utf8", "not-a-record", "other-format", "no-values", "deep", "too-large"])
def test_a_damaged_or_foreign_record_only_means_parsing(tmp_path: Path, record: bytes) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("cells = 2\n")
    _record().parent.mkdir(parents=True, exist_ok=True)
    _record().write_bytes(record)
    loaded = load_settings(path)
    assert loaded.settings == Settings(cells=2) and loaded.problems == []
    assert json.loads(_record().read_text()) == {"format": 1, "text": "cells = 2\n", "data": {"cells": 2}}


def test_what_json_cannot_carry_is_parsed_at_every_start(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    text = "cells = 2\ntheme = 1979-05-27T07:32:00Z\n"  # a date: told at every start, as ever
    for _ in range(2):
        path.write_text(text)
        loaded = load_settings(path)
        assert loaded.settings == Settings(cells=2)
        assert [p.id for p in loaded.problems] == [ProblemId.SETTINGS_IGNORED]
        assert not _record().exists() or json.loads(_record().read_text())["text"] != text


def test_a_record_that_cannot_be_written_changes_nothing(tmp_path: Path) -> None:
    cache_root().parent.mkdir(parents=True, exist_ok=True)
    cache_root().write_text("a file where the cache folder goes")
    path = tmp_path / "settings.toml"
    save_settings(path, Settings(cells=1))
    assert load_settings(path).settings == Settings(cells=1)
