"""Rules of thumb for an instant hint: what a careful player would try first."""

from __future__ import annotations

from boulanger_qt.api import GameState, Hint, Move, PlaceKind, legal_moves


def QT_TRANSLATE_NOOP(context: str, source: str, comment: str | None = None, n: int | None = None) -> str:
    """Marks a reason for the translation files (`n`, any number, marks it counted); the app
    shows it in the player's language."""
    return source


FOUNDATION = QT_TRANSLATE_NOOP("HintReason", "It goes to its foundation.")
FREES_BY_BUILDING = QT_TRANSLATE_NOOP("HintReason", "It frees a cell by building on its suit.")
BUILDS_AND_UNCOVERS = QT_TRANSLATE_NOOP(
    "HintReason", "It builds on its suit and uncovers a card the foundation needs.")
BUILDS_AND_EMPTIES = QT_TRANSLATE_NOOP("HintReason", "It builds on its suit and empties a column.")
BUILDS = QT_TRANSLATE_NOOP("HintReason", "It builds on its suit.")
UNCOVERS = QT_TRANSLATE_NOOP("HintReason", "It uncovers a card the foundation needs.")
FREES = QT_TRANSLATE_NOOP("HintReason", "It frees a cell.")
RUN_ROOM = QT_TRANSLATE_NOOP("HintReason", "It gives the run room.")
ROOM = QT_TRANSLATE_NOOP("HintReason", "It makes room.")


def _needed(state: GameState) -> set[tuple[int, int]]:
    """(suit, rank) of the next card each foundation wants."""
    return {(suit, rank + 1) for suit, rank in enumerate(state.foundations) if rank < 13}


def _score(state: GameState, move: Move) -> tuple[int, str] | None:
    src, dst = move.source, move.target
    if src.kind is PlaceKind.CELL and dst.kind is PlaceKind.CELL:
        return None  # changes nothing
    if dst.kind is PlaceKind.FOUNDATION:
        return 100, FOUNDATION
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
        return 70, FREES_BY_BUILDING
    if target:
        if uncovers:
            return 65, BUILDS_AND_UNCOVERS
        if empties:
            return 60, BUILDS_AND_EMPTIES
        return 45, BUILDS
    if dst.kind is PlaceKind.COLUMN:  # an empty column
        if uncovers:
            return 35, UNCOVERS
        if src.kind is PlaceKind.CELL:
            return 12, FREES
        return 8 + move.count, RUN_ROOM
    if uncovers:  # column to a free cell
        return 30, UNCOVERS
    return 1, ROOM


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
    return Hint(best[2], best[1])
