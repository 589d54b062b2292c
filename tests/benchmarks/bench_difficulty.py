"""The difficulty ratings of deals 1-1000 (4 free cells), and what rating a deal costs.

Prints the distribution from the shipped table beside the same ratings computed again with
the solver (they must agree), and the time to rate a deal the tables do not hold
(deals 40001-40020: solving with 4 cells, then with 2 and 1 where the tables do not say).

    python tests/benchmarks/bench_difficulty.py
"""

from __future__ import annotations

import time
from collections import Counter

from boulanger_qt.core.deals import deal
from boulanger_qt.core.difficulty import LEVELS, difficulty, difficulty_table, rate
from boulanger_qt.core.solver import BUILD, solve, winnable_table


def main() -> None:
    table = difficulty_table(4)
    shipped = Counter(table.rating(n) for n in range(1, 1001))
    started = time.process_time()
    again: Counter[int | None] = Counter()
    for number in range(1, 1001):
        rating = table.rating(number)
        if rating is not None and rating >= 3:
            rating = rate(4, 4, solve(deal(number, 4)).states, table.steps)
        again[rating] += 1
    seconds = time.process_time() - started
    print(f"deals 1-1000, 4 free cells ({BUILD} solver):")
    print("  rating     " + "".join(f"{level:>7}" for level in LEVELS) + "  not winnable")
    print("  shipped    " + "".join(f"{shipped[level]:>7}" for level in LEVELS) + f"{shipped[None]:>14}")
    print("  recomputed " + "".join(f"{again[level]:>7}" for level in LEVELS) + f"{again[None]:>14}"
          + f"   ({seconds:.1f} s CPU)")
    print(f"  agree: {shipped == again}")
    assert winnable_table(4).searched.stop <= 40001
    started = time.process_time()
    beyond = Counter(difficulty(n, deal(n, 4)) for n in range(40001, 40021))
    print(f"rating deals 40001-40020 beyond the tables: {(time.process_time() - started) / 20 * 1000:.0f} ms"
          f" CPU a deal; ratings {dict(sorted(beyond.items(), key=lambda kv: (kv[0] is None, kv[0] or 0)))}")


if __name__ == "__main__":
    main()
