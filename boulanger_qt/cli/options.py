"""The `boulanger` command line (see DESIGN.md, "Command line"): its options, the modes
that print and exit, and the interactive start handed to `ui.start_up`."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Final, NoReturn

from boulanger_qt import __version__
from boulanger_qt.app.context import AppContext, build_context
from boulanger_qt.app.settings import app_paths
from boulanger_qt.cli.display_check import window_problem
from boulanger_qt.core.codes import GameCode, GameCodeError
from boulanger_qt.core.deals import DealError, check_deal_number, random_deal_number
from boulanger_qt.core.echo import bounded_quotes, quoted
from boulanger_qt.core.moves import Move, NotationError, parse_moves
from boulanger_qt.core.rules import IllegalMoveError
from boulanger_qt.core.session import Session
from boulanger_qt.support import early_signals
from boulanger_qt.support.atomic import remove_stale_temp_files
from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.logs import file_handler, setup_logging

if TYPE_CHECKING:
    from boulanger_qt.ui.instance_lock import InstanceLock

DEFAULT_SIZE: Final = "1280x800"
DEFAULT_FORMAT: Final = "csv"
# What `build_parser().parse_args([])` gives (a test holds them equal): the ordinary start,
# with no option, is answered without building the parser, whose construction looks up
# argparse's own translations (gettext, which loads `locale`: ~1 ms of every start).
NO_OPTIONS: Final = {
    "code": None, "deal": None, "cells": None, "play": None, "screenshot": None,
    "size": DEFAULT_SIZE, "theme": None, "list_themes": False, "export_stats": None,
    "format": DEFAULT_FORMAT, "language": None, "safe_mode": False,
}


class UsageError(Exception):
    """Bad command-line input: one line on stderr, exit status 2."""


class CannotStart(Exception):
    """No window can be opened (no display, a missing system library): exit status 1."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(bounded_quotes(message))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="boulanger", description="Jeu du Boulanger (Baker's Game) solitaire.")
    deal = parser.add_mutually_exclusive_group()
    deal.add_argument("--code", metavar="CODE", help="open the deal with this game code")
    deal.add_argument("--deal", type=int, metavar="N", help="open Microsoft deal number N")
    parser.add_argument("--cells", type=int, choices=(4, 2, 1), help="free cells for --deal")
    parser.add_argument("--play", metavar="MOVES", help='apply these moves after opening, e.g. "3a 1h 54:3"')
    parser.add_argument("--screenshot", metavar="FILE.png", help="render the board to a PNG and exit")
    parser.add_argument("--size", metavar="WxH", default=DEFAULT_SIZE,
                        help=f"screenshot size (default {DEFAULT_SIZE})")
    parser.add_argument("--theme", metavar="NAME|PATH", help="card theme by name or folder")
    parser.add_argument("--list-themes", action="store_true", help="list the card themes and exit")
    parser.add_argument("--export-stats", metavar="FILE", help="write the statistics to FILE and exit")
    parser.add_argument("--format", default=DEFAULT_FORMAT, metavar="FORMAT",
                        help="export format: csv or json")
    parser.add_argument("--language", choices=("sk", "fr", "en"),
                        help="interface language for this run (default: the setting, else the system's)")
    parser.add_argument("--safe-mode", action="store_true",
                        help="Classic theme, no third-party plugins, the saved game kept aside")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def parse_command_line(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The options of `argv` (None: the process's own arguments)."""
    given = sys.argv[1:] if argv is None else list(argv)
    if not given:
        return argparse.Namespace(**NO_OPTIONS)
    return build_parser().parse_args(given)


def parse_size(text: str) -> tuple[int, int]:
    width, x, height = text.lower().partition("x")
    try:
        w, h = int(width), int(height)
    except ValueError:
        raise UsageError(f"--size {quoted(text)}: expected WIDTHxHEIGHT, e.g. 1280x800") from None
    if not x or not (200 <= w <= 10000 and 200 <= h <= 10000):
        raise UsageError(f"--size {quoted(text)}: width and height must be 200-10000 pixels")
    return w, h


def chosen_session(
    args: argparse.Namespace, context: AppContext, saved: Session | None = None
) -> tuple[Session, bool]:
    """The session to open: the one asked for, else the `saved` game, else a new deal;
    and whether it is the saved game resumed."""
    clock = context.clock
    if args.code is not None:
        code = GameCode.parse(args.code)
        if args.cells is not None and args.cells != code.cells:
            raise UsageError(f"--cells {args.cells} contradicts game code {code}")
        return Session.new_deal(code.deal, code.cells, clock), False
    if args.deal is not None:
        return Session.new_deal(check_deal_number(args.deal), args.cells or 4, clock), False
    if saved is not None and not saved.is_won():  # a won game is recorded, not resumed
        return saved, True
    cells = args.cells or context.settings.cells
    return Session.new_deal(first_deal(context, cells), cells, clock), False


def first_deal(context: AppContext, cells: int) -> int:
    """A new deal with nothing asked for: proven winnable when the setting says so (as New
    Game deals), from the shipped tables and the deals found here."""
    if context.settings.winnable_only:
        from boulanger_qt.app.winnable_deals import WinnableDeals

        number = WinnableDeals(context.paths.data_dir).pick(cells)
        if number is not None:
            return number
    return random_deal_number()


def checked_moves(session: Session, text: str) -> list[Move]:
    """Parse --play and check it on a copy of the session, so a bad move changes nothing."""
    moves = parse_moves(text)
    trial = Session(session.state, session.deal)
    for number, move in enumerate(moves, start=1):
        try:
            trial.play(move)
        except IllegalMoveError as exc:
            raise UsageError(f"--play move {number}: {exc}") from None
    return moves


def list_themes(context: AppContext) -> int:
    """One line per theme: name, display name, folder; a broken theme says why instead."""
    for entry in context.catalog.entries():
        if entry.usable and entry.theme is not None:
            where = bounded(str(entry.theme.svg_path.parent), 200)
            print(f"{bounded(entry.key)}\t{bounded(entry.display_name)}\t{where}")
        else:
            print(f"{bounded(entry.key)}\t(broken)\t{bounded(str(entry.problem), 300)}")
    return 0


def export_stats_file(context: AppContext, target: str, fmt: str) -> int:
    from boulanger_qt.app.storage.export import (
        export_stats,  # brings in sqlite3: not needed to start the board
    )
    from boulanger_qt.app.storage.stats import StatsUnavailable
    from boulanger_qt.plugin.providers import PluginError

    exporters = {e.name: e for e in context.host.stats_exporters()}
    exporter = exporters.get(fmt)
    if exporter is None:
        raise UsageError(f"--format {quoted(fmt)}: choose one of {', '.join(sorted(exporters))}")
    try:
        skipped = export_stats(context.stats, exporter, Path(target)).skipped
    except PluginError as exc:
        raise UsageError(str(exc)) from None
    except StatsUnavailable as exc:
        raise UsageError(f"cannot read the statistics: {exc}") from None
    except OSError as exc:
        raise UsageError(f"cannot write {target}: {exc.strerror}") from None
    if skipped:
        print(f"boulanger: warning: {len(skipped)} unreadable game(s) left out of the export "
              f"(first: {str(skipped[0])[:200]})", file=sys.stderr)
    return 0


def instance_lock(context: AppContext) -> InstanceLock:
    from boulanger_qt.ui.instance_lock import InstanceLock  # Qt: loaded only for the interactive app

    return InstanceLock(context.paths.lock_file)


def problems_on_stderr(context: AppContext) -> None:
    """In command-line modes every problem (plugins included) is one line on stderr."""

    from boulanger_qt.support.problems import logged

    context.problems.open(lambda told: print(f"boulanger: {logged(told)}", file=sys.stderr))


def run(argv: Sequence[str] | None = None) -> int:
    args = parse_command_line(argv)
    size = parse_size(args.size) if args.screenshot else None
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    log_file = app_paths().log_file
    with contextlib.suppress(OSError):  # else the log goes to stderr, and the player is told
        log_file.parent.mkdir(parents=True, exist_ok=True)
    _, log_problem = setup_logging(log_file)  # first: what loading the settings logs goes there
    context = build_context(external_plugins=False, safe_mode=args.safe_mode)
    context.language_override = args.language
    if log_problem:
        context.problems.tell(log_problem)
    paths = context.paths
    remove_stale_temp_files((paths.config_dir, paths.data_dir, paths.state_dir))
    on_stderr = bool(args.list_themes or args.export_stats or args.screenshot)
    if on_stderr:
        problems_on_stderr(context)
    log_handler = file_handler()
    if log_handler is not None:  # from any thread: the channel takes it to the window
        log_handler.on_failure = lambda told: context.problems.tell(told, again=True)
        if log_handler.failure is not None and log_handler.failing and not on_stderr:
            context.problems.tell(log_handler.failure)  # stderr said it; the window will too
    if args.list_themes or args.export_stats:
        context.load_external_plugins()
    if args.list_themes:
        return list_themes(context)
    if args.export_stats:
        return export_stats_file(context, args.export_stats, args.format)
    interactive = not args.screenshot
    if interactive and (problem := window_problem()):
        raise CannotStart(problem)
    with early_signals.noted() if interactive else contextlib.nullcontext():
        lock = instance_lock(context) if interactive else None
        try:
            return _start(args, context, lock, size)
        finally:
            if lock is not None:
                lock.release()


def _start(args: argparse.Namespace, context: AppContext, lock: InstanceLock | None,
           size: tuple[int, int] | None) -> int:
    """The interactive start (or a screenshot): every step is in `ui.start_up`."""
    from boulanger_qt.ui.start import StartRequest, StartUp

    def choose_game(saved: Session | None) -> tuple[Session, bool, list[Move]]:
        try:
            session, resumed = chosen_session(args, context, saved)
            return session, resumed, checked_moves(session, args.play) if args.play else []
        except (GameCodeError, DealError, NotationError) as exc:
            raise UsageError(str(exc)) from None

    def check_theme(theme: str) -> None:
        try:  # a broken explicit theme: exit 2 before any window
            context.catalog.load(theme)
        except OSError as exc:  # a path the system refuses (too long, …)
            raise UsageError(f"--theme {quoted(theme)}: {exc.strerror or exc}") from None

    request = StartRequest(args.theme, args.safe_mode, args.screenshot, size)
    return StartUp(context, request, lock, choose_game, check_theme).run()
