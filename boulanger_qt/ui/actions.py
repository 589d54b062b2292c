"""The window's actions: the platform's shortcuts, and icons that follow the palette.

Where the desktop has no icon theme (Windows, macOS, bare X) our own line icons are
used. The SVGs in the top-level resources/icons draw their lines in INK; drawn as they
are, dark lines vanish on a dark toolbar, so the ink is replaced by the palette's
button-text colour, and the icons are drawn again when the palette changes (dark mode).

The keys are given once the window is painted (`give_keys`, before any input): the
first picture shows none of them, and Qt's key-sequence types cost the first paint
time to make.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, NamedTuple

from PySide6.QtCore import QByteArray, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QAction, QColor, QIcon, QIconEngine, QKeySequence, QPainter, QPalette, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QWidget

from boulanger_qt.core.resource_files import resource_path

ICON_DIR: Final = resource_path("icons")
INK: Final = b"#3a3f44"
DISABLED_OPACITY: Final = 0.35


def ink_for(palette: QPalette) -> QColor:
    """The palette's button text, softened a little toward the button face."""
    text = palette.color(QPalette.ColorRole.ButtonText)
    face = palette.color(QPalette.ColorRole.Button)
    return QColor(
        round(text.red() * 0.8 + face.red() * 0.2),
        round(text.green() * 0.8 + face.green() * 0.2),
        round(text.blue() * 0.8 + face.blue() * 0.2),
    )


class _InkEngine(QIconEngine):
    """Renders the SVG at whatever size is asked for; dims it when disabled."""

    def __init__(self, svg: bytes) -> None:
        super().__init__()
        self._svg = svg
        self._renderer: QSvgRenderer | None = None  # parsed when first drawn, not at start-up

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        if self._renderer is None:
            self._renderer = QSvgRenderer(QByteArray(self._svg))
        painter.save()
        if mode == QIcon.Mode.Disabled:
            painter.setOpacity(painter.opacity() * DISABLED_OPACITY)
        self._renderer.render(painter, QRectF(rect))
        painter.restore()

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def scaledPixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float) -> QPixmap:
        pixels = QSize(round(size.width() * scale), round(size.height() * scale))
        pixmap = QPixmap(pixels)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint(painter, QRect(QPoint(0, 0), pixels), mode, state)
        painter.end()
        pixmap.setDevicePixelRatio(scale)
        return pixmap

    def clone(self) -> QIconEngine:
        return _InkEngine(self._svg)


def ink_icon(name: str, ink: QColor) -> QIcon:
    """Our icon `name`, its lines in `ink`; an empty icon if we have none by that name."""
    path = ICON_DIR / f"{name}.svg"
    try:
        svg = path.read_bytes()
    except OSError:
        return QIcon()
    return QIcon(_InkEngine(svg.replace(INK, ink.name().encode())))


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
