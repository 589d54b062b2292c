"""Card images rendered from a theme's SVG, cached by element, pixel size and pixel ratio.

Drags never render anything; a resize renders each card once at the new size.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Final

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..api import FULL_DECK, CardTheme, ThemeError

BACK: Final = "back"
ELEMENTS: Final = (*(str(card) for card in FULL_DECK), BACK)
_CACHE_SIZE: Final = 53 * 3  # three sizes' worth: the current one and recent ones


class CardRenderer:
    """Renders one theme. Raises ThemeError if the SVG is unusable."""

    def __init__(self, theme: CardTheme) -> None:
        self.theme = theme
        self._svg = QSvgRenderer(str(theme.svg_path))
        if not self._svg.isValid():
            raise ThemeError(f"theme {theme.name!r}: {theme.svg_path.name} is not a valid SVG file")
        missing = [e for e in ELEMENTS if not self._svg.elementExists(e)]
        if missing:
            shown = " ".join(missing[:8]) + (" …" if len(missing) > 8 else "")
            raise ThemeError(f"theme {theme.name!r}: the SVG lacks elements {shown}")
        self._cache: OrderedDict[tuple[str, int, int], QPixmap] = OrderedDict()
        self.renders = 0  # how many times the SVG was actually rendered (for tests/benchmarks)

    @property
    def aspect(self) -> float:
        return self.theme.aspect

    def pixel_size(self, width: float, dpr: float) -> tuple[int, int]:
        w = max(1, round(width * dpr))
        return w, max(1, round(w * self.aspect))

    def pixmap(self, element: str, width: float, dpr: float) -> QPixmap:
        w, h = self.pixel_size(width, dpr)
        key = (element, w, h)
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = QPixmap.fromImage(self.image(element, w, h))
            self._cache[key] = pixmap
            if len(self._cache) > _CACHE_SIZE:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def image(self, element: str, w: int, h: int) -> QImage:
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._svg.render(painter, element, QRectF(0, 0, w, h))
        painter.end()
        self.renders += 1
        return image
