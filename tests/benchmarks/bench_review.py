"""How long a game review takes: `boulanger-solve --review` on long lost games.

Each game is a winnable deal's first moves from the solver's winning line, then random
moves (never to the foundation, so the game lasts) until it is 150 moves long; games that
are still winnable at the end are drawn again, so every game measured was lost on the
way, and the review finds the move that lost it by bisection. Prints, for each game, the solver calls, the
seconds (wall and CPU) and where the fatal move is; the issue's target is < 2 s.

    python tests/benchmarks/bench_review.py [--games 10] [--length 150]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from boulanger_qt.core.deals import deal
from boulanger_qt.core.moves import Move, PlaceKind
from boulanger_qt.core.review import read_line, review
from boulanger_qt.core.rules import apply_move, legal_moves
from boulanger_qt.core.solver import BUILD, solve, winnable_table
from boulanger_qt.core.state import GameState


def long_game(rng: random.Random, number: int, length: int) -> tuple[GameState, list[Move]] | None:
    start = deal(number, 4)
    line = list(solve(start).moves[: rng.randint(10, 40)])
    state = start
    for move in line:
        state = apply_move(state, move)
    while len(line) < length:
        choices = [m for m in legal_moves(state) if m.target.kind is not PlaceKind.FOUNDATION]
        if not choices:
            return None
        line.append(rng.choice(choices))
        state = apply_move(state, line[-1])
    return start, line


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--length", type=int, default=150)
    args = parser.parse_args()
    rng = random.Random(150)
    table = winnable_table(4)
    print(f"{BUILD} solver, load average {os.getloadavg()[0]:.2f} (1 min) on {os.cpu_count()} cores")
    walls: list[float] = []
    while len(walls) < args.games:
        game = long_game(rng, table.pick(rng), args.length)
        if game is None:
            continue
        start, line = game
        calls = 0

        def counted(state: GameState) -> object:
            nonlocal calls
            calls += 1
            return solve(state, timeout=60)

        wall, cpu = time.perf_counter(), time.process_time()
        done = review(read_line(start, " ".join(map(str, line)))[1], counted)  # type: ignore[arg-type]
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        if done.fatal_move is None:  # still winnable (or never): not a lost game
            continue
        walls.append(wall)
        print(f"  {len(line)} moves: fatal move {done.fatal_move}, {calls} solver calls, "
              f"{wall:.2f} s wall, {cpu:.2f} s CPU")
    print(f"median {statistics.median(walls):.2f} s, max {max(walls):.2f} s (target < 2 s)")


if __name__ == "__main__":
    main()
