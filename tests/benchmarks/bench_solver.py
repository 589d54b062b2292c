"""Solver benchmark: our builds against fc-solve's own in-process range driver.

Run it directly (it is not collected by pytest):

    .venv/bin/python tests/benchmarks/bench_solver.py [--rows 4:1-1000,4:1001-3000,2:1-300]
        [--builds compiled,pure] [--block 50] [--passes 1] [--timeout 60] [--wheel WHEEL]

The yardstick is `freecell-solver-range-parallel-solve A B 1 -g bakers_game
--freecells-num C -to 01ABCDE`: fc-solve solving a range of deals in one process, as
exhaustively as we do. Its per-deal times come from the timestamps it prints after each
deal (in-process, no process start), its CPU time from the kernel (`wait4`), less the CPU
of a run that solves nothing (its start-up, measured up front and subtracted, which can
only flatter fc-solve). Our builds run in worker processes of their own and time each
`solve` with `time.process_time` (CPU) and `time.perf_counter` (wall). "pure" is this
source tree, "compiled" the tree `pip install .` builds (a wheel, unpacked).

The deals of a row go in blocks of --block, and each block is solved by every contestant
before the next block starts, in an order that alternates from block to block, so the
load of this shared machine hits all of them alike. The load average is printed beside
every row. The headline ratio is CPU time, ours / fc-solve (target <= 1.0).

Each row also prints verdict agreement with fc-solve's exhaustive mode, median solution
lengths (fc-solve's default mode for its own), positions per second (ours: positions
stored; fc-solve: positions checked), and, labelled as such, fc-solve as one process per
deal (the old yardstick: its ~5 ms process start counted per deal).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from boulanger_qt.core.deals import deal
from boulanger_qt.core.state import format_board

REPO = Path(__file__).resolve().parents[2]
FC_SOLVE = shutil.which("fc-solve")
FC_RANGE = shutil.which("freecell-solver-range-parallel-solve")
DEFAULT_ROWS = "4:1-1000,4:1001-3000,2:1-300"

# One line in: "deal cells timeout"; one JSON line out. "rss" as the last request.
WORKER = r"""
import json, resource, sys, time
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
    cpu, wall = time.process_time(), time.perf_counter()
    r = solve(state, timeout=float(timeout))
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    won = r.verdict == "solved" and bool(replay(state, int(number), " ".join(map(str, r.moves)))["won"])
    print(json.dumps([r.verdict, wall, cpu, r.states, len(r.moves), won]), flush=True)
"""


@dataclass(frozen=True)
class Run:
    deal: int
    verdict: str
    wall: float
    cpu: float = 0.0
    states: int = 0
    length: int = 0  # moves in the solution, 0 when there is none
    replay_won: bool = False


@dataclass
class Tally:
    """One contestant over one row: per-deal runs, CPU per pass."""

    runs: dict[int, Run] = field(default_factory=dict)
    cpu: list[float] = field(default_factory=list)  # one total per pass
    wall: list[float] = field(default_factory=list)


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
        verdict, wall, cpu, states, length, won = json.loads(self._read())
        return Run(number, verdict, wall, cpu, states, length, won)

    def rss_mb(self) -> float:
        self._write("rss")
        return float(json.loads(self._read())["rss_mb"])

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def compiled_tree(tmp: Path, wheel: Path | None) -> Path:
    """This repository built as `pip install .` builds it (or `wheel`), unpacked into `tmp`."""
    if wheel is None:
        wheels = tmp / "wheel"
        pip = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps"]
        subprocess.run([*pip, "-w", str(wheels), str(REPO)], check=True)
        (wheel,) = wheels.glob("boulanger_solitaire-*.whl")
    target = tmp / "compiled"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(target)
    return target


REACHED = re.compile(r"Reached Board No\. (\d+) at ([\d.]+) \(total_num_iters=(\d+)\)")
STARTED = re.compile(r"Started at ([\d.]+)")


def run_reaped(argv: list[str]) -> tuple[float, str]:
    """Run `argv`; its CPU time (from wait4) and its standard output."""
    with tempfile.TemporaryFile("w+") as out:
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.DEVNULL, text=True)
        _, _, usage = os.wait4(proc.pid, 0)
        proc.returncode = 0  # reaped here; keep Popen from waiting again
        out.seek(0)
        return usage.ru_utime + usage.ru_stime, out.read()


def fc_range_cpu(first: int, last: int, cells: int, limit: int | None = None) -> tuple[float, list[Run]]:
    assert FC_RANGE is not None
    argv = [FC_RANGE, str(first), str(last), "1"]
    if limit is not None:
        argv += ["--total-iterations-limit", str(limit)]
    argv += ["-g", "bakers_game", "--freecells-num", str(cells), "-to", "01ABCDE"]
    cpu, out = run_reaped(argv)
    start = STARTED.search(out)
    assert start is not None, out[:200]
    before, iters_before = float(start.group(1)), 0
    runs: list[Run] = []
    for match in REACHED.finditer(out):
        at, iters = float(match.group(2)), int(match.group(3))
        runs.append(Run(int(match.group(1)), "", at - before, states=iters - iters_before))
        before, iters_before = at, iters
    return cpu, runs


def fc_startup_cpu(cells: int) -> float:
    """CPU of the range driver solving one deal for one iteration: its start-up (median of 9)."""
    return statistics.median(fc_range_cpu(1, 1, cells, limit=1)[0] for _ in range(9))


def fc_process(board: Path, cells: int, exhaustive: bool) -> Run:
    """fc-solve as one process for one deal: verdict and states (exhaustive) or length."""
    assert FC_SOLVE is not None
    argv = [FC_SOLVE, "-g", "bakers_game", "--freecells-num", str(cells)]
    argv += ["-to", "01ABCDE"] if exhaustive else ["-m"]
    cpu, out = run_reaped([*argv, str(board)])
    solved = "This game is solveable." in out
    length = sum(line.startswith("Move") for line in out.splitlines()) if solved and not exhaustive else 0
    checked = re.search(r"Total number of states checked is (\d+)", out)
    return Run(int(board.stem.split("-")[1]), "solved" if solved else "unsolvable", 0.0, cpu,
               int(checked.group(1)) if checked else 0, length)


def loadavg() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def counts(runs: list[Run]) -> str:
    return ", ".join(f"{sum(r.verdict == v for r in runs)} {v}" for v in ("solved", "unsolvable", "gave_up"))


def bench_row(cells: int, numbers: range, workers: list[Worker], args: argparse.Namespace,
              tmp: Path) -> bool:
    print(f"\n== {cells} free cell{'s' if cells > 1 else ''}, deals {numbers.start}-{numbers.stop - 1} "
          f"({loadavg()} at the start) ==")
    startup = fc_startup_cpu(cells)
    ours = {w.name: Tally() for w in workers}
    theirs = Tally()
    blocks = [numbers[k : k + args.block] for k in range(0, len(numbers), args.block)]
    for _ in range(args.passes):
        cpu = {name: 0.0 for name in ours} | {"fc-solve": 0.0}
        wall = dict.fromkeys(cpu, 0.0)
        for b, block in enumerate(blocks):
            contestants: list[Worker | None] = [None, *workers]
            if b % 2:
                contestants.reverse()
            for who in contestants:
                if who is None:
                    spent, runs = fc_range_cpu(block.start, block.stop - 1, cells)
                    cpu["fc-solve"] += max(spent - startup, 0.0)
                    for run in runs:
                        wall["fc-solve"] += run.wall
                        theirs.runs[run.deal] = run
                    continue
                for n in block:
                    run = who.solve(n, cells, args.timeout)
                    cpu[who.name] += run.cpu
                    wall[who.name] += run.wall
                    ours[who.name].runs[n] = run
        theirs.cpu.append(cpu["fc-solve"])
        theirs.wall.append(wall["fc-solve"])
        for name, tally in ours.items():
            tally.cpu.append(cpu[name])
            tally.wall.append(wall[name])

    verdicts: dict[int, Run] = {}
    lengths: list[int] = []
    per_process = 0.0
    if FC_SOLVE is not None:
        for n in numbers:
            board = tmp / f"c{cells}-{n}.txt"
            board.write_text(format_board(deal(n, cells)))
            verdicts[n] = fc_process(board, cells, True)
            per_process += verdicts[n].cpu
            if not args.no_lengths and verdicts[n].verdict == "solved":
                lengths.append(fc_process(board, cells, False).length)

    fc_cpu = statistics.median(theirs.cpu)
    fc_iters = sum(r.states for r in theirs.runs.values())
    fc_walls = [r.wall for r in theirs.runs.values()]
    print(f"fc-solve range driver (in-process): CPU {fc_cpu:7.2f} s (start-up {startup * 1000:.1f} ms "
          f"taken off per block), wall {statistics.median(theirs.wall):7.2f} s from its timestamps, "
          f"p50 {percentile(fc_walls, 0.5) * 1000:.1f} ms, max {max(fc_walls):.2f} s")
    print(f"  search  : {fc_iters:,} positions checked, {fc_iters / max(fc_cpu, 1e-9):,.0f} per CPU second")
    if verdicts:
        fc_verdicts = list(verdicts.values())
        print(f"  verdicts: {counts(fc_verdicts)} (fc-solve -to 01ABCDE, one process per deal)")
        if lengths:
            print(f"  length  : median {statistics.median(lengths):g} moves (fc-solve default mode)")
        print(f"  one process per deal (second yardstick, start-up counted each deal): "
              f"CPU {per_process:.2f} s")
    ok = True
    for name, tally in ours.items():
        runs = [tally.runs[n] for n in numbers]
        solved = [r for r in runs if r.verdict == "solved"]
        ours_cpu = statistics.median(tally.cpu)
        states = sum(r.states for r in runs)
        cpus = [r.cpu for r in runs]
        print(f"boulanger {name:<8}: {counts(runs)}")
        print(f"  time    : CPU {ours_cpu:7.2f} s, wall {statistics.median(tally.wall):7.2f} s, "
              f"p50 {percentile(cpus, 0.5) * 1000:.1f} ms, p95 {percentile(cpus, 0.95) * 1000:.1f} ms, "
              f"max {max(cpus):.2f} s CPU")
        print(f"  search  : {states:,} positions stored, {states / max(ours_cpu, 1e-9):,.0f} per CPU second")
        if solved:
            print(f"  length  : median {statistics.median(r.length for r in solved):g} moves, "
                  f"max {max(r.length for r in solved)}")
        replay_ok = sum(r.replay_won for r in solved)
        print(f"  replay  : {replay_ok}/{len(solved)} solutions win through --replay")
        ok = ok and replay_ok == len(solved) and all(r.verdict != "gave_up" for r in runs)
        ratio = ours_cpu / max(fc_cpu, 1e-9)
        print(f"  RATIO   : boulanger {name} / fc-solve range driver = {ratio:.2f}x CPU, "
              f"{statistics.median(tally.wall) / max(statistics.median(theirs.wall), 1e-9):.2f}x wall"
              + (f"; {ours_cpu / max(per_process, 1e-9):.2f}x CPU against one process per deal"
                 if verdicts else ""))
        if verdicts:
            disagree = [(r.deal, r.verdict, verdicts[r.deal].verdict) for r in runs
                        if r.verdict != verdicts[r.deal].verdict]
            print(f"  agree   : {len(runs) - len(disagree)}/{len(runs)} verdicts agree with fc-solve")
            for number, a_verdict, b_verdict in disagree:
                print(f"    deal {number}: boulanger {a_verdict}, fc-solve {b_verdict}")
            ok = ok and not disagree
    print(f"({loadavg()} at the end)")
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rows", default=DEFAULT_ROWS,
                        help=f"CELLS:A-B rows, comma separated (default {DEFAULT_ROWS})")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per deal (default 60)")
    parser.add_argument("--builds", default="compiled,pure", help="our builds to run (default compiled,pure)")
    parser.add_argument("--block", type=int, default=50, help="deals per interleaved block (default 50)")
    parser.add_argument("--passes", type=int, default=1, help="passes over each row; medians are printed")
    parser.add_argument("--wheel", type=Path, help="a wheel already built from this tree, for 'compiled'")
    parser.add_argument("--no-lengths", action="store_true", help="skip fc-solve's default-mode lengths")
    args = parser.parse_args(argv)
    if FC_RANGE is None:
        print("freecell-solver-range-parallel-solve is not installed: nothing to compare with")
        return 1
    print(f"Python {sys.version.split()[0]}, fc-solve: {FC_SOLVE}, range driver: {FC_RANGE}, "
          f"timeout {args.timeout:g} s per deal, one deal at a time, {loadavg()}")
    print("This machine may be shared: compare CPU times; wall times are printed for reference only.")
    ok = True
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        builds = args.builds.split(",")
        trees = {"pure": REPO}
        if "compiled" in builds:
            trees["compiled"] = compiled_tree(tmp, args.wheel)
        workers = [Worker(b, trees[b]) for b in builds]
        for worker in workers:
            print(f"  {worker.name}: {worker.build} solver from {trees[worker.name]}")
            ok = ok and worker.build == worker.name
        for row in args.rows.split(","):
            cells, _, span = row.partition(":")
            first, _, last = span.partition("-")
            numbers = range(int(first), int(last or first) + 1)
            ok = bench_row(int(cells), numbers, workers, args, tmp) and ok
        print("\npeak RSS: " + ", ".join(f"{w.name} {w.rss_mb():.0f} MB" for w in workers))
        for worker in workers:
            worker.close()
    print("all checks passed" if ok else "CHECKS FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
