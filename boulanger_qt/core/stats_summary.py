"""What the Statistics window shows (`Summary`, `Week`), and the rules it is counted by,
which the statistics store's queries follow (tests/core/stats_rules.py states them in
Python, the oracle the queries are checked against):
- *played* is every finished game (won, lost or abandoned); games in progress are shown
  apart and count for nothing else;
- a *win* is a won game without Show Solution (`GameRecord.counts_as_win`); an assisted
  game is played but never won, and never gives a best score, a best time or an average;
- streaks run over finished games in the order they were recorded (never by their clock
  times: a clock set back would reorder them): a winning streak is a run of wins, a
  losing streak a run of finished games that are not wins;
- *winnable deals* are those the shipped tables prove winnable with the game's cells, and
  a deal's *difficulty* is core.difficulty's (deals 1-32000); only games of such deals
  count in the win rate on winnable deals and in the wins by difficulty;
- the deal of the day's streak counts days: the days in a row on which that day's deal of
  the day was won (a game begun that day, whatever the cell filter shows).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from boulanger_qt.core.difficulty import LEVELS, difficulty_table
from boulanger_qt.core.solver import winnable_table


@dataclass(frozen=True, slots=True)
class Summary:
    played: int = 0
    won: int = 0
    lost: int = 0
    abandoned: int = 0
    in_progress: int = 0
    assisted: int = 0  # games in which Show Solution played, whatever their result
    assisted_wins: int = 0  # finished as won, but with Show Solution: played, never won
    hints: int = 0
    current_win_streak: int = 0
    longest_win_streak: int = 0
    current_loss_streak: int = 0
    longest_loss_streak: int = 0
    best_time: float | None = None
    average_time: float | None = None
    best_score: int | None = None
    average_moves: float | None = None
    current_daily_streak: int = 0
    longest_daily_streak: int = 0
    winnable_played: int = 0  # finished games of deals proved winnable
    winnable_won: int = 0
    by_difficulty: tuple[tuple[int, int], ...] = ((0, 0),) * len(LEVELS)  # (played, won) for 1-5

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def winnable_win_rate(self) -> float | None:
        return self.winnable_won / self.winnable_played if self.winnable_played else None


def deal_groups(groups: Iterable[tuple[int, int, int, int]]) -> tuple[int, int, tuple[tuple[int, int], ...]]:
    """(played, won on winnable deals, (played, won) by difficulty) from finished games
    grouped by (cells, deal, played, won)."""
    played = won = 0
    levels = [[0, 0] for _ in LEVELS]
    for cells, deal, count, wins in groups:
        if deal in winnable_table(cells):
            played, won = played + count, won + wins
        if (level := difficulty_table(cells).rating(deal)) is not None:
            levels[level - 1][0] += count
            levels[level - 1][1] += wins
    return played, won, tuple((p, w) for p, w in levels)


@dataclass(frozen=True, slots=True)
class Week:
    """Finished games started in the week beginning on Monday `start`."""

    start: date
    played: int
    won: int

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0
