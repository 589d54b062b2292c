"""Solver benchmark: Microsoft deals at 4, 2 and 1 free cells, both our builds against fc-solve.

Run it directly (it is not collected by pytest):

    .venv/bin/python tests/benchmarks/bench_solver.py [--deals 1-1000] [--cells 4,2,1]
        [--timeout 60] [--builds compiled,pure] [--no-fc-solve]

Each build of our solver runs in its own worker process: "pure" is this repository's
source tree, "compiled" the mypyc build of it (a wheel built into a temporary folder
first, as `pip install .` builds it). One core: the deals are solved one at a time,
interleaved deal by deal across the builds and fc-solve, so the machine's drift hits
all of them alike. For each cell count it prints, side by side, verdict counts, total
time, p50/p95 per deal, positions per second and median solution length, checks that
every `solved` replays to a win (through the same code as `boulanger-solve --replay`),
and compares the verdicts with fc-solve's exhaustive mode (`-to 01ABCDE`). fc-solve
times are wall times around one process per deal, as a user runs it; the ratio with
its process start-up (the fastest of 31 runs on an already-won board) taken off is
printed too. Its default mode gives its solution length.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from boulanger_qt.core.boardfile import format_board
from boulanger_qt.core.deals import deal

REPO = Path(__file__).resolve().parents[2]
FC_SOLVE = shutil.which("fc-solve")
WON_BOARD = "Foundations: H-K C-K D-K S-K\nFreecells: - - - -\n" + "\n" * 8

# One line in: "deal cells timeout"; one JSON line out. "rss" as the last request.
WORKER = r"""
import json, resource, sys
from boulanger_qt.core.deals import deal
from boulanger_qt.core.solver import BUILD, solve
from boulanger_qt.cli.solve import replay
print(json.dumps({"build": BUILD}), flush=True)
for line in sys.stdin:
    if line.strip() == "rss":
        print(json.dumps({"rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}), flush=True)
        continue
    number, cells, timeout = line.split()
    state = deal(int(number), int(cells))
    r = solve(state, timeout=float(timeout))
    won = r.verdict == "solved" and bool(replay(state, int(number), " ".join(map(str, r.moves)))["won"])
    print(json.dumps([r.verdict, r.seconds, r.states, len(r.moves), won]), flush=True)
"""


@dataclass(frozen=True)
class Run:
    deal: int
    verdict: str
    seconds: float
    states: int = 0
    length: int = 0  # moves in the solution, 0 when there is none
    replay_won: bool = False


class Worker:
    def __init__(self, name: str, path: Path) -> None:
        self.name = name
        self.proc = subprocess.Popen([sys.executable, "-c", WORKER], cwd=path, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     env={"PYTHONPATH": str(path), "PATH": ""})
        self.build = json.loads(self._read())["build"]

    def _read(self) -> str:
        out: IO[str] | None = self.proc.stdout
        assert out is not None
        return out.readline()

    def _write(self, text: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(text + "\n")
        self.proc.stdin.flush()

    def solve(self, number: int, cells: int, timeout: float) -> Run:
        self._write(f"{number} {cells} {timeout}")
        verdict, seconds, states, length, won = json.loads(self._read())
        return Run(number, verdict, seconds, states, length, won)

    def rss_mb(self) -> float:
        self._write("rss")
        return float(json.loads(self._read())["rss_mb"])

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def compiled_tree(tmp: Path) -> Path:
    """This repository built as `pip install .` builds it, unpacked into `tmp`."""
    wheels = tmp / "wheel"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels), str(REPO)],
                   check=True)
    (wheel,) = wheels.glob("boulanger_solitaire-*.whl")
    target = tmp / "compiled"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(target)
    return target


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


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def counts(runs: list[Run]) -> str:
    return ", ".join(f"{sum(r.verdict == v for r in runs)} {v}" for v in ("solved", "unsolvable", "gave_up"))


def timing(runs: list[Run]) -> str:
    secs = [r.seconds for r in runs]
    p50, p95 = percentile(secs, 0.5), percentile(secs, 0.95)
    return f"total {sum(secs):6.1f} s, p50 {p50:.3f} s, p95 {p95:.3f} s, max {max(secs):.3f} s"


def report_ours(name: str, runs: list[Run]) -> bool:
    solved = [r for r in runs if r.verdict == "solved"]
    states = sum(r.states for r in runs)
    total = sum(r.seconds for r in runs)
    print(f"boulanger {name:<8}: {counts(runs)}")
    print(f"  time    : {timing(runs)}")
    print(f"  search  : {states:,} positions, {states / total:,.0f} positions/s, "
          f"largest {max(r.states for r in runs):,}")
    if solved:
        print(f"  length  : median {statistics.median(r.length for r in solved):g} moves, "
              f"max {max(r.length for r in solved)}")
    replay_ok = sum(r.replay_won for r in solved)
    print(f"  replay  : {replay_ok}/{len(solved)} solutions win through --replay")
    return replay_ok == len(solved) and all(r.verdict != "gave_up" for r in runs)


def bench_cells(cells: int, numbers: range, workers: list[Worker], fc: bool, tmp: Path,
                startup: float, timeout: float) -> bool:
    print(f"\n== {cells} free cell{'s' if cells > 1 else ''}, deals {numbers.start}-{numbers.stop - 1} ==")
    ours: dict[str, list[Run]] = {w.name: [] for w in workers}
    exhaustive: list[Run] = []
    default: list[Run] = []
    for n in numbers:
        for worker in workers:
            ours[worker.name].append(worker.solve(n, cells, timeout))
        if fc:
            board = tmp / f"c{cells}-{n}.txt"
            board.write_text(format_board(deal(n, cells)))
            exhaustive.append(fc_solve(board, cells, True))
            default.append(fc_solve(board, cells, False))
    ok = all([report_ours(name, runs) for name, runs in ours.items()])
    if not fc:
        return ok
    theirs = sum(r.seconds for r in exhaustive)
    print(f"fc-solve -to 01ABCDE: {counts(exhaustive)}")
    print(f"  time    : {timing(exhaustive)}")
    net = theirs - startup * len(exhaustive)
    for name, runs in ours.items():
        total = sum(r.seconds for r in runs)
        adjusted = (f"{total / net:.2f}x without its {startup * 1000:.1f} ms process start-up"
                    if net > theirs / 4 else "fc-solve's time here is mostly process start-up")
        print(f"  ratio   : boulanger {name} / fc-solve = {total / theirs:.2f}x ({adjusted})")
    fc_solved = [r.length for r in default if r.verdict == "solved"]
    if fc_solved:
        print(f"fc-solve default: median solution {statistics.median(fc_solved):g} moves "
              f"({len(fc_solved)} deals solved)")
    for name, runs in ours.items():
        disagree = [(a.deal, a.verdict, b.verdict) for a, b in zip(runs, exhaustive, strict=True)
                    if a.verdict != b.verdict]
        print(f"verdict disagreements, {name} vs fc-solve: {len(disagree)}")
        for number, a_verdict, b_verdict in disagree:
            print(f"  deal {number}: boulanger {a_verdict}, fc-solve {b_verdict}")
        ok = ok and not disagree
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", default="1-1000", help="deal range A-B (default 1-1000)")
    parser.add_argument("--cells", default="4,2,1", help="cell counts, comma separated (default 4,2,1)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per deal (default 60)")
    parser.add_argument("--builds", default="compiled,pure", help="our builds to run (default compiled,pure)")
    parser.add_argument("--no-fc-solve", action="store_true", help="do not run fc-solve")
    args = parser.parse_args(argv)
    first, _, last = args.deals.partition("-")
    numbers = range(int(first), int(last or first) + 1)
    fc = FC_SOLVE is not None and not args.no_fc_solve
    print(f"Python {sys.version.split()[0]}, fc-solve: {FC_SOLVE or 'not installed'}, "
          f"timeout {args.timeout:g} s per deal, one deal at a time")
    ok = True
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        trees = {"pure": REPO}
        if "compiled" in args.builds.split(","):
            trees["compiled"] = compiled_tree(tmp)
        workers = [Worker(b, trees[b]) for b in args.builds.split(",")]
        for worker in workers:
            print(f"  {worker.name}: {worker.build} solver from {trees[worker.name]}")
            ok = ok and worker.build == worker.name
        startup = fc_startup(tmp) if fc else 0.0
        for cells in (int(c) for c in args.cells.split(",")):
            ok = bench_cells(cells, numbers, workers, fc, tmp, startup, args.timeout) and ok
        print("\npeak RSS: " + ", ".join(f"{w.name} {w.rss_mb():.0f} MB" for w in workers))
        for worker in workers:
            worker.close()
    print("all checks passed" if ok else "CHECKS FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
