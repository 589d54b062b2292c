"""The deal of the day: one winnable 4-cell deal per calendar day, the same for every
player and every version of Boulanger, with no network.

The mapping is a contract (docs/daily.md): for the date's proleptic Gregorian ordinal
`d` (1 for 0001-01-01, as `date.toordinal` counts), try k = 0, 1, 2, … and take the first
deal `1 + mix(d × 65536 + k) mod 32000` that the shipped 4-cell table proves winnable,
where `mix` is SplitMix64's finaliser on 64-bit unsigned integers. Deals 1–32000 were all
searched exhaustively and about 3 in 4 are winnable, so a day takes 1.3 tries on average.
"""

from __future__ import annotations

from datetime import date
from typing import Final

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


def daily_deal(day: date) -> int:
    """The deal number of `day`'s deal of the day (4 free cells)."""
    table = winnable_table(DAILY_CELLS)
    if not (table.searched.start <= 1 and table.searched.stop > DAILY_DEALS):
        raise LookupError(f"the 4-cell table does not cover deals 1-{DAILY_DEALS}")
    base = day.toordinal() << 16
    for k in range(_TRIES):
        deal = 1 + mix(base + k) % DAILY_DEALS
        if deal in table:
            return deal
    raise LookupError(f"no winnable deal found for {day.isoformat()}")
