"""The statistics recorder and the autosave when the disk says no: told once, nothing lost."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from boulanger_qt.app.keeper import Autosave, Journal, StatsRecorder, journal_path
from boulanger_qt.app.storage.autosave import load_game
from boulanger_qt.app.storage.stats import StatsStore
from boulanger_qt.core.game_view import Result
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session

from .told import Told


def _played(deal: int) -> Session:
    session = Session.new_deal(deal, 4)
    session.play(Move.parse("6a"))
    return session


def test_games_wait_in_memory_until_the_statistics_can_be_written(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    told = Told()
    store = StatsStore(blocker / "stats.sqlite3")
    recorder = StatsRecorder(lambda: store, journal_path(store.path), told)
    recorder.write_game(_played(1), left=True)
    recorder.write_game(_played(2), left=True)
    assert len(told) == 1 and "could not be saved" in told[0]
    assert len(recorder.pending) == 2
    assert recorder.waiting() is not None and "2 games" in str(recorder.waiting())

    blocker.unlink()
    recorder.flush()
    assert recorder.pending == {} and recorder.waiting() is None
    assert [(r.deal, r.result) for r in store.records()] == [(1, Result.ABANDONED), (2, Result.ABANDONED)]


def test_a_later_failure_is_told_again(tmp_path: Path) -> None:
    told = Told()
    path = tmp_path / "stats.sqlite3"
    store = StatsStore(path)
    recorder = StatsRecorder(lambda: store, journal_path(path), told)
    recorder.write_game(_played(3))
    assert told == [] and len(store.records()) == 1
    path.unlink()
    path.mkdir()  # a folder where the database file was: it cannot be opened
    recorder.write_game(_played(4))
    recorder.write_game(_played(5))
    assert len(told) == 1


def test_autosave_failing_is_told_once_and_retried_after_every_move(tmp_path: Path) -> None:
    folder = tmp_path / "state"
    folder.write_text("not a folder")
    told = Told()
    autosave = Autosave(folder / "autosave.json", told)
    session = Session.new_deal(7, 4)
    autosave.save(session)
    for move in ("6a", "6b"):
        session.play(Move.parse(move))
        autosave.save(session)
    assert len(told) == 1 and "could not be saved" in told[0]

    folder.unlink()
    folder.mkdir()
    session.play(Move.parse("6c"))
    autosave.save(session)
    resumed = load_game(folder / "autosave.json", clock=lambda: 0.0)
    assert resumed.session is not None and resumed.session.state == session.state
    assert resumed.session.game_id == session.game_id
    assert len(told) == 1


def test_a_command_line_deal_over_a_game_in_progress_asks_first() -> None:
    from boulanger_qt.app.context import build_context

    context = build_context(external_plugins=False)
    saved, asked = _played(9), Session.new_deal(860, 4)
    session, resumed = context.start_keeping(asked, False, True, saved, lambda: asked,
                                             keep_playing=lambda game: True)
    assert session is saved and resumed  # "Keep playing": the saved game goes on, nothing recorded
    assert context.stats.records() == []

    context = build_context(external_plugins=False)
    session, resumed = context.start_keeping(asked, False, True, saved, lambda: asked,
                                             keep_playing=lambda game: False)
    assert session is asked and not resumed
    assert [(r.deal, r.result) for r in context.stats.records()] == [(9, Result.ABANDONED)]


def test_a_won_saved_game_is_recorded_won_without_asking() -> None:
    from boulanger_qt.app.context import build_context
    from boulanger_qt.core.state import parse_board

    won = Session(parse_board("Foundations: H-Q C-Q D-Q S-Q\nKH\nKS\nKD\nKC\n", 4))
    for move in ("1h", "2h", "3h", "4h"):
        won.play(Move.parse(move))
    context = build_context(external_plugins=False)
    asked: list[Session] = []

    def keep_playing(game: Session) -> bool:
        asked.append(game)
        return True

    context.start_keeping(Session.new_deal(1, 4), False, True, won, lambda: won, keep_playing=keep_playing)
    assert asked == [] and [r.result for r in context.stats.records()] == [Result.WON]


def _unwritable_store(tmp_path: Path) -> StatsStore:
    path = tmp_path / "stats.sqlite3"
    path.mkdir()  # a folder where the database goes: it cannot be written, the journal can
    return StatsStore(path)


def test_two_windows_keep_every_game_in_one_journal(tmp_path: Path) -> None:
    """Two copies of the app, the statistics unwritable: each game waits in the journal,
    whichever copy wrote it last (one copy once replaced the other's games with its own)."""
    store = _unwritable_store(tmp_path)
    first = StatsRecorder(lambda: store, journal_path(store.path), Told())
    second = StatsRecorder(lambda: store, journal_path(store.path), Told())
    for deal in range(1, 31):
        (first if deal % 2 else second).write_game(_played(deal), left=True)
    waiting = Journal(journal_path(store.path)).read()
    assert sorted(r.deal or 0 for r in waiting.values()) == list(range(1, 31))
    assert "30 games" in str(first.waiting()) and "30 games" in str(second.waiting())


_WRITER = """
import sys
from pathlib import Path
from boulanger_qt.app.keeper import StatsRecorder
from boulanger_qt.app.storage.stats import StatsStore
from boulanger_qt.app.keeper import journal_path
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session
store = StatsStore(Path(sys.argv[1]))
recorder = StatsRecorder(lambda: store, journal_path(store.path), lambda told, again=False: None)
for deal in range(int(sys.argv[2]), int(sys.argv[2]) + 15):
    session = Session.new_deal(deal, 4)
    session.play(Move.parse("6a"))
    recorder.write_game(session, left=True)
"""


def test_two_processes_writing_the_journal_at_once_lose_no_game(tmp_path: Path) -> None:
    store = _unwritable_store(tmp_path)
    writers = [subprocess.Popen([sys.executable, "-c", _WRITER, str(store.path), str(first)])
               for first in (1, 101)]
    assert [w.wait(timeout=120) for w in writers] == [0, 0]
    waiting = Journal(journal_path(store.path)).read()
    assert sorted(r.deal or 0 for r in waiting.values()) == [*range(1, 16), *range(101, 116)]


def test_a_journal_of_another_format_is_kept_aside_not_merged(tmp_path: Path) -> None:
    """A journal a newer version wrote (or any JSON with a `games` list) is not read as ours."""
    store = _unwritable_store(tmp_path)
    recorder = StatsRecorder(lambda: store, journal_path(store.path), Told())
    recorder.write_game(_played(1), left=True)
    data = json.loads(journal_path(store.path).read_text())
    data["format"] = 99
    journal_path(store.path).write_text(json.dumps(data))
    journal = Journal(journal_path(store.path))
    assert journal.read() == {}
    assert journal.problems and "damaged" in str(journal.problems[0]).lower()
    assert (tmp_path / "stats-journal.json.bad").exists()
