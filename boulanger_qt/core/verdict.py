"""The solver's verdict, and whether a game can still be won, decided in one place from it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from boulanger_qt.core.moves import Move


class Verdict(StrEnum):
    """What a search found; a `str`, so comparing with "solved" etc. still works."""

    SOLVED = "solved"  # a winning line was found
    UNSOLVABLE = "unsolvable"  # the search was exhaustive: no line wins
    GAVE_UP = "gave_up"  # time, state limit, or cancelled


@dataclass(frozen=True, slots=True)
class SolveResult:
    """What a search found: `moves` win from the position when `verdict` is SOLVED."""

    verdict: Verdict
    moves: tuple[Move, ...]
    states: int  # distinct positions the search stored
    seconds: float


class Winnability(StrEnum):
    """What the winnability check says of a position."""

    WINNABLE = "winnable"  # the solver found a winning line
    LOST = "lost"  # the solver proved that no line wins
    UNKNOWN = "unknown"  # the solver gave up (time or state limit) or was cancelled


def winnability_of(solve_verdict: Verdict | str) -> Winnability:
    """The winnability a solver verdict (`Verdict`, or its value as a string) means."""
    if solve_verdict == Verdict.SOLVED:
        return Winnability.WINNABLE
    if solve_verdict == Verdict.UNSOLVABLE:
        return Winnability.LOST
    return Winnability.UNKNOWN
