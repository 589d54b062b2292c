"""The window's actions: the platform's shortcuts, and icons that follow the palette.

Where the desktop has no icon theme (Windows, macOS, bare X) our own line icons are
drawn in the palette's ink, and drawn again when the palette changes (dark mode).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QIcon, QKeySequence, QPalette
from PySide6.QtWidgets import QWidget

from .icons import ink_for, ink_icon

Shortcut = QKeySequence | QKeySequence.StandardKey | str | None
# Both common keys for Redo, wherever the platform names only one.
_EXTRA_KEYS = {QKeySequence.StandardKey.Redo: ("Ctrl+Shift+Z", "Ctrl+Y")}


class ActionFactory:
    def __init__(self, owner: QWidget) -> None:
        self._owner = owner
        self.inked: dict[QAction, str] = {}  # our own icons, by action

    def make(self, text: str, slot: Callable[..., object], shortcut: Shortcut = None,
             icon: str = "", tip: str = "") -> QAction:
        """An action of the owner widget (so its shortcut works wherever focus is)."""
        action = QAction(text, self._owner)
        if icon and QIcon.hasThemeIcon(icon):
            action.setIcon(QIcon.fromTheme(icon))
        elif icon:
            action.setIcon(ink_icon(icon, ink_for(self._owner.palette())))
            self.inked[action] = icon
        if isinstance(shortcut, QKeySequence.StandardKey):
            keys = QKeySequence.keyBindings(shortcut)
            for extra in _EXTRA_KEYS.get(shortcut, ()):
                if QKeySequence(extra) not in keys:
                    keys.append(QKeySequence(extra))
            action.setShortcuts(keys)
        elif shortcut:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        self._owner.addAction(action)
        return action

    def repaint(self, palette: QPalette) -> None:
        ink = ink_for(palette)
        for action, name in self.inked.items():
            action.setIcon(ink_icon(name, ink))
