"""A quick run of moves costs one statistics transaction, not one per move: the row of a
game the autosave holds waits (at most ROW_EVERY_SECONDS) and goes in with the next
write, when the game ends, at quit, or before anything reads the statistics; a game the
autosave does not hold is written after every move, as before (recorders.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from boulanger_qt.app.keeper import ROW_EVERY_SECONDS, Autosave, GameKeeper, StatsRecorder, journal_path
from boulanger_qt.app.storage.autosave import load_game
from boulanger_qt.app.storage.stats import StatsStore
from boulanger_qt.core.deals import deal
from boulanger_qt.core.game_view import Outcome, Result
from boulanger_qt.core.record import GameRecord
from boulanger_qt.core.rules import legal_moves
from boulanger_qt.core.session import Session

from .told import Told


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class CountingStore(StatsStore):
    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.writes = 0

    def write(self, records: list[GameRecord]) -> None:
        self.writes += 1
        super().write(records)


def _keeper(tmp_path: Path, clock: Clock, autosave: bool = True
            ) -> tuple[GameKeeper, CountingStore, list[Session]]:
    store = CountingStore(tmp_path / "stats.sqlite3")
    told = Told()
    recorder = StatsRecorder(lambda: store, journal_path(store.path), told, clock=clock)
    game = [Session(deal(5, 4), 5, game_id="game")]
    saver = Autosave(tmp_path / "autosave.json", told) if autosave else None
    return GameKeeper(saver, recorder, lambda: game[0]), store, game


def _play(keeper: GameKeeper, game: list[Session], moves: int) -> None:
    for _ in range(moves):
        game[0].play(sorted(legal_moves(game[0].state), key=str)[0])
        keeper.boulanger_move_applied()


def _rows(path: Path) -> list[GameRecord]:
    return StatsStore(path).records()


def _moves_in_db(store: StatsStore) -> int:
    with store._session() as db:  # raw: not through records(), which writes what waits
        row = db.execute("SELECT moves FROM games").fetchone()
    return -1 if row is None else int(row[0])


def test_a_quick_run_of_moves_is_one_transaction(tmp_path: Path) -> None:
    clock = Clock()
    keeper, store, game = _keeper(tmp_path, clock)
    keeper.boulanger_game_started()
    _play(keeper, game, 1)
    assert (store.writes, _moves_in_db(store)) == (1, 1)  # a game's first move: its row at once
    _play(keeper, game, 9)
    assert (store.writes, _moves_in_db(store)) == (1, 1)  # ... the next ones wait
    assert load_game(tmp_path / "autosave.json", clock).session is not None  # the autosave has them all
    clock.now += ROW_EVERY_SECONDS
    _play(keeper, game, 1)
    assert (store.writes, _moves_in_db(store)) == (2, 11)


def test_what_waits_is_written_before_a_read_at_the_end_and_at_quit(tmp_path: Path) -> None:
    clock = Clock()
    keeper, store, game = _keeper(tmp_path, clock)
    _play(keeper, game, 3)
    assert _moves_in_db(store) == 1
    assert [(r.moves, r.result) for r in store.records()] == [(3, Result.IN_PROGRESS)]  # a read
    _play(keeper, game, 2)
    keeper.boulanger_app_shutting_down()  # quit
    assert _moves_in_db(store) == 5
    _play(keeper, game, 2)
    keeper.boulanger_game_ended(Outcome(Result.ABANDONED, False))  # the game left for another
    assert [(r.moves, r.result) for r in store.records()] == [(7, Result.ABANDONED)]


def test_a_game_the_autosave_does_not_hold_is_written_after_every_move(tmp_path: Path) -> None:
    clock = Clock()
    keeper, store, game = _keeper(tmp_path, clock, autosave=False)  # another Boulanger owns it
    _play(keeper, game, 4)
    assert (store.writes, _moves_in_db(store)) == (4, 4)
    failing, store, game = _keeper(tmp_path / "other", clock)
    (tmp_path / "other" / "autosave.json").mkdir()  # the autosave cannot be written
    _play(failing, game, 4)
    assert (store.writes, _moves_in_db(store)) == (4, 4)


def test_a_kill_while_rows_wait_loses_no_move(tmp_path: Path) -> None:
    """The app killed right after a quick run of moves: the next start writes the row
    from the autosave."""
    script = (
        "import os\n"
        "from boulanger_qt.app.context import build_context\n"
        "from boulanger_qt.core.rules import legal_moves\n"
        "from boulanger_qt.core.session import Session\n"
        "from boulanger_qt.app.controller import GameController\n"
        "context = build_context(external_plugins=False)\n"
        "game = Session.new_deal(5, 4)\n"
        "controller = GameController(context.host, game)\n"
        "start, _ = context.start_keeping(game, resumed=False, owns_saved_game=True,\n"
        "                                 replaced=None, current=lambda: controller.session)\n"
        "controller.start(start)\n"
        "for _ in range(12):\n"
        "    controller.play(sorted(legal_moves(controller.session.state), key=str)[0])\n"
        "os._exit(9)  # as kill -9: no quit, no flush\n"
    )
    env = {**os.environ, "BOULANGER_HOME": str(tmp_path)}
    assert subprocess.run([sys.executable, "-c", script], env=env, timeout=60).returncode == 9
    stats = tmp_path / "data" / "stats.sqlite3"
    assert [r.moves for r in _rows(stats)] == [1]  # only the first move's row went in
    restart = (
        "from boulanger_qt.app.context import build_context\n"
        "from boulanger_qt.app.controller import GameController\n"
        "from boulanger_qt.ui.start import StartRequest, chosen_session, read_saved_game\n"
        "context = build_context(external_plugins=False)\n"
        "saved = read_saved_game(context)\n"
        "session, resumed = chosen_session(StartRequest(), context, saved)\n"
        "assert resumed\n"
        "controller = GameController(context.host, session)\n"
        "start, resumed = context.start_keeping(session, resumed, owns_saved_game=True,\n"
        "                                       replaced=None, current=lambda: controller.session)\n"
        "controller.start(start, resumed=resumed)\n"
    )
    subprocess.run([sys.executable, "-c", restart], env=env, timeout=60, check=True)
    assert [(r.moves, r.result) for r in _rows(stats)] == [(12, Result.IN_PROGRESS)]
