"""What keeping every game's line costs the statistics (schema 6, issue 24 section 1).

The same generated games twice: with empty lines (the floor: what the file held before
lines were kept) and with a line of each game's move count. Per run, interleaved: the
Statistics window's summary and weeks (which read every row of the games), a page of
the list near its end, and the export's read of every record (which joins the lines).
Medians of --runs, and the files' sizes. Not a test: figures only.

    python tests/benchmarks/bench_stats_lines.py [--games 100000] [--runs 9]
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import tempfile
import time
from contextlib import closing
from dataclasses import replace
from pathlib import Path

from stats_history import generated_games  # (beside this script)

from boulanger_qt.app.storage.stats import StatsStore
from boulanger_qt.app.storage.stats_queries import GamesQuery, Order
from boulanger_qt.core.deals import deal
from boulanger_qt.core.rules import apply_move, legal_moves


def move_texts(rng: random.Random, count: int = 400) -> list[str]:
    """Moves as random play writes them, to draw lines from."""
    texts: list[str] = []
    state = deal(1, 4)
    while len(texts) < count:
        choices = legal_moves(state)
        if not choices:
            state = deal(rng.randint(1, 32000), 4)
            continue
        move = rng.choice(choices)
        texts.append(str(move))
        state = apply_move(state, move)
    return texts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    rng = random.Random(24)
    games = generated_games(args.games)
    texts = move_texts(rng)
    lined = [replace(g, line=" ".join(rng.choice(texts) for _ in range(g.moves))) for g in games]
    folder = Path(tempfile.mkdtemp(prefix="bench-lines-"))
    files: dict[str, Path] = {}
    for name, records in (("no lines (floor)", games), ("lines", lined)):
        path = folder / f"{len(files)}.sqlite3"
        StatsStore(path).write(records)
        with closing(sqlite3.connect(path)) as db:
            db.execute("VACUUM")
        files[name] = path
    figures: dict[str, dict[str, list[float]]] = {n: {"summary": [], "page": [], "export": []} for n in files}
    for _ in range(args.runs):
        for name, path in files.items():
            store = StatsStore(path)
            query = GamesQuery(store)
            start = time.perf_counter()
            query.summary(None)
            query.weeks(None)
            figures[name]["summary"].append(time.perf_counter() - start)
            start = time.perf_counter()
            query.page(None, Order(), args.games - 1000)
            figures[name]["page"].append(time.perf_counter() - start)
            start = time.perf_counter()
            store.records()
            figures[name]["export"].append(time.perf_counter() - start)
    print(f"{args.games} games, medians of {args.runs} interleaved runs")
    for name, path in files.items():
        ms = {k: statistics.median(v) * 1000 for k, v in figures[name].items()}
        print(f"  {name:17} {path.stat().st_size / 1e6:6.1f} MB  summary+weeks {ms['summary']:7.0f} ms"
              f"  page {ms['page']:6.1f} ms  every record {ms['export']:7.0f} ms")


if __name__ == "__main__":
    main()
