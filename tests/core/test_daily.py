"""The deal of the day: a fixed mapping from dates to winnable deals (docs/daily.md)."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given
from hypothesis import strategies as st

from boulanger_qt.core.daily import DAILY_DEALS, daily_deal, mix
from boulanger_qt.core.solver import winnable_table


def test_mix_is_splitmix64s_finaliser() -> None:
    # The published SplitMix64 sequence from seed 0: next() = mix(state += golden gamma),
    # whose first output is 0xE220A8397B1DCDAF.
    assert mix(0) == 0xE220A8397B1DCDAF


def test_the_mapping_is_fixed() -> None:
    # A contract: the same deals for these days in every version, on every machine.
    assert {day: daily_deal(date.fromisoformat(day)) for day in GOLDEN} == GOLDEN


GOLDEN = {
    "2026-01-01": 2477, "2026-12-04": 27091, "2026-12-05": 11695, "2026-12-06": 28316,
    "2026-12-07": 24996, "2026-12-08": 16547, "2026-12-09": 22451, "2026-12-10": 23862,
}


def test_an_unwinnable_draw_is_skipped_for_the_next_try() -> None:
    table = winnable_table(4)
    skipped = [day for day in (date(2027, 1, 1) + timedelta(days=n) for n in range(60))
               if 1 + mix(day.toordinal() << 16) % DAILY_DEALS not in table]
    assert skipped  # about 1 day in 4 draws an unwinnable deal first
    for day in skipped:
        assert daily_deal(day) == 1 + mix((day.toordinal() << 16) + 1) % DAILY_DEALS or \
            1 + mix((day.toordinal() << 16) + 1) % DAILY_DEALS not in table


@given(st.dates(min_value=date(1900, 1, 1), max_value=date(2200, 12, 31)))
def test_every_day_has_a_winnable_deal(day: date) -> None:
    assert daily_deal(day) in winnable_table(4)


def test_days_are_spread_over_the_deals() -> None:
    start = date(2027, 1, 1)
    deals = [daily_deal(start + timedelta(days=n)) for n in range(365)]
    assert len(set(deals)) > 355  # a birthday-bound few repeats at most, no cycle
