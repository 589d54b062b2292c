"""Every game's line is kept (issue 24, section 1): the moves from the deal to where the game
stands, undone moves left out, written with the row, migrated from schema 4 with every row
kept, exported, and replayed by `boulanger-solve --replay` to the recorded moves and score."""

from __future__ import annotations

import io
import json
import random
import sqlite3
import sys
from contextlib import closing
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest
from core import random_line  # tests/ is on the path: tests/core is the package `core`

from boulanger_qt.api import EXPORT_FIELDS, solve
from boulanger_qt.app.keeper import Journal
from boulanger_qt.app.storage.stats import SCHEMA_VERSION, StatsStore, export_stats
from boulanger_qt.cli.solve import main as solve_main
from boulanger_qt.core.deals import deal
from boulanger_qt.core.difficulty import difficulty_table
from boulanger_qt.core.game_view import Result
from boulanger_qt.core.moves import Move
from boulanger_qt.core.record import GameRecord, record_of
from boulanger_qt.core.rules import legal_moves
from boulanger_qt.core.session import Session
from boulanger_qt.plugin.host import PluginHost

NOW = datetime(2026, 12, 4, 12, 0, tzinfo=UTC)


def _play(session: Session, moves: list[Move], rng: random.Random) -> None:
    """Play `moves`, with now and then a wrong move undone, an undo redone, or a restart
    (undone) in between: none of them is part of the line."""
    for move in moves:
        roll = rng.random()
        if roll < 0.15:
            session.play(rng.choice(legal_moves(session.state)))
            session.undo()
        elif roll < 0.25 and session.can_undo:
            session.undo()
            session.redo()
        elif roll < 0.28:
            session.restart()
            session.undo()
        session.play(move)



def test_the_line_leaves_out_undone_moves_and_restarts() -> None:
    session = Session.new_deal(1, 4)
    first, second = legal_moves(session.state)[:2]
    session.play(first)
    assert session.line == str(first)
    session.undo()
    assert session.line == ""
    session.play(second)
    session.restart()
    assert session.line == ""
    session.undo()  # the restart undone: the line before it is back
    assert session.line == str(second)
    session.undo()
    session.redo()
    assert session.line == str(second)
    assert record_of(session, left=False, now=NOW) is not None
    assert record_of(session, left=False, now=NOW).line == str(second)  # type: ignore[union-attr]


def test_a_resumed_game_has_the_same_line() -> None:
    rng = random.Random(3)
    session = Session.new_deal(9, 4)
    _play(session, random_line(rng, deal(9, 4), 40), rng)
    assert Session.restore(json.loads(json.dumps(session.snapshot()))).line == session.line


def _make_schema_4(path: Path, records: list[GameRecord]) -> None:
    """A schema 4 file as the last version wrote it: no lines."""
    StatsStore(path).write(records)
    with closing(sqlite3.connect(path)) as db, db:
        db.execute("DROP TABLE lines")
        db.execute("PRAGMA user_version = 4")


def _records(cells: int = 4) -> list[GameRecord]:
    sessions = [Session.new_deal(n, cells) for n in (1, 2, 3)]
    for s in sessions:
        s.play(legal_moves(s.state)[0])
    return [r for s in sessions if (r := record_of(s, left=True, now=NOW)) is not None]


def test_a_schema_4_file_keeps_every_row_and_gains_lines(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    records = _records()
    assert len(records) == 3 and all(r.line for r in records)
    _make_schema_4(path, records)
    store = StatsStore(path)
    assert store.problem is None
    kept = store.records()
    assert [r.id for r in kept] == [r.id for r in records] and all(r.line == "" for r in kept)
    assert [r.moves for r in kept] == [r.moves for r in records]
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 6
    store.write(records[:1])  # the game played on: its row gets its line
    assert [r.line for r in StatsStore(path).records()] == [records[0].line, "", ""]


def test_a_schema_5_file_moves_its_lines_beside_the_games(tmp_path: Path) -> None:
    """Schema 5 kept the line in the game's row (on main for an hour)."""
    path = tmp_path / "stats.sqlite3"
    records = _records()
    _make_schema_4(path, records)
    with closing(sqlite3.connect(path)) as db, db:
        db.execute("ALTER TABLE games ADD COLUMN line TEXT NOT NULL DEFAULT ''")
        db.executemany("UPDATE games SET line = ? WHERE id = ?", [(r.line, r.id) for r in records[:2]])
        db.execute("PRAGMA user_version = 5")
    assert StatsStore(path).records() == [*records[:2], replace(records[2], line="")]
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("SELECT count(*) FROM games WHERE line != ''").fetchone() == (0,)


def test_an_older_copy_of_a_won_game_takes_back_neither_the_win_nor_its_line(tmp_path: Path) -> None:
    session = Session.new_deal(1, 4)
    moves = list(solve(session.state).moves)
    for move in moves[:-1]:
        session.play(move)
    older = record_of(session, left=False, now=NOW)
    session.play(moves[-1])
    won = record_of(session, left=False, now=NOW)
    assert older is not None and won is not None and won.line == older.line + " " + str(moves[-1])
    store = StatsStore(tmp_path / "stats.sqlite3")
    store.write([won])
    store.write([older])
    assert store.records() == [won]


def test_a_journal_written_before_lines_is_read_with_unknown_lines(tmp_path: Path) -> None:
    session = Session.new_deal(4, 4)
    session.play(legal_moves(session.state)[0])
    record = record_of(session, left=False, now=NOW)
    assert record is not None and record.line
    journal = Journal(tmp_path / "stats-journal.json")
    journal.write({record.id: record})
    data = json.loads(journal.path.read_text())
    assert journal.read() == {record.id: record}
    del data["games"][0]["line"]
    journal.path.write_text(json.dumps(data))
    assert journal.read()[record.id].line == "" and not journal.problems


@pytest.mark.parametrize("value", ["x'00'", "printf('%.*c', 1000001, 'x')"])
def test_a_line_that_is_not_a_text_is_unknown_and_the_game_kept(tmp_path: Path, value: str) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    session = Session.new_deal(4, 4)
    session.play(legal_moves(session.state)[0])
    record = record_of(session, left=False, now=NOW)
    assert record is not None
    store.write([record])
    with closing(sqlite3.connect(store.path)) as db, db:
        db.execute(f"UPDATE lines SET line = {value}")
    assert [(r.id, r.line) for r in store.records()] == [(record.id, "")] and not store.skipped


def _replay(code: str, line: str, monkeypatch: pytest.MonkeyPatch,
            capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(line.encode())))
    assert solve_main(["--code", code, "--replay", "-"]) == 0
    result: dict[str, object] = json.loads(capsys.readouterr().out)
    return result


def test_the_exported_line_replays_to_the_recorded_moves_and_score(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    rng = random.Random(24)
    store = StatsStore(tmp_path / "stats.sqlite3")
    for number in range(1, 13):
        session = Session.new_deal(number, 4)
        won = number % 3 == 0
        length = 0 if won else rng.randint(1, 60)
        moves = list(solve(session.state).moves) if won else random_line(rng, deal(number, 4), length)
        _play(session, moves, rng)
        record = record_of(session, left=True, now=NOW)
        assert record is not None and (record.result is Result.WON) == won
        store.write([record])
    host = PluginHost()
    host.load_shipped()
    exporter = next(e for e in host.stats_exporters() if e.name == "json")
    export_stats(store, exporter, tmp_path / "games.json")
    exported = json.loads((tmp_path / "games.json").read_text())
    assert len(exported) == 12 and all(tuple(game) == EXPORT_FIELDS for game in exported)
    assert sum(game["result"] == "won" for game in exported) == 4
    for game in exported:
        replayed = _replay(game["code"], game["line"], monkeypatch, capsys)
        assert replayed["legal"] and replayed["applied"] == game["moves"] > 0, game
        assert replayed["score"] == game["score"] and replayed["won"] == (game["result"] == "won")
        assert game["difficulty"] == difficulty_table(4).rating(game["deal"])
        assert game["difficulty"] in (1, 2, 3, 4, 5) or game["result"] != "won"


@pytest.mark.parametrize("cells", [4, 2])
def test_the_exported_difficulty_of_a_deal_beyond_the_tables_is_the_solvers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], cells: int
) -> None:
    """DESIGN.md: `difficulty` as in `boulanger-solve --json`, which solves deals the shipped
    tables (1-32000) do not hold."""
    store = StatsStore(tmp_path / "stats.sqlite3")
    numbers = (40001, 40002, 40003, 1_000_000)
    for number in numbers:
        session = Session.new_deal(number, cells)
        session.play(legal_moves(session.state)[0])
        record = record_of(session, left=True, now=NOW)
        assert record is not None
        store.write([record])
    host = PluginHost()
    host.load_shipped()
    export_stats(store, next(e for e in host.stats_exporters() if e.name == "json"), tmp_path / "g.json")
    exported = {game["deal"]: game["difficulty"] for game in json.loads((tmp_path / "g.json").read_text())}
    for number in numbers:
        assert solve_main(["--deal", str(number), "--cells", str(cells), "--json"]) == 0
        assert exported[number] == json.loads(capsys.readouterr().out)["difficulty"], number
    assert cells != 4 or sorted(map(str, exported.values())) == ["2", "5", "5", "None"]
