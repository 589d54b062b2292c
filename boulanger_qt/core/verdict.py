"""Whether a game can still be won, decided in one place from the solver's verdict."""

from __future__ import annotations

from enum import StrEnum


class Winnability(StrEnum):
    """What the winnability check says of a position."""

    WINNABLE = "winnable"  # the solver found a winning line
    LOST = "lost"  # the solver proved that no line wins
    UNKNOWN = "unknown"  # the solver gave up (time or state limit) or was cancelled


def winnability_of(solve_verdict: str) -> Winnability:
    """The winnability a solver verdict ("solved", "unsolvable", "gave_up") means."""
    if solve_verdict == "solved":
        return Winnability.WINNABLE
    if solve_verdict == "unsolvable":
        return Winnability.LOST
    return Winnability.UNKNOWN
