"""A game looked back on: where it could still be won, and the move that lost it.

A position that cannot be won never becomes winnable again along a line of moves (each
move only leads on from it), and a position from which a move leads to a winnable one is
winnable itself. So along a line the verdicts are "winnable" up to some position and
"unwinnable" from the next on: finding that edge takes a bisection, a few solver calls
even for a long game, and gives every position its verdict. A search that gives up
("unknown") is stepped round; what lies between the last position known winnable and the
first known lost then stays unknown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from boulanger_qt.core.messages import SaidError
from boulanger_qt.core.moves import Move
from boulanger_qt.core.rules import apply_move
from boulanger_qt.core.state import GameState
from boulanger_qt.core.verdict import SolveResult

Winnability = Literal["winnable", "unwinnable", "unknown"]
FROM_SOLVER: Final[dict[str, Winnability]] = {
    "solved": "winnable", "unsolvable": "unwinnable", "gave_up": "unknown",
}
Solve = Callable[[GameState], SolveResult]
Progress = Callable[[int, Winnability], None]


@dataclass(frozen=True, slots=True)
class Review:
    """`verdicts[k]`: of the position after k moves (0: the start). `fatal_move`: 1-based,
    the move after which the game could no longer be won (None: it never could, it
    still can, or the solver could not tell). `better_move`: a move that keeps it winnable
    there, the first of the solver's winning line. `start_line`: the solver's winning line
    from the start, when the start was searched (empty otherwise)."""

    verdicts: tuple[Winnability, ...]
    fatal_move: int | None
    better_move: Move | None
    start_line: tuple[Move, ...] = ()


Replayed = tuple[tuple[Move, ...], tuple[GameState, ...], SaidError | None]


def read_line(start: GameState, text: str) -> Replayed:
    """The moves of `text` (space-separated) played from `start` up to the first bad one,
    the positions they pass through (the start first), and why that move is bad (None
    when every move is good): a recorded line from a damaged row still shows its start."""
    moves: list[Move] = []
    positions = [start]
    for token in text.split():
        try:
            move = Move.parse(token)
            positions.append(apply_move(positions[-1], move))
        except SaidError as exc:
            return tuple(moves), tuple(positions), exc
        moves.append(move)
    return tuple(moves), tuple(positions), None


def review(positions: Sequence[GameState], solve: Solve, progress: Progress | None = None) -> Review:
    """The verdicts of a line's `positions` (the start first), with `solve` answering for
    one position at a time; `progress(k, verdict)` hears each position's verdict as it is
    found (a window fills its strip in meanwhile)."""
    last = len(positions) - 1
    found: dict[int, Winnability] = {}
    results: dict[int, SolveResult] = {}

    def verdict(k: int) -> Winnability:
        if k not in found:
            if positions[k].is_won():
                found[k] = "winnable"
            else:
                results[k] = solve(positions[k])
                found[k] = FROM_SOLVER[results[k].verdict]
            if progress is not None:
                progress(k, found[k])
        return found[k]

    winnable, lost = -1, last + 1  # the last index known winnable, the first known lost
    for k in (0, last):
        if verdict(k) == "winnable":
            winnable = max(winnable, k)
        elif found[k] == "unwinnable":
            lost = min(lost, k)
    while lost - winnable > 1:
        middle = (winnable + lost) // 2
        untried = sorted((k for k in range(winnable + 1, lost) if k not in found),
                         key=lambda k: (abs(k - middle), k))
        if not untried:
            break
        if verdict(k := untried[0]) == "winnable":
            winnable = k
        elif found[k] == "unwinnable":
            lost = k
    verdicts: tuple[Winnability, ...] = tuple(
        "winnable" if k <= winnable else "unwinnable" if k >= lost else "unknown" for k in range(last + 1))
    fatal = lost if winnable >= 0 and lost == winnable + 1 <= last else None
    better: Move | None = None
    if fatal is not None:
        if winnable not in results:  # known winnable without a search (won): never before a loss
            results[winnable] = solve(positions[winnable])
        better = results[winnable].moves[0] if results[winnable].moves else None
    start = results[0].moves if 0 in results and results[0].verdict == "solved" else ()
    return Review(verdicts, fatal, better, tuple(start))
