"""One finished or abandoned game, as the statistics keep it and exporters write it."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One finished or abandoned game, as kept in the statistics."""

    code: str | None
    deal: int | None
    cells: int
    started_at: str  # ISO 8601, UTC
    ended_at: str
    outcome: str  # "won", "lost" or "abandoned"
    score: int
    moves: int
    seconds: float
    extra: dict[str, str] = field(default_factory=dict)
