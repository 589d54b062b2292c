"""Start-up and responsiveness of the board, next to a bare PySide6 window.

Prints, from one run: time to first painted board and peak memory for the app and for a
bare QGraphicsView window (each the median of several fresh processes), and the time
from a click on a card to the state applied and the scene updated.

    python tests/benchmarks/bench_startup.py [--runs 7]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = r"""
import resource, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
app = QApplication(sys.argv[:1])
scene = QGraphicsScene()
view = QGraphicsView(scene)
class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self.report)
        return False
    def report(self):
        kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        print(f"first-paint {time.time():.6f} peak-kb {kb}", flush=True)
        app.quit()
watch = Watch()
view.viewport().installEventFilter(watch)
view.resize(1280, 800)
view.show()
app.exec()
"""


def first_paint(command: list[str], env: dict[str, str]) -> tuple[float, int]:
    start = time.time()
    out = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120).stdout
    line = next(line for line in out.splitlines() if line.startswith("first-paint"))
    _, stamp, _, kb = line.split()
    return float(stamp) - start, int(kb)


def measure_startup(runs: int) -> None:
    home = tempfile.mkdtemp(prefix="boulanger-bench-")
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               BOULANGER_HOME=home, BOULANGER_BENCH_FIRST_PAINT="1")
    # An installed app runs from compiled bytecode (pip and PyInstaller compile it); a
    # machine-wide PYTHONDONTWRITEBYTECODE would make every run compile our sources again.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    app_cmd = [sys.executable, "-m", "boulanger_qt.app", "--deal", "1"]
    bare_cmd = [sys.executable, "-c", BARE]
    first_paint(app_cmd, env)  # warm the file cache and create the data folders
    first_paint(bare_cmd, env)
    app_runs, bare_runs = [], []
    for _ in range(runs):  # interleaved, so machine noise hits both alike
        app_runs.append(first_paint(app_cmd, env))
        bare_runs.append(first_paint(bare_cmd, env))
    app_t = statistics.median(t for t, _ in app_runs)
    bare_t = statistics.median(t for t, _ in bare_runs)
    app_kb = statistics.median(kb for _, kb in app_runs)
    bare_kb = statistics.median(kb for _, kb in bare_runs)
    print(f"platform: {env['QT_QPA_PLATFORM']}, {runs} runs each, medians")
    print(f"{'':24}{'app':>12}{'bare view':>12}{'ratio':>8}")
    print(f"{'first paint (ms)':24}{app_t * 1000:12.0f}{bare_t * 1000:12.0f}{app_t / bare_t:8.2f}")
    print(f"{'peak memory (MiB)':24}{app_kb / 1024:12.1f}{bare_kb / 1024:12.1f}{app_kb / bare_kb:8.2f}")


def measure_click(samples: int) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["BOULANGER_HOME"] = tempfile.mkdtemp(prefix="boulanger-bench-")
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from boulanger_qt.context import build_context
    from boulanger_qt.core.boardfile import parse_board
    from boulanger_qt.core.cards import Card
    from boulanger_qt.core.session import Session
    from boulanger_qt.ui.app_window import create_window
    from boulanger_qt.ui.card_renderer import CardRenderer

    app = QApplication.instance() or QApplication(sys.argv[:1])
    context = build_context()
    board = "Foundations: H-T C-T D-T S-8\nKS\nQH QS JS TS 9S\nKH\nKD QD JD\nKC QC JC\nJH\n\n\n"
    session = Session(parse_board(board))
    window = create_window(context, session, CardRenderer(context.catalog.resolve("classic")))
    window.resize(1280, 800)
    window.show()
    window.controller.start(session)
    app.processEvents()
    viewport = window.view.viewport()
    card = Card.parse("9S")
    for animate_ms in (0, 160):
        window.scene.animator.duration_ms = animate_ms
        timings = []
        for _ in range(samples):
            rect = window.scene.card_rect(card)
            point = window.view.mapFromScene(QPointF(rect.center().x(), rect.top() + 5))
            start = time.perf_counter()
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
            elapsed = time.perf_counter() - start
            assert window.controller.session.state.foundations[0] == 9
            timings.append(elapsed)
            window.controller.undo()
            window.scene.animator.complete()
            app.processEvents()
        timings.sort()
        p50 = statistics.median(timings) * 1000
        p95 = timings[int(len(timings) * 0.95)] * 1000
        print(f"click -> state applied + scene updated (animation {animate_ms} ms): "
              f"p50 {p50:.2f} ms, p95 {p95:.2f} ms over {samples} clicks")
    window.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--clicks", type=int, default=300)
    args = parser.parse_args()
    measure_startup(args.runs)
    measure_click(args.clicks)


if __name__ == "__main__":
    main()
