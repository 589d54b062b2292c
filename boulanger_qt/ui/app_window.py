"""Starting the Qt side: the application object, the window, screenshots."""

from __future__ import annotations

import logging
import os
import sys
import time
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import (
    QEvent,
    QMessageLogContext,
    QObject,
    QPoint,
    Qt,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication

from ..context import AppContext
from ..core.moves import Move
from ..core.session import Session
from ..game import GameController
from ..inputs import bounded
from ..problems import ProblemId, problem
from ..theme_check import ThemeError
from ..themes import DEFAULT_THEME
from . import background, language
from .card_cache import passed_checks
from .card_renderer import CardRenderer
from .error_hook import ErrorHook
from .main_thread_gc import MainThreadCollector
from .main_window import MainWindow
from .problem_display import ProblemDisplay

try:
    import resource
except ImportError:  # Windows
    resource = None  # type: ignore[assignment]

SECOND_WINDOW_OFFSET = 48  # pixels right and down from the saved place
FIRST_PAINT_ENV = "BOULANGER_BENCH_FIRST_PAINT"
log = logging.getLogger(__name__)


def application() -> QApplication:
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    qInstallMessageHandler(_qt_message)
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Boulanger")
    app.setApplicationDisplayName("Boulanger")
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
    category = context.category or ""
    if category.startswith("qt.qpa") and _MISLEADING not in message:
        _qpa_warnings.append(message)
    if kind == QtMsgType.QtFatalMsg:
        fatal_exit(_qpa_warnings[0] if _qpa_warnings else message)


NO_FONTS = ("no fonts are installed, so the window shows no text "
            "(install one, e.g. fonts-dejavu-core; the README lists what a window needs)")


def warn_without_fonts() -> None:
    """Without any font Qt draws every label as empty boxes: the notice could not even
    say so, so this goes to stderr and the log."""
    if not QFontMetrics(QFont()).inFont("A"):  # fontconfig names families even with no font
        logging.getLogger(__name__).error(NO_FONTS)
        print(f"boulanger: {NO_FONTS}", file=sys.stderr)


def fatal_exit(reason: str) -> None:
    lines = [line for line in reason.strip().splitlines() if line.strip()]
    line = f"cannot open a window: {bounded(lines[0] if lines else 'Qt failed', 200)}"
    logging.getLogger(__name__).critical(line)
    print(f"boulanger: {line}", file=sys.stderr, flush=True)
    for cleanup in reversed(_at_fatal):
        try:
            cleanup()
        except Exception:
            logging.getLogger(__name__).exception("cleanup after a fatal error failed")
    logging.shutdown()
    os._exit(1)


def pick_renderer(context: AppContext, spec: str | None, strict: bool) -> CardRenderer:
    """The requested theme, checked in full; on failure the Classic theme, and the player
    is told why (with `strict`, an explicit request, the failure is raised instead)."""
    wanted = spec or context.settings.theme
    try:
        return CardRenderer(context.catalog.load(wanted, passed_checks))
    except ThemeError as exc:
        if strict or wanted == DEFAULT_THEME:
            raise
        if wanted in context.catalog.themes:  # passed the checks, but Qt cannot draw it
            context.catalog.mark_broken(wanted, exc.problem)
        note = context.catalog.notes.get(wanted)
        if note is not None:  # said below, once
            context.problems.withdraw(note)
        context.problems.tell(problem(ProblemId.THEME_FALLBACK, theme=bounded(wanted), reason=exc.problem))
        return CardRenderer(context.catalog.load(DEFAULT_THEME))


def create_window(context: AppContext, session: Session, renderer: CardRenderer) -> MainWindow:
    controller = GameController(context.host, session, context.clock)
    return MainWindow(context, controller, renderer)


def launch(
    context: AppContext,
    session: Session,
    resumed: bool,
    moves: list[Move],
    theme: str | None,
    screenshot: str | None,
    size: tuple[int, int] | None,
    owns_saved_game: bool = True,
    *,
    replaced: Session | None = None,
    on_ready: Callable[[], None] | None = None,
) -> int:
    """Show the board and run until the window closes. Without `owns_saved_game` (another
    Boulanger is running) nothing touches the saved game in progress. `replaced` is the
    saved game a new deal replaces (recorded as abandoned); `on_ready` runs once the start
    is over: the board painted and everything loaded."""
    app = application()
    warn_without_fonts()
    language.install(language.chosen_language(context.settings.language, context.language_override), app)
    renderer = pick_renderer(context, theme, strict=theme is not None)
    window = create_window(context, session, renderer)
    if not owns_saved_game:  # beside the first window, not exactly on top of it
        window.move(window.pos() + QPoint(SECOND_WINDOW_OFFSET, SECOND_WINDOW_OFFSET))
    hook = ErrorHook(context.problems.tell, context.paths.log_file, window)
    hook.install()
    try:
        if screenshot is not None:
            assert size is not None
            return _screenshot(app, window, context, session, resumed, moves, screenshot, size)
        after_first_paint(window, lambda: _finish_start(window, context, session, resumed, moves,
                                                        owns_saved_game, replaced, on_ready))
        if os.environ.get(FIRST_PAINT_ENV):
            # Installed last, so its filter sees the paint first (Qt calls the newest filter
            # first): the work after the first paint is not part of the measurement.
            after_first_paint(window, report_first_paint)
        window.show()
        return app.exec()
    finally:
        if not background.stop_all():
            log.warning("a background job was still running at exit")
        hook.uninstall()
        context.problems.close()


def _screenshot(app: QApplication, window: MainWindow, context: AppContext, session: Session,
                resumed: bool, moves: list[Move], path: str, size: tuple[int, int]) -> int:
    window.scene.animator.duration_ms = 0
    window.assist.checks_suspended = True
    window.controller.start(session, resumed=resumed)
    for move in moves:
        window.controller.play(move)
    ProblemDisplay(context.problems, window.notice, replay=True)  # stderr said them; the picture too
    return save_screenshot(app, window, path, size)


def _finish_start(window: MainWindow, context: AppContext, session: Session, resumed: bool,
                  moves: list[Move], owns_saved_game: bool, replaced: Session | None,
                  on_ready: Callable[[], None] | None) -> None:
    """Everything the first picture of the board does not need."""
    from ..recorders import start_keeping
    from .confirmations import confirm_abandon

    try:
        context.load_external_plugins()
        if not owns_saved_game:
            code = window.controller.session.code
            context.problems.tell(problem(ProblemId.ALREADY_RUNNING,
                                          code=None if code is None else str(code)))
        chosen, resumed_saved, context.recorder = start_keeping(
            context.keeping(), session, resumed, owns_saved_game, replaced,
            lambda: window.controller.session,
            keep_playing=lambda saved: not confirm_abandon(window, context),
        )
        window.controller.start(chosen, resumed=resumed_saved)
        for move in moves if chosen is session else ():
            window.controller.play(move)
        ProblemDisplay(context.problems, window.notice)
        context.host.app_ready()
    finally:  # a Python error here is told by the error hook; only a dead start counts
        if on_ready is not None:
            on_ready()


class _AfterFirstPaint(QObject):
    def __init__(self, window: MainWindow, callback: Callable[[], None]) -> None:
        super().__init__(window)
        self._callback = callback
        self._viewport = window.view.viewport()
        self._viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self._viewport.removeEventFilter(self)
            QTimer.singleShot(0, self._callback)
        return False


def after_first_paint(window: MainWindow, callback: Callable[[], None]) -> None:
    """Run `callback` once the board has been painted for the first time."""
    _AfterFirstPaint(window, callback)


def report_first_paint() -> None:
    """For the start-up benchmark: print when the board was first painted, then quit."""
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss if resource else 0
    print(f"first-paint {time.time():.6f} peak-kb {peak_kb}", flush=True)
    QApplication.quit()


def save_screenshot(app: QApplication, window: MainWindow, path: str, size: tuple[int, int]) -> int:
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
