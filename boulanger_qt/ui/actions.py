"""The window's actions: the platform's shortcuts, and icons that follow the palette.

Where the desktop has no icon theme (Windows, macOS, bare X) our own line icons are
drawn in the palette's ink, and drawn again when the palette changes (dark mode).

The keys are given once the window is painted (`give_keys`, before any input): the
first picture shows none of them, and Qt's key-sequence types cost the first paint
time to make.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtGui import QAction, QIcon, QKeySequence, QPalette
from PySide6.QtWidgets import QWidget

from boulanger_qt.ui.icons import ink_for, ink_icon


class StandardKeys(NamedTuple):
    """The platform's keys for a standard command (a `QKeySequence.StandardKey`, by name),
    or `fallback` where the platform has none."""

    name: str
    fallback: str = ""


Shortcut = StandardKeys | str | None  # a string is a key sequence: "Ctrl+R"
# Both common keys for Redo, wherever the platform names only one.
_EXTRA_KEYS = {"Redo": ("Ctrl+Shift+Z", "Ctrl+Y")}


def key_sequences(shortcut: StandardKeys | str) -> list[QKeySequence]:
    if isinstance(shortcut, str):
        return [QKeySequence(shortcut)]
    keys = QKeySequence.keyBindings(getattr(QKeySequence.StandardKey, shortcut.name))
    for extra in _EXTRA_KEYS.get(shortcut.name, ()):
        if QKeySequence(extra) not in keys:
            keys.append(QKeySequence(extra))
    return keys or ([QKeySequence(shortcut.fallback)] if shortcut.fallback else [])


class ActionFactory:
    def __init__(self, owner: QWidget) -> None:
        self._owner = owner
        self.inked: dict[QAction, str] = {}  # our own icons, by action
        self._keys_waiting: list[tuple[QAction, StandardKeys | str]] | None = []  # None once given

    def make(self, text: str, slot: Callable[..., object], shortcut: Shortcut = None,
             icon: str = "", tip: str = "") -> QAction:
        """An action of the owner widget (so its shortcut works wherever focus is)."""
        action = QAction(text, self._owner)
        if icon and QIcon.hasThemeIcon(icon):
            action.setIcon(QIcon.fromTheme(icon))
        elif icon:
            action.setIcon(ink_icon(icon, ink_for(self._owner.palette())))
            self.inked[action] = icon
        if shortcut and self._keys_waiting is not None:
            self._keys_waiting.append((action, shortcut))
        elif shortcut:
            action.setShortcuts(key_sequences(shortcut))
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        self._owner.addAction(action)
        return action

    def give_keys(self) -> None:
        """Every action made so far gets its keys; those made later get theirs at once."""
        waiting, self._keys_waiting = self._keys_waiting or [], None
        for action, shortcut in waiting:
            action.setShortcuts(key_sequences(shortcut))

    def repaint(self, palette: QPalette) -> None:
        ink = ink_for(palette)
        for action, name in self.inked.items():
            action.setIcon(ink_icon(name, ink))
