"""Card images rendered from a checked theme's SVG, cached by element, pixel size and pixel ratio.

Drags never render anything; a resize renders each card once at the new size. Images
may be rendered on a worker thread (`image`, `render_all`): one lock serialises every
use of the SVG renderers, as QSvgRenderer is not thread-safe. Pixmaps are made and
cached on the UI thread only.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QByteArray, QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..inputs import bounded
from ..theme_check import BACK, ELEMENTS, ThemeData, ThemeError

__all__ = ["BACK", "ELEMENTS", "CardRenderer"]
_CACHE_SIZE: Final = 53 * 3  # three sizes' worth: the current one and recent ones
_TRIAL: Final = (BACK, "AS", "KH")  # rendered small when a theme loads: a blank one is refused
log = logging.getLogger(__name__)


def _parsed(data: bytes, what: str) -> QSvgRenderer:
    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        raise ThemeError(f"{what} is not an SVG file Qt can draw")
    app = QCoreApplication.instance()
    if app is not None and renderer.thread() is not app.thread():
        renderer.moveToThread(app.thread())  # made by a worker, used (and freed) by the UI thread
    return renderer


class CardRenderer:
    """Renders one checked theme. Raises ThemeError if Qt cannot draw it.

    May be built on a worker thread (parsing a large SVG takes a while)."""

    def __init__(self, data: ThemeData) -> None:
        self.theme = data.theme
        where = f"theme {bounded(self.theme.name)!r}"
        self._lock = threading.Lock()
        try:
            self._svg = _parsed(data.svg, f"{where}: {bounded(self.theme.svg_path.name)}")
            self._files = {element: _parsed(svg, f"{where}: the file for {element}")
                           for element, svg in data.card_files.items()}
        except ThemeError:
            raise
        except Exception as exc:  # Qt raising from a hostile document must not stop the app
            raise ThemeError(f"{where} cannot be drawn ({type(exc).__name__})") from None
        missing = [e for e in ELEMENTS if e not in self._files and not self._svg.elementExists(e)]
        if missing:
            shown = " ".join(missing[:8]) + (" …" if len(missing) > 8 else "")
            raise ThemeError(f"{where}: the SVG lacks elements {shown}")
        for element in _TRIAL:
            trial = self._draw(element, 25, max(1, round(25 * self.theme.aspect)))
            if trial is None or _blank(trial):
                raise ThemeError(f"{where}: the card {element} draws nothing")
        self._cache: OrderedDict[tuple[str, int, int], QPixmap] = OrderedDict()
        self.renders = 0  # how many times the SVG was actually rendered (for tests/benchmarks)

    @property
    def aspect(self) -> float:
        return self.theme.aspect

    def pixel_size(self, width: float, dpr: float) -> tuple[int, int]:
        w = max(1, round(width * dpr))
        return w, max(1, round(w * self.aspect))

    def cached(self, element: str, width: float, dpr: float) -> QPixmap | None:
        w, h = self.pixel_size(width, dpr)
        pixmap = self._cache.get((element, w, h))
        if pixmap is not None:
            self._cache.move_to_end((element, w, h))
            pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def store(self, element: str, image: QImage, dpr: float) -> QPixmap:
        """Keep an image rendered elsewhere (a worker) as this element's pixmap (UI thread)."""
        pixmap = QPixmap.fromImage(image)
        self._cache[(element, image.width(), image.height())] = pixmap
        if len(self._cache) > _CACHE_SIZE:
            self._cache.popitem(last=False)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def pixmap(self, element: str, width: float, dpr: float) -> QPixmap:
        pixmap = self.cached(element, width, dpr)
        if pixmap is None:
            pixmap = self.store(element, self.image(element, *self.pixel_size(width, dpr)), dpr)
        return pixmap

    def missing(self, width: float, dpr: float) -> list[str]:
        """The elements not yet cached at this size."""
        w, h = self.pixel_size(width, dpr)
        return [e for e in ELEMENTS if (e, w, h) not in self._cache]

    def render_all(self, elements: list[str], width: float, dpr: float,
                   cancelled: Callable[[], bool]) -> dict[str, QImage] | None:
        """Images of `elements` at this size (None if cancelled first): for a worker thread."""
        w, h = self.pixel_size(width, dpr)
        images: dict[str, QImage] = {}
        for element in elements:
            if cancelled():
                return None
            images[element] = self.image(element, w, h)
        return images

    def image(self, element: str, w: int, h: int) -> QImage:
        """One card; a card the SVG fails to draw comes out as a plain face naming it."""
        image = self._draw(element, w, h)
        self.renders += 1
        return image if image is not None else _plain_face(element, w, h)

    def _draw(self, element: str, w: int, h: int) -> QImage | None:
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        if image.isNull():
            return None
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            with self._lock:
                own = self._files.get(element)
                if own is not None:
                    own.render(painter, QRectF(0, 0, w, h))
                else:
                    self._svg.render(painter, element, QRectF(0, 0, w, h))
        except Exception:
            log.exception("theme %s: rendering %s failed", self.theme.name, element)
            return None
        finally:
            painter.end()
        return image


def _blank(image: QImage) -> bool:
    step_x, step_y = max(1, image.width() // 8), max(1, image.height() // 8)
    return all(image.pixelColor(x, y).alpha() == 0
               for x in range(0, image.width(), step_x) for y in range(0, image.height(), step_y))


def _plain_face(element: str, w: int, h: int) -> QImage:
    image = QImage(max(1, w), max(1, h), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setPen(QPen(QColor("#555555"), max(1, w // 40)))
    painter.drawRect(0, 0, w - 1, h - 1)
    font = QFont()
    font.setPixelSize(max(6, w // 4))
    painter.setFont(font)
    painter.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, element)
    painter.end()
    return image
