#!/usr/bin/env python3
"""Make the difficulty tables shipped in resources/winnable/difficulty-<n>.txt.

For every deal 1-32000 and each cell count, the rating of core/difficulty.py: 1 or 2 from
the winnable tables (the fewest cells a deal needs), 3-5 from the positions the solver
stores winning a deal that needs every cell, split into thirds by two steps that this run
finds (the deals' tertiles) and writes in the header. Needs the winnable tables first
(tools/make_winnable_tables.py). A compiled install takes about two minutes (--jobs 0).

Usage::

    python tools/make_difficulty_tables.py [--cells 4 2 1] [--jobs 0]
"""

from __future__ import annotations

import argparse
import datetime
import os
import statistics
import sys
import time
from collections import Counter
from multiprocessing import get_context
from pathlib import Path

from boulanger_qt.core.deals import deal
from boulanger_qt.core.difficulty import LEVELS, fewest_cells, rate
from boulanger_qt.core.solver import BUILD, solve, winnable_table

OUT_DIR = Path(__file__).resolve().parent.parent / "resources" / "winnable"
FIRST, LAST = 1, 32000


def table_lines(ratings: str) -> list[str]:
    """The table's body: 100 ratings a line."""
    return [ratings[k:k + 100] for k in range(0, len(ratings), 100)]


def states_to_win(task: tuple[int, int]) -> tuple[int, int]:
    number, cells = task
    result = solve(deal(number, cells), timeout=600)
    if result.verdict != "solved":
        raise SystemExit(f"deal {number} with {cells} cells: {result.verdict}, but the table says winnable")
    return number, result.states


def make(cells: int, jobs: int) -> str:
    table = winnable_table(cells)
    if not (table.searched.start <= FIRST and table.searched.stop > LAST):
        raise SystemExit(f"the {cells}-cell winnable table does not cover deals {FIRST}-{LAST}")
    winnable = [n for n in range(FIRST, LAST + 1) if n in table]
    need_all = [(n, cells) for n in winnable if fewest_cells(n, cells) == cells]
    started = time.monotonic()
    with get_context("spawn").Pool(jobs) as pool:
        states = dict(pool.imap_unordered(states_to_win, need_all, chunksize=16))
    low, high = (int(q) for q in statistics.quantiles(states.values(), n=3)) if states else (0, 0)
    ratings = {n: rate(cells, fewest_cells(n, cells), states.get(n, 0), (low, high)) for n in winnable}
    digits = "".join(str(ratings.get(n, 0)) for n in range(FIRST, LAST + 1))
    counts = Counter(ratings.values())
    today = datetime.date.today().isoformat()
    header = [
        f"# Boulanger: difficulty of Microsoft deals in Baker's Game with {cells} free"
        f" cell{'s' * (cells > 1)} (core/difficulty.py, docs/difficulty.md).",
        f"# Made by: tools/make_difficulty_tables.py on {today} with the {BUILD} solver;"
        f" {len(need_all)} deals solved in {time.monotonic() - started:.0f} s.",
        "# 1: winnable with a quarter of the cells; 2: with half; 3-5: needs every cell, and the",
        "# positions the solver stored winning it are up to the first step, up to the second, or more.",
        f"# first: {FIRST}",
        f"# steps: {low} {high}",
        "# counts: " + ", ".join(f"{level}: {counts[level]}" for level in LEVELS),
        "# Format: 100 digits a line, one per deal from the first; 0: not winnable.",
    ]
    return "\n".join(header + table_lines(digits)) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cells", type=int, nargs="+", choices=(4, 2, 1), default=[4, 2, 1])
    parser.add_argument("--jobs", type=int, default=0, help="worker processes (0: one per core)")
    args = parser.parse_args(argv)
    for cells in args.cells:
        path = OUT_DIR / f"difficulty-{cells}.txt"
        path.write_text(make(cells, args.jobs or os.cpu_count() or 1), encoding="utf-8")
        print(f"wrote {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
