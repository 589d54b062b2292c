"""The Statistics window's counting rules (core/stats_summary.py) stated in Python over game
records: the oracle the statistics store's SQL queries are checked against."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from datetime import date, datetime, timedelta

from boulanger_qt.core.daily import daily_streaks, is_daily, local_day
from boulanger_qt.core.game_view import Result
from boulanger_qt.core.record import GameRecord
from boulanger_qt.core.stats_summary import Summary, Week, deal_groups


def _mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def summarize(records: Iterable[GameRecord], cells: int | None = None, today: date | None = None) -> Summary:
    """The summary of `records` (in the order they were recorded), for one cell count or all."""
    records = list(records)
    chosen = [r for r in records if cells is None or r.cells == cells]
    finished = [r for r in chosen if r.result is not Result.IN_PROGRESS]
    wins = [r for r in finished if r.counts_as_win]
    streaks = {True: (0, 0), False: (0, 0)}  # win?: (current, longest)
    for record in finished:
        won = record.counts_as_win
        current, longest = streaks[won]
        streaks[won] = (current + 1, max(longest, current + 1))
        streaks[not won] = (0, streaks[not won][1])
    honest = [r for r in chosen if not r.assisted]
    deal_played = Counter((r.cells, r.deal) for r in finished if r.deal is not None)
    deal_won = Counter((r.cells, r.deal) for r in wins if r.deal is not None)
    winnable_played, winnable_won, by_difficulty = deal_groups(
        (cells, deal, count, deal_won[cells, deal]) for (cells, deal), count in deal_played.items())
    daily = daily_streaks((local_day(r.started_at) for r in records
                           if r.counts_as_win and is_daily(r.deal, r.cells, local_day(r.started_at))),
                          today or date.today())
    return Summary(
        played=len(finished),
        won=len(wins),
        lost=sum(r.result is Result.LOST for r in finished),
        abandoned=sum(r.result is Result.ABANDONED for r in finished),
        in_progress=len(chosen) - len(finished),
        assisted=sum(r.assisted for r in chosen),
        assisted_wins=sum(r.result is Result.WON and r.assisted for r in finished),
        hints=sum(r.hints for r in chosen),
        current_win_streak=streaks[True][0],
        longest_win_streak=streaks[True][1],
        current_loss_streak=streaks[False][0],
        longest_loss_streak=streaks[False][1],
        best_time=min((r.seconds for r in wins), default=None),
        average_time=_mean([r.seconds for r in wins]),
        best_score=max((r.score for r in honest), default=None),
        average_moves=_mean([r.moves for r in wins]),
        current_daily_streak=daily[0],
        longest_daily_streak=daily[1],
        winnable_played=winnable_played,
        winnable_won=winnable_won,
        by_difficulty=by_difficulty,
    )


def weekly(records: Iterable[GameRecord], cells: int | None = None) -> list[Week]:
    """Played and won per week, oldest first, with empty weeks in between included."""
    played: Counter[date] = Counter()
    won: Counter[date] = Counter()
    for record in records:
        if record.result is Result.IN_PROGRESS or (cells is not None and record.cells != cells):
            continue
        day = datetime.fromisoformat(record.started_at).date()
        monday = day - timedelta(days=day.weekday())
        played[monday] += 1
        won[monday] += record.counts_as_win
    if not played:
        return []
    first, last = min(played), max(played)
    mondays = (first + timedelta(days=7 * k) for k in range((last - first).days // 7 + 1))
    return [Week(monday, played[monday], won[monday]) for monday in mondays]


def deal_history(records: Iterable[GameRecord], code: str | None) -> list[GameRecord]:
    """Every game of one deal (same game code), in the order of `records`."""
    return [] if code is None else [r for r in records if r.code == code]
