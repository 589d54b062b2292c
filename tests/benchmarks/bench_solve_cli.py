"""`boulanger-solve` as a whole process, next to a bare interpreter and fc-solve.

Prints, from one run of interleaved fresh processes (min and median of --runs each):
`python -c pass`, `boulanger-solve --deal 1 --print-board` and its ratio to the bare
interpreter (the target is 3x); then solving a few hard deals one process each, ours
against `fc-solve` exhaustive, where start-up counts as it does for a user; then
`--deals 1001-3000 --jobs 1` against `--jobs 2` (target: 2 jobs >= 1.8x as fast), wall
and CPU time (the process and its workers, from wait4), with the load average beside
them: on a shared machine the wall-clock speed-up is only meaningful when the load
average stays below the number of cores left idle.

    python tests/benchmarks/bench_solve_cli.py [--runs 21] [--deals 118,223,966]
        [--jobs-deals 1001-3000] [--jobs-runs 3]
"""

from __future__ import annotations

import argparse
import compileall
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from install_kind import install_kind  # (beside this script)

import boulanger_qt
from boulanger_qt.core.deals import deal
from boulanger_qt.core.solver import BUILD
from boulanger_qt.core.state import format_board

BIN = Path(sys.executable).parent
SCRIPT = BIN / "boulanger-solve"
FC_SOLVE = shutil.which("fc-solve")


def wall(argv: list[str]) -> float:
    began = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - began


def wall_and_cpu(argv: list[str]) -> tuple[float, float]:
    """Wall time, and CPU time of the process with every child it waited for."""
    began = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode:
        raise subprocess.CalledProcessError(proc.returncode, argv)
    return time.perf_counter() - began, usage.ru_utime + usage.ru_stime


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.2f} (1 min) {five:.2f} (5 min) on {os.cpu_count()} cores"


def bench_jobs(deals: str, runs: int) -> None:
    print(f"\n--deals {deals} --jobs 1 against --jobs 2, 4 cells, {runs} interleaved runs ({load()})")
    times: dict[int, list[tuple[float, float]]] = {1: [], 2: []}
    for k in range(runs):
        for jobs in (1, 2) if k % 2 == 0 else (2, 1):
            times[jobs].append(wall_and_cpu([str(SCRIPT), "--deals", deals, "--jobs", str(jobs), "--json"]))
            print(f"  run {k + 1} --jobs {jobs}: wall {times[jobs][-1][0]:6.2f} s, "
                  f"CPU {times[jobs][-1][1]:6.2f} s ({load()})")
    one = statistics.median(w for w, _ in times[1])
    two = statistics.median(w for w, _ in times[2])
    cpu_one = statistics.median(c for _, c in times[1])
    cpu_two = statistics.median(c for _, c in times[2])
    print(f"  median wall: --jobs 1 {one:.2f} s, --jobs 2 {two:.2f} s: "
          f"speed-up {one / two:.2f}x (target 1.8x)")
    print(f"  median CPU : --jobs 1 {cpu_one:.2f} s, --jobs 2 {cpu_two:.2f} s: the pool costs "
          f"{(cpu_two / cpu_one - 1) * 100:+.1f} % CPU; CPU-bound ceiling {2 * cpu_one / cpu_two:.2f}x")
    print(f"  ({load()} at the end)")


def interleaved(commands: dict[str, list[str]], runs: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, argv in commands.items():
            times[name].append(wall(argv))
    return times


def line(name: str, values: list[float], base: list[float] | None = None) -> str:
    low, mid = min(values) * 1000, statistics.median(values) * 1000
    text = f"  {name:<44} min {low:7.1f} ms   median {mid:7.1f} ms"
    if base is not None:
        text += (f"   = {min(values) / min(base):.2f}x (min), "
                 f"{statistics.median(values) / statistics.median(base):.2f}x (median)")
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=21, help="fresh processes per command (default 21)")
    parser.add_argument("--deals", default="118,223,966", help="hard deals to solve as processes")
    parser.add_argument("--jobs-deals", default="1001-3000", help="deals for the --jobs comparison")
    parser.add_argument("--jobs-runs", type=int, default=3, help="runs of each --jobs (0 to skip)")
    args = parser.parse_args(argv)
    if not SCRIPT.exists():
        print(f"{SCRIPT} is not installed")
        return 1
    # An installed app has its bytecode; do not measure compiling our sources.
    compileall.compile_dir(Path(boulanger_qt.__file__).parent, quiet=1)
    print(f"Python {sys.version.split()[0]}, solver build: {BUILD}, {install_kind()}, "
          f"{args.runs} interleaved runs each")
    print("\nstart-up (target: print-board within 3x the bare interpreter)")
    times = interleaved({
        "python -c pass": [sys.executable, "-c", "pass"],
        "boulanger-solve --deal 1 --print-board": [str(SCRIPT), "--deal", "1", "--print-board"],
    }, args.runs)
    base = times["python -c pass"]
    for name, values in times.items():
        print(line(name, values, None if values is base else base))
    with tempfile.TemporaryDirectory() as tmp:
        commands: dict[str, list[str]] = {}
        for number in (int(n) for n in args.deals.split(",")):
            board = Path(tmp, f"deal-{number}.txt")
            board.write_text(format_board(deal(number, 4)))
            commands[f"boulanger-solve --deal {number}"] = [str(SCRIPT), "--deal", str(number)]
            if FC_SOLVE:
                commands[f"fc-solve -to 01ABCDE deal {number}"] = [
                    FC_SOLVE, "-g", "bakers_game", "--freecells-num", "4", "-to", "01ABCDE", str(board)]
        print("\nsolving hard deals, one process each, 4 cells")
        times = interleaved(commands, max(3, args.runs // 3))
        names = list(times)
        step = 2 if FC_SOLVE else 1
        for k in range(0, len(names), step):
            ours = times[names[k]]
            print(line(names[k], ours))
            if FC_SOLVE:
                theirs = times[names[k + 1]]
                print(line(names[k + 1], theirs) + f"   ours/fc-solve {min(ours) / min(theirs):.2f}x (min)")
    if args.jobs_runs:
        bench_jobs(args.jobs_deals, args.jobs_runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
