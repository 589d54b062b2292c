"""The start of the app, every step in order, in one module: what the command line asks
(`StartRequest`), the log and the app context (`prepare`), then the start itself (`start`),
which raises `UsageError` for bad input.

Before any step: a window can be opened (no display: `CannotStart`); quit signals are
noted from here to the application (`early_signals`); the instance lock is taken.

Before the first paint: only what its picture needs (the right deal in the right theme,
the menus, the toolbar and the status bar), nothing else — no plugin host, in an
ordinary start, whose theme is the remembered one (`card_theme`).

  1. guard     the start guard, so a start that never reaches the board offers safe mode
               next time; safe mode if asked for or accepted — all before third-party code
               (the plugins that hung last time were turned off already: `build_context`);
               from the first Qt object on, a quit signal closes what is open (the
               safe-mode question too) and ends the app in order, status 0
  1b. host     the remembered theme, if its record holds (not with --theme, --safe-mode or
               --screenshot); else the plugin host with the shipped plugins, and the
               third-party ones too if the theme is not among theirs
  2. theme     an explicit --theme checked in full: exit 2 before any window
  3. game      the saved game read once (a damaged one is told), the session chosen
               (--code, --deal, --cells), --play checked on a copy
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
 12. ready     the app-ready hook; the start guard notes a start that reached the board; from
               now on a window that stops answering in a plugin's code is noted (heartbeat)

A screenshot (--screenshot) runs 1-6 with every plugin loaded first, then draws the
game with its --play moves into the file instead of showing a window.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from boulanger_qt.app.context import AppContext, build_context
from boulanger_qt.app.settings import app_paths
from boulanger_qt.app.start_guard import StartGuard
from boulanger_qt.core.deals import DealError, GameCode, GameCodeError, check_deal_number, random_deal_number
from boulanger_qt.core.messages import bounded, quoted
from boulanger_qt.core.moves import Move, NotationError, parse_moves
from boulanger_qt.core.rules import IllegalMoveError
from boulanger_qt.core.session import Session
from boulanger_qt.plugin.theme_check import DEFAULT_THEME, ThemeData, ThemeError
from boulanger_qt.support import early_signals
from boulanger_qt.support.atomic import remove_stale_temp_files
from boulanger_qt.support.display_check import window_problem
from boulanger_qt.support.file_lock import InstanceLock
from boulanger_qt.support.inputs import keep_aside, kept_name
from boulanger_qt.support.logs import file_handler, setup_logging
from boulanger_qt.support.problems import ProblemId, logged, problem

if TYPE_CHECKING:
    from boulanger_qt.ui.window import MainWindow

log = logging.getLogger(__name__)


class UsageError(Exception):
    """Bad input (an option, a game code, a deal number, a --play move, a --theme): the
    program prints one line on stderr and exits with status 2."""


class CannotStart(Exception):
    """No window can be opened (no display, a missing system library): exit status 1."""


class StartRequest(NamedTuple):
    """What the command line asks of the start (see the README, "Command line")."""

    code: str | None = None
    deal: int | None = None
    cells: int | None = None
    play: str | None = None
    theme: str | None = None  # the Classic theme in safe mode
    safe_mode: bool = False
    screenshot: str | None = None
    size: tuple[int, int] | None = None
    language: str | None = None


def prepare(request: StartRequest, *, on_stderr: bool) -> AppContext:
    """The log, then the app context; `on_stderr` (the modes that print and exit, a
    screenshot): every problem, plugins' included, is one line on stderr."""
    log_file = app_paths().log_file
    with contextlib.suppress(OSError):  # else the log goes to stderr, and the player is told
        log_file.parent.mkdir(parents=True, exist_ok=True)
    log_problem = setup_logging(log_file)  # first: what loading the settings logs goes there
    context = build_context(external_plugins=False, safe_mode=request.safe_mode)
    context.language_override = request.language
    if log_problem:
        context.problems.tell(log_problem)
    remove_stale_temp_files((context.paths.config_dir, context.paths.data_dir, context.paths.state_dir))
    if on_stderr:
        context.problems.open(lambda told: print(f"boulanger: {logged(told)}", file=sys.stderr))
    if (log_handler := file_handler()) is not None:  # from any thread: the channel takes it to the window
        log_handler.on_failure = lambda told: context.problems.tell(told, again=True)
        if log_handler.failure is not None and not on_stderr:
            context.problems.tell(log_handler.failure)  # stderr said it; the window will too
    return context


def start(request: StartRequest) -> int:
    """The interactive start, or a screenshot; the exit status once the window is closed."""
    if request.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    context = prepare(request, on_stderr=bool(request.screenshot))
    if request.screenshot:
        return StartUp(context, request, None).run()
    if request.code is not None or request.deal is not None:
        chosen_session(request, context)  # bad input says so (exit 2) before a missing display
    if problem := window_problem():
        raise CannotStart(problem)
    with early_signals.noted():
        lock = InstanceLock(context.paths.lock_file)
        try:
            return StartUp(context, request, lock).run()
        finally:
            from boulanger_qt.ui.language import restart_if_asked
            from boulanger_qt.ui.quit_signals import stop_watching

            stop_watching()  # the handler the safe-mode question installed, if the board never opened
            lock.release()
            restart_if_asked()  # Settings ▸ Language's Restart now, once the saved game is free


def chosen_session(request: StartRequest, context: AppContext,
                   saved: Session | None = None) -> tuple[Session, bool]:
    """The session to open: the one asked for, else the `saved` game, else a new deal;
    and whether it is the saved game resumed."""
    clock = context.clock
    if request.code is not None:
        try:
            code = GameCode.parse(request.code)
        except GameCodeError as exc:
            raise UsageError(str(exc)) from None
        if request.cells is not None and request.cells != code.cells:
            raise UsageError(f"--cells {request.cells} contradicts game code {code}")
        return Session.new_deal(code.deal, code.cells, clock), False
    if request.deal is not None:
        try:
            number = check_deal_number(request.deal)
        except DealError as exc:
            raise UsageError(str(exc)) from None
        return Session.new_deal(number, request.cells or 4, clock), False
    if saved is not None and not saved.is_won():  # a won game is recorded, not resumed
        return saved, True
    cells = request.cells or context.settings.cells
    winnable = None
    if context.settings.winnable_only:  # proven winnable, as New Game deals are
        from boulanger_qt.app.winnable_deals import WinnableDeals

        winnable = WinnableDeals(context.paths.data_dir).pick(cells)
    return Session.new_deal(random_deal_number() if winnable is None else winnable, cells, clock), False


def checked_moves(session: Session, text: str) -> list[Move]:
    """--play parsed and checked on a copy of the session, so a bad move changes nothing."""
    try:
        moves = parse_moves(text)
    except NotationError as exc:
        raise UsageError(str(exc)) from None
    trial = Session(session.state, session.deal)
    for number, move in enumerate(moves, start=1):
        try:
            trial.play(move)
        except IllegalMoveError as exc:
            raise UsageError(f"--play move {number}: {exc}") from None
    return moves


class StartUp:
    """One start (see the module's list of steps). Without a `lock` (a screenshot, a test) it
    owns the saved game and has no start guard; without `owner` (another Boulanger is
    running) nothing touches the saved game in progress."""

    def __init__(self, context: AppContext, request: StartRequest | None = None,
                 lock: InstanceLock | None = None) -> None:
        self.context, self.request, self.lock = context, request or StartRequest(), lock
        self.owner = lock is None or lock.owner  # only the first Boulanger touches the saved game
        self.guard = StartGuard(context.paths.state_dir) if lock is not None and lock.owner else None
        self.stop_heartbeat: Callable[[], None] | None = None

    def run(self) -> int:
        """Steps 1-12; returns the exit status once the window is closed."""
        if not self.guard_the_start():  # 1
            return _ended_before_the_window()
        theme, context = self.request.theme, self.context
        recalled = None  # 1b: the remembered theme, for an ordinary start (see the module)
        if not (theme or self.request.screenshot):
            from boulanger_qt.ui.card_theme import recall_theme

            recalled = recall_theme(context)  # (None in safe mode)
        if recalled is None and (self.request.screenshot
                                 or (theme or context.settings.theme) not in context.catalog.themes):
            # (else they load right after the first paint, 7)
            context.load_external_plugins(theme or context.settings.theme)
        if theme:  # 2: loaded in full; a broken one raises `ThemeError`
            try:
                context.catalog.load(theme)
            except OSError as exc:  # a path the system refuses (too long, …)
                raise UsageError(f"--theme {quoted(theme)}: {exc.strerror or exc}") from None
        # 3: only the first Boulanger's saved game, and not in safe mode
        saved = read_saved_game(context) if self.owner and not context.safe_mode else None
        session, resumed = chosen_session(self.request, context, saved)
        moves = checked_moves(session, self.request.play) if self.request.play else []
        if self.guard is not None:
            self.guard.begin()
        try:
            status = self.open_board(session, resumed, moves, None if resumed else saved, recalled)
        except ThemeError:  # told on one line: not a start to recover from
            if self.guard is not None:
                self.guard.finished()
            raise
        finally:  # the event loop has ended: what runs now (the app closing) is not a frozen window
            if self.stop_heartbeat is not None:
                self.stop_heartbeat()
        if self.guard is not None:  # the app ended in order, even if before its start was
            self.guard.finished()  # over (a quit signal, a window closed at once)
        return status

    def guard_the_start(self) -> bool:
        """Step 1, before any third-party code runs; False when a quit signal closed the
        safe-mode question: the start ends."""
        from boulanger_qt.ui.app_window import at_fatal
        from boulanger_qt.ui.quit_signals import quit_received

        if self.lock is not None:
            at_fatal(self.lock.release)
            if self.guard is not None:
                at_fatal(self.guard.finished)  # a clean message, not a crash
        wanted = self._wants_safe_mode()
        if quit_received():
            return False
        if wanted:  # Classic theme, no third-party plugins or themes; the saved game moved aside
            from boulanger_qt.app.themes import discover_themes

            context = self.context
            context.safe_mode = True
            context.catalog = discover_themes(context.host, None)
            aside = keep_aside(context.paths.autosave_file) if self.lock is not None and self.owner else None
            log.warning("safe mode%s", f" (the saved game kept as {aside.name})" if aside else "")
            context.problems.tell(problem(ProblemId.SAFE_MODE, saved=kept_name(aside)), first=True)
            self.request = self.request._replace(theme=DEFAULT_THEME)
        return True

    def started(self) -> None:
        """Step 12 done: no marker is left, and from now on a frozen window is noted in it
        (`app_window.watch_for_freezes`)."""
        from boulanger_qt.ui.app_window import watch_for_freezes

        if self.guard is not None:
            self.guard.finished()
            self.stop_heartbeat = watch_for_freezes(self.guard, self.context.host)

    def _wants_safe_mode(self) -> bool:
        if self.request.safe_mode:
            return True
        guard = self.guard
        if guard is None or self.context.hung_plugins or not guard.previous_start_failed():
            return False
        plugin = guard.hung_plugin()
        if plugin is None:
            log.warning("the previous start did not reach the board; offering safe mode")
        else:
            log.warning("the last run stopped answering in plugin %s; offering safe mode", plugin)
        from boulanger_qt.ui import language
        from boulanger_qt.ui.app_window import application
        from boulanger_qt.ui.dialogs.confirmations import offer_safe_mode
        from boulanger_qt.ui.quit_signals import watch_quit_signals

        context, app = self.context, application()  # asked in the player's language, before the window
        language.install(language.chosen_language(context.settings.language, context.language_override))
        # Not asked after a quit signal, and closed by one that comes while it is asked:
        # `guard_the_start` then ends the start.
        named = None if plugin is None else bounded(plugin)
        return not watch_quit_signals(app).received and offer_safe_mode(named)

    def open_board(self, session: Session, resumed: bool, moves: list[Move],
                   replaced: Session | None = None, recalled: ThemeData | None = None) -> int:
        """Steps 4-12: show the board and run until the window closes. `replaced` is the saved
        game a new deal replaces (recorded as abandoned); `recalled`: the remembered theme,
        painted before the plugin host is made."""
        from boulanger_qt.ui import app_window, language
        from boulanger_qt.ui.card_theme import pick_renderer, remembered_renderer
        from boulanger_qt.ui.quit_signals import stop_watching, watch_quit_signals
        from boulanger_qt.ui.window import MainWindow

        context, request = self.context, self.request
        app = app_window.application()  # 4
        if request.screenshot is None and watch_quit_signals(app).received:  # noted since the
            stop_watching()  # start began (`early_signals`): it ends in order, before any window
            return _ended_before_the_window()
        app_window.warn_without_fonts()
        language.install(language.chosen_language(context.settings.language, context.language_override))
        if (damaged := language.damaged_notice()) is not None:  # told once: the safe-mode question
            context.problems.tell(damaged)  # installs the language too, and says nothing
        renderer = remembered_renderer(context, recalled)  # 5
        if renderer is None:
            recalled = None
            renderer = pick_renderer(context, request.theme, strict=request.theme is not None)
        window = MainWindow(context, session, renderer)  # 6: `complete` adds what the picture lacks
        if not self.owner:
            app_window.place_second_window(window, restored=window.geometry_restored)
        hook = app_window.ErrorHook(context.problems.tell, context.paths.log_file, window)
        try:
            if request.screenshot is not None:
                assert request.size is not None
                window.complete()
                return app_window.screenshot(app, window, context, session, resumed, moves,
                                             request.screenshot, request.size)
            window.view.after_first_paint(lambda: self.finish_start(window, session, resumed, moves, replaced,
                                                                    recalled))
            if os.environ.get("BOULANGER_BENCH_FIRST_PAINT"):  # the start-up benchmark
                # Installed last, so its filter sees the paint first (Qt calls the newest filter
                # first): the work after the first paint is not part of the measurement.
                window.view.after_first_paint(lambda: app_window.report_first_paint(window))
            window.show()
            return app.exec()  # SIGTERM, SIGINT: closed as a window close does (`watch_quit_signals`)
        finally:
            stop_watching()
            from boulanger_qt.ui import background  # at the end: the first picture needs no background job

            if not background.stop_all():
                log.warning("still running at exit: %s", ", ".join(background.still_running()))
            from boulanger_qt.app.solver_service import close_app_solver

            close_app_solver()  # after the jobs: none of them starts a search in-process
            hook.uninstall()
            context.problems.close()

    def finish_start(self, window: MainWindow, session: Session, resumed: bool, moves: list[Move],
                     replaced: Session | None, recalled: ThemeData | None) -> None:
        """Steps 6b-12: everything the first picture of the board does not need."""
        from boulanger_qt.ui.card_theme import settle_theme
        from boulanger_qt.ui.dialogs.confirmations import confirm_abandon
        from boulanger_qt.ui.notices import ProblemDisplay

        context = self.context
        try:
            context.host  # noqa: B018 (6b: made now, unless the start needed it before the paint)
            window.complete()
            context.load_external_plugins()  # 7
            ordinary = self.request.theme is None and not context.safe_mode
            settle_theme(window.scene, context, recalled, ordinary)
            if not self.owner:  # 8
                code = window.controller.session.code
                context.problems.tell(problem(ProblemId.ALREADY_RUNNING,
                                              code=None if code is None else str(code)))
            chosen, resumed_saved = context.start_keeping(  # 9
                session, resumed, self.owner, replaced,
                lambda: window.controller.session,
                keep_playing=lambda saved: not confirm_abandon(window, context),
            )
            window.controller.start(chosen, resumed=resumed_saved)  # 10
            for move in moves if chosen is session else ():
                window.controller.play(move, "given")
            ProblemDisplay(context.problems, window.notice)  # 11
            context.host.app_ready()  # 12
        finally:  # a Python error here is told by the error hook; only a dead start counts
            self.started()


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
