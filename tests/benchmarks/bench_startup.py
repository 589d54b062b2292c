"""Start-up and responsiveness of the board, next to a bare PySide6 window.

Prints, from one run: time to first painted board and peak memory for the app, for a
bare QGraphicsView window and for a "Qt skeleton" (the widgets of a game window with no
app code), the min and median of several interleaved fresh processes, and the app's
first start (empty data folder and card-image cache) separately; and the time from a
click on a card to the state applied and the scene updated.

With `--peer PYTHON`, another install of the app (the Python of a venv holding, say,
`pip install .` of an earlier commit) is started interleaved with this one, warm and
first start, each in a home of its own, and the ratios to it are printed too.

    python tests/benchmarks/bench_startup.py [--runs 7] [--peer /other/venv/bin/python]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from install_kind import install_kind  # (beside this script)

_REPORT = r"""
class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self.report)
        return False
    def report(self):
        kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        size = view.window().size()
        print(f"first-paint {time.time():.6f} peak-kb {kb} cpu {time.process_time():.6f} "
              f"window {size.width()}x{size.height()}", flush=True)
        app.quit()
watch = Watch()
view.viewport().installEventFilter(watch)
"""

# The reference: a bare PySide6 window with an empty QGraphicsView.
BARE = r"""
import resource, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
app = QApplication(sys.argv[:1])
scene = QGraphicsScene()
view = QGraphicsView(scene)
""" + _REPORT + r"""
view.resize(1280, 800)
view.show()
app.exec()
"""

# For scale: the Qt parts of a game window and nothing else (no app code): a main window
# with five menus, a toolbar of six actions, a view with 52 card-sized pixmap items and
# a status bar of four labels.
SKELETON = r"""
import resource, sys, time
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QPixmap
from PySide6.QtWidgets import (QApplication, QGraphicsPixmapItem, QGraphicsScene, QGraphicsView,
                               QLabel, QMainWindow)
app = QApplication(sys.argv[:1])
window = QMainWindow()
for title in ("&Game", "&Edit", "&View", "&Settings", "&Help"):
    window.menuBar().addMenu(title)
toolbar = window.addToolBar("Main")
toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
for title in ("New Game", "Restart", "Undo", "Redo", "Hint", "Show Solution"):
    toolbar.addAction(QAction(title, window))
scene = QGraphicsScene()
view = QGraphicsView(scene)
window.setCentralWidget(view)
for i in range(52):
    card = QPixmap(90, 126)
    card.fill(QColor(250, 250, 250))
    item = QGraphicsPixmapItem(card)
    item.setPos((i % 8) * 110, (i // 8) * 32)
    scene.addItem(item)
for text in ("Score: 0", "Moves: 0", "Time: 0:00", "BK1-C4-AAAAA24"):
    window.statusBar().addPermanentWidget(QLabel(text))
""" + _REPORT + r"""
window.resize(1280, 800)
window.show()
app.exec()
"""


# Every process runs in an empty folder: `python -m` and `python -c` put the current folder
# first on sys.path, so from a checkout they would measure that checkout's code, not the
# installed app, and a crowded folder (/tmp) costs whoever imports more to look it up.
NEUTRAL_FOLDER = tempfile.mkdtemp(prefix="boulanger-bench-cwd-")


def first_paint(command: list[str], env: dict[str, str],
                fresh_home: bool = False) -> tuple[float, int, float, str]:
    """Seconds from starting the process to its first paint, its peak memory (KiB) then,
    the CPU seconds it had used by then (less sensitive to other load on the machine) and
    its window's size."""
    if fresh_home:  # a first start: no settings, no card images in the cache
        env = dict(env, BOULANGER_HOME=tempfile.mkdtemp(prefix="boulanger-bench-first-"))
    start = time.time()
    out = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120,
                         cwd=NEUTRAL_FOLDER).stdout
    line = next(line for line in out.splitlines() if line.startswith("first-paint"))
    fields = line.split()  # first-paint STAMP peak-kb KB cpu SECONDS window WxH
    size = fields[fields.index("window") + 1] if "window" in fields else "?"
    return float(fields[1]) - start, int(fields[3]), float(fields[5]), size


# The app's window is given the skeleton's size, as a player's saved one (the app keeps
# the size of its last window), so both paint as many pixels. Saved where each install reads
# it, as its own closing window would: its window state file, or for an install from before
# the window's place was state (a `--peer`), its settings.toml.
SAVE_SIZE = r"""
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
try:
    from boulanger_qt.app.settings import app_paths
except ImportError:  # a peer from before the package's layers (settings at the top)
    from boulanger_qt.settings import app_paths
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1280, 800)
paths = app_paths()
paths.ensure()
geometry = bytes(window.saveGeometry().toBase64().data()).decode()
try:
    from boulanger_qt.app.window_state import keep_geometry
except ImportError:  # the window's geometry was a setting
    paths.settings_file.write_text(f'window_geometry = "{geometry}"\n', encoding="utf-8")
else:
    keep_geometry(paths.window_state_file, geometry)
"""
# Offscreen, Qt's screen is 800x600 unless told otherwise, and a restored window is kept
# on its screen: one screen big enough for every window measured here, and sized so that a
# first start (no saved window) opens at 1100x760 whether the app fits its first window to
# the screen (3/4 x 4/5 of it, since issue 26) or not (before): first starts alike.
OFFSCREEN_SCREEN = {"screens": [{"name": "bench", "x": 0, "y": 0, "width": 1467, "height": 950,
                                 "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}


def platform_env(home: str) -> dict[str, str]:
    platform = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    if platform == "offscreen":
        config = os.path.join(home, "offscreen-screen.json")
        with open(config, "w", encoding="utf-8") as out:
            json.dump(OFFSCREEN_SCREEN, out)
        platform = f"offscreen:configfile={config}"
    return dict(os.environ, QT_QPA_PLATFORM=platform, BOULANGER_HOME=home, BOULANGER_BENCH_FIRST_PAINT="1")


def _home(python: str) -> dict[str, str]:
    """A home of its own for the app of `python`, with the window size saved."""
    env = platform_env(tempfile.mkdtemp(prefix="boulanger-bench-"))
    # An installed app runs from compiled bytecode (pip and PyInstaller compile it); a
    # machine-wide PYTHONDONTWRITEBYTECODE would make every run compile our sources again.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([python, "-c", SAVE_SIZE], env=env, check=True, capture_output=True, cwd=NEUTRAL_FOLDER)
    return env


def measure_startup(runs: int, peer: str | None) -> None:
    env = _home(sys.executable)
    app = [sys.executable, "-m", "boulanger_qt", "--deal", "1"]
    commands = {
        "app": (app, env),
        "bare view": ([sys.executable, "-c", BARE], env),
        "Qt skeleton": ([sys.executable, "-c", SKELETON], env),
        "first start": (app, env),  # the app with an empty cache and data folder, every time
    }
    if peer is not None:  # its own home: its cache files need not be ours
        peer_env = _home(peer)
        peer_app = [peer, "-m", "boulanger_qt", "--deal", "1"]
        commands |= {"peer": (peer_app, peer_env), "peer first start": (peer_app, peer_env)}
    for command, command_env in commands.values():
        first_paint(command, command_env)  # warm the file cache, write bytecode, make the data folders
    runs_of: dict[str, list[tuple[float, int, float, str]]] = {name: [] for name in commands}
    for _ in range(runs):  # interleaved, so machine noise hits all alike
        for name, (command, command_env) in commands.items():
            runs_of[name].append(first_paint(command, command_env, fresh_home=name.endswith("first start")))
    windows = ", ".join(f"{name} {'/'.join(sorted({got[3] for got in runs_of[name]}))}" for name in commands)
    print(f"{install_kind()}; platform: {env['QT_QPA_PLATFORM'].split(':')[0]}, {runs} interleaved runs "
          f"each; windows at first paint: {windows}")
    print(f"{'':26}{'app':>8}{'bare view':>11}{'ratio':>7}{'Qt skeleton':>13}{'ratio':>7}"
          f"{'app/skeleton':>14}{'first start':>13}{'/skeleton':>11}")
    for pick, how in ((min, "min"), (statistics.median, "median")):
        ms = {name: pick(got[0] for got in runs) * 1000 for name, runs in runs_of.items()}
        mib = {name: pick(got[1] for got in runs) / 1024 for name, runs in runs_of.items()}
        cpu = {name: pick(got[2] for got in runs) * 1000 for name, runs in runs_of.items()}
        for label, value in ((f"first paint (ms), {how}", ms), (f"peak memory (MiB), {how}", mib),
                             (f"CPU to paint (ms), {how}", cpu)):
            names = ("app", "bare view", "Qt skeleton", "first start")
            ours, bare, skeleton, first = (value[k] for k in names)
            print(f"{label:26}{ours:8.1f}{bare:11.1f}{ours / bare:7.2f}{skeleton:13.1f}{skeleton / bare:7.2f}"
                  f"{ours / skeleton:14.2f}{first:13.1f}{first / skeleton:11.2f}")
            if peer is not None:
                theirs, their_first = value["peer"], value["peer first start"]
                print(f"{'':4}peer {theirs:8.1f} (app/peer {ours / theirs:.3f}), peer first start "
                      f"{their_first:.1f} (first start/peer {first / their_first:.3f})")
    print("targets (issue 23): app/peer <= 1.10 warm and first start/peer <= 1.0, the peer being the")
    print("release before the redesign; ratios are to the bare view unless named.")
    print("The Qt skeleton is a main window with menus, toolbar, 52 card pixmaps and a")
    print("status bar, and no app code. 'first start' has an empty data folder and card-image cache")
    print("(so its window has the app's first size); the app otherwise has the skeleton's size, saved.")
    print("CPU to paint: the process's own CPU time at its first paint (other load on the machine")
    print("stretches the wall-clock figures more than this one).")
    print("Peak memory is the app process at its first paint: no helper process runs by then (the")
    print("solver process starts with the first search, which a fresh deal does not need).")
    if peer is not None:
        print(f"peer: {peer}, the same measures in a home of its own, interleaved with ours.")


def measure_click(samples: int) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["BOULANGER_HOME"] = tempfile.mkdtemp(prefix="boulanger-bench-")
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from boulanger_qt.app.context import build_context
    from boulanger_qt.core.cards import Card
    from boulanger_qt.core.session import Session
    from boulanger_qt.core.state import parse_board
    from boulanger_qt.ui.board.card_renderer import CardRenderer
    from boulanger_qt.ui.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    context = build_context()
    board = "Foundations: H-T C-T D-T S-8\nKS\nQH QS JS TS 9S\nKH\nKD QD JD\nKC QC JC\nJH\n\n\n"
    session = Session(parse_board(board))
    window = MainWindow(context, session, CardRenderer(context.catalog.load("classic")))
    window.complete()
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
    parser.add_argument("--peer", metavar="PYTHON",
                        help="the Python of another install of the app, measured interleaved with this one")
    args = parser.parse_args()
    measure_startup(args.runs, args.peer)
    measure_click(args.clicks)


if __name__ == "__main__":
    main()
