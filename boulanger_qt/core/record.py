"""One game as the statistics keep it, and how a session becomes that record.

The record is what the database stores, what the exporters write and what third-party
exporters receive (README.md, "Export contract"). It is built from the session alone,
so every writer (the database, the journal, a re-write after a crash) produces the same
row for the same game: writes are idempotent by `id`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from datetime import UTC, datetime
from typing import Any, Final

from boulanger_qt.core.game_view import Outcome, Result, result_of
from boulanger_qt.core.session import Session

# The export contract, in this order: JSON keys and the CSV header.
EXPORT_FIELDS: Final = (
    "id", "code", "deal", "cells", "result", "assisted", "started_at", "ended_at",
    "seconds", "moves", "score", "undos", "hints", "line", "difficulty",
)
MAX_LINE_CHARS: Final = 1_000_000  # longer is a damaged row (a saved game has at most 100,000 commands)


def iso_utc(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One game: every field of the export contract, plus how many of its moves were
    played for the player by Show Solution and by Send Cards Home (kept, not exported).
    `line`: the moves from the start to where the game stands, space-separated ("" for a
    game recorded before lines were kept)."""

    id: str
    code: str | None
    deal: int | None
    cells: int
    result: Result
    assisted: bool
    started_at: str  # ISO 8601, UTC
    ended_at: str | None  # None while in progress
    seconds: float
    moves: int
    score: int
    undos: int
    hints: int
    solution_moves: int = 0
    home_moves: int = 0
    line: str = ""

    @property
    def outcome(self) -> Outcome:
        return Outcome(self.result, self.assisted)

    @property
    def counts_as_win(self) -> bool:
        return self.outcome.counts_as_win

    @property
    def difficulty(self) -> int | None:
        """The deal's rating (1-5) as `boulanger-solve --json` gives it: the shipped table's,
        else solved; None for a deal that cannot be won, a search that gives up, and a
        position that is no deal."""
        from boulanger_qt.core.difficulty import deal_difficulty  # loads the solver: on export only

        return None if self.deal is None else deal_difficulty(self.deal, self.cells)

    def exported(self) -> dict[str, object]:
        """The contract's fields and values (result as its word)."""
        return {name: str(self.result) if name == "result" else getattr(self, name)
                for name in EXPORT_FIELDS}


RECORD_FIELDS: Final = tuple(f.name for f in fields(GameRecord))
# The record's fields that the session has under the same name: all but these.
_WORKED_OUT: Final = ("id", "code", "result", "ended_at", "seconds", "moves")
_SAME: Final = tuple(name for name in RECORD_FIELDS if name not in _WORKED_OUT)


def record_of(game: Session, *, left: bool, now: datetime) -> GameRecord | None:
    """The record of `game` as it stands at `now`. `left`: the player is leaving it (New
    Game, quitting a copy that cannot keep it). None when there is nothing to write: a game
    with no move is not a game, and a won game played on after an undo keeps the record of
    its win until it is won again (a win counts once, however often the last moves are
    undone and replayed)."""
    if game.started_at is None:
        return None
    won = game.ever_won
    if won and not game.is_won():
        return None
    result = result_of(won=won, stuck=left and not won and game.is_stuck(), left=left)
    same: dict[str, Any] = {name: getattr(game, name) for name in _SAME}
    return GameRecord(
        id=game.game_id, code=None if game.code is None else str(game.code), result=result,
        ended_at=_ended_at(game, result, now), seconds=round(game.elapsed, 1), moves=game.move_count, **same)


def _ended_at(game: Session, result: Result, now: datetime) -> str | None:
    """When the game ended: a win when it was won (a won game stays saved, and the next
    start writes its record again), a game left when it was left."""
    if result is Result.IN_PROGRESS:
        return None
    if result is Result.WON and game.won_at is not None:
        return iso_utc(datetime.fromisoformat(game.won_at))
    return iso_utc(now)
