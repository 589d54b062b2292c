"""`boulanger`: the process — its command line (`cli`), run with the cyclic garbage
collector paused for the start, and its exit status: 0, 2 for bad input, 1 when no
window can be opened, with one bounded line on stderr and never a traceback."""

from __future__ import annotations

import gc
import logging
import sys
from collections.abc import Sequence

log = logging.getLogger("boulanger_qt")


def main(argv: Sequence[str] | None = None) -> int:
    # A start keeps almost everything it creates (modules, classes, Qt wrappers: ~40,000
    # objects the collector tracks by the first paint), so the cyclic collector, which
    # runs every 700 new objects, spent ~5 ms in ~60 runs finding nothing. It is paused
    # until the window's collector takes over (`ui.main_thread_gc`); a mode that prints
    # and exits frees its garbage by reference counting alone.
    collecting = gc.isenabled()
    gc.disable()
    try:
        status = _main(argv)
    finally:
        if collecting:
            gc.enable()
    from boulanger_qt.support.threads import end_without_leftovers

    return end_without_leftovers(status)  # a plugin's thread does not keep the process alive


def _main(argv: Sequence[str] | None) -> int:
    try:
        from boulanger_qt.cli.options import CannotStart, UsageError, run
        from boulanger_qt.plugin.theme_check import ThemeError
        from boulanger_qt.support.inputs import bounded
    except KeyboardInterrupt:
        return _interrupted()
    try:
        return run(argv)
    except (UsageError, ThemeError) as exc:
        print(f"boulanger: error: {bounded(str(exc), 300)}", file=sys.stderr)
        return 2
    except CannotStart as exc:
        print(f"boulanger: cannot open a window: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # Ctrl+C before the start notes it (`early_signals`)
        return _interrupted()
    except Exception as exc:
        from boulanger_qt.cli.display_check import loader_problem

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


if __name__ == "__main__":
    sys.exit(main())
