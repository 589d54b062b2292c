"""The deal of the day: a fixed mapping from dates to winnable deals (docs/daily.md)."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boulanger_qt.core.daily import (
    DAILY_DEALS,
    daily_deal,
    daily_streaks,
    is_daily,
    local_day,
    mix,
    parse_day,
)
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


@pytest.mark.parametrize("text", ["2026-12-4", "20261204", "2026-02-30", "2026-13-01", "", "today",
                                  "2026-12-04T10:00", " 2026-12-04"])
def test_only_a_real_date_written_yyyy_mm_dd_is_a_day(text: str) -> None:
    with pytest.raises(ValueError, match="expected YYYY-MM-DD"):
        parse_day(text)


def test_a_day_is_read_as_written() -> None:
    assert parse_day("2026-12-04") == date(2026, 12, 4)
    assert parse_day("2028-02-29") == date(2028, 2, 29)


def test_the_deal_of_the_day_has_four_cells_and_that_days_deal() -> None:
    day = date(2026, 12, 4)
    assert is_daily(27091, 4, day)
    assert not is_daily(27091, 2, day) and not is_daily(11695, 4, day) and not is_daily(None, 4, day)


def test_a_moment_falls_on_the_players_local_day(monkeypatch: pytest.MonkeyPatch) -> None:
    import time

    monkeypatch.setenv("TZ", "Asia/Tokyo")
    time.tzset()
    try:
        assert local_day("2026-12-04T20:00:00+00:00") == date(2026, 12, 5)
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


def test_daily_streaks_count_days_in_a_row() -> None:
    today = date(2026, 12, 10)
    days = [today - timedelta(days=n) for n in (0, 1, 2, 5, 6, 7, 8)]
    assert daily_streaks(days, today) == (3, 4)
    assert daily_streaks(days[1:], today) == (2, 4)  # today's still open: the run goes on
    assert daily_streaks(days[2:], today) == (0, 4)  # yesterday's missed
    assert daily_streaks([], today) == (0, 0)
    assert daily_streaks([today, today], today) == (1, 1)  # won twice, one day


@given(st.sets(st.dates(min_value=date(2026, 1, 1), max_value=date(2026, 3, 1)), max_size=40),
       st.dates(min_value=date(2026, 1, 1), max_value=date(2026, 3, 3)))
def test_daily_streaks_agree_with_counting_back(days: set[date], today: date) -> None:
    def run_ending(day: date) -> int:
        length = 0
        while day - timedelta(days=length) in days:
            length += 1
        return length

    current, longest = daily_streaks(days, today)
    assert longest == max((run_ending(day) for day in days), default=0)
    later = [day for day in days if day > today]
    if not later:
        assert current == max(run_ending(today), run_ending(today - timedelta(days=1)))
