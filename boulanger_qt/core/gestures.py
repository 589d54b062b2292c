"""What a click or a double click on a card means, as engine decisions.

Which cards a click takes: a click on a free cell takes its card; a click on a column
card takes that card and every card above it, exactly as a drag from there would.
That is only a movable group when those cards form a same-suit run; otherwise the
click does nothing. A double click on a card inside a run therefore moves the whole
run from that card up, never just part of it: the player pointed at that card.
"""

from __future__ import annotations

from boulanger_qt.core.moves import FOUNDATION_PLACE, Move, Place, PlaceKind
from boulanger_qt.core.rules import is_legal, run_length
from boulanger_qt.core.state import GameState


def grabbed_count(state: GameState, place: Place, card_index: int | None = None) -> int:
    """How many cards a gesture on `place` picks up (0 = nothing movable there); `card_index`
    is the clicked card's position in its column, 0 = bottom, None = the top card."""
    if place.kind is PlaceKind.CELL:
        return int(place.index < state.cell_count and state.cells[place.index] is not None)
    if place.kind is not PlaceKind.COLUMN:
        return 0
    column = state.columns[place.index]
    if not column:
        return 0
    index = len(column) - 1 if card_index is None else card_index
    if not 0 <= index < len(column):
        return 0
    count = len(column) - index
    return count if count <= run_length(column) else 0


def double_click_move(state: GameState, place: Place, card_index: int | None = None) -> Move | None:
    """Double click: foundation, then the longest accepting column (leftmost on ties),
    then an empty column, then a free cell. None when the cards can go nowhere."""
    count = grabbed_count(state, place, card_index)
    if count == 0:
        return None
    candidates: list[Move] = []
    if count == 1:
        candidates.append(Move(place, FOUNDATION_PLACE))
    occupied = [(-len(col), i) for i, col in enumerate(state.columns) if col and Place.column(i) != place]
    candidates += [Move(place, Place.column(i), count) for _, i in sorted(occupied)]
    whole_column = place.kind is PlaceKind.COLUMN and count == len(state.columns[place.index])
    if not whole_column:  # moving a whole column into an empty one changes nothing
        candidates += [Move(place, Place.column(i), count) for i, col in enumerate(state.columns) if not col]
    if count == 1 and place.kind is not PlaceKind.CELL:
        candidates += [Move(place, Place.cell(i)) for i, c in enumerate(state.cells) if c is None]
    return next((m for m in candidates if is_legal(state, m)), None)


def typed_move(state: GameState, source: Place, target: Place) -> Move:
    """The move a player means by naming a source and a target (keyboard play, in the
    move notation: `3` then `a`): as many cards as may legally go, so a run moves whole
    when it fits and a run onto a column moves from the card that column accepts. When
    nothing may go, the single-card move is returned: playing it gives the reason."""
    if target.kind is PlaceKind.COLUMN and source.kind is PlaceKind.COLUMN and target != source:
        most = run_length(state.columns[source.index])
        for count in range(most, 1, -1):
            move = Move(source, target, count)
            if is_legal(state, move):
                return move
    return Move(source, target)


def home_move(state: GameState) -> Move | None:
    """A card that may go to its foundation now (columns left to right, then free cells),
    for "send cards home"; None when no card may. In Baker's Game every such move is safe."""
    sources = [Place.column(i) for i, column in enumerate(state.columns) if column]
    sources += [Place.cell(i) for i, card in enumerate(state.cells) if card is not None]
    return next((m for m in (Move(p, FOUNDATION_PLACE) for p in sources) if is_legal(state, m)), None)
