"""A scripted player for the kill-injection test, run as a subprocess (no Qt).

It drives the same objects the app uses (GameController, the plugin host, `AppContext.start_keeping`,
the GameKeeper) through a fixed script, with a numbered step before each of the app's durable
writes (the autosave, the statistics and their migration, the journal and its removal). With
`BOULANGER_KILL_AT_WRITE=k` in the environment the process ends abruptly (`os._exit`, like a
power cut: no cleanup, no flush) just before write k.

    python kill_driver.py play     # the script, from a fresh data folder
    python kill_driver.py restart  # start again (resume the saved game), then quit

`play` prints, as JSON on its last line, the write-step count after each action.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from boulanger_qt.app import keeper
from boulanger_qt.app.context import build_context
from boulanger_qt.app.controller import GameController
from boulanger_qt.app.storage.stats import StatsStore
from boulanger_qt.core.deals import deal
from boulanger_qt.core.moves import Move
from boulanger_qt.core.rules import legal_moves
from boulanger_qt.core.session import Session
from boulanger_qt.core.state import parse_board
from boulanger_qt.ui.start import StartRequest, chosen_session, read_saved_game

NEAR_WON_FILE = "near_won.txt"  # in BOULANGER_HOME: a position three moves from a win, then those moves
KILL_ENV = "BOULANGER_KILL_AT_WRITE"
KILLED_STATUS = 86
_count = 0


def steps_taken() -> int:
    return _count  # the writes counted so far


def _step(what: str) -> None:
    global _count
    _count += 1
    if os.environ.get(KILL_ENV) == str(_count):
        sys.stderr.write(f"killed before write {_count} ({what})\n")
        sys.stderr.flush()
        os._exit(KILLED_STATUS)


def _before(what: str, write: Any) -> Any:
    def stepped(*args: object, **kwargs: object) -> object:
        _step(what)
        return write(*args, **kwargs)
    return stepped


def count_writes() -> None:
    """A step before each durable write of the app's (an empty statistics write writes nothing)."""
    keeper.Autosave.save = _before("autosave", keeper.Autosave.save)  # type: ignore[method-assign]
    keeper.Journal.write = _before("journal", keeper.Journal.write)  # type: ignore[method-assign]
    StatsStore._migrate = staticmethod(_before("stats migrate", StatsStore._migrate))  # type: ignore[method-assign]
    write, unlink = StatsStore.write, Path.unlink

    def stats_write(store: StatsStore, records: list[object]) -> None:
        if records:
            _step("stats")
        write(store, records)  # type: ignore[arg-type]

    def journal_unlink(path: Path, missing_ok: bool = False) -> None:
        if path.name.endswith("-journal.json"):
            _step("journal remove")
        unlink(path, missing_ok=missing_ok)

    StatsStore.write = stats_write  # type: ignore[assignment, method-assign]
    Path.unlink = journal_unlink  # type: ignore[assignment, method-assign]


def _first_legal(session: Session) -> Move:
    return sorted(legal_moves(session.state), key=str)[0]


def play(home: Path) -> list[int]:
    board, _, finish = (home / NEAR_WON_FILE).read_text().partition("\n--\n")
    context = build_context(external_plugins=False)
    game_a = Session(parse_board(board, 4), None, game_id="game-A")
    controller = GameController(context.host, game_a)
    start, _ = context.start_keeping(game_a, resumed=False, owns_saved_game=True,
                                     replaced=None, current=lambda: controller.session)
    controller.start(start)
    steps = [steps_taken()]
    for text in finish.split():  # 1-3: three moves, the last one wins
        controller.play(Move.parse(text))
        steps.append(steps_taken())
    controller.undo()  # 4: out of the win ...
    steps.append(steps_taken())
    controller.redo()  # 5: ... and won again: counted once
    steps.append(steps_taken())
    controller.start(Session(deal(5, 4), 5, game_id="game-B"))  # 6
    steps.append(steps_taken())
    for _ in range(2):  # 7, 8
        controller.play(_first_legal(controller.session))
        steps.append(steps_taken())
    controller.start(Session(deal(7, 4), 7, game_id="game-C"))  # 9: B is abandoned
    steps.append(steps_taken())
    controller.note_hint()
    controller.play(_first_legal(controller.session))  # 10
    steps.append(steps_taken())
    controller.play(_first_legal(controller.session), by="solution")  # 11: C is assisted
    steps.append(steps_taken())
    context.host.app_shutting_down()  # 12: quit
    steps.append(steps_taken())
    return steps


def restart() -> None:
    context = build_context(external_plugins=False)
    saved = read_saved_game(context)
    session, resumed = chosen_session(StartRequest(), context, saved)
    controller = GameController(context.host, session)
    session, resumed = context.start_keeping(session, resumed, owns_saved_game=True,
                                             replaced=None if resumed else saved,
                                             current=lambda: controller.session)
    controller.start(session, resumed=resumed)
    context.host.app_shutting_down()


if __name__ == "__main__":
    home = Path(os.environ["BOULANGER_HOME"])
    if sys.argv[1] == "play":
        count_writes()
        print(json.dumps(play(home)))
    else:
        restart()
