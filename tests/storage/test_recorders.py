"""The statistics recorder and the autosave when the disk says no: told once, nothing lost."""

from __future__ import annotations

from pathlib import Path

from boulanger_qt.core.game_view import GameView, view_of
from boulanger_qt.core.moves import Move
from boulanger_qt.core.outcome import Outcome, Result
from boulanger_qt.core.session import Session
from boulanger_qt.recorders import Autosave, StatsRecorder, record_for
from boulanger_qt.storage.autosave import load_game
from boulanger_qt.storage.stats import StatsStore


def _played(deal: int) -> GameView:
    session = Session.new_deal(deal, 4)
    session.play(Move.parse("6a"))
    return view_of(session)


def test_games_wait_in_memory_until_the_statistics_can_be_written(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    told: list[str] = []
    store = StatsStore(blocker / "stats.sqlite3")
    recorder = StatsRecorder(lambda: store, told.append)
    recorder.boulanger_game_ended(game=_played(1), outcome=Outcome(Result.ABANDONED))
    recorder.boulanger_game_ended(game=_played(2), outcome=Outcome(Result.LOST))
    assert len(told) == 1 and "could not be saved" in told[0]
    assert len(recorder.pending) == 2

    blocker.unlink()
    recorder.boulanger_app_shutting_down()
    assert recorder.pending == []
    assert [(r.deal, r.outcome) for r in store.records()] == [(1, "abandoned"), (2, "lost")]


def test_a_later_failure_is_told_again(tmp_path: Path) -> None:
    told: list[str] = []
    path = tmp_path / "stats.sqlite3"
    store = StatsStore(path)
    recorder = StatsRecorder(lambda: store, told.append)
    recorder.record(record_for(_played(3), Outcome(Result.WON)))
    assert told == [] and len(store.records()) == 1
    path.unlink()
    path.mkdir()  # a folder where the database file was: it cannot be opened
    recorder.record(record_for(_played(4), Outcome(Result.WON)))
    recorder.record(record_for(_played(5), Outcome(Result.WON)))
    assert len(told) == 1


def test_autosave_failing_is_told_once_and_retried_after_every_move(tmp_path: Path) -> None:
    folder = tmp_path / "state"
    folder.write_text("not a folder")
    told: list[str] = []
    session = Session.new_deal(7, 4)
    autosave = Autosave(folder / "autosave.json", told.append, lambda: session)
    autosave.boulanger_game_started()
    for move in ("6a", "6b"):
        session.play(Move.parse(move))
        autosave.boulanger_move_applied()
    assert len(told) == 1 and "could not be saved" in told[0]

    folder.unlink()
    folder.mkdir()
    session.play(Move.parse("6c"))
    autosave.boulanger_move_applied()
    resumed = load_game(folder / "autosave.json", clock=lambda: 0.0)
    assert resumed.session is not None and resumed.session.state == session.state
    assert len(told) == 1
