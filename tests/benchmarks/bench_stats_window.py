"""The Statistics window with 2,000, 10,000 and 100,000 games, beside its floor: the plain
`SELECT` of every row into tuples (what any window showing these games must at least pay
if it read them all).

Per size, interleaved run by run (floor, then the window): open to first paint, sorting
the list by score and scrolling it to the end (each repainted), and the memory the open
window holds (resident set growth over the first opening). Medians of --runs. Not a test:
figures only. The issue's targets: open <= 3x the floor, growth <= 25 MB, sort and scroll
<= 100 ms each, at 100,000 games.

    python tests/benchmarks/bench_stats_window.py [--games 2000 10000 100000] [--runs 5]
"""

from __future__ import annotations

import argparse
import gc
import os
import sqlite3
import statistics
import tempfile
import time
from contextlib import closing
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from stats_history import generated_games  # (beside this script)

from boulanger_qt.app.storage.stats import StatsStore
from boulanger_qt.app.storage.stats_rows import COLUMNS


def resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def floor(path: Path) -> float:
    began = time.perf_counter()
    with closing(sqlite3.connect(path)) as db:
        rows = db.execute(f"SELECT {', '.join(COLUMNS)} FROM games").fetchall()
    elapsed = time.perf_counter() - began
    del rows
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, nargs="+", default=[2000, 10000, 100000])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    app = QApplication([])
    from boulanger_qt.app.context import build_context
    from boulanger_qt.ui.dialogs.stats import StatsWindow

    print(f"Statistics window, medians of {args.runs} interleaved runs; load average "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'games':>8} {'SELECT all':>11} {'open':>9} {'ratio':>6} {'sort':>8} {'to end':>8} {'growth':>9}")
    for count in args.games:
        os.environ["BOULANGER_HOME"] = tempfile.mkdtemp(prefix="bench-stats-")
        context = build_context(external_plugins=False)
        context.stats.write(generated_games(count))
        StatsStore(context.paths.stats_db)  # schema made, nothing waiting
        floors, opens, sorts, ends, growth = [], [], [], [], []
        for run in range(args.runs):
            floors.append(floor(context.paths.stats_db))
            gc.collect()
            before = resident_mb()
            began = time.perf_counter()
            window = StatsWindow(context)
            window.tabs.setCurrentIndex(1)  # the list shown: its first page read and drawn
            window.show()
            window.repaint()
            app.processEvents()
            opens.append(time.perf_counter() - began)
            if run == 0:
                growth.append(resident_mb() - before)
            began = time.perf_counter()
            window.table.sortByColumn(4, Qt.SortOrder.AscendingOrder)
            window.table.viewport().repaint()
            sorts.append(time.perf_counter() - began)
            began = time.perf_counter()
            window.table.scrollToBottom()
            window.table.viewport().repaint()
            app.processEvents()
            ends.append(time.perf_counter() - began)
            window.close()
            window.deleteLater()
            app.processEvents()

        def ms(values: list[float]) -> str:
            return f"{statistics.median(values) * 1000:6.1f} ms"

        ratio = statistics.median(opens) / statistics.median(floors)
        print(f"{count:>8} {ms(floors):>11} {ms(opens):>9} {ratio:5.2f}x {ms(sorts):>8} {ms(ends):>8} "
              f"{growth[0]:6.1f} MB")


if __name__ == "__main__":
    main()
