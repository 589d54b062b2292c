"""What opening an older statistics file costs the first start of a new version, and what
keeping the lines inside the games' rows (schema 5) cost against beside them (schema 6).

The same generated games with a line each, written three ways: schema 6 as this version
writes it, schema 4 (no lines; migrated by creating the lines table) and schema 5 (the line
in the game's row; migrated by moving the lines out). Per run, interleaved, on fresh copies:
the first summary (which opens the file and migrates it) and the next one. Then, on the unmigrated
layouts, a plain scan of the games table as the summary does it, to see what a wide row
costs. Medians of --runs. Not a test: figures only.

    python tests/benchmarks/bench_stats_migrate.py [--games 100000] [--runs 7]
"""

from __future__ import annotations

import argparse
import random
import shutil
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Callable
from contextlib import closing
from dataclasses import replace
from pathlib import Path

from bench_stats_lines import move_texts  # (beside this script)
from stats_history import generated_games

from boulanger_qt.app.storage.stats import StatsStore
from boulanger_qt.app.storage.stats_queries import GamesQuery

SCAN = "SELECT cells, result, assisted, seconds, moves, score FROM games ORDER BY started_at"


def schema_4(path: Path) -> None:
    with closing(sqlite3.connect(path)) as db, db:
        db.execute("DROP TABLE lines")
        db.execute("PRAGMA user_version = 4")


def schema_5(path: Path) -> None:
    with closing(sqlite3.connect(path)) as db, db:
        db.execute("ALTER TABLE games ADD COLUMN line TEXT NOT NULL DEFAULT ''")
        db.execute("UPDATE games SET line = (SELECT line FROM lines WHERE lines.id = games.id)")
        db.execute("DROP TABLE lines")
        db.execute("PRAGMA user_version = 5")


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(24)
    texts = move_texts(rng)
    games = [replace(g, line=" ".join(rng.choice(texts) for _ in range(g.moves)))
             for g in generated_games(args.games)]
    folder = Path(tempfile.mkdtemp(prefix="bench-migrate-"))
    sources: dict[str, Path] = {}
    layouts = (("schema 6 (current)", None), ("schema 4 -> 6", schema_4), ("schema 5 -> 6", schema_5))
    for name, change in layouts:
        path = folder / f"source-{len(sources)}.sqlite3"
        StatsStore(path).write(games)
        if change is not None:
            change(path)
        with closing(sqlite3.connect(path)) as db:
            db.execute("VACUUM")
        sources[name] = path
    opened: dict[str, list[float]] = {name: [] for name in sources}
    summary: dict[str, list[float]] = {name: [] for name in sources}
    scans: dict[str, list[float]] = {name: [] for name in sources}
    for run in range(args.runs):
        for name, source in sources.items():
            copy = folder / f"run-{run}-{source.name}"
            shutil.copyfile(source, copy)
            start = time.perf_counter()
            query = GamesQuery(StatsStore(copy))  # the store opens (and migrates) the file
            query.summary(None)
            opened[name].append(time.perf_counter() - start)
            summary[name].append(timed(lambda: query.summary(None)))  # noqa: B023
            with closing(sqlite3.connect(source)) as db:
                scans[name].append(timed(lambda: db.execute(SCAN).fetchall()))
            copy.unlink()
    print(f"{args.games} games with lines, medians of {args.runs} interleaved runs")
    for name, source in sources.items():
        print(f"  {name:19} file {source.stat().st_size / 1e6:6.1f} MB"
              f"  first summary (opens, migrates) {statistics.median(opened[name]) * 1000:7.0f} ms"
              f"  next summary {statistics.median(summary[name]) * 1000:6.0f} ms"
              f"  | unmigrated games scan {statistics.median(scans[name]) * 1000:6.1f} ms")


if __name__ == "__main__":
    main()
