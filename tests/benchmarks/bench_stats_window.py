"""Opening the Statistics window with 2,000 games: reading the database (type checks
included), the summary, the chart and the sortable list, up to the first paint.

Prints the median of several openings, and of each part. Not a test: figures only.

    python tests/benchmarks/bench_stats_window.py [--games 2000] [--runs 7]
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["BOULANGER_HOME"] = tempfile.mkdtemp(prefix="bench-stats-")

from PySide6.QtWidgets import QApplication

from boulanger_qt.app.context import build_context
from boulanger_qt.core.record import GameRecord
from boulanger_qt.core.stats_summary import summarize, weekly
from boulanger_qt.ui.dialogs.stats import StatsWindow

GAMES_MODULE = Path(__file__).resolve().parents[1] / "ui" / "stats_games.py"  # the tests' generator


def generated_games(count: int) -> list[GameRecord]:
    spec = importlib.util.spec_from_file_location("stats_games", GAMES_MODULE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    games: list[GameRecord] = module.generated_games(count)
    return games


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

    def ms(values: list[float]) -> str:
        return f"{statistics.median(values) * 1000:7.1f} ms"

    print(f"Statistics window, {args.games} games, median of {args.runs} runs:")
    print(f"  open to first paint  {ms(opening)}")
    print(f"  read + check rows    {ms(reading)}")
    print(f"  summaries + weeks x4 {ms(summing)}")


if __name__ == "__main__":
    main()
