"""What plugins are shown of a game: a frozen picture of it in progress instead of the
Session, and how it ended, decided in one place (the statistics, the lifecycle hooks and the
exporters all speak of a game's result in these terms: README.md, "Export contract").

Everything in a view is immutable (positions, codes, numbers), so nothing a plugin does with
it can change the game or what the other listeners see.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any, Final

from boulanger_qt.core.deals import GameCode
from boulanger_qt.core.session import Session
from boulanger_qt.core.state import GameState


@dataclass(frozen=True, slots=True)
class GameView:
    """The game at one moment. `moves` counts the moves on the board (a restart resets it);
    `elapsed` is seconds of play; `stuck` means no legal move leads to a new position.
    `game_id` and `started_at` (ISO 8601 UTC, None before the first move) identify the game
    in the statistics; `hints`, `undos`, `solution_moves` (played by Show Solution) and
    `home_moves` (by Send Cards Home) count the help it had; `assisted` is true once Show
    Solution has played a move, and for a game begun with moves from the command line or
    from a pasted position."""

    state: GameState
    initial: GameState
    deal: int | None
    cells: int
    code: GameCode | None
    score: int
    moves: int
    elapsed: float
    won: bool
    stuck: bool
    started: bool
    can_undo: bool
    can_redo: bool
    game_id: str
    started_at: str | None
    hints: int
    undos: int
    solution_moves: int
    home_moves: int
    assisted: bool


# The view's fields that the session has under the same name.
_SAME: Final = tuple(f.name for f in fields(GameView) if f.name not in ("moves", "won", "stuck"))


def view_of(session: Session) -> GameView:
    """The view of `session` now (whether it is stuck costs a search, unless it is won)."""
    won = session.is_won()
    same: dict[str, Any] = {name: getattr(session, name) for name in _SAME}
    return GameView(moves=session.move_count, won=won, stuck=not won and session.is_stuck(), **same)


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
