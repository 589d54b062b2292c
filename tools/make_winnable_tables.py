#!/usr/bin/env python3
"""Make the tables of winnable deal numbers shipped in resources/winnable/.

Solves every Microsoft deal in a range with the project's solver and writes the
winnable ones (as numbers and A-B ranges) to `cells-<n>.txt`, with a header saying
how the table was made. A deal the solver gives up on is left out of the table and
named in the header. With --check-fc-solve every verdict is also checked against
fc-solve's exhaustive mode, and the run fails on any disagreement.

Usage::

    python tools/make_winnable_tables.py --cells 4 --deals 1-32000 --jobs 0 --check-fc-solve
"""

from __future__ import annotations

import argparse
import datetime
import os
import shutil
import subprocess
import sys
import tempfile
import time
from multiprocessing import get_context
from pathlib import Path

from boulanger_qt.core.deals import deal
from boulanger_qt.core.solver import solve
from boulanger_qt.core.state import format_board

OUT_DIR = Path(__file__).resolve().parent.parent / "resources" / "winnable"
Task = tuple[int, int, float, bool]
Verdicts = tuple[int, str, str | None, float]


def table_lines(deals: list[int]) -> list[str]:
    """The table's body: each run of consecutive winnable deals on one `A-B` line."""
    runs: list[list[int]] = []
    for number in sorted(set(deals)):
        if runs and number == runs[-1][1] + 1:
            runs[-1][1] = number
        else:
            runs.append([number, number])
    return [f"{a}-{b}" if b > a else str(a) for a, b in runs]


def fc_solve_verdict(number: int, cells: int) -> str:
    fc = shutil.which("fc-solve")
    assert fc is not None
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as board:
        board.write(format_board(deal(number, cells)))
        board.flush()
        out = subprocess.run(
            [fc, "-g", "bakers_game", "--freecells-num", str(cells), "-to", "01ABCDE", board.name],
            capture_output=True, text=True, check=True,
        ).stdout
    return "solved" if "This game is solveable." in out else "unsolvable"


def work(task: Task) -> Verdicts:
    number, cells, timeout, check = task
    result = solve(deal(number, cells), timeout=timeout)
    return number, result.verdict, fc_solve_verdict(number, cells) if check else None, result.seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--cells", type=int, choices=(4, 2, 1), required=True)
    parser.add_argument("--deals", required=True, metavar="A-B")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per deal (default 60)")
    parser.add_argument("--jobs", type=int, default=0, help="worker processes (0 = one per core)")
    parser.add_argument("--check-fc-solve", action="store_true", help="check every verdict with fc-solve")
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="output directory")
    args = parser.parse_args(argv)
    if args.check_fc_solve and shutil.which("fc-solve") is None:
        parser.error("--check-fc-solve needs fc-solve on PATH")
    first, _, last = args.deals.partition("-")
    numbers = range(int(first), int(last) + 1)
    jobs = args.jobs or os.cpu_count() or 1
    tasks = [(n, args.cells, args.timeout, args.check_fc_solve) for n in numbers]

    began = time.monotonic()
    winnable: list[int] = []
    gave_up: list[int] = []
    disagree: list[int] = []
    solving = 0.0
    slowest = (0.0, 0)
    with get_context("spawn").Pool(jobs) as pool:
        for k, (number, verdict, oracle, seconds) in enumerate(pool.imap(work, tasks, chunksize=8), 1):
            solving += seconds
            slowest = max(slowest, (seconds, number))
            if verdict == "solved":
                winnable.append(number)
            elif verdict == "gave_up":
                gave_up.append(number)
            if oracle is not None and verdict != "gave_up" and oracle != verdict:
                disagree.append(number)
            if k % 1000 == 0:
                print(f"{k}/{len(tasks)} deals, {len(winnable)} winnable, "
                      f"{time.monotonic() - began:.0f} s", file=sys.stderr)
    if disagree:
        print(f"fc-solve disagrees on deals {disagree}; no table written", file=sys.stderr)
        return 1

    unsolvable = len(numbers) - len(winnable) - len(gave_up)
    checked = "every verdict agreed with fc-solve -to 01ABCDE (exhaustive)" if args.check_fc_solve \
        else "verdicts not checked against fc-solve"
    header = [
        f"# Boulanger: Microsoft deals winnable in Baker's Game with {args.cells} free "
        f"cell{'s' if args.cells > 1 else ''}.",
        f"# Made by: tools/make_winnable_tables.py --cells {args.cells} --deals {args.deals} "
        f"--timeout {args.timeout:g}{' --check-fc-solve' if args.check_fc_solve else ''}",
        f"# on {datetime.date.today().isoformat()}: boulanger_qt.core.solver, exhaustive "
        f"single-card search; {solving:.0f} s of solving, slowest deal {slowest[1]} "
        f"({slowest[0]:.1f} s).",
        f"# searched: {numbers.start}-{numbers.stop - 1}",
        f"# winnable: {len(winnable)}, unsolvable: {unsolvable}, gave up: {len(gave_up)}"
        + (f" (left out: {' '.join(map(str, gave_up))})" if gave_up else ""),
        f"# {checked}.",
        "# Format: one winnable deal number or A-B range per line.",
    ]
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / f"cells-{args.cells}.txt"
    path.write_text("\n".join(header + table_lines(winnable)) + "\n", encoding="utf-8")
    print(f"wrote {path}: {len(winnable)} winnable of {len(numbers)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
