"""The two programs: `boulanger` (its command line and process) and `boulanger-solve`."""

from __future__ import annotations

import contextlib
import os
import sys
from datetime import date


def reader_gone() -> int:
    """Standard output's reader stopped reading (`| head -1`): it read what it wanted, so
    no word; the rest goes to /dev/null so the interpreter's last flush does not fail too."""
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 141  # 128 + SIGPIPE, as a tool the signal ends (`seq 9 | head -1`)


def daily_deal_of(text: str | None, cells: int | None, flag: str, error: type[Exception]) -> tuple[int, int]:
    """--daily: the deal of day `text` (today if None) and its cells; `error` says what is wrong."""
    from boulanger_qt.core.daily import DAILY_CELLS, daily_deal, parse_day  # (loads the solver)

    if cells not in (None, DAILY_CELLS):
        raise error(f"--cells {cells}: the deal of the day has {DAILY_CELLS} free cells")
    try:
        return daily_deal(date.today() if text is None else parse_day(text)), DAILY_CELLS
    except (ValueError, LookupError) as exc:
        raise error(f"{flag}: {exc}") from None
