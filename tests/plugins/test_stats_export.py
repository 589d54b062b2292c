"""The export contract: CSV and JSON parsed back equal the database; a third-party
exporter gets the very same records through the API."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TextIO

import pytest

from boulanger_qt.api import EXPORT_FIELDS, GameRecord, Result, hookimpl
from boulanger_qt.app.storage.stats import StatsStore, export_stats
from boulanger_qt.plugin.host import PluginHost

_BASE = GameRecord("g1", "BK1-C4-AAAAA24", 860, 4, Result.WON, False, "2026-02-01T09:00:00+00:00",
                   "2026-02-01T09:05:00+00:00", 300.5, 120, 545, 3, 2)


def _store(tmp_path: Path) -> StatsStore:
    return _store_at(tmp_path / "stats.sqlite3")


def _store_at(path: Path) -> StatsStore:
    store = StatsStore(path)
    store.write([
        _BASE,
        replace(_BASE, id="g2", result=Result.WON, assisted=True, started_at="2026-02-02T09:00:00+00:00"),
        replace(_BASE, id="g3", code=None, deal=None, cells=1, result=Result.IN_PROGRESS, ended_at=None,
                started_at="2026-02-03T09:00:00+00:00", seconds=12.0, moves=4, score=0, undos=0, hints=0),
        replace(_BASE, id="g4", cells=2, result=Result.ABANDONED, started_at="2026-02-04T09:00:00+00:00"),
        replace(_BASE, id="g5", result=Result.LOST, started_at="2026-02-05T09:00:00+00:00"),
    ])
    return store


def _exporter(host: PluginHost, name: str) -> object:
    return next(e for e in host.stats_exporters() if e.name == name)


def _expected(store: StatsStore) -> list[dict[str, object]]:
    return [r.exported() for r in store.records()]


def _from_csv(value: str, field: str) -> object:
    if value == "":
        return "" if field == "line" else None
    if field == "assisted":
        return {"true": True, "false": False}[value]
    if field in ("deal", "cells", "moves", "score", "undos", "hints", "difficulty"):
        return int(value)
    if field == "seconds":
        return float(value)
    return value


def test_json_export_parsed_back_equals_the_database(tmp_path: Path) -> None:
    store = _store(tmp_path)
    host = PluginHost()
    host.load_shipped()
    out = tmp_path / "games.json"
    export_stats(store, _exporter(host, "json"), out)  # type: ignore[arg-type]
    games = json.loads(out.read_text())
    assert isinstance(games, list) and all(list(g) == list(EXPORT_FIELDS) for g in games)
    assert games == _expected(store)
    assert games[1]["assisted"] is True and games[2]["ended_at"] is None


def test_csv_export_parsed_back_equals_the_database(tmp_path: Path) -> None:
    store = _store(tmp_path)
    host = PluginHost()
    host.load_shipped()
    out = tmp_path / "games.csv"
    export_stats(store, _exporter(host, "csv"), out)  # type: ignore[arg-type]
    rows = list(csv.DictReader(io.StringIO(out.read_text())))
    assert tuple(rows[0]) == EXPORT_FIELDS
    assert [{f: _from_csv(row[f], f) for f in EXPORT_FIELDS} for row in rows] == _expected(store)


def test_times_are_iso_8601_in_utc(tmp_path: Path) -> None:
    from datetime import datetime, timedelta

    for game in _expected(_store(tmp_path)):
        for key in ("started_at", "ended_at"):
            if game[key] is not None:
                assert datetime.fromisoformat(str(game[key])).utcoffset() == timedelta(0)


def test_a_third_party_exporter_gets_the_same_records(tmp_path: Path) -> None:
    store = _store(tmp_path)
    seen: list[GameRecord] = []

    class Lines:
        name = "lines"
        description = "one id per line"
        suffix = ".txt"

        def export(self, records: Sequence[GameRecord], stream: TextIO) -> None:
            seen.extend(records)
            stream.write("".join(f"{r.id}\n" for r in records))

    class Plugin:
        @hookimpl
        def boulanger_stats_exporters(self) -> list[object]:
            return [Lines()]

    host = PluginHost()
    host.register(Plugin(), "third_party")
    export_stats(store, _exporter(host, "lines"), tmp_path / "ids.txt")  # type: ignore[arg-type]
    assert seen == store.records()
    assert (tmp_path / "ids.txt").read_text().split() == ["g1", "g2", "g3", "g4", "g5"]


def test_a_bad_row_is_left_out_of_an_export_and_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import sqlite3
    from contextlib import closing

    from boulanger_qt.app.settings import app_paths
    from boulanger_qt.cli.boulanger import main

    paths = app_paths()
    paths.ensure()
    store = _store_at(paths.stats_db)
    with closing(sqlite3.connect(store.path)) as db, db:
        db.execute("UPDATE games SET started_at = 'last tuesday' WHERE id = 'g2'")
    out = tmp_path / "games.json"
    assert main(["--export-stats", str(out), "--format", "json"]) == 0
    assert [g["id"] for g in json.loads(out.read_text())] == ["g1", "g3", "g4", "g5"]
    assert "1 unreadable game(s) left out" in capsys.readouterr().err
