"""The deal of the day: one winnable 4-cell deal per calendar day, the same for every
player and every version of Boulanger, with no network. The mapping is a contract that
docs/daily.md states step by step, for other programs to compute it too; `daily_deal`
follows it.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime
from functools import cache
from typing import Final

from boulanger_qt.core.messages import quoted
from boulanger_qt.core.solver.winnable import winnable_table

DAILY_CELLS: Final = 4
DAILY_DEALS: Final = 32000  # the deals the mapping draws from: the shipped table's searched range
_MASK: Final = (1 << 64) - 1
_TRIES: Final = 1000  # far past any run of unwinnable deals the table holds


def mix(value: int) -> int:
    """SplitMix64's finaliser: a fixed, well-spread 64-bit permutation."""
    value = (value + 0x9E3779B97F4A7C15) & _MASK
    value = ((value ^ (value >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    value = ((value ^ (value >> 27)) * 0x94D049BB133111EB) & _MASK
    return value ^ (value >> 31)


@cache
def daily_deal(day: date) -> int:
    """The deal number of `day`'s deal of the day (4 free cells)."""
    table = winnable_table(DAILY_CELLS)
    base = day.toordinal() << 16
    for k in range(_TRIES):
        if (deal := 1 + mix(base + k) % DAILY_DEALS) in table:
            return deal
    raise LookupError(f"no winnable deal found for {day.isoformat()}")


def parse_day(text: str) -> date:
    """A date written YYYY-MM-DD (ValueError, in English, for anything else)."""
    try:
        if len(text) == 10 and text[4] == text[7] == "-":
            return date.fromisoformat(text)
    except ValueError:
        pass
    raise ValueError(f"{quoted(text)} is not a date: expected YYYY-MM-DD, e.g. 2026-12-04")


def local_day(moment: str) -> date:
    """The calendar day, where the player is, of an ISO 8601 moment with its offset (the
    deal of the day changes at local midnight)."""
    return datetime.fromisoformat(moment).astimezone().date()


def is_daily(deal: int | None, cells: int, day: date) -> bool:
    """Whether a game of `deal` with `cells` free cells is `day`'s deal of the day."""
    return cells == DAILY_CELLS and deal is not None and deal == daily_deal(day)


def daily_streaks(won_days: Iterable[date], today: date) -> tuple[int, int]:
    """(current, longest) run of days in a row on which the deal of the day was won. The
    current run lasts through today while yesterday's was won and today's is still open."""
    run = longest = 0
    last: date | None = None
    for day in sorted(set(won_days)):
        run = run + 1 if last is not None and (day - last).days == 1 else 1
        longest = max(longest, run)
        last = day
    return (run if last is not None and (today - last).days <= 1 else 0), longest
