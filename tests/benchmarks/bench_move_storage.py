"""Time a move spends in storage on the UI thread: the autosave and the statistics row.

Every move (and undo) the player makes is kept before the next one is taken: the
autosave (JSON, written atomically and fsync'ed) and then the game's statistics row (one
SQLite transaction). Both run on the UI thread, inside the move's hook. This script plays
a real game through the app's own objects (the controller, the plugin host, the
GameKeeper) in a data folder on a real disk (not tmpfs) and prints, per part and in
total, the median, p95 and worst time per move. The recorder's clock advances `--pace`
seconds per move (a player's pace: a row waits at most recorders.ROW_EVERY_SECONDS),
the disk's time is real.

    .venv/bin/python tests/benchmarks/bench_move_storage.py [--moves 500] [--pace 1.5] [--dir FOLDER]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any


def _filesystem(folder: Path) -> str:
    try:
        out = subprocess.run(["df", "-T", str(folder)], capture_output=True, text=True, check=True).stdout
        return out.splitlines()[1].split()[1]
    except (OSError, subprocess.CalledProcessError, IndexError):
        return "unknown"


def _timed(owner: Any, name: str, into: list[float]) -> None:
    original: Callable[..., Any] = getattr(owner, name)

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return original(*args, **kwargs)
        finally:
            into.append(time.perf_counter() - started)

    setattr(owner, name, wrapper)


def _figures(label: str, seconds: list[float]) -> str:
    ms = sorted(s * 1000 for s in seconds)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return (f"{label:<22} n={len(ms):4d}  median {statistics.median(ms):6.2f} ms  "
            f"p95 {p95:6.2f} ms  worst {ms[-1]:6.2f} ms")


class PlayerClock:
    """The recorder's clock: `pace` seconds pass between two moves, as for a player."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def run(moves: int, seed: int, pace: float) -> None:
    from boulanger_qt.app.context import build_context
    from boulanger_qt.app.controller import GameController
    from boulanger_qt.app.keeper import Autosave, GameKeeper, StatsRecorder, journal_path
    from boulanger_qt.app.storage.stats import StatsStore
    from boulanger_qt.core.deals import deal
    from boulanger_qt.core.rules import legal_moves
    from boulanger_qt.core.session import Session

    autosave: list[float] = []
    stats: list[float] = []
    per_move: list[float] = []
    _timed(Autosave, "save", autosave)
    _timed(StatsStore, "write", stats)
    context = build_context(external_plugins=False)
    rng = random.Random(seed)
    number = rng.randint(1, 32000)
    controller = GameController(context.host, Session(deal(number, 4), number))
    clock = PlayerClock()
    tell = context.problems.tell  # as AppContext.start_keeping does, with the player's clock
    recorder = StatsRecorder(lambda: context.stats, journal_path(context.paths.stats_db), tell, clock=clock)
    keeper = GameKeeper(Autosave(context.paths.autosave_file, tell), recorder, lambda: controller.session)
    context.host.register(keeper, "boulanger_stats_recorder")
    controller.start(controller.session)
    autosave.clear()
    stats.clear()
    played = 0
    while played < moves:
        current = controller.session
        options = sorted(legal_moves(current.state), key=str)
        clock.now += pace
        started = time.perf_counter()
        if current.is_won() or not options or (current.can_undo and rng.random() < 0.15):
            if current.can_undo:
                controller.undo()
            else:
                number = rng.randint(1, 32000)
                controller.start(Session(deal(number, 4), number))
                continue
        else:
            controller.play(rng.choice(options))
        per_move.append(time.perf_counter() - started)
        played += 1
    context.host.app_shutting_down()
    print(_figures("autosave (JSON+fsync)", autosave))
    print(_figures("statistics (SQLite)", stats))
    print(_figures("whole move, UI thread", per_move))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pace", type=float, default=1.5,
                        help="seconds of the player's time between two moves (default 1.5)")
    parser.add_argument("--dir", type=Path, default=None,
                        help="the data folder's parent (default: a temporary folder)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as home:
        os.environ["BOULANGER_HOME"] = home
        import sqlite3

        print(f"{args.moves} moves, one every {args.pace:g} s of play, data in {home} "
              f"({_filesystem(Path(home))}), SQLite {sqlite3.sqlite_version}, "
              f"Python {sys.version.split()[0]}")
        run(args.moves, args.seed, args.pace)
    return 0


if __name__ == "__main__":
    sys.exit(main())
