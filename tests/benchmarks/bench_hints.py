"""Hint latency from positions along real games.

For deals 1..N (4 cells) the solver's own winning line is replayed; every few moves the
position is taken as it stands, and also after a random detour of a few legal moves (the
kind of position a real player reaches). Each shipped hint provider is timed there.

    python tests/benchmarks/bench_hints.py [--deals 60] [--every 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from boulanger_hints import QuickHints, SolverHints

from boulanger_qt.core.deals import deal
from boulanger_qt.core.rules import apply_move, legal_moves
from boulanger_qt.core.solver import solve
from boulanger_qt.core.state import GameState


def positions(deals: int, every: int, rng: random.Random) -> list[GameState]:
    found: list[GameState] = []
    for number in range(1, deals + 1):
        start = deal(number)
        result = solve(start, timeout=60)
        if result.verdict != "solved":
            continue
        state = start
        for index, move in enumerate(result.moves):
            if index % every == 0 and not state.is_won():
                found.append(state)
                detour = state
                for _ in range(rng.randint(1, 4)):
                    options = legal_moves(detour)
                    if not options:
                        break
                    detour = apply_move(detour, rng.choice(options))
                if not detour.is_won():
                    found.append(detour)
            state = apply_move(state, move)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--every", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(2026)
    sample = positions(args.deals, args.every, rng)
    print(f"{len(sample)} positions from the winning lines of deals 1-{args.deals} (and detours)")
    for provider in (SolverHints(), QuickHints()):
        timings: list[float] = []
        answered = 0
        for state in sample:
            began = time.perf_counter()
            hint = provider.hint(state, lambda: False)
            timings.append(time.perf_counter() - began)
            answered += hint is not None
        timings.sort()
        p50 = statistics.median(timings) * 1000
        p95 = timings[int(len(timings) * 0.95)] * 1000
        print(f"{provider.display_name:28} p50 {p50:8.2f} ms   p95 {p95:8.2f} ms   "
              f"max {timings[-1] * 1000:8.1f} ms   hints {answered}/{len(sample)}")


if __name__ == "__main__":
    main()
