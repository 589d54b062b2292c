"""Keyboard play: a move is typed in the move notation, one key for the source and one
for the target: `3` then `a` puts the top card of column 3 into free cell a, `a` then
`h` sends it to the foundation, `5` then `4` moves the run that fits. Enter, Space or
the source key again picks the best place, as a double click does; Esc lets go.

While a source is picked, its keys win over the window's shortcuts (so `h` means the
foundation, not Hint); with nothing picked, H still asks for a hint.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsView

from boulanger_qt.core.gestures import double_click_move, typed_move
from boulanger_qt.core.moves import Move, NotationError, Place, PlaceKind
from boulanger_qt.core.state import GameState
from boulanger_qt.ui.board.scene import BoardScene
from boulanger_qt.ui.text.words import fill

_BEST_KEYS = {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space}
_CHORDS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
           | Qt.KeyboardModifier.MetaModifier)


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
    key = event.key()
    if Qt.Key.Key_1.value <= key <= Qt.Key.Key_8.value:  # the keypad, Shift+digit, QWERTY
        return key - Qt.Key.Key_0.value
    scan, virtual = event.nativeScanCode(), event.nativeVirtualKey()
    if sys.platform == "darwin":
        return _MAC_VIRTUAL_KEYS.get(virtual)
    if scan:
        return (_WINDOWS_SCAN_CODES if sys.platform == "win32" else _LINUX_KEYCODES).get(scan)
    return _DIGIT_ROW_TEXTS.get(event.text())


def _place_of(event: QKeyEvent) -> Place | None:
    column = _digit_key(event)
    if column is not None:
        return Place.column(column - 1)
    text = event.text()
    if len(text) != 1 or text.isdigit():
        return None
    try:
        return Place.parse(text)
    except NotationError:
        return None


class KeyboardPlay(QObject):
    def __init__(
        self,
        view: QGraphicsView,
        scene: BoardScene,
        state: Callable[[], GameState],
        play: Callable[[Move], None],
        say: Callable[[str], None],
    ) -> None:
        super().__init__(view)
        self.scene = scene
        self._state = state
        self._play = play  # the same path as the mouse's moves
        self._say = say
        view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            return False
        assert isinstance(event, QKeyEvent)
        if not self._claims(event):
            return False
        if kind is QEvent.Type.ShortcutOverride:
            event.accept()  # deliver it to us as a key press instead of a shortcut
        else:
            self._key(event)
        return True

    def _claims(self, event: QKeyEvent) -> bool:
        if event.modifiers() & _CHORDS:
            return False
        if self.scene.selected is None:
            place = _place_of(event)
            return place is not None and place.kind is not PlaceKind.FOUNDATION
        return (event.key() in _BEST_KEYS or event.key() == Qt.Key.Key_Escape
                or _place_of(event) is not None)

    def _key(self, event: QKeyEvent) -> None:
        source = self.scene.selected
        if source is None:
            place = _place_of(event)
            assert place is not None
            self._pick(place)
            return
        self.scene.clear_selection()
        self._say("")
        if event.key() == Qt.Key.Key_Escape:
            return
        target = None if event.key() in _BEST_KEYS else _place_of(event)
        if target is None or target == source:
            best = double_click_move(self._state(), source)
            if best is None:
                self._say(fill(self.tr("Nothing in column %1 can go anywhere now."), source.index + 1)
                          if source.kind is PlaceKind.COLUMN
                          else fill(self.tr("Nothing in free cell %1 can go anywhere now."), source))
            else:
                self._play(best)
        else:
            self._play(typed_move(self._state(), source, target))

    def _pick(self, place: Place) -> None:
        state = self._state()
        if place.kind is PlaceKind.CELL and place.index >= state.cell_count:
            self._say(self.tr("This game has %Ln free cell(s).", "", state.cell_count))
        elif not self.scene.select(place):
            if place.kind is PlaceKind.COLUMN:
                self._say(fill(self.tr("Nothing to move in column %1."), place.index + 1))
            else:
                self._say(fill(self.tr("Nothing to move in free cell %1."), place))
        elif place.kind is PlaceKind.COLUMN:
            self._say(fill(self.tr("From column %1: %2."), place.index + 1, self.target_prompt()))
        else:
            self._say(fill(self.tr("From free cell %1: %2."), place, self.target_prompt()))

    def target_prompt(self) -> str:
        return self.tr("press where it goes: 1–8, a–d or h (foundation); Enter for the best place; "
                       "Esc to cancel")

