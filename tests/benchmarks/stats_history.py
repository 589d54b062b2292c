"""Game histories for the statistics benchmarks: the tests' generator (tests/ui/stats_games.py),
loaded by path so that a benchmark runs without the tests on sys.path."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from boulanger_qt.core.record import GameRecord

GAMES_MODULE = Path(__file__).resolve().parents[1] / "ui" / "stats_games.py"


def generated_games(count: int) -> list[GameRecord]:
    spec = importlib.util.spec_from_file_location("stats_games", GAMES_MODULE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    games: list[GameRecord] = module.generated_games(count)
    return games
