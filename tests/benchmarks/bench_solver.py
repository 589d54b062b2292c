"""Solver benchmark: Microsoft deals at 4, 2 and 1 free cells, against fc-solve.

Run it directly (it is not collected by pytest):

    .venv/bin/python tests/benchmarks/bench_solver.py [--deals 1-1000] [--cells 4,2,1]
        [--timeout 60] [--jobs 1] [--no-fc-solve]

For each cell count it prints verdict counts, total solve time, p50/p95 per deal,
positions per second, median solution length and the peak memory, and checks that
every `solved` replays to a win through the same code as `boulanger-solve --replay`.
When fc-solve is installed it solves the same deals in the same run: its exhaustive
mode (`-to 01ABCDE`) for verdicts and time, its default mode for solution length.
fc-solve times are wall times around one process per deal; the report also gives the
ratio with fc-solve's process start-up (the fastest of 31 runs on an already-won board) taken off.
With --jobs > 1 both solvers run that many deals at once; times are still per deal.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path
from typing import TypeVar

from boulanger_qt.core.boardfile import format_board
from boulanger_qt.core.deals import deal
from boulanger_qt.core.solver import solve
from boulanger_qt.solve_cli import replay

T = TypeVar("T")
R = TypeVar("R")
FC_SOLVE = shutil.which("fc-solve")
WON_BOARD = "Foundations: H-K C-K D-K S-K\nFreecells: - - - -\n" + "\n" * 8


@dataclass(frozen=True)
class Run:
    deal: int
    verdict: str
    seconds: float
    states: int = 0
    length: int = 0  # moves in the solution, 0 when there is none
    replay_won: bool = False


def ours(task: tuple[int, int, float]) -> Run:
    number, cells, timeout = task
    state = deal(number, cells)
    result = solve(state, timeout=timeout)
    won = False
    if result.verdict == "solved":
        won = bool(replay(state, number, " ".join(map(str, result.moves)))["won"])
    return Run(number, result.verdict, result.seconds, result.states, len(result.moves), won)


def fc_solve(board: Path, cells: int, exhaustive: bool) -> Run:
    assert FC_SOLVE is not None
    argv = [FC_SOLVE, "-g", "bakers_game", "--freecells-num", str(cells)]
    argv += ["-to", "01ABCDE"] if exhaustive else ["-m"]
    began = time.perf_counter()
    out = subprocess.run([*argv, str(board)], capture_output=True, text=True, check=False).stdout
    seconds = time.perf_counter() - began
    solved = "This game is solveable." in out
    length = sum(line.startswith("Move") for line in out.splitlines()) if solved else 0
    return Run(int(board.stem.split("-")[1]), "solved" if solved else "unsolvable", seconds, length=length)


def fc_startup(directory: Path) -> float:
    board = directory / "won-0.txt"
    board.write_text(WON_BOARD)
    return min(fc_solve(board, 4, True).seconds for _ in range(31))


def in_order(fn: Callable[[T], R], items: Iterable[T], jobs: int, processes: bool) -> Iterator[R]:
    if jobs <= 1:
        yield from map(fn, items)
    elif processes:
        with get_context("spawn").Pool(jobs) as pool:
            yield from pool.imap(fn, items, chunksize=1)
    else:
        with ThreadPoolExecutor(jobs) as pool:
            yield from pool.map(fn, items)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def peak_rss_mb(jobs: int) -> float:
    """Peak resident memory of our solver: this process, or its workers with --jobs."""
    who = resource.RUSAGE_SELF if jobs <= 1 else resource.RUSAGE_CHILDREN
    return resource.getrusage(who).ru_maxrss / 1024


def counts(runs: list[Run]) -> str:
    return ", ".join(f"{sum(r.verdict == v for r in runs)} {v}" for v in ("solved", "unsolvable", "gave_up"))


def timing(runs: list[Run]) -> str:
    secs = [r.seconds for r in runs]
    p50, p95 = percentile(secs, 0.5), percentile(secs, 0.95)
    return f"total {sum(secs):.1f} s, p50 {p50:.3f} s, p95 {p95:.3f} s, max {max(secs):.3f} s"


def bench_cells(cells: int, numbers: range, args: argparse.Namespace, tmp: Path, startup: float) -> bool:
    print(f"\n== {cells} free cell{'s' if cells > 1 else ''}, deals {numbers.start}-{numbers.stop - 1} ==")
    began = time.perf_counter()
    mine = list(in_order(ours, [(n, cells, args.timeout) for n in numbers], args.jobs, True))
    wall = time.perf_counter() - began
    solved = [r for r in mine if r.verdict == "solved"]
    states = sum(r.states for r in mine)
    print(f"boulanger : {counts(mine)}")
    print(f"  time    : {timing(mine)} (wall {wall:.1f} s, jobs {args.jobs})")
    print(f"  search  : {states:,} positions, {states / sum(r.seconds for r in mine):,.0f} positions/s, "
          f"largest {max(r.states for r in mine):,}; peak RSS so far {peak_rss_mb(args.jobs):.0f} MB")
    if solved:
        print(f"  length  : median {statistics.median(r.length for r in solved):g} moves, "
              f"max {max(r.length for r in solved)}")
    replay_ok = sum(r.replay_won for r in solved)
    print(f"  replay  : {replay_ok}/{len(solved)} solutions win through --replay")
    ok = replay_ok == len(solved) and all(r.verdict != "gave_up" for r in mine)
    if FC_SOLVE is None or args.no_fc_solve:
        return ok
    boards = []
    for n in numbers:
        board = tmp / f"c{cells}-{n}.txt"
        board.write_text(format_board(deal(n, cells)))
        boards.append(board)
    exhaustive = list(in_order(lambda b: fc_solve(b, cells, True), boards, args.jobs, False))
    default = list(in_order(lambda b: fc_solve(b, cells, False), boards, args.jobs, False))
    print(f"fc-solve -to 01ABCDE: {counts(exhaustive)}")
    print(f"  time    : {timing(exhaustive)}")
    ours_total = sum(r.seconds for r in mine)
    theirs = sum(r.seconds for r in exhaustive)
    net = theirs - startup * len(exhaustive)
    adjusted = (f"{ours_total / net:.1f}x without its {startup * 1000:.1f} ms process start-up"
                if net > theirs / 4 else "fc-solve's time here is mostly process start-up")
    print(f"  ratio   : boulanger / fc-solve = {ours_total / theirs:.1f}x ({adjusted})")
    fc_solved = [r.length for r in default if r.verdict == "solved"]
    if fc_solved:
        print(f"fc-solve default: median solution {statistics.median(fc_solved):g} moves "
              f"({len(fc_solved)} deals solved)")
        both = [(a.length, b.length) for a, b in zip(mine, default, strict=True)
                if a.verdict == b.verdict == "solved"]
        a_med = statistics.median(a for a, _ in both)
        b_med = statistics.median(b for _, b in both)
        print(f"  on the {len(both)} deals both solved: median boulanger {a_med:g}, fc-solve {b_med:g}; "
              f"boulanger shorter on {sum(a < b for a, b in both)}, longer on {sum(a > b for a, b in both)}")
    disagree = [(a.deal, a.verdict, b.verdict) for a, b in zip(mine, exhaustive, strict=True)
                if a.verdict != b.verdict]
    print(f"verdict disagreements: {len(disagree)}")
    for number, a_verdict, b_verdict in disagree:
        print(f"  deal {number}: boulanger {a_verdict}, fc-solve {b_verdict}")
    return ok and not disagree


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", default="1-1000", help="deal range A-B (default 1-1000)")
    parser.add_argument("--cells", default="4,2,1", help="cell counts, comma separated (default 4,2,1)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per deal (default 60)")
    parser.add_argument("--jobs", type=int, default=1, help="deals at once (0 = one per core)")
    parser.add_argument("--no-fc-solve", action="store_true", help="do not run fc-solve")
    args = parser.parse_args(argv)
    args.jobs = args.jobs or os.cpu_count() or 1
    first, _, last = args.deals.partition("-")
    numbers = range(int(first), int(last or first) + 1)
    print(f"Python {sys.version.split()[0]}, fc-solve: {FC_SOLVE or 'not installed'}, "
          f"timeout {args.timeout:g} s per deal")
    ok = True
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        startup = fc_startup(tmp) if FC_SOLVE and not args.no_fc_solve else 0.0
        for cells in (int(c) for c in args.cells.split(",")):
            ok = bench_cells(cells, numbers, args, tmp, startup) and ok
    print(f"\nboulanger peak RSS {peak_rss_mb(args.jobs):.0f} MB; "
          f"{'all checks passed' if ok else 'CHECKS FAILED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
