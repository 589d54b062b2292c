"""The board: a QGraphicsScene that shows positions and turns gestures into intents.

It never decides legality nor changes the game: it asks the engine what a gesture picks up
and where it may go, emits the intent, and moves its cards when the hooks call `show_state`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsSceneMouseEvent

from boulanger_qt.core.cards import FULL_DECK, Card, Suit
from boulanger_qt.core.moves import COLUMN_COUNT, FOUNDATION_PLACE, MAX_CELLS, Move, Place, PlaceKind
from boulanger_qt.core.rules import double_click_move, grabbed_count, is_legal, moving_cards, run_length
from boulanger_qt.core.state import GameState
from boulanger_qt.ui.board.card_renderer import CardFaces, CardRenderer
from boulanger_qt.ui.board.items import SUIT_GLYPHS, CardItem, FocusFrameItem, HighlightItem, SlotItem
from boulanger_qt.ui.board.layout import COLUMNS, BoardLayout, Pile, pile_cards, place_of, top_row

if TYPE_CHECKING:
    from PySide6.QtCore import QVariantAnimation

HINT_COLOR = QColor(90, 200, 255)
SELECTION_COLOR = QColor(255, 214, 90)
FLYING_Z = 500.0  # cards in flight pass over the ones at rest
DRAG_Z = 2000.0
Placement = tuple[QPointF, float]  # where a card goes, and its final z-value


# Plain slotted classes: neither is compared, hashed or printed, and making a dataclass
# (its generated methods) costs ~0.4 ms before the first paint.
class Press:
    """Cards pressed on, not yet dragged: where, how many, and the game state they were in."""

    __slots__ = ("count", "index", "place", "pos", "state_version")

    def __init__(self, place: Place, index: int | None, count: int, pos: QPointF, state_version: int) -> None:
        self.place, self.index, self.count, self.pos = place, index, count, pos  # index: in its column
        self.state_version = state_version


class Drag:
    """Cards being dragged: their offsets from the pointer, the highlights of the places they
    may go, and where a drop would put them (updated as the pointer moves)."""

    __slots__ = ("best", "items", "offsets", "press", "targets", "under")

    def __init__(self, press: Press, items: list[CardItem], offsets: list[QPointF],
                 targets: dict[Place, HighlightItem]) -> None:
        self.press, self.items, self.offsets, self.targets = press, items, offsets, targets
        self.best: Place | None = None  # the legal target the drop would pick
        self.under: Place | None = None  # else the place the cards are over, legal or not


def _most_overlapped(moving: QRectF, areas: list[tuple[Place, QRectF]]) -> Place | None:
    best, best_area = None, 0.0
    for place, rect in areas:
        overlap = moving.intersected(rect)
        if (area := overlap.width() * overlap.height()) > best_area:
            best, best_area = place, area
    return best


class Animator(QObject):
    """Moves cards to new places over a short, eased animation (or at once when off), one
    animation at a time: a new one first completes the running one. It alone sets the cards'
    positions and stacking order while it runs, so a new move that arrives mid-animation can
    never leave a card at the wrong depth."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.duration_ms = 160
        self._paths: dict[CardItem, tuple[QPointF, QPointF, float]] = {}
        self._anim: QVariantAnimation | None = None  # made by the first animated move

    def _animation(self) -> QVariantAnimation:
        if self._anim is None:  # Qt's animation classes cost the first paint ~1 ms, unused by it
            from PySide6.QtCore import QEasingCurve, QVariantAnimation

            self._anim = QVariantAnimation(self, startValue=0.0, endValue=1.0,
                                           easingCurve=QEasingCurve(QEasingCurve.Type.OutCubic))
            self._anim.valueChanged.connect(self._step)
            self._anim.finished.connect(self._done)
        return self._anim

    def move(self, targets: dict[CardItem, Placement], animate: bool, duration_ms: int | None = None) -> None:
        self.complete()
        duration = self.duration_ms if duration_ms is None else duration_ms
        moving: dict[CardItem, tuple[QPointF, QPointF, float]] = {}
        for item, (end, z) in targets.items():
            if animate and duration > 0 and item.pos() != end:
                moving[item] = (item.pos(), end, z)
                item.setZValue(z + FLYING_Z)
            else:
                item.setPos(end)
                item.setZValue(z)
        self._paths = moving
        if moving:
            animation = self._animation()
            animation.setDuration(duration)
            animation.start()

    def complete(self) -> None:
        if self._paths:
            self._animation().stop()
            self._done()

    def _step(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        for item, (start, end, _) in self._paths.items():
            item.setPos(start + (end - start) * t)

    def _done(self) -> None:
        paths, self._paths = self._paths, {}
        for item, (_, end, z) in paths.items():
            item.setPos(end)
            item.setZValue(z)


class BoardScene(QGraphicsScene):
    """Every gesture leaves the scene as one intent, `move_requested(Move)`; the engine
    says which move a click or a double click means. A move the rules refuse is still
    emitted (a click on a card that cannot go home, a drop on a place that does not take
    the cards), so that whoever plays it can tell the player why."""

    move_requested = Signal(object)
    focus_moved = Signal()  # the keyboard picked or framed a pile (`selected`, `cursor`), or let go
    grab_refused = Signal(object, int)  # a drag of cards that do not move together: column, index

    def __init__(self, renderer: CardRenderer, state: GameState) -> None:
        super().__init__()
        # Some seventy items, most of them moving: a scan of them all is cheaper than
        # keeping Qt's tree of them up to date (its first build alone costs the first paint).
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.renderer = renderer
        self.state = state
        self.state_version = 0
        self.setSceneRect(0, 0, 800, 600)  # until the view says its size
        self.layout = BoardLayout.fit(800, 600, renderer.aspect, state.cell_count)
        self._reserved = 0.0  # felt kept free of cards at the bottom, under a notice
        self.dpr = 1.0
        self.animator = Animator(self)
        self.cards = {card: CardItem(card) for card in FULL_DECK}
        suits = {(PlaceKind.FOUNDATION, int(s)): (SUIT_GLYPHS[s], s.is_red) for s in Suit}
        self.slots = {pile: SlotItem(*suits.get(pile, ())) for pile in top_row(MAX_CELLS) + COLUMNS}
        self._press: Press | None = None
        self._drag: Drag | None = None
        self._click_moved = False
        self.faces = CardFaces(self, self)  # sharp faces after a resize, theme switches
        self._sharpen = QTimer(self, singleShot=True, interval=120)
        self._sharpen.timeout.connect(self.faces.sharpen)
        self._face_width = 0.0
        self.celebrating = False
        self._hint_items: list[HighlightItem] = []
        self._hint_move: Move | None = None
        self.selected: Place | None = None  # the source picked with the keyboard
        self._selection = HighlightItem(SELECTION_COLOR, strong=True)
        self._selection.hide()
        self.cursor: Pile | None = None  # the pile the arrow keys are on, framed
        self._cursor_frame = FocusFrameItem()
        self._cursor_frame.hide()
        for item in (*self.cards.values(), *self.slots.values(), self._selection, self._cursor_frame):
            self.addItem(item)

    def show_state(self, state: GameState, animate: bool = True) -> None:
        self.cancel_drag()
        self.clear_hint()
        self.clear_selection()
        self.celebrating = False
        self.state = state
        self.state_version += 1
        if state.cell_count != self.layout.cells:  # a game with another number of cells
            self.layout = self._fit()
        self._place_slots()
        self.animator.move(self._targets(state), animate)
        if self.cursor in top_row(MAX_CELLS)[state.cell_count:MAX_CELLS]:  # a free cell this game lacks
            self.set_cursor(None)
        self._place_cursor()

    def _targets(self, state: GameState) -> dict[CardItem, Placement]:
        targets: dict[CardItem, Placement] = {}
        for pile in top_row(state.cell_count) + COLUMNS:
            cards = pile_cards(state, pile)
            x, y, *_ = self.layout.pile_rect(pile)
            fan = self.layout.fan(len(cards)) if pile[0] is PlaceKind.COLUMN else 0.0
            z = {PlaceKind.FOUNDATION: 1, PlaceKind.CELL: 50}.get(pile[0], 100)
            for depth, card in enumerate(cards):
                targets[self.cards[card]] = (QPointF(x, y + depth * fan), z + depth)
        return targets

    def show_hint(self, move: Move) -> None:
        """Mark a suggested move: the cards that would go, and where."""
        self.clear_hint()
        cards = moving_cards(self.state, move)
        if not cards:
            return
        self._hint_move = move
        self.animator.complete()
        source = self.card_rect(cards[0]).united(self.card_rect(cards[-1]))
        for rect in (source, self.place_rect(move.target, cards[0])):
            glow = HighlightItem(HINT_COLOR, strong=True)
            glow.set_rect(rect)
            self.addItem(glow)
            self._hint_items.append(glow)

    def select(self, place: Place) -> bool:
        """Mark the cards a keyboard move from `place` could take; False if there are none."""
        self.clear_selection()
        if grabbed_count(self.state, place) == 0:
            return False
        self.animator.complete()  # mark where the cards rest, not where they fly
        if place.kind is PlaceKind.COLUMN:
            column = self.state.columns[place.index]
            run = column[len(column) - run_length(column):]
            rect = self.card_rect(run[0]).united(self.card_rect(run[-1]))
        else:
            rect = QRectF(*self.layout.pile_rect((place.kind, place.index)))
        self._selection.set_rect(rect)
        self._selection.show()
        self.selected = place
        self.focus_moved.emit()
        return True

    def clear_selection(self) -> None:
        if self.selected is not None:
            self.selected = None
            self.focus_moved.emit()
        self._selection.hide()

    def set_cursor(self, pile: Pile | None) -> None:
        changed = pile != self.cursor
        self.cursor = pile
        self._place_cursor()
        self._cursor_frame.setVisible(pile is not None)
        if changed:
            self.focus_moved.emit()

    def _place_cursor(self) -> None:
        """Frame the pile where its cards come to rest (not where they fly)."""
        if self.cursor is not None:
            count = len(pile_cards(self.state, self.cursor))
            self._cursor_frame.set_rect(QRectF(*self.layout.pile_rect(self.cursor, count)))

    def clear_hint(self) -> None:
        for glow in self._hint_items:
            self.removeItem(glow)
        self._hint_items = []
        self._hint_move = None

    def celebrate(self) -> None:
        """The win: every card flies from the foundations into a ring around the board."""
        self.celebrating = True
        self.set_cursor(None)
        w, h = self.sceneRect().width(), self.sceneRect().height()
        cx, cy = w / 2 - self.layout.card_width / 2, h / 2 - self.layout.card_height / 2
        targets: dict[CardItem, Placement] = {}
        for i, card in enumerate(sorted(self.cards, key=lambda c: (c.rank, c.suit))):
            angle = 2 * math.pi * i / len(self.cards) - math.pi / 2
            pos = QPointF(cx + w * 0.36 * math.cos(angle), cy + h * 0.3 * math.sin(angle))
            targets[self.cards[card]] = (pos, 200 + i)
        self.animator.move(targets, animate=True, duration_ms=900 if self.animator.duration_ms > 0 else 0)

    def _place_slots(self) -> None:
        for pile, slot in self.slots.items():
            slot.setVisible(pile[0] is not PlaceKind.CELL or pile[1] < self.state.cell_count)
            slot.set_rect(QRectF(*self.layout.pile_rect(pile)), self.dpr)

    def resize_board(self, width: float, height: float, dpr: float) -> None:
        """Faces scaled now, sharp shortly after (the first size or a new pixel ratio: at once)."""
        self.setSceneRect(0, 0, width, height)
        first = self._face_width == 0 or dpr != self.dpr
        self.dpr = dpr
        self.layout = self._fit()
        if first:
            self.show_faces()
        else:
            for item in self.cards.values():
                item.fit_width(self.layout.card_width)
            self._sharpen.start()
        self.animator.complete()
        self.cancel_drag()
        self._place_slots()
        self._place_cursor()
        if self.celebrating:
            self.celebrate()
            self.animator.complete()
        else:
            self.animator.move(self._targets(self.state), animate=False)
            # Marks drawn for the old layout follow their cards.
            if self.selected is not None:
                self.select(self.selected)
            if self._hint_move is not None:
                self.show_hint(self._hint_move)

    def _fit(self) -> BoardLayout:
        """The layout for the whole felt; columns fanned to end above the reserved strip
        (the cards keep their size: only the fans tighten)."""
        width, height = self.sceneRect().width(), self.sceneRect().height()
        lay = BoardLayout.fit(width, height, self.renderer.aspect, self.state.cell_count, self.dpr)
        if self._reserved > 0:
            lay = lay._replace(height=max(height - self._reserved, lay.tableau_y + lay.card_height))
        return lay

    def reserve_bottom(self, height: float) -> bool:
        """Keep a strip of `height` at the bottom free of cards (0: none), for a notice there;
        whether the cards moved."""
        if height == self._reserved:
            return False
        self._reserved = height
        self.resize_board(self.sceneRect().width(), self.sceneRect().height(), self.dpr)
        return True

    def show_faces(self) -> None:
        """Every card sharp at the current size (rendered now where not cached)."""
        width = self.layout.card_width
        self._face_width = width
        for card, item in self.cards.items():
            item.setPixmap(self.renderer.pixmap(str(card), width, self.dpr))
            item.fit_width(width)

    def set_renderer(self, renderer: CardRenderer) -> None:
        self.renderer = renderer
        self._face_width = 0
        self.resize_board(self.sceneRect().width(), self.sceneRect().height(), self.dpr)

    def card_rect(self, card: Card) -> QRectF:
        """Where a card is drawn now."""
        item = self.cards[card]
        return QRectF(item.pos(), item.boundingRect().size() * item.scale())

    def place_rect(self, place: Place, card: Card) -> QRectF:
        """Where `card` would go: its foundation, a free cell, a column's top card (or place)."""
        if place.kind is PlaceKind.COLUMN and self.state.columns[place.index]:
            return self.card_rect(self.state.columns[place.index][-1])
        index = card.suit if place.kind is PlaceKind.FOUNDATION else place.index
        return QRectF(*self.layout.pile_rect((place.kind, index)))

    def _hit(self, pos: QPointF) -> tuple[Place, int | None] | None:
        """The place of the card drawn at `pos`, and its index in its column."""
        card = next((item.card for item in self.items(pos) if isinstance(item, CardItem)), None)
        if card is not None and card in self.state.cells:
            return Place.cell(self.state.cells.index(card)), None
        for c, column in enumerate(self.state.columns):
            if card in column:
                return Place.column(c), column.index(card)
        return None  # on a foundation: cards there never move

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        hit = self._hit(event.scenePos())  # the card drawn under the pointer, even mid-flight
        self.clear_selection()
        self.set_cursor(None)  # the mouse took over: the keyboard's frame would mislead
        self.animator.complete()
        self.cancel_drag()
        self._press = None
        if hit is None:
            return
        self._press = Press(*hit, grabbed_count(self.state, *hit), event.scenePos(), self.state_version)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press = self._press
        if press is None:
            return
        if self._drag is None:
            if (event.scenePos() - press.pos).manhattanLength() < QApplication.startDragDistance():
                return
            if press.count == 0:
                self._press = None  # said once a press
                if press.index is not None:
                    self.grab_refused.emit(press.place, press.index)
                return
            self._drag = self._start_drag(press)
        self._drag_to(self._drag, event.scenePos())

    def _start_drag(self, press: Press) -> Drag:
        """The pressed cards lifted above the others, every legal target lit."""
        state = self.state
        cards = moving_cards(state, Move(press.place, FOUNDATION_PLACE, press.count))
        items = [self.cards[c] for c in cards]
        offsets = [item.pos() - press.pos for item in items]
        for z, item in enumerate(items):
            item.setZValue(DRAG_Z + z)
        targets: dict[Place, HighlightItem] = {}
        for place in (FOUNDATION_PLACE, *map(Place.cell, range(state.cell_count)),
                      *map(Place.column, range(COLUMN_COUNT))):
            if place != press.place and is_legal(state, Move(press.place, place, press.count)):
                glow = targets[place] = HighlightItem()
                glow.set_rect(self.place_rect(place, cards[0]))
                self.addItem(glow)
        return Drag(press, items, offsets, targets)

    def _drag_to(self, drag: Drag, pos: QPointF) -> None:
        """The cards follow the pointer; the target the drop would pick is lit brighter."""
        for item, offset in zip(drag.items, drag.offsets, strict=True):
            item.setPos(pos + offset)
        moving = drag.items[0].sceneBoundingRect()
        lay = self.layout
        drag.best = _most_overlapped(moving, [
            (place, QRectF(*lay.column_drop_rect(place.index)) if place.kind is PlaceKind.COLUMN
             else glow.sceneBoundingRect()) for place, glow in drag.targets.items()])
        # Else the place the dragged cards overlap most, whatever the rules say of it.
        places = [(place_of(pile), QRectF(*lay.pile_rect(pile))) for pile in top_row(self.state.cell_count)]
        places += [(Place.column(c), QRectF(*lay.column_drop_rect(c))) for c in range(COLUMN_COUNT)]
        drag.under = None if drag.best is not None else _most_overlapped(
            moving, [(place, rect) for place, rect in places if place != drag.press.place])
        for place, glow in drag.targets.items():
            glow.set_strong(place == drag.best)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, drag = self._press, self._drag
        self._press = None
        if drag is not None:
            self._drag = None
            for glow in drag.targets.values():
                self.removeItem(glow)
            version, target = self.state_version, drag.best or drag.under
            if target is not None:
                self.move_requested.emit(Move(drag.press.place, target, drag.press.count))
            if self.state_version == version:  # nothing was played: fly back home
                self.animator.move(self._targets(self.state), animate=True)
        elif press is not None:
            if press.count == 1:  # a click means "to the foundation", for one card only
                self.move_requested.emit(Move(press.place, FOUNDATION_PLACE))
            self._click_moved = self.state_version != press.state_version
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # The first click of a double click already ran; if it moved a card to the
        # foundation (the double click's first choice too), this second press is a new
        # click on whatever card is now under the pointer, as in rapid clicking.
        if self._click_moved:
            self._click_moved = False
            self.mousePressEvent(event)
            return
        hit = self._hit(event.scenePos())
        if hit is not None and (move := double_click_move(self.state, *hit)) is not None:
            self.move_requested.emit(move)
        event.accept()

    def cancel_drag(self) -> None:
        drag, self._drag = self._drag, None
        if drag is not None:
            for glow in drag.targets.values():
                self.removeItem(glow)
            self.animator.move(self._targets(self.state), animate=False)
