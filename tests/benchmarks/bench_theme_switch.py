"""How long the board keeps the UI thread busy when it re-renders its cards.

A 2 ms heartbeat timer runs on the UI thread; the longest gap between its beats is how
long the UI could not answer. Printed for: switching theme (Classic -> Large Index ->
Four Colour -> Classic, each parsed and rendered on a worker), and resizing the window
through a few sizes (old cards scaled at once, sharp ones rendered on a worker), each
with the time until every card shows the new pixmaps.

    python tests/benchmarks/bench_theme_switch.py
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["BOULANGER_HOME"] = tempfile.mkdtemp(prefix="boulanger-bench-")  # cold disk cache


def main() -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from boulanger_qt.app.context import build_context
    from boulanger_qt.core.session import Session
    from boulanger_qt.ui.card_theme import pick_renderer
    from boulanger_qt.ui.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    context = build_context()
    session = Session.new_deal(1, 4, context.clock)
    window = MainWindow(context, session, pick_renderer(context, "classic", strict=True))
    window.complete()
    window.resize(1280, 800)
    window.show()
    window.controller.start(session)
    app.processEvents()
    scene = window.scene

    gaps: list[float] = []
    last = [time.perf_counter()]

    def beat() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    heart = QTimer(interval=2)
    heart.timeout.connect(beat)
    heart.start()

    def measure(label: str, action: Callable[[], None], done: Callable[[], bool]) -> None:
        app.processEvents()
        gaps.clear()
        last[0] = start = time.perf_counter()
        action()
        called = time.perf_counter() - start
        while not done():
            app.processEvents()
        total = time.perf_counter() - start
        for _ in range(20):  # a few more beats after
            app.processEvents()
            time.sleep(0.002)
        worst = max(gaps, default=0.0)
        print(f"{label:34} call {called * 1000:6.1f} ms   ready {total * 1000:7.1f} ms   "
              f"longest UI stall {worst * 1000:6.1f} ms", flush=True)

    def shows_current() -> bool:
        width = scene.layout.card_width
        for card, item in scene.cards.items():
            cached = scene.renderer.cached(str(card), width, scene.dpr)
            if cached is None or item.pixmap().cacheKey() != cached.cacheKey():
                return False
        return not scene.faces._job.busy

    def sharp() -> bool:
        item = next(iter(scene.cards.values()))
        return shows_current() and abs(scene.layout.card_width - item.pixmap().width()) < 1.5

    for name in ("large_index", "four_colour", "classic"):
        def switch(name: str = name) -> None:
            window.themes.set_theme(name)

        def switched(name: str = name) -> bool:
            return scene.renderer.theme.name == name and shows_current()

        measure(f"switch to {name}", switch, switched)
    for width, height in ((1000, 700), (1600, 1000), (800, 600), (1280, 800)):
        def resize(w: int = width, h: int = height) -> None:
            window.resize(w, h)

        measure(f"resize to {width}x{height}", resize, sharp)
    window.close()


if __name__ == "__main__":
    main()
