"""The Qt side of the start (its steps are listed in `ui.start`): the application object,
Qt's messages and fatal errors, Python's errors (`ErrorHook`), garbage collection on the UI
thread (`MainThreadCollector`), the window, a frozen window noted, the first paint, screenshots."""

from __future__ import annotations

import gc
import logging
import os
import sys
import threading
import time
import traceback
from collections import deque
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QMessageLogContext,
    QObject,
    QPoint,
    QRect,
    QSize,
    Qt,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication

from boulanger_qt.app.context import AppContext
from boulanger_qt.app.start_guard import StartGuard
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session
from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problems import ProblemId, Tell, problem
from boulanger_qt.ui.window import MainWindow

if TYPE_CHECKING:
    from boulanger_qt.plugin.host import PluginHost

SECOND_WINDOW_OFFSET = 48  # pixels right and down from the first window
GC_CHECK_MS = 200
HEARTBEAT_MS = 500  # the UI thread's beat; the watchdog's limit (5 s) says when it stopped
log = logging.getLogger(__name__)
errors_log = logging.getLogger("boulanger_qt.errors")
ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def application() -> QApplication:
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    qInstallMessageHandler(_qt_message)
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Boulanger")  # the display name (window titles) too
    app.setOrganizationName("Boulanger")
    app.setDesktopFileName("boulanger")
    MainThreadCollector(app)
    return app


_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


_qpa_warnings: deque[str] = deque(maxlen=4)
_at_fatal: list[Callable[[], None]] = []
# Qt says this whenever the xcb plugin fails, whatever is missing: not worth repeating.
_MISLEADING = "xcb-cursor0 or libxcb-cursor0 is needed"


def at_fatal(cleanup: Callable[[], None]) -> None:
    """Run `cleanup` (release the lock, …) before a Qt fatal error ends the process."""
    _at_fatal.append(cleanup)


def _qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's own messages go to our log file, not to the terminal; a fatal one (no display,
    a platform plugin that cannot load) ends the app with one line on stderr instead of
    Qt's abort."""
    logging.getLogger("qt").log(_QT_LEVELS.get(kind, logging.WARNING), message)
    if (context.category or "").startswith("qt.qpa") and _MISLEADING not in message:
        _qpa_warnings.append(message)
    if kind == QtMsgType.QtFatalMsg:
        fatal_exit(_qpa_warnings[0] if _qpa_warnings else message)


NO_FONTS = ("no fonts are installed, so the window shows no text "
            "(install one, e.g. fonts-dejavu-core; the README lists what a window needs)")


def warn_without_fonts() -> None:
    """Without any font Qt draws every label as empty boxes: the notice could not even
    say so, so this goes to stderr and the log."""
    if not QFontMetrics(QFont()).inFont("A"):  # fontconfig names families even with no font
        log.error(NO_FONTS)
        print(f"boulanger: {NO_FONTS}", file=sys.stderr)


def fatal_exit(reason: str) -> None:
    lines = [line for line in reason.strip().splitlines() if line.strip()]
    line = f"cannot open a window: {bounded(lines[0] if lines else 'Qt failed', 200)}"
    log.critical(line)
    print(f"boulanger: {line}", file=sys.stderr, flush=True)
    for cleanup in reversed(_at_fatal):
        try:
            cleanup()
        except Exception:
            log.exception("cleanup after a fatal error failed")
    logging.shutdown()
    os._exit(1)


class MainThreadCollector(QObject):
    """Cyclic garbage collection on the UI thread only. Python's collector runs in whichever
    thread allocates when a threshold is crossed, and the hint, solver and winnable-deal
    threads allocate a lot: a cycle holding a Qt object (a closed dialog, a scene item, a
    timer) freed there has its C++ destructor run on that worker thread, and Qt crashes.
    So automatic collection is off while the app runs, and a timer on the UI thread
    collects instead, with the interpreter's own generation thresholds."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        self._timer = QTimer(self, interval=GC_CHECK_MS)
        self._timer.timeout.connect(self.collect_due)
        gc.disable()
        self._timer.start()

    def collect_due(self) -> int:
        """Collect the oldest generation whose threshold is crossed; the number of objects freed."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        due = [gen for gen in range(3) if thresholds[gen] and counts[gen] > thresholds[gen]]
        return gc.collect(due[-1]) if due else 0

    def stop(self) -> None:
        """Collect everything here, then give collection back to the interpreter."""
        self._timer.stop()
        gc.collect()
        if self._was_enabled:
            gc.enable()


class ErrorHook(QObject):
    """Nothing fails silently: a Python exception anywhere in the UI (a slot, an event
    handler, a worker thread) is logged with its traceback, every time, and each distinct
    failure (type and place) is told to the player once, through the problem channel (which
    takes it to the window's thread). Installed as sys.excepthook and threading.excepthook when
    made, until `uninstall`."""

    def __init__(self, tell: Tell, log_file: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tell, self._log_file = tell, log_file
        self._seen: set[tuple[str, str]] = set()
        self._lock = threading.Lock()
        self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook, threading.excepthook = self.excepthook, self.thread_excepthook

    def uninstall(self) -> None:
        if sys.excepthook == self.excepthook:
            sys.excepthook, threading.excepthook = self._previous

    def excepthook(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self._previous[0](kind, value, tb)
            return
        self.report((kind, value, tb))

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return
        self.report((args.exc_type, args.exc_value, args.exc_traceback))

    def report(self, info: ExcInfo) -> None:
        kind, value, tb = info
        frames = traceback.extract_tb(tb)
        key = (kind.__qualname__, f"{frames[-1].filename}:{frames[-1].lineno}" if frames else "?")
        with self._lock:
            first = key not in self._seen
            self._seen.add(key)
        errors_log.error("unexpected error%s", "" if first else " (again)", exc_info=info)
        if not first:
            return
        detail = bounded(f"{kind.__name__}: {value}" if str(value) else kind.__name__, 120)
        try:
            self._tell(problem(ProblemId.UNEXPECTED_ERROR, detail=detail,
                               log=bounded(str(self._log_file), 200)))
        except Exception:  # telling must never raise back into the hook
            errors_log.exception("could not show an error notice")


def watch_for_freezes(guard: StartGuard, host: PluginHost) -> Callable[[], None]:
    """Once the start is over, a window that stops answering in a third-party plugin's code
    (a slot it scheduled, which no hook call times) is noted in the start guard's marker,
    naming the plugin, so the next start offers safe mode; returns what ends the watch."""
    from boulanger_qt.plugin.host import OWN_ORIGINS
    from boulanger_qt.plugin.watchdog import Heartbeat, plugin_modules, plugin_on_thread

    ui_thread = threading.get_ident()

    def stalled(seconds: float) -> None:  # on the watchdog's thread, the UI thread stuck
        modules = plugin_modules((info.name, host.plugin(info.name)) for info in host.plugins()
                                 if info.origin not in OWN_ORIGINS)
        running = plugin_on_thread(ui_thread, modules)
        if running is None:  # the app's own code, or Qt's: never blamed (a slow disk is no hang)
            log.warning("the window has not answered for %.1f s (no plugin's code running)", seconds)
            return
        log.error("plugin %s (%s) has kept the window from answering for %.1f s", *running, seconds)
        guard.froze(*running, seconds)

    heartbeat = Heartbeat(stalled)
    beats = QTimer(QCoreApplication.instance(), interval=HEARTBEAT_MS)
    beats.timeout.connect(heartbeat.beat)
    beats.start()

    def stop() -> None:
        heartbeat.stop()
        beats.stop()
        beats.deleteLater()

    return stop


def second_window_place(size: QSize, restored: QPoint | None, screen: QRect, title_bar: int) -> QPoint:
    """Where a second window's frame goes: 48 px right and down from the first's (its
    saved place, else the centre of the screen, where window managers put a new window),
    and whole on the screen."""
    frame_height = size.height() + title_bar
    if restored is None:
        x = screen.x() + (screen.width() - size.width()) // 2
        y = screen.y() + (screen.height() - frame_height) // 2
    else:
        x, y = restored.x(), restored.y()
    x = max(screen.x(), min(x + SECOND_WINDOW_OFFSET, screen.x() + screen.width() - size.width()))
    y = max(screen.y(), min(y + SECOND_WINDOW_OFFSET, screen.y() + screen.height() - frame_height))
    return QPoint(x, y)


def place_second_window(window: MainWindow, restored: bool) -> None:
    from PySide6.QtWidgets import QStyle  # its enums cost milliseconds to load: not before the first paint

    title_bar = window.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight)
    window.move(second_window_place(window.size(), window.pos() if restored else None,
                                    window.screen().availableGeometry(), title_bar))


def screenshot(app: QApplication, window: MainWindow, context: AppContext, session: Session,
               resumed: bool, moves: list[Move], path: str, size: tuple[int, int]) -> int:
    """The game with its moves drawn into `path` instead of a window (see `ui.start`)."""
    window.scene.animator.duration_ms = 0
    window.assist.checks_suspended = True
    window.controller.start(session, resumed=resumed)
    for move in moves:
        window.controller.play(move)
    from boulanger_qt.ui.notices import ProblemDisplay  # (a window shows its problems after the first paint)

    ProblemDisplay(context.problems, window.notice, replay=True)  # stderr said them; the picture too
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    window.setMinimumWidth(0)  # the size asked for, even below the room the status bar keeps
    window.resize(*size)
    window.show()
    app.processEvents()
    window.view.relayout()
    window.scene.faces.finish()
    window.scene.animator.complete()
    image = window.grab()
    window.close()
    if not image.save(path, "PNG"):
        print(f"boulanger: error: cannot write screenshot {path}", file=sys.stderr)
        return 2
    return 0


def report_first_paint(window: MainWindow) -> None:
    """For the start-up benchmark: print when the board was first painted (and the
    window's size then, so the benchmark compares like with like), then quit."""
    painted, cpu = time.time(), time.process_time()
    try:
        import resource  # only here: no start of the app needs it
    except ImportError:  # Windows
        peak_kb = 0
    else:
        peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"first-paint {painted:.6f} peak-kb {peak_kb} cpu {cpu:.6f} "
          f"window {window.width()}x{window.height()}", flush=True)
    QApplication.quit()
