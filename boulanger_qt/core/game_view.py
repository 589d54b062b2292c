"""A frozen picture of a game in progress: what plugins are shown instead of the Session.

Everything in it is immutable (positions, codes, numbers), so nothing a plugin does with
it can change the game or what the other listeners see.
"""

from __future__ import annotations

from dataclasses import dataclass

from boulanger_qt.core.codes import GameCode
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


def view_of(session: Session, *, stuck: bool | None = None) -> GameView:
    """The view of `session` now; pass `stuck` when it is already known (it costs a search)."""
    won = session.is_won()
    if stuck is None:
        stuck = not won and session.is_stuck()
    return GameView(
        state=session.state,
        initial=session.initial,
        deal=session.deal,
        cells=session.cells,
        code=session.code,
        score=session.score,
        moves=session.move_count,
        elapsed=session.elapsed,
        won=won,
        stuck=stuck,
        started=session.started,
        can_undo=session.can_undo,
        can_redo=session.can_redo,
        game_id=session.game_id,
        started_at=session.started_at,
        hints=session.hints,
        undos=session.undos,
        solution_moves=session.solution_moves,
        home_moves=session.home_moves,
        assisted=session.assisted,
    )
