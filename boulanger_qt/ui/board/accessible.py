"""The board for assistive technology, and the announcer that says moves, wins and stuck positions.

Qt does not expose QGraphicsItems, so a factory gives the view its own interface: the piles
in board order, named and described ("Column 3" — "7 of hearts on top, a run of 3, 6
cards"), the cards their children, the focus on the framed (else the picked) pile.
Announcements are QAccessibleAnnouncementEvents (Qt 6.8+), which AT-SPI, UIA and
NSAccessibility speak.
"""

from __future__ import annotations

from collections import deque
from functools import cache

from PySide6.QtCore import QObject, QPoint, QRect, QRectF
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from boulanger_qt.core.cards import FULL_DECK, Card, Suit
from boulanger_qt.core.moves import MAX_CELLS, PlaceKind
from boulanger_qt.core.rules import run_length
from boulanger_qt.core.state import GameState
from boulanger_qt.ui.board.layout import COLUMNS, Pile, pile_cards, place_of, top_row
from boulanger_qt.ui.board.view import BoardView
from boulanger_qt.ui.text import card_name, card_object, fill, number, words


class BoardTexts(QObject):
    def board_help(self) -> str:
        return self.tr("Free cells, foundations and eight columns. Type a move's two keys: 1 to 8 for "
                       "a column, a to d for a free cell, h for the foundations; Enter picks the best "
                       "place, Esc lets go. Or move over the piles with the arrow keys: Enter picks "
                       "the cards up, Enter again puts them down.")

    def pile(self, state: GameState, pile: Pile) -> str:
        if not (cards := pile_cards(state, pile)):
            return self.tr("empty")
        if pile[0] is PlaceKind.CELL:
            return card_name(cards[0])
        if pile[0] is PlaceKind.FOUNDATION:
            return fill(self.tr("up to %1", "%1: the card as an object; %2: the card alone"),
                        card_object(cards[-1]), card_name(cards[-1]))
        parts = [self.tr("%1 on top", "%1: the card alone").replace("%1", card_name(cards[-1]))]
        if (run := run_length(cards)) > 1:
            parts.append(self.tr("a run of %Ln", "", run))
        parts.append(words().cards(len(cards)))
        return self.tr(", ").join(parts)

    def won(self, score: int, moves: int, assisted: bool = False) -> str:
        text = (self.tr("Won with help, not counted as a win. Score %1 in %Ln move(s).", "", moves)
                if assisted else self.tr("You won! Score %1 in %Ln move(s).", "", moves))
        return fill(text, number(score))

    def restarted(self) -> str:
        return self.tr("The deal starts again from the beginning.")

    def undone(self, what: str) -> str:
        return self.tr("Undone: %1").replace("%1", what)


@cache
def texts() -> BoardTexts:
    return BoardTexts()


def piles(state: GameState) -> list[Pile]:
    """The piles in board order: free cells, foundations, then columns, left to right."""
    return top_row(state.cell_count) + COLUMNS


def pile_name(pile: Pile) -> str:
    kind, index = pile
    return words().place_name(place_of(pile), Suit(index) if kind is PlaceKind.FOUNDATION else None)


class _Leaf(QAccessibleInterface):
    """A pile or a card: no QObject behind it, no children unless it says so."""

    def __init__(self, board: BoardAccessible) -> None:
        super().__init__()
        self.board = board

    def isValid(self) -> bool:
        return self.board.isValid()

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow:
        return self.board.window()

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def _screen(self, rect: QRectF) -> QRect:
        view = self.board.view
        local = view.mapFromScene(rect).boundingRect()
        return QRect(view.viewport().mapToGlobal(local.topLeft()), local.size())


class CardAccessible(_Leaf):
    def __init__(self, board: BoardAccessible, card: Card) -> None:
        super().__init__(board)
        self.card = card

    def parent(self) -> QAccessibleInterface:
        state = self.board.game_state
        pile = next((pile for pile in piles(state) if self.card in pile_cards(state, pile)), None)
        return self.board if pile is None else self.board.pile_interfaces[pile]

    def text(self, t: QAccessible.Text) -> str:
        return card_name(self.card) if t == QAccessible.Text.Name else ""

    def rect(self) -> QRect:
        return self._screen(self.board.view.board.card_rect(self.card))

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.readOnly = True
        return state


class PileAccessible(_Leaf):
    def __init__(self, board: BoardAccessible, pile: Pile) -> None:
        super().__init__(board)
        self.pile = pile

    def cards(self) -> tuple[Card, ...]:
        return pile_cards(self.board.game_state, self.pile)

    def parent(self) -> QAccessibleInterface:
        return self.board

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        cards = self.cards()
        return self.board.card_interfaces[cards[index]] if 0 <= index < len(cards) else None

    def childCount(self) -> int:
        return len(self.cards())

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        cards = self.cards()
        return cards.index(child.card) if isinstance(child, CardAccessible) and child.card in cards else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        on_top_first = (self.board.card_interfaces[card] for card in reversed(self.cards()))
        return next((card for card in on_top_first if card.rect().contains(x, y)), None)

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return pile_name(self.pile)
        if t == QAccessible.Text.Description:
            return texts().pile(self.board.game_state, self.pile)
        return ""

    def rect(self) -> QRect:
        scene = self.board.view.board
        area = QRectF(*scene.layout.pile_rect(self.pile))
        if self.pile[0] is PlaceKind.COLUMN:
            for card in self.cards():
                area = area.united(scene.card_rect(card))
        return self._screen(area)

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.List

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = state.selectable = True
        state.selected = place_of(self.pile) == self.board.view.board.selected
        state.focused = self.board.focusChild() is self
        return state


class BoardAccessible(QAccessibleWidget):
    def __init__(self, view: BoardView) -> None:
        super().__init__(view, QAccessible.Role.Pane, "")
        self.view = view
        self.pile_interfaces = {pile: PileAccessible(self, pile) for pile in top_row(MAX_CELLS) + COLUMNS}
        self.card_interfaces = {card: CardAccessible(self, card) for card in FULL_DECK}

    @property
    def game_state(self) -> GameState:
        return self.view.board.state

    def childCount(self) -> int:
        return len(piles(self.game_state))

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        order = piles(self.game_state)
        return self.pile_interfaces[order[index]] if 0 <= index < len(order) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        order = piles(self.game_state)
        return order.index(child.pile) if isinstance(child, PileAccessible) and child.pile in order else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        candidates = (self.pile_interfaces[pile] for pile in piles(self.game_state))
        return next((pile for pile in candidates if pile.rect().contains(QPoint(x, y))), None)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        if (cursor := self.view.board.cursor) is not None:
            return self.pile_interfaces[cursor]
        picked = self.view.board.selected
        return None if picked is None else self.pile_interfaces[(picked.kind, picked.index)]


def accessible_factory(classname: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, BoardView):
        # Qt keeps the C++ side; the Python side (our overrides) must live as long as the view.
        key = id(obj)
        _LIVE[key] = interface = BoardAccessible(obj)
        obj.destroyed.connect(lambda *_: _LIVE.pop(key, None))
        return interface
    return None


_LIVE: dict[int, BoardAccessible] = {}


@cache
def install_factory() -> None:
    QAccessible.installFactory(accessible_factory)


class Announcer(QObject):
    """Keeps the last few things said (the tests read them)."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self.view = view
        self.spoken: deque[str] = deque(maxlen=50)

    def say(self, text: str, assertive: bool = False) -> None:
        if not text:
            return
        self.spoken.append(text)
        event = QAccessibleAnnouncementEvent(self.view, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)

    def board_changed(self) -> None:
        QAccessible.updateAccessibility(QAccessibleEvent(self.view, QAccessible.Event.DescriptionChanged))

    def focus_moved(self) -> None:
        """The keyboard framed or picked a pile, or let go: the AT hears where the focus is."""
        if isinstance(interface := QAccessible.queryAccessibleInterface(self.view), BoardAccessible):
            event = QAccessibleEvent(self.view, QAccessible.Event.Focus)
            if (focused := interface.focusChild()) is not None:
                event.setChild(interface.indexOfChild(focused))
            QAccessible.updateAccessibility(event)


class BoardAccess(QObject):
    """The window's accessibility layer: the board's interface and its announcer."""

    def __init__(self, window: QWidget, view: BoardView) -> None:
        super().__init__(window)
        install_factory()
        # A screen reader on from launch asks for the view's interface before this layer is
        # made (after the first paint): Qt then made and cached its default one, a pane without
        # piles, and would keep serving it. Drop it, so the next query comes to the factory, and
        # tell the AT that the board's object is new.
        cached = QAccessible.queryAccessibleInterface(view)
        if cached is not None and not isinstance(cached, BoardAccessible):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(cached))
            QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.ObjectCreated))
        self._verdict = ""
        self.announcer = Announcer(view)
        view.board.focus_moved.connect(self.announcer.focus_moved)
        view.setAccessibleDescription(texts().board_help())

    def verdict_shown(self, shown: str) -> None:
        """The status bar's verdict ("" when hidden), said when it changes."""
        if shown and shown != self._verdict:
            self.announcer.say(shown)
        self._verdict = shown
