"""Card faces re-rendered in the background, as KPatience's libkcardgame does.

After a resize the board shows the old pixmaps, scaled, while a worker renders every card
at the new size; a theme switch parses and renders the new theme there, then changes every
card at once. Only the newest request counts: a resize during a switch restarts it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import NamedTuple, Protocol

from PySide6.QtCore import QObject, QRectF, QSizeF, Signal
from PySide6.QtGui import QImage

from boulanger_qt.plugin.theme_check import ELEMENTS, ThemeData, ThemeError
from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problems import ThemeProblem, problem
from boulanger_qt.ui.background import BackgroundJob
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.board.layout import BoardLayout


class _Board(Protocol):
    """What CardFaces needs of the board scene (which imports this module)."""

    renderer: CardRenderer
    layout: BoardLayout
    dpr: float

    def sceneRect(self) -> QRectF: ...
    def show_faces(self) -> None: ...
    def set_renderer(self, renderer: CardRenderer) -> None: ...


log = logging.getLogger(__name__)


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

    @property
    def busy(self) -> bool:
        return self._job.busy

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
                   else problem(ThemeProblem.QT_CANNOT_DRAW, error=bounded(repr(exc))))
            self.switch_failed.emit(why)
            return
        log.error("rendering card faces failed: %r", exc)
        self._scene.show_faces()  # on this thread, where a failing card becomes a plain face
