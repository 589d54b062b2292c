"""Does a search ever hold the UI? A UI-thread timer's worst gap while a hint is computed.

A QTimer on the UI thread ticks every 5 ms and records the longest gap between ticks
while the shipped solver hint provider answers Hint for a hard deal, in one run:

- idle:        nothing else running (the yardstick: the timer's own jitter);
- app:         the app's way, HintAssistant -> provider -> api.solve -> the app's solver
               process (the UI process only waits on a pipe);
- in-thread:   the same search on a thread of the UI process (how hints used to run).

The default deals are the hardest hints of deals 1-1000 at 4 cells: 223 (the longest
search there, an unsolvable deal, so the provider answers "no hint") and 431 (the
longest search that finds a win).

    python tests/benchmarks/bench_ui_gaps.py [--deals 223,431] [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from boulanger_hints import SolverHints
from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication

from boulanger_qt.app.solver_service import app_solver, close_app_solver
from boulanger_qt.core.deals import deal
from boulanger_qt.core.solver import BUILD
from boulanger_qt.core.state import GameState
from boulanger_qt.ui.assist.work import HintAssistant

TICK_MS = 5


class GapMeter:
    """The longest wait between ticks of a UI-thread timer."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.timer = QTimer(interval=TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.gaps: list[float] = []
        self._last = 0

    def start(self) -> None:
        self.gaps = []
        self.clock.start()
        self._last = 0
        self.timer.start()

    def _tick(self) -> None:
        now = self.clock.nsecsElapsed()
        self.gaps.append((now - self._last) / 1e6)
        self._last = now

    def stop(self) -> tuple[float, float]:
        self.timer.stop()
        gaps = sorted(self.gaps) or [0.0]
        return gaps[-1], gaps[int(0.99 * (len(gaps) - 1))]


def wait_until(app: QApplication, done: Callable[[], bool], limit: float = 120.0) -> float:
    began = time.perf_counter()
    while not done() and time.perf_counter() - began < limit:
        app.processEvents()
        time.sleep(0.0005)
    return time.perf_counter() - began


def through_the_app(app: QApplication, state: GameState) -> float:
    assistant = HintAssistant()
    answered: list[object] = []
    assistant.hint_ready.connect(lambda hint, _fallback: answered.append(hint))
    assistant.no_hint.connect(answered.append)
    assistant.request([SolverHints()], state)
    return wait_until(app, lambda: bool(answered))


def in_a_thread(app: QApplication, state: GameState) -> float:
    from boulanger_qt.core.solver import solve

    thread = threading.Thread(target=lambda: solve(state, timeout=60.0))
    thread.start()
    return wait_until(app, lambda: not thread.is_alive())


def idle(app: QApplication, seconds: float) -> float:
    end = time.perf_counter() + seconds
    return wait_until(app, lambda: time.perf_counter() > end)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", default="223,431", help="deals to ask a hint for (4 cells)")
    parser.add_argument("--runs", type=int, default=3, help="interleaved runs of each mode")
    args = parser.parse_args(argv)
    app = QApplication(sys.argv[:1])
    app_solver().solve(deal(1, 4), 60.0)  # start the worker first: its start-up is not a hint
    meter = GapMeter()
    print(f"Python {sys.version.split()[0]}, solver build: {BUILD}; timer every {TICK_MS} ms, "
          f"{args.runs} interleaved runs; worst gap and p99 gap between ticks")
    for number in (int(n) for n in args.deals.split(",")):
        state = deal(number, 4)
        rows: dict[str, list[tuple[float, float, float]]] = {"idle": [], "app": [], "in-thread": []}
        for _ in range(args.runs):
            for mode in rows:
                meter.start()
                if mode == "app":
                    seconds = through_the_app(app, state)
                elif mode == "in-thread":
                    seconds = in_a_thread(app, state)
                else:
                    seconds = idle(app, max(0.5, rows["app"][-1][2] if rows["app"] else 1.0))
                worst, p99 = meter.stop()
                rows[mode].append((worst, p99, seconds))
        print(f"\ndeal {number}, 4 cells: hint from the solver provider")
        for mode, runs in rows.items():
            worsts = [r[0] for r in runs]
            p99 = statistics.median(r[1] for r in runs)
            took = statistics.median(r[2] for r in runs)
            middle = statistics.median(worsts)
            print(f"  {mode:<10} worst gap min {min(worsts):6.1f} / median {middle:6.1f} ms, "
                  f"p99 {p99:5.1f} ms, answer after {took:.2f} s (median)")
    close_app_solver()
    return 0


if __name__ == "__main__":
    sys.exit(main())
