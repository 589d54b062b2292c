"""An example Boulanger plugin: a hint provider that thinks one move ahead.

"Lowest first" plays what a careful beginner would: a card to its foundation if one can
go, else the move that leaves the most cards free to go home next, preferring moves that
empty a free cell. It looks at every legal move and the position each one leads to.
"""

from __future__ import annotations

from collections.abc import Callable

from boulanger_qt.api import GameState, Hint, HintProvider, Move, PlaceKind, apply_move, hookimpl, legal_moves


def homeward(state: GameState) -> int:
    """How many cards could go to their foundation right now."""
    return sum(1 for move in legal_moves(state) if move.target.kind is PlaceKind.FOUNDATION)


def score(state: GameState, move: Move) -> tuple[int, int, int]:
    after = apply_move(state, move)
    return (
        after.foundation_count - state.foundation_count,  # cards sent home
        homeward(after),  # cards that could follow
        after.empty_cell_count - state.empty_cell_count,  # free cells freed
    )


class LowestFirst:
    name = "lowest_first"
    display_name = "Lowest first (example plugin)"

    def hint(self, state: GameState, cancel: Callable[[], bool]) -> Hint | None:
        best: tuple[tuple[int, int, int], Move] | None = None
        for move in legal_moves(state):
            if cancel():
                return None
            if move.source.kind is PlaceKind.CELL and move.target.kind is PlaceKind.CELL:
                continue  # changes nothing
            scored = score(state, move)
            if best is None or scored > best[0]:
                best = (scored, move)
        if best is None:
            return None
        (home, follow, _), move = best
        if home:
            return Hint(move, "It sends a card to its foundation.")
        return Hint(move, f"Afterwards {follow} card{'s' if follow != 1 else ''} could go home.")


@hookimpl
def boulanger_hint_providers() -> list[HintProvider]:
    return [LowestFirst()]
