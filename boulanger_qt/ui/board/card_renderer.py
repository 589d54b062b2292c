"""Card images rendered from a checked theme's SVG, cached by element and pixel size, and
re-rendered in the background as KPatience's libkcardgame does.

Images may be rendered on a worker thread (`image`, `render_all`) under one lock, as
QSvgRenderer is not thread-safe; pixmaps are made on the UI thread only. Complete sets go
to the disk cache too, where a size not in memory is looked for first; a theme the disk
cache knows passed its checks in an earlier run, so its SVG is parsed only when a card
must really be rendered, and scanned first if no scan read it in this process (the cache's
key is a checksum, no proof of the bytes): Qt parses nothing `svg_check` did not scan.

After a resize the board shows the old pixmaps, scaled, while a worker renders every card
at the new size (`CardFaces`); a theme switch parses and renders the new theme there, then
changes every card at once. Only the newest request counts: a resize during a switch restarts it.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Final, NamedTuple, Protocol

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from boulanger_qt.plugin.theme_check import BACK, ELEMENTS, ThemeData, ThemeError, scan_files
from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problem_ids import ThemeProblem as T
from boulanger_qt.support.problems import Problem, problem
from boulanger_qt.ui.background import BackgroundJob
from boulanger_qt.ui.board.card_cache import FACES, CardImageCache, content_key
from boulanger_qt.ui.board.layout import BoardLayout

_CACHE_SIZE: Final = 53 * 3  # three sizes' worth: the current one and recent ones
_TRIAL: Final = (BACK, "AS", "KH")  # rendered small when a theme loads: a blank one is refused
log = logging.getLogger(__name__)


def _parsed(data: bytes, where: Problem, what: Problem | str) -> QSvgRenderer:
    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        raise ThemeError(problem(T.AT, where=where, reason=problem(T.QT_NOT_SVG, file=what)))
    if (app := QCoreApplication.instance()) is not None and renderer.thread() is not app.thread():
        renderer.moveToThread(app.thread())  # made by a worker, used (and freed) by the UI thread
    return renderer


class CardRenderer:
    """Renders one checked theme (ThemeError if Qt cannot draw it); may be built on a worker
    thread, as parsing a large SVG takes a while."""

    def __init__(self, data: ThemeData, disk: CardImageCache | None = None) -> None:
        self.theme, self.aspect = data.theme, data.theme.aspect
        self.data = data  # the checked theme files drawn
        self._lock = threading.RLock()  # _draw may parse, and parsing draws trial cards
        self._cache: OrderedDict[tuple[str, int, int], QPixmap] = OrderedDict()
        self.renders = 0  # how many times the SVG was actually rendered (for tests/benchmarks)
        self._disk = disk or CardImageCache()
        self._digest = content_key(data)  # its images on disk are named by it
        self._looked: set[tuple[int, int]] = set()  # pixel sizes looked for on disk
        self._on_disk: set[tuple[int, int]] = set()  # pixel sizes found or written there
        self._svg: QSvgRenderer | None = None
        self._files: dict[str, QSvgRenderer] = {}
        self._refused: ThemeError | None = None  # why the theme cannot be drawn, once known
        if not self._disk.knows(self._digest):
            self._parse()

    def _parse(self) -> None:
        """Scan (unless done in this process), parse and check the theme; done once, when
        first needed. ThemeError, then and at every later call, if it cannot be drawn."""
        if self._refused is None:
            try:
                scan_files(self.data)  # Qt parses only bytes svg_check read in this process
                self._parse_scanned()
            except ThemeError as exc:
                self._refused, self._svg, self._files = exc, None, {}  # nothing of it is drawn
        if self._refused is not None:
            raise self._refused.with_traceback(None)

    def _parse_scanned(self) -> None:
        data = self.data
        assert data.scanned
        where = problem(T.NAMED, theme=bounded(self.theme.name))
        try:
            self._svg = _parsed(data.svg, where, bounded(self.theme.svg_path.name))
            self._files = {element: _parsed(svg, where, problem(T.CARD_FILE, element=element))
                           for element, svg in data.card_files.items()}
        except ThemeError:
            raise
        except Exception as exc:  # Qt raising from a hostile document must not stop the app
            cannot = problem(T.QT_CANNOT_DRAW, error=type(exc).__name__)
            raise ThemeError(problem(T.AT, where=where, reason=cannot)) from None
        svg = self._svg
        if missing := [e for e in ELEMENTS if e not in self._files and not svg.elementExists(e)]:
            shown = " ".join(missing[:8]) + (" …" if len(missing) > 8 else "")
            raise ThemeError(problem(T.AT, where=where, reason=problem(T.QT_LACKS, elements=shown)))
        for element in _TRIAL:
            if (trial := self._draw(element, 25, max(1, round(25 * self.aspect)))) is None or _blank(trial):
                raise ThemeError(problem(T.AT, where=where, reason=problem(T.QT_BLANK, element=element)))

    def pixel_size(self, width: float, dpr: float) -> tuple[int, int]:
        w = max(1, round(width * dpr))
        return w, max(1, round(w * self.aspect))

    def _look_on_disk(self, w: int, h: int, dpr: float) -> None:
        """Take this size's complete set from the disk cache, once per size (UI thread)."""
        if (w, h) in self._looked:
            return
        self._looked.add((w, h))
        if (images := self._disk.load(self._digest, w, h, dpr)) is not None:
            self._on_disk.add((w, h))
            for element, image in images.items():
                self._keep(element, image, dpr)

    def cached(self, element: str, width: float, dpr: float) -> QPixmap | None:
        w, h = self.pixel_size(width, dpr)
        if (element, w, h) not in self._cache:
            self._look_on_disk(w, h, dpr)
        pixmap = self._cache.get((element, w, h))
        if pixmap is not None:
            self._cache.move_to_end((element, w, h))
            pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def store(self, element: str, image: QImage, dpr: float) -> QPixmap:
        """Keep an image rendered elsewhere (a worker) as this element's pixmap (UI thread)."""
        pixmap = self._keep(element, image, dpr)
        w, h = image.width(), image.height()
        if (w, h) not in self._on_disk and all((e, w, h) in self._cache for e in FACES):
            self._on_disk.add((w, h))  # every face at a new size (the back if drawn): for the next start
            self._disk.save_later(self._digest, dpr, {e: self._cache[(e, w, h)].toImage()
                                                      for e in ELEMENTS if (e, w, h) in self._cache})
        return pixmap

    def _keep(self, element: str, image: QImage, dpr: float) -> QPixmap:
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
        w, h = self.pixel_size(width, dpr)
        self._look_on_disk(w, h, dpr)
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
                if self._svg is None:
                    self._parse()  # a theme the disk cache knows, drawn at a new size
                assert self._svg is not None
                if (own := self._files.get(element)) is not None:
                    own.render(painter, QRectF(0, 0, w, h))
                else:
                    self._svg.render(painter, element, QRectF(0, 0, w, h))
        except ThemeError as exc:  # refused when first parsed here
            log.warning("theme %s: %s is drawn plain: %s", self.theme.name, element, exc)
            return None
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


class _Board(Protocol):
    """What CardFaces needs of the board scene (which imports this module)."""

    renderer: CardRenderer
    layout: BoardLayout
    dpr: float

    def sceneRect(self) -> QRectF: ...
    def show_faces(self) -> None: ...
    def set_renderer(self, renderer: CardRenderer) -> None: ...


class _Rendered(NamedTuple):
    renderer: CardRenderer
    dpr: float
    images: dict[str, QImage] | None  # None: cancelled


def _render_switch(load: Callable[[], ThemeData], size: QSizeF, dpr: float,
                   cancelled: Callable[[], bool]) -> _Rendered:
    renderer = CardRenderer(load())
    width = BoardLayout.fit(size.width(), size.height(), renderer.aspect, dpr=dpr).card_width
    return _Rendered(renderer, dpr, renderer.render_all(list(ELEMENTS), width, dpr, cancelled))


class CardFaces(QObject):
    """`switched(renderer)` once every card shows the new theme; `switch_failed(message)`."""

    switched = Signal(object)
    switch_failed = Signal(object)  # why: a Problem

    def __init__(self, scene: _Board, parent: QObject) -> None:
        super().__init__(parent)
        self._scene = scene
        self._job = BackgroundJob(self)
        self._job.finished.connect(self._rendered)
        self._job.failed.connect(self._failed)
        self._switch: Callable[[], ThemeData] | None = None  # the theme being switched to

    def sharpen(self) -> None:
        if self._switch is not None:
            self.switch(self._switch)  # the switch renders at the new size instead
            return
        scene = self._scene
        renderer, width, dpr = scene.renderer, scene.layout.card_width, scene.dpr
        missing = renderer.missing(width, dpr)
        if not missing:
            scene.show_faces()
            return
        self._job.start(lambda cancelled: _Rendered(
            renderer, dpr, renderer.render_all(missing, width, dpr, cancelled)))

    def switch(self, load: Callable[[], ThemeData]) -> None:
        """Change to the theme `load()` checks and reads (on the worker)."""
        self._switch = load
        size, dpr = self._scene.sceneRect().size(), self._scene.dpr
        self._job.start(lambda cancelled: _render_switch(load, size, dpr, cancelled))

    def finish(self) -> None:
        """Everything pending, done now on this thread (screenshots, tests)."""
        self._job.cancel()
        load, self._switch = self._switch, None
        if load is not None:
            try:
                renderer = CardRenderer(load())
            except ThemeError as exc:
                self.switch_failed.emit(exc.message)
            else:
                self._scene.set_renderer(renderer)
                self.switched.emit(renderer)
        self._scene.show_faces()

    def _rendered(self, result: _Rendered) -> None:
        if result.images is None:
            return
        for element, image in result.images.items():
            result.renderer.store(element, image, result.dpr)
        scene = self._scene
        if result.renderer is scene.renderer:
            scene.show_faces()
            return
        self._switch = None
        scene.set_renderer(result.renderer)  # every card from the cache, in one go
        self.switched.emit(result.renderer)

    def _failed(self, exc: object) -> None:
        if self._switch is not None:
            self._switch = None
            why = (exc.message if isinstance(exc, ThemeError)
                   else problem(T.QT_CANNOT_DRAW, error=bounded(repr(exc))))
            self.switch_failed.emit(why)
            return
        log.error("rendering card faces failed: %r", exc)
        self._scene.show_faces()  # on this thread, where a failing card becomes a plain face
