"""Keyboard play, as the README's "Keyboard" paragraph tells the player: a move typed as two
keys in the move notation, or picked and put down with Enter on the pile the arrow keys
frame (as in KPatience); the frame and the typed keys work together.

While a source is picked, its keys win over the window's shortcuts (so `h` means the
foundation, not Hint); with nothing picked, H still asks for a hint.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence

from boulanger_qt.core.moves import Move, NotationError, Place, PlaceKind
from boulanger_qt.core.rules import double_click_move, typed_move
from boulanger_qt.ui.board.accessible import pile_name, texts
from boulanger_qt.ui.board.layout import COLUMNS, BoardLayout, Pile, place_of, top_row
from boulanger_qt.ui.board.view import BoardView
from boulanger_qt.ui.text import fill

_BEST_KEYS = {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space}
_CHORDS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
           | Qt.KeyboardModifier.MetaModifier)
_ARROWS = {Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down}
# Keys without text that are worth a word when they do nothing (others, such as Shift, the
# media keys or a dead key, stay silent).
_NAMED_KEYS = {Qt.Key.Key_Backspace, Qt.Key.Key_Delete, Qt.Key.Key_Insert, Qt.Key.Key_Home,
               Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown,
               *(Qt.Key(Qt.Key.Key_F1.value + n) for n in range(12))}
UNKNOWN_KEY_MS = 4000


class Say(Protocol):
    def __call__(self, text: str, ms: int = ...) -> None: ...


# The digit row by physical key, whatever the layout types there (`š` on a Slovak, `&`
# on a French keyboard): X11/Wayland key codes, Windows scan codes, macOS virtual keys.
_LINUX_KEYCODES = {10 + n: n + 1 for n in range(8)}
_WINDOWS_SCAN_CODES = {2 + n: n + 1 for n in range(8)}
_MAC_VIRTUAL_KEYS = {0x12: 1, 0x13: 2, 0x14: 3, 0x15: 4, 0x17: 5, 0x16: 6, 0x1A: 7, 0x1C: 8}
# When the platform says nothing of the key (a synthetic event): what the unshifted digit
# row types on the Slovak and French layouts.
_DIGIT_ROW_TEXTS = {**{c: n for n, c in enumerate("+ľščťžýá", start=1)},
                    **{c: n for n, c in enumerate("&é\"'(-è_", start=1)}}


def _digit_key(event: QKeyEvent) -> int | None:
    """The column a key of the digit row (or the keypad) names, on any keyboard layout."""
    if Qt.Key.Key_1.value <= (key := event.key()) <= Qt.Key.Key_8.value:  # the keypad, Shift+digit, QWERTY
        return key - Qt.Key.Key_0.value
    scan, virtual = event.nativeScanCode(), event.nativeVirtualKey()
    if sys.platform == "darwin":
        return _MAC_VIRTUAL_KEYS.get(virtual)
    if scan:
        return (_WINDOWS_SCAN_CODES if sys.platform == "win32" else _LINUX_KEYCODES).get(scan)
    return _DIGIT_ROW_TEXTS.get(event.text())


def step(pile: Pile, key: Qt.Key, layout: BoardLayout) -> Pile:
    """The pile an arrow key goes to from `pile`: ←/→ along its row (round the end),
    ↑/↓ to the other row's pile nearest below or above it."""
    top = top_row(layout.cells)
    row, other = (COLUMNS, top) if pile[0] is PlaceKind.COLUMN else (top, COLUMNS)
    if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
        return row[(row.index(pile) + (1 if key == Qt.Key.Key_Right else -1)) % len(row)]
    x = layout.across(pile)
    return min(other, key=lambda p: (abs(layout.across(p) - x), layout.across(p)))


def _is_silent(event: QKeyEvent) -> bool:
    """Keys that say nothing when they do nothing: modifiers, chords, held-down repeats,
    Tab (it moves the focus), keys without text such as the media keys."""
    if event.isAutoRepeat() or event.modifiers() & _CHORDS:
        return True
    return event.key() not in _NAMED_KEYS and not _shown(event.text())


def _shown(text: str) -> bool:
    return bool(text) and text.isprintable() and not text.isspace()


def _place_of(event: QKeyEvent) -> Place | None:
    if (column := _digit_key(event)) is not None:
        return Place.column(column - 1)
    if len(text := event.text()) != 1 or text.isdigit():
        return None
    try:
        return Place.parse(text)
    except NotationError:
        return None


class KeyboardPlay(QObject):
    def __init__(self, view: BoardView, play: Callable[[Move], None], say: Say) -> None:
        super().__init__(view)
        self.scene = view.board
        self._play = play  # the same path as the mouse's moves
        self._say = say
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (kind := event.type()) not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            return False
        assert isinstance(event, QKeyEvent)
        if not self._claims(event):
            if kind is QEvent.Type.KeyPress and not _is_silent(event):
                name = event.text() if _shown(event.text()) else QKeySequence(event.key()).toString(
                    QKeySequence.SequenceFormat.NativeText)
                self._say(fill(self.tr("The key %1 does nothing here. Play with 1–8, a–d and h, or the "
                                       "arrow keys and Enter."), name), UNKNOWN_KEY_MS)
            return False
        if kind is QEvent.Type.ShortcutOverride:
            event.accept()  # deliver it to us as a key press instead of a shortcut
        else:
            self._key(event)
        return True

    def _claims(self, event: QKeyEvent) -> bool:
        if event.modifiers() & _CHORDS:
            return False
        if (key := event.key()) in _ARROWS or key in _BEST_KEYS:
            return True
        if self.scene.selected is None:
            if key == Qt.Key.Key_Escape:
                return self.scene.cursor is not None
            return (place := _place_of(event)) is not None and place.kind is not PlaceKind.FOUNDATION
        return key == Qt.Key.Key_Escape or _place_of(event) is not None

    def _key(self, event: QKeyEvent) -> None:
        if (key := event.key()) in _ARROWS:
            self._move_cursor(Qt.Key(key))
            return
        source, cursor = self.scene.selected, self.scene.cursor
        if source is None:
            if key == Qt.Key.Key_Escape:
                self.scene.set_cursor(None)
                self._say("")
            elif key in _BEST_KEYS:
                self._pick_framed()
            else:
                place = _place_of(event)
                assert place is not None
                self._pick(place)
            return
        self.scene.clear_selection()
        self._say("")
        if key == Qt.Key.Key_Escape:
            return
        framed = None if cursor is None else place_of(cursor)
        target = framed if key in _BEST_KEYS else _place_of(event)  # Enter: the framed pile
        if target is None or target == source:
            if (best := double_click_move(self.scene.state, source)) is None:
                self._say(fill(self.tr("Nothing in column %1 can go anywhere now.")
                               if source.kind is PlaceKind.COLUMN
                               else self.tr("Nothing in free cell %1 can go anywhere now."), source))
            else:
                self._play(best)
        else:
            self._play(typed_move(self.scene.state, source, target))

    def _move_cursor(self, key: Qt.Key) -> None:
        """The first arrow shows the frame (on the picked pile, else the first column);
        the next ones move it."""
        scene = self.scene
        if (cursor := scene.cursor) is None:
            picked = scene.selected
            cursor = COLUMNS[0] if picked is None else (picked.kind, picked.index)
        else:
            cursor = step(cursor, key, scene.layout)
        scene.set_cursor(cursor)
        text = fill(self.tr("%1: %2", "a pile's name: what it holds"),
                    pile_name(cursor), texts().pile(scene.state, cursor))
        if scene.selected is not None:
            text = fill(self.tr("%1. Enter puts the cards here.", "%1: the framed pile and its cards"), text)
        self._say(text)

    def _pick_framed(self) -> None:
        """Enter or Space with nothing picked: pick the framed pile (frame it first)."""
        if (cursor := self.scene.cursor) is None:
            self._move_cursor(Qt.Key.Key_Right)  # as the first arrow does
        elif cursor[0] is PlaceKind.FOUNDATION:
            self._say(self.tr("Cards on a foundation stay there: pick a column or a free cell."))
        else:
            self._pick(place_of(cursor))

    def _pick(self, place: Place) -> None:
        state = self.scene.state
        if place.kind is PlaceKind.CELL and place.index >= state.cell_count:
            self._say(self.tr("This game has %Ln free cell(s).", "", state.cell_count))
        elif not self.scene.select(place):
            self._say(fill(self.tr("Nothing to move in column %1.") if place.kind is PlaceKind.COLUMN
                           else self.tr("Nothing to move in free cell %1."), place))
        else:
            if self.scene.cursor is not None:  # the frame follows the typed source
                self.scene.set_cursor((place.kind, place.index))
            prompt = self.tr("press where it goes: 1–8, a–d or h (foundation), or frame it with the arrow "
                             "keys and press Enter; Enter at once for the best place; Esc to cancel")
            self._say(fill(self.tr("From column %1: %2.") if place.kind is PlaceKind.COLUMN
                           else self.tr("From free cell %1: %2."), place, prompt))

