"""`boulanger`: the program — its command line (README.md, "Command line"), the modes that
print and exit, and its exit status: 0, 2 for bad input, 1 when no window can be opened,
with one bounded line on stderr and never a traceback; 141, with no word, when the reader
of standard output stops reading (`| head -1`). The start itself is `ui.start`."""

from __future__ import annotations

import argparse
import gc
import logging
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Final, NoReturn

from boulanger_qt import __version__
from boulanger_qt.cli import daily_deal_of, reader_gone
from boulanger_qt.core.messages import bounded, bounded_quotes, quoted
from boulanger_qt.support.display_check import loader_problem
from boulanger_qt.support.threads import end_without_leftovers

if TYPE_CHECKING:
    from boulanger_qt.app.context import AppContext

log = logging.getLogger("boulanger_qt")
DEFAULT_SIZE: Final = "1280x800"
DEFAULT_FORMAT: Final = "csv"  # --export-stats to a file name without an extension


def main(argv: Sequence[str] | None = None) -> int:
    # A start keeps almost everything it creates (modules, classes, Qt wrappers: ~40,000
    # objects the collector tracks by the first paint), so the cyclic collector, which
    # runs every 700 new objects, spent ~5 ms in ~60 runs finding nothing. It is paused
    # until the window's collector takes over (`ui.app_window`); a mode that prints
    # and exits frees its garbage by reference counting alone. (Hence the app is imported
    # only here, in `_main`.)
    collecting = gc.isenabled()
    gc.disable()
    try:
        status = _main(argv)
    finally:
        if collecting:
            gc.enable()
    return end_without_leftovers(status)  # a plugin's thread does not keep the process alive


def _main(argv: Sequence[str] | None) -> int:
    try:
        from boulanger_qt.plugin.theme_check import ThemeError
        from boulanger_qt.ui.start import CannotStart, UsageError
    except KeyboardInterrupt:
        return _interrupted()
    try:
        status = run(argv)
        sys.stdout.flush()  # a reader gone is found here, not by the interpreter's last flush
        return status
    except BrokenPipeError:
        return reader_gone()
    except (UsageError, ThemeError) as exc:
        print(f"boulanger: error: {bounded(str(exc), 300)}", file=sys.stderr)
        return 2
    except CannotStart as exc:
        print(f"boulanger: cannot open a window: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # Ctrl+C before the start notes it (`early_signals`)
        return _interrupted()
    except Exception as exc:
        missing = loader_problem(str(exc)) if isinstance(exc, ImportError) else None
        if missing is not None:  # Qt's own libraries need system ones, even offscreen
            log.error("cannot start: %s", exc)
            print(f"boulanger: cannot start: {missing}; Qt needs it (the README lists the "
                  "libraries to install)", file=sys.stderr)
            return 1
        log.exception("boulanger stopped")
        print(f"boulanger: error: something went wrong ({bounded(type(exc).__name__)}: "
              f"{bounded(str(exc), 120)}); details in the log", file=sys.stderr)
        return 1


def _interrupted() -> int:
    log.info("interrupted before the window opened")
    return 0


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        from boulanger_qt.ui.start import UsageError

        raise UsageError(bounded_quotes(message))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="boulanger", description="Jeu du Boulanger (Baker's Game) solitaire.")
    deal = parser.add_mutually_exclusive_group()
    deal.add_argument("--code", metavar="CODE", help="open the deal with this game code")
    deal.add_argument("--deal", type=int, metavar="N", help="open Microsoft deal number N")
    deal.add_argument("--daily", action="store_true", help="open the deal of the day (today's, or --date's)")
    parser.add_argument("--date", metavar="YYYY-MM-DD", help="with --daily: the deal of that day")
    parser.add_argument("--cells", type=int, choices=(4, 2, 1), help="free cells for --deal")
    parser.add_argument("--play", metavar="MOVES", help='apply these moves after opening, e.g. "3a 1h 54:3"')
    parser.add_argument("--screenshot", metavar="FILE.png", help="render the board to a PNG and exit")
    parser.add_argument("--size", metavar="WxH", default=DEFAULT_SIZE,
                        help=f"screenshot size (default {DEFAULT_SIZE})")
    parser.add_argument("--theme", metavar="NAME|PATH", help="card theme by name or folder")
    parser.add_argument("--list-themes", action="store_true", help="list the card themes and exit")
    parser.add_argument("--export-stats", metavar="FILE", help="write the statistics to FILE and exit")
    parser.add_argument("--format", metavar="FORMAT",
                        help="export format: csv or json (default: the file's extension, else csv)")
    parser.add_argument("--language", choices=("sk", "fr", "en"),
                        help="interface language for this run (default: the setting, else the system's)")
    parser.add_argument("--safe-mode", action="store_true",
                        help="Classic theme, no third-party plugins, the saved game kept aside")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def parse_size(text: str) -> tuple[int, int]:
    from boulanger_qt.ui.start import UsageError

    width, x, height = text.lower().partition("x")
    try:
        w, h = int(width), int(height)
    except ValueError:
        raise UsageError(f"--size {quoted(text)}: expected WIDTHxHEIGHT, e.g. 1280x800") from None
    if not x or not (200 <= w <= 10000 and 200 <= h <= 10000):
        raise UsageError(f"--size {quoted(text)}: width and height must be 200-10000 pixels")
    return w, h


def run(argv: Sequence[str] | None = None) -> int:
    """The command line's mode: a list or an export printed, else the start (`ui.start`)."""
    from boulanger_qt.ui import start

    args = build_parser().parse_args(argv)
    deal, cells = (daily_deal_of(args.date, args.cells, "--date", start.UsageError) if args.daily
                   else (args.deal, args.cells))
    if args.date is not None and not args.daily:
        raise start.UsageError("--date goes with --daily")
    request = start.StartRequest(
        code=args.code, deal=deal, cells=cells, play=args.play, theme=args.theme,
        safe_mode=args.safe_mode, screenshot=args.screenshot, language=args.language,
        size=parse_size(args.size) if args.screenshot else None,
    )
    if not (args.list_themes or args.export_stats):
        return start.start(request)
    context = start.prepare(request, on_stderr=True)
    context.load_external_plugins()
    if args.list_themes:
        return list_themes(context)
    return export_stats_file(context, args.export_stats, args.format)


def list_themes(context: AppContext) -> int:
    """One line per theme: name, display name, folder; a broken theme says why instead."""
    for entry in context.catalog.entries():
        if entry.usable and entry.theme is not None:
            where = bounded(str(entry.theme.svg_path.parent), 200)
            print(f"{bounded(entry.key)}\t{bounded(entry.display_name)}\t{where}")
        else:
            print(f"{bounded(entry.key)}\t(broken)\t{bounded(str(entry.problem), 300)}")
    return 0


def export_stats_file(context: AppContext, target: str, fmt: str | None) -> int:
    from boulanger_qt.app.storage.stats import StatsUnavailable, export_stats
    from boulanger_qt.plugin.providers import PluginError
    from boulanger_qt.ui.start import UsageError

    exporters = {e.name: e for e in context.host.stats_exporters()}
    choices = ", ".join(sorted(exporters))
    if fmt is None:  # never CSV into a .json file
        extension = Path(target).suffix.lower().lstrip(".")
        fmt = extension or DEFAULT_FORMAT
        if fmt not in exporters:
            raise UsageError(f"--format is needed: no format is named {quoted(extension)} "
                             f"(choose one of {choices})")
    if (exporter := exporters.get(fmt)) is None:
        raise UsageError(f"--format {quoted(fmt)}: choose one of {choices}")
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


if __name__ == "__main__":
    sys.exit(main())
