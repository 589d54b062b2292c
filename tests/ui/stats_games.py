"""Generated game records for looking at (and timing) the Statistics window: a player's
history over some months, all cell counts, some deals played more than once."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from boulanger_qt.core.deals import GameCode
from boulanger_qt.core.game_view import Result
from boulanger_qt.core.record import GameRecord, iso_utc


def generated_games(count: int, seed: int = 8, end: datetime | None = None) -> list[GameRecord]:
    rng = random.Random(seed)
    moment = (end or datetime(2026, 11, 30, 20, 0, tzinfo=UTC)) - timedelta(hours=6 * count)
    games: list[GameRecord] = []
    for n in range(count):
        moment += timedelta(hours=rng.uniform(0.5, 11.5))
        cells = rng.choices((4, 2, 1), weights=(6, 3, 1))[0]
        deal = rng.choice((617, 860, 11982)) if rng.random() < 0.08 else rng.randint(1, 32000)
        skill = {4: 0.72, 2: 0.45, 1: 0.2}[cells]
        assisted = rng.random() < 0.05
        roll = rng.random()
        result = (Result.WON if roll < skill or assisted else Result.LOST if roll < skill + 0.15
                  else Result.ABANDONED)
        if n == count - 1 and count > 3:
            result = Result.IN_PROGRESS
        seconds = rng.uniform(90, 900) if result is Result.WON else rng.uniform(20, 1200)
        moves = rng.randint(80, 140) if result is Result.WON else rng.randint(3, 120)
        score = 520 + rng.randint(0, 60) * 5 if result is Result.WON else rng.randint(0, 40) * 10
        games.append(GameRecord(
            id=f"gen-{seed}-{n}", code=str(GameCode(deal, cells)), deal=deal, cells=cells, result=result,
            assisted=assisted, started_at=iso_utc(moment),
            ended_at=None if result is Result.IN_PROGRESS else iso_utc(moment + timedelta(seconds=seconds)),
            seconds=round(seconds, 1), moves=moves, score=score, undos=rng.randint(0, 12),
            hints=rng.choice((0, 0, 0, 1, 2, 5)), solution_moves=rng.randint(1, 40) if assisted else 0,
        ))
    return games
