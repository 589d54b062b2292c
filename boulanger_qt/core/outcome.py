"""How a game ended, decided in one place.

The statistics, the lifecycle hooks and the exporters all speak of a game's result in
these terms (DESIGN.md, "Statistics export"): `won`, `lost` (left while stuck),
`abandoned` or `in_progress`, plus whether any move was played for the player by Show
Solution, or from the command line, or a pasted position (`assisted`). An assisted game is
recorded as it ended but never counts as a win.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Result(StrEnum):
    """The result of one game, as stored and exported."""

    WON = "won"
    LOST = "lost"
    ABANDONED = "abandoned"
    IN_PROGRESS = "in_progress"


def result_of(*, won: bool, stuck: bool, left: bool) -> Result:
    """A won game is won, left or not; a game left while stuck is lost, any other game left
    abandoned; a game not left yet is in progress."""
    if won:
        return Result.WON
    if not left:
        return Result.IN_PROGRESS
    return Result.LOST if stuck else Result.ABANDONED


@dataclass(frozen=True, slots=True)
class Outcome:
    """A game's result together with whether Show Solution played any of its moves."""

    result: Result
    assisted: bool = False

    @property
    def counts_as_win(self) -> bool:
        """Only a game won without Show Solution counts as a win (and for best score / time)."""
        return self.result is Result.WON and not self.assisted
