"""Opening the Statistics window with 2,000 games: reading the database (type checks
included), the summary, the chart and the sortable list, up to the first paint.

Prints the median of several openings, and of each part. Not a test: figures only.

    python tests/benchmarks/bench_stats_window.py [--games 2000] [--runs 7]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["BOULANGER_HOME"] = tempfile.mkdtemp(prefix="bench-stats-")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))

from PySide6.QtWidgets import QApplication  # noqa: E402
from stats_games import generated_games  # noqa: E402

from boulanger_qt.context import build_context  # noqa: E402
from boulanger_qt.core.stats_summary import summarize, weekly  # noqa: E402
from boulanger_qt.ui.stats_window import StatsWindow  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    app = QApplication([])
    context = build_context(external_plugins=False)
    context.stats.write(generated_games(args.games))
    opening, reading, summing = [], [], []
    for _ in range(args.runs):
        began = time.perf_counter()
        records = context.stats.records()
        reading.append(time.perf_counter() - began)
        began = time.perf_counter()
        for cells in (None, 4, 2, 1):
            summarize(records, cells)
            weekly(records, cells)
        summing.append(time.perf_counter() - began)
        began = time.perf_counter()
        window = StatsWindow(context)
        window.show()
        window.repaint()
        app.processEvents()
        opening.append(time.perf_counter() - began)
        window.close()
        window.deleteLater()
        app.processEvents()
    ms = lambda values: f"{statistics.median(values) * 1000:7.1f} ms"  # noqa: E731
    print(f"Statistics window, {args.games} games, median of {args.runs} runs:")
    print(f"  open to first paint  {ms(opening)}")
    print(f"  read + check rows    {ms(reading)}")
    print(f"  summaries + weeks x4 {ms(summing)}")


if __name__ == "__main__":
    main()
