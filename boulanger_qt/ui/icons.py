"""Our toolbar icons, drawn in the ink colour of the current palette.

The SVGs in the top-level resources/icons draw their lines in INK. They are used where the
desktop has no icon theme (Windows, macOS, bare X). Drawn as they are, dark lines vanish on a
dark toolbar, so the ink is replaced by the palette's button-text colour, and the
icons are drawn again when the palette changes (the system switched to dark mode).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QByteArray, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QIconEngine, QPainter, QPalette, QPixmap
from PySide6.QtSvg import QSvgRenderer

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
