"""Statistics summary against a plain-Python reference: streaks, percentages, averages."""

from __future__ import annotations

from itertools import pairwise

from hypothesis import given
from hypothesis import strategies as st

from boulanger_qt.core.game_view import Result
from boulanger_qt.core.record import GameRecord

from .stats_rules import deal_history, summarize, weekly

Game = tuple[Result, bool, int, int, int, float, int]  # result, assisted, cells, score, moves, seconds, day
_games = st.lists(
    st.tuples(st.sampled_from(list(Result)), st.booleans(), st.sampled_from([4, 2, 1]),
              st.integers(0, 1500), st.integers(1, 400), st.floats(1, 5000), st.integers(0, 27)),
    max_size=60,
)


def _records(games: list[Game]) -> list[GameRecord]:
    return [
        GameRecord(f"g{i}", f"BK1-C{cells}-AAAAAA{'B' if i % 2 else 'C'}", 1 + i % 2, cells, result,
                   assisted, f"2026-01-{1 + day:02d}T10:00:00+00:00", None, seconds, moves, score, 0, i % 3)
        for i, (result, assisted, cells, score, moves, seconds, day) in enumerate(games)
    ]


def _runs(flags: list[bool], value: bool) -> tuple[int, int]:
    """(current, longest) run of `value` in `flags`, counted the obvious way."""
    longest = current = 0
    for flag in flags:
        current = current + 1 if flag == value else 0
        longest = max(longest, current)
    return current, longest


@given(_games, st.sampled_from([None, 4, 2, 1]))
def test_summary_matches_a_plain_reference(games: list[Game],
                                           cells: int | None) -> None:
    records = _records(games)
    mine = [r for r in records if cells is None or r.cells == cells]
    finished = [r for r in mine if r.result is not Result.IN_PROGRESS]
    wins = [r for r in finished if r.result is Result.WON and not r.assisted]
    summary = summarize(records, cells)
    assert summary.played == len(finished)
    assert summary.won == len(wins)
    assert summary.win_rate == (len(wins) / len(finished) if finished else 0.0)
    assert summary.won + summary.assisted_wins + summary.lost + summary.abandoned == summary.played
    flags = [r.result is Result.WON and not r.assisted for r in finished]
    assert (summary.current_win_streak, summary.longest_win_streak) == _runs(flags, True)
    assert (summary.current_loss_streak, summary.longest_loss_streak) == _runs(flags, False)
    assert summary.best_time == (min(r.seconds for r in wins) if wins else None)
    if wins:
        assert summary.average_time is not None
        assert abs(summary.average_time - sum(r.seconds for r in wins) / len(wins)) < 1e-6
    honest = [r.score for r in mine if not r.assisted]
    assert summary.best_score == (max(honest) if honest else None)
    assert summary.hints == sum(r.hints for r in mine)


@given(_games)
def test_an_assisted_game_is_never_a_win_a_best_score_or_a_best_time(
    games: list[Game]
) -> None:
    records = _records(games)
    assisted = [r for r in records if r.assisted]
    helped = [r for r in records if not r.assisted] + [
        GameRecord(r.id, r.code, r.deal, r.cells, Result.WON, True, r.started_at, None, 0.5, 1, 99999, 0, 0)
        for r in assisted
    ]
    before, after = summarize(records), summarize(helped)
    assert after.won == before.won - sum(r.result is Result.WON and not r.assisted for r in assisted)
    assert after.best_score != 99999 and after.best_time != 0.5


@given(_games)
def test_weeks_count_every_finished_game_once(games: list[Game]) -> None:
    records = _records(games)
    weeks = weekly(records)
    assert sum(w.played for w in weeks) == summarize(records).played
    assert sum(w.won for w in weeks) == summarize(records).won
    assert all((b.start - a.start).days == 7 for a, b in pairwise(weeks))


def test_a_deals_history_lists_its_games_in_order() -> None:
    records = _records([(Result.WON, False, 4, 10, 10, 10.0, d) for d in range(4)])
    history = deal_history(records, records[1].code)
    assert [r.id for r in history] == ["g1", "g3"]
    assert deal_history(records, None) == []
