"""The interactive start, every step in order, in one place.

Before the first paint: only what its picture needs (the right deal in the right theme,
the menus, the toolbar and the status bar), nothing else — no plugin host, in an
ordinary start, whose theme is the remembered one (`start_theme`).

  1. guard     the start guard, so a start that never reaches the board offers safe mode
               next time; safe mode if asked for or accepted — all before third-party code
               (the plugins that hung last time were turned off already: `build_context`);
               from the first Qt object on, a quit signal closes what is open (the
               safe-mode question too) and ends the app in order, status 0
  1b. host     the remembered theme, if its record holds (not with --theme, --safe-mode or
               --screenshot); else the plugin host with the shipped plugins, and the
               third-party ones too if the theme is not among theirs
  2. theme     an explicit --theme checked in full: exit 2 before any window
  3. game      the saved game read once (a damaged one is told), the session chosen,
               --play checked
  4. qt        the application (a fatal Qt error: one line, the lock released), fonts, language
  5. cards     the card renderer; theme files the card-image cache knows are not parsed
  6. window    menus, toolbar, board and status bar built; the error hook; shown: painted

After the first paint, in this order:

  6b. complete the plugin host made (the shipped plugins) if it was not; the window's
               unseen parts: keyboard play, accessibility, the board's hooks, the notice
               bars, the theme and language menus
  7. plugins   third-party plugins, and the themes they and the themes folder add; a board
               painted from the remembered theme changes if the catalog's is not the same;
               the theme remembered for the next start
  8. second    a second window says what it plays, and that it saves nothing
  9. keeping   statistics recording and the autosave; the saved game resumed or recorded
 10. game      the game started (its hooks run), --play applied
 11. problems  everything told so far shown in the notice bar; later problems at once
 12. ready     the app-ready hook; the start guard notes a start that reached the board

A screenshot (--screenshot) runs 1-6 with every plugin loaded first, then draws the
game with its --play moves into the file instead of showing a window.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from typing import TYPE_CHECKING

from boulanger_qt.app.context import AppContext
from boulanger_qt.app.start_guard import StartGuard
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session
from boulanger_qt.plugin.theme_check import DEFAULT_THEME, ThemeData, ThemeError
from boulanger_qt.support.inputs import keep_aside, kept_name

if TYPE_CHECKING:
    from boulanger_qt.ui.instance_lock import InstanceLock
    from boulanger_qt.ui.window import MainWindow

log = logging.getLogger(__name__)
FIRST_PAINT_ENV = "BOULANGER_BENCH_FIRST_PAINT"
ChooseGame = Callable[[Session | None], tuple[Session, bool, list[Move]]]


class StartRequest:
    """What the command line asks of the start (a plain class: see `context.AppContext`)."""

    __slots__ = ("safe_mode", "screenshot", "size", "theme")

    def __init__(self, theme: str | None = None, safe_mode: bool = False,
                 screenshot: str | None = None, size: tuple[int, int] | None = None) -> None:
        self.theme = theme  # --theme
        self.safe_mode = safe_mode  # --safe-mode
        self.screenshot = screenshot  # --screenshot FILE
        self.size = size  # --size, with a screenshot


class StartUp:
    """One interactive start (see the module's list of steps). `lock` is None for a
    screenshot; `choose_game` turns the saved game (or None) into the session to open,
    whether it is the saved one resumed, and the --play moves; `check_theme` checks an
    explicit --theme (both raise the command line's own errors)."""

    def __init__(self, context: AppContext, request: StartRequest, lock: InstanceLock | None,
                 choose_game: ChooseGame, check_theme: Callable[[str], None]) -> None:
        self.context = context
        self.request = request
        self.lock = lock
        self.owner = lock is None or lock.owner  # only the first Boulanger touches the saved game
        self.guard = StartGuard(context.paths.state_dir) if lock is not None and lock.owner else None
        self._choose_game = choose_game
        self._check_theme = check_theme

    def run(self) -> int:
        """Steps 1-12; returns the exit status once the window is closed."""
        from boulanger_qt.ui.quit_signals import stop_watching

        try:
            return self._run()
        finally:
            stop_watching()

    def _run(self) -> int:
        if not self.guard_the_start():  # 1
            return _ended_before_the_window()
        recalled = self.recall_theme()  # 1b
        theme, context = self.request.theme, self.context
        if recalled is None and (self.request.screenshot
                                 or (theme or context.settings.theme) not in context.catalog.themes):
            context.load_external_plugins()  # else they load right after the first paint (7)
        if theme:
            self._check_theme(theme)  # 2
        saved = self.read_saved_game()  # 3
        session, resumed, moves = self._choose_game(saved)
        if self.guard is not None:
            self.guard.begin()
        try:
            status = open_board(self.context, session, resumed, moves, self.request,
                                owns_saved_game=self.owner, replaced=None if resumed else saved,
                                on_ready=None if self.guard is None else self.guard.finished,
                                recalled=recalled)
        except ThemeError:  # told on one line: not a start to recover from
            if self.guard is not None:
                self.guard.finished()
            raise
        if self.guard is not None:  # the app ended in order, even if before its start was
            self.guard.finished()  # over (a quit signal, a window closed at once)
        return status

    def guard_the_start(self) -> bool:
        """Step 1: the lock and the marker go with a fatal Qt error; safe mode is decided
        before any third-party code runs (a start spoiled by a hung plugin is explained).
        False when a quit signal closed the safe-mode question: the start ends."""
        from boulanger_qt.ui.app_window import at_fatal
        from boulanger_qt.ui.quit_signals import quit_received

        if self.lock is not None:
            at_fatal(self.lock.release)
            if self.guard is not None:
                at_fatal(self.guard.finished)  # a clean message, not a crash
        wanted = self._wants_safe_mode()
        if quit_received():
            return False
        if wanted:
            self._enter_safe_mode()
            self.request.theme = DEFAULT_THEME
        return True

    def recall_theme(self) -> ThemeData | None:
        """Step 1b: the remembered theme, for an ordinary start (see the module)."""
        if self.request.theme or self.request.screenshot or self.context.safe_mode:
            return None
        from boulanger_qt.ui.start_theme import recall_theme

        return recall_theme(self.context)

    def _wants_safe_mode(self) -> bool:
        if self.request.safe_mode:
            return True
        guard = self.guard
        if guard is None or self.context.hung_plugins or not guard.previous_start_failed():
            return False
        log.warning("the previous start did not reach the board; offering safe mode")
        from boulanger_qt.ui import language
        from boulanger_qt.ui.app_window import application
        from boulanger_qt.ui.dialogs.safe_mode import offer_safe_mode
        from boulanger_qt.ui.quit_signals import watch_quit_signals

        context, app = self.context, application()  # asked in the player's language, before
        language.install(language.chosen_language(context.settings.language, context.language_override),
                         app)  # the window exists
        # Not asked after a quit signal, and closed by one that comes while it is asked:
        # `guard_the_start` then ends the start.
        return not watch_quit_signals(app).received and offer_safe_mode()

    def _enter_safe_mode(self) -> None:
        """Classic theme, no third-party plugins or themes; the saved game moved aside."""
        context = self.context
        context.safe_mode = True
        from boulanger_qt.app.themes import discover_themes

        context.catalog = discover_themes(context.host, None)
        aside = keep_aside(context.paths.autosave_file) if self.lock is not None and self.owner else None
        from boulanger_qt.support.problems import ProblemId, problem

        log.warning("safe mode%s", f" (the saved game kept as {aside.name})" if aside else "")
        context.problems.tell(problem(ProblemId.SAFE_MODE, saved=kept_name(aside)), first=True)

    def read_saved_game(self) -> Session | None:
        """Step 3: the saved game, read once (only the first Boulanger's, and not in safe mode)."""
        return read_saved_game(self.context) if self.owner and not self.context.safe_mode else None


def _ended_before_the_window() -> int:
    log.info("a quit signal came before the window opened: the start ends here")
    return 0


def read_saved_game(context: AppContext) -> Session | None:
    """The saved game in progress, read once per start; a damaged one is told once."""
    from boulanger_qt.app.storage.autosave import load_game

    saved = load_game(context.paths.autosave_file, context.clock)
    if saved.problem:
        context.problems.tell(saved.problem)
    return saved.session


def open_board(
    context: AppContext, session: Session, resumed: bool, moves: list[Move],
    request: StartRequest | None = None, *, owns_saved_game: bool = True,
    replaced: Session | None = None, on_ready: Callable[[], None] | None = None,
    recalled: ThemeData | None = None,
) -> int:
    """Steps 4-12: show the board and run until the window closes. Without
    `owns_saved_game` (another Boulanger is running) nothing touches the saved game in
    progress. `replaced` is the saved game a new deal replaces (recorded as abandoned);
    `on_ready` runs once the start is over: the board painted and everything loaded;
    `recalled`: the remembered theme, painted before the plugin host is made."""
    from boulanger_qt.ui import language
    from boulanger_qt.ui.app_window import (
        after_first_paint,
        application,
        build_window,
        place_second_window,
        report_first_paint,
        screenshot,
        warn_without_fonts,
    )
    from boulanger_qt.ui.error_hook import ErrorHook
    from boulanger_qt.ui.quit_signals import quit_on_signals, stop_watching, watch_quit_signals
    from boulanger_qt.ui.start_theme import pick_renderer, remembered_renderer

    request = request or StartRequest()
    app = application()  # 4
    if request.screenshot is None and watch_quit_signals(app).received:  # noted since the
        stop_watching()  # start began (`early_signals`): it ends in order, before any window
        return _ended_before_the_window()
    warn_without_fonts()
    language.install(language.chosen_language(context.settings.language, context.language_override), app)
    renderer = remembered_renderer(context, recalled)  # 5
    if renderer is None:
        recalled = None
        renderer = pick_renderer(context, request.theme, strict=request.theme is not None)
    window = build_window(context, session, renderer)  # 6
    if not owns_saved_game:
        place_second_window(window, restored=bool(context.settings.window_geometry))
    hook = ErrorHook(context.problems.tell, context.paths.log_file, window)
    hook.install()
    try:
        if request.screenshot is not None:
            assert request.size is not None
            window.complete()
            return screenshot(app, window, context, session, resumed, moves, request.screenshot,
                              request.size)
        ordinary = request.theme is None and not context.safe_mode
        after_first_paint(window, lambda: finish_start(window, context, session, resumed, moves,
                                                       owns_saved_game, replaced, on_ready,
                                                       recalled, ordinary))
        if os.environ.get(FIRST_PAINT_ENV):
            # Installed last, so its filter sees the paint first (Qt calls the newest filter
            # first): the work after the first paint is not part of the measurement.
            after_first_paint(window, lambda: report_first_paint(window))
        window.show()
        with quit_on_signals(app):  # SIGTERM, SIGINT: closed as a window close does
            return app.exec()
    finally:
        from boulanger_qt.ui import background  # at the end: the first picture needs no background job

        if not background.stop_all():
            log.warning("a background job was still running at exit")
        from boulanger_qt.app.solver_service import close_app_solver

        close_app_solver()  # after the jobs: none of them starts a search in-process
        hook.uninstall()
        context.problems.close()


def finish_start(window: MainWindow, context: AppContext, session: Session, resumed: bool,
                 moves: list[Move], owns_saved_game: bool, replaced: Session | None,
                 on_ready: Callable[[], None] | None, recalled: ThemeData | None = None,
                 ordinary: bool = False) -> None:
    """Steps 6b-12: everything the first picture of the board does not need."""
    from boulanger_qt.app.keeper import start_keeping
    from boulanger_qt.ui.dialogs.confirmations import confirm_abandon
    from boulanger_qt.ui.problem_display import ProblemDisplay
    from boulanger_qt.ui.start_theme import settle_theme

    try:
        context.host  # noqa: B018 (6b: made now, unless the start needed it before the paint)
        window.complete()
        context.load_external_plugins()  # 7
        settle_theme(window.scene, context, recalled, ordinary)
        if not owns_saved_game:  # 8
            from boulanger_qt.support.problems import ProblemId, problem

            code = window.controller.session.code
            context.problems.tell(problem(ProblemId.ALREADY_RUNNING,
                                          code=None if code is None else str(code)))
        chosen, resumed_saved, context.recorder = start_keeping(  # 9
            context.keeping(), session, resumed, owns_saved_game, replaced,
            lambda: window.controller.session,
            keep_playing=lambda saved: not confirm_abandon(window, context),
        )
        window.controller.start(chosen, resumed=resumed_saved)  # 10
        for move in moves if chosen is session else ():
            window.controller.play(move)
        ProblemDisplay(context.problems, window.notice)  # 11
        context.host.app_ready()  # 12
    finally:  # a Python error here is told by the error hook; only a dead start counts
        if on_ready is not None:
            on_ready()
