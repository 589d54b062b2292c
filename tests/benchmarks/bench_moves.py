"""Move-generation benchmark: successor positions per second on one core.

Run it directly (it is not collected by pytest):

    .venv/bin/python tests/benchmarks/bench_moves.py [--deals 200] [--rounds 5] [--seed 1]

Random positions are made by random play from many deals (4, 2 and 1 free cells),
then every position is expanded with `legal_moves` + apply, as a solver would.
The project's target is at least 100,000 successors per second.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import time
from collections.abc import Callable

from boulanger_qt.core.deals import deal
from boulanger_qt.core.moves import PlaceKind
from boulanger_qt.core.rules import _apply, legal_moves, successors
from boulanger_qt.core.state import GameState

TARGET: int = 100_000


_WEIGHTS: dict[tuple[PlaceKind, PlaceKind], float] = {
    (PlaceKind.COLUMN, PlaceKind.FOUNDATION): 20.0,
    (PlaceKind.CELL, PlaceKind.FOUNDATION): 20.0,
    (PlaceKind.CELL, PlaceKind.COLUMN): 6.0,
    (PlaceKind.COLUMN, PlaceKind.COLUMN): 4.0,
    (PlaceKind.COLUMN, PlaceKind.CELL): 1.0,
    (PlaceKind.CELL, PlaceKind.CELL): 0.05,
}


def random_positions(deals: int, seed: int) -> list[GameState]:
    """Positions met along random games from `deals` random deals.

    Plain uniform play fills the free cells and jams within ~20 moves, so the walk
    favours foundation and tableau moves and backs up a few steps when it jams; that
    way the sample holds open positions with empty columns and group moves too.
    """
    rng = random.Random(seed)
    positions: list[GameState] = []
    for _ in range(deals):
        cells = rng.choice((4, 4, 2, 1))
        line = [deal(rng.randint(1, 2**31 - 1), cells)]
        for _step in range(rng.randint(20, 150)):
            moves = legal_moves(line[-1])
            if not moves:
                del line[max(1, len(line) - rng.randint(1, 8)) :]
                continue
            weights = [_WEIGHTS[m.source.kind, m.target.kind] for m in moves]
            line.append(_apply(line[-1], rng.choices(moves, weights)[0]))
            positions.append(line[-1])
            if line[-1].is_won():
                break
    return positions


def _time(func: Callable[[], int], rounds: int) -> tuple[float, int]:
    """Best wall time over `rounds` runs, and the count the function returned."""
    best = float("inf")
    count = 0
    for _ in range(rounds):
        gc.collect()
        start = time.perf_counter()
        count = func()
        best = min(best, time.perf_counter() - start)
    return best, count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", type=int, default=200, help="deals to sample positions from")
    parser.add_argument("--rounds", type=int, default=5, help="timed rounds (the best is kept)")
    parser.add_argument("--seed", type=int, default=1, help="random seed for the positions")
    args = parser.parse_args(argv)
    if hasattr(os, "sched_setaffinity"):  # one core, as a solver worker would have
        cpu = min(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cpu})
        print(f"pinned to CPU {cpu}")

    positions = random_positions(args.deals, args.seed)
    print(f"positions: {len(positions):,} from {args.deals} random deals (seed {args.seed})")
    all_moves = [(s, legal_moves(s)) for s in positions]

    def generate() -> int:
        return sum(len(legal_moves(s)) for s in positions)

    def apply_only() -> int:
        n = 0
        for s, moves in all_moves:
            for m in moves:
                _apply(s, m)
                n += 1
        return n

    def expand() -> int:
        return sum(len(successors(s)) for s in positions)

    rows = [
        ("legal_moves only", "moves", generate),
        ("apply only", "positions", apply_only),
        ("legal_moves + apply", "successors", expand),
    ]
    results: dict[str, float] = {}
    print(f"{'measure':<22}{'count':>12}{'seconds':>10}{'per second':>14}")
    for label, unit, func in rows:
        seconds, count = _time(func, args.rounds)
        rate = count / seconds
        results[label] = rate
        print(f"{label:<22}{count:>12,}{seconds:>10.3f}{rate:>14,.0f}  {unit}/s")
    rate = results["legal_moves + apply"]
    verdict = "OK" if rate >= TARGET else "BELOW TARGET"
    print(f"successors per second: {rate:,.0f} (target {TARGET:,}): {verdict}")
    return 0 if rate >= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
