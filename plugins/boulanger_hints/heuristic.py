"""Rules of thumb for an instant hint: what a careful player would try first."""

from __future__ import annotations

from boulanger_qt.api import GameState, Hint, Move, PlaceKind, legal_moves


def _needed(state: GameState) -> set[tuple[int, int]]:
    """(suit, rank) of the next card each foundation wants."""
    return {(suit, rank + 1) for suit, rank in enumerate(state.foundations) if rank < 13}


def _score(state: GameState, move: Move) -> tuple[int, str] | None:
    src, dst = move.source, move.target
    if src.kind is PlaceKind.CELL and dst.kind is PlaceKind.CELL:
        return None  # changes nothing
    if dst.kind is PlaceKind.FOUNDATION:
        return 100, "it goes to its foundation"
    needed = _needed(state)
    uncovers = False
    empties = False
    if src.kind is PlaceKind.COLUMN:
        column = state.columns[src.index]
        rest = column[: -move.count]
        empties = not rest
        uncovers = bool(rest) and (rest[-1].suit, rest[-1].rank) in needed
        if empties and dst.kind is PlaceKind.COLUMN and not state.columns[dst.index]:
            return None  # a whole column into an empty one changes nothing
    target = state.columns[dst.index] if dst.kind is PlaceKind.COLUMN else None
    if src.kind is PlaceKind.CELL and target:
        return 70, "it frees a cell by building on its suit"
    if target:
        if uncovers:
            return 65, "it builds on its suit and uncovers a card the foundation needs"
        if empties:
            return 60, "it builds on its suit and empties a column"
        return 45, "it builds on its suit"
    if dst.kind is PlaceKind.COLUMN:  # an empty column
        if uncovers:
            return 35, "it uncovers a card the foundation needs"
        if src.kind is PlaceKind.CELL:
            return 12, "it frees a cell"
        return 8 + move.count, "it gives the run room"
    if uncovers:  # column to a free cell
        return 30, "it uncovers a card the foundation needs"
    return 1, "it makes room"


def best_move(state: GameState) -> Hint | None:
    best: tuple[int, str, Move] | None = None
    for move in legal_moves(state):
        scored = _score(state, move)
        if scored is None:
            continue
        if best is None or scored[0] > best[0]:
            best = (scored[0], scored[1], move)
    if best is None:
        return None
    return Hint(best[2], best[1][:1].upper() + best[1][1:] + ".")
