"""Cards dragged on the board: what the press picked up, the cards that follow the pointer,
the legal targets lit up, and the place a drop would go to."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from boulanger_qt.core.cards import Card, Suit
from boulanger_qt.core.moves import COLUMN_COUNT, FOUNDATION_PLACE, Move, Place, PlaceKind
from boulanger_qt.core.rules import is_legal, moving_cards
from boulanger_qt.core.state import GameState
from boulanger_qt.ui.board.items import CardItem, HighlightItem
from boulanger_qt.ui.board.layout import BoardLayout

DRAG_Z = 2000.0


class DragBoard(Protocol):
    """What a drag needs of the board scene."""

    state: GameState
    layout: BoardLayout
    cards: dict[Card, CardItem]

    def addItem(self, item: QGraphicsItem, /) -> None: ...
    def removeItem(self, item: QGraphicsItem, /) -> None: ...
    def place_rect(self, place: Place, card: Card) -> QRectF: ...


@dataclass(slots=True)
class Press:
    place: Place
    index: int | None  # card index in its column
    count: int
    pos: QPointF
    state_version: int


@dataclass(slots=True)
class Drag:
    press: Press
    items: list[CardItem]
    offsets: list[QPointF]
    targets: dict[Place, HighlightItem]
    best: Place | None = None  # the legal target the drop would pick
    under: Place | None = None  # else the place the cards are over, legal or not


def start_drag(board: DragBoard, press: Press) -> Drag:
    """The pressed cards lifted above the others, every legal target lit."""
    state = board.state
    cards = moving_cards(state, Move(press.place, FOUNDATION_PLACE, press.count))
    items = [board.cards[c] for c in cards]
    offsets = [item.pos() - press.pos for item in items]
    for z, item in enumerate(items):
        item.setZValue(DRAG_Z + z)
    targets: dict[Place, HighlightItem] = {}
    for place in (FOUNDATION_PLACE, *map(Place.cell, range(state.cell_count)),
                  *map(Place.column, range(COLUMN_COUNT))):
        if place != press.place and is_legal(state, Move(press.place, place, press.count)):
            glow = targets[place] = HighlightItem()
            glow.set_rect(board.place_rect(place, cards[0]))
            board.addItem(glow)
    return Drag(press, items, offsets, targets)


def _most_overlapped(moving: QRectF, areas: list[tuple[Place, QRectF]]) -> Place | None:
    best, best_area = None, 0.0
    for place, rect in areas:
        overlap = moving.intersected(rect)
        area = overlap.width() * overlap.height()
        if area > best_area:
            best, best_area = place, area
    return best


def drag_to(board: DragBoard, drag: Drag, pos: QPointF) -> None:
    """The cards follow the pointer; the target the drop would pick is lit brighter."""
    for item, offset in zip(drag.items, drag.offsets, strict=True):
        item.setPos(pos + offset)
    moving = drag.items[0].sceneBoundingRect()
    lay = board.layout
    drag.best = _most_overlapped(moving, [
        (place, QRectF(*lay.column_drop_rect(place.index)) if place.kind is PlaceKind.COLUMN
         else glow.sceneBoundingRect()) for place, glow in drag.targets.items()])
    # Else the place the dragged cards overlap most, whatever the rules say of it.
    places = [*((FOUNDATION_PLACE, QRectF(*lay.foundation_rect(s))) for s in Suit),
              *((Place.cell(i), QRectF(*lay.cell_rect(i))) for i in range(board.state.cell_count)),
              *((Place.column(c), QRectF(*lay.column_drop_rect(c))) for c in range(COLUMN_COUNT))]
    drag.under = None if drag.best is not None else _most_overlapped(
        moving, [(place, rect) for place, rect in places if place != drag.press.place])
    for place, glow in drag.targets.items():
        glow.set_strong(place == drag.best)


def clear_highlights(board: DragBoard, drag: Drag) -> None:
    for glow in drag.targets.values():
        board.removeItem(glow)
