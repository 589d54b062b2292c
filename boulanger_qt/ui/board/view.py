"""The view that shows the board scene: felt background, no scroll bars, resizes the layout.

The table under the cards is one of a few felt colours, or any colour the player picks: the
setting `table_color` holds a felt's name or `#rrggbb`. The felt does not follow the light
or dark palette (the cards do not either); what is drawn on it does follow the felt: the
empty-pile marks turn dark on a light table.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QRadialGradient, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problems import Problem, ProblemId, problem
from boulanger_qt.ui.board.scene import BoardScene

FELTS: Final = {
    "green": (QT_TRANSLATE_NOOP("Felt", "Green felt"), "#166e40"),
    "blue": (QT_TRANSLATE_NOOP("Felt", "Blue felt"), "#1b4f7e"),
    "red": (QT_TRANSLATE_NOOP("Felt", "Red felt"), "#832232"),
    "grey": (QT_TRANSLATE_NOOP("Felt", "Grey felt"), "#4a5058"),
    "walnut": (QT_TRANSLATE_NOOP("Felt", "Walnut"), "#6b4a2c"),
}
DEFAULT_FELT: Final = "green"


def _is_hex(setting: str) -> bool:
    return re.fullmatch(r"#[0-9a-fA-F]{6}", setting) is not None


def felt_problem(setting: str) -> Problem | None:
    """Why the setting cannot be used, or None."""
    if setting in FELTS or _is_hex(setting):
        return None
    return problem(ProblemId.TABLE_COLOR_UNKNOWN, setting=bounded(setting), choices=", ".join(FELTS))


def felt_color(setting: str) -> QColor:
    """The table's base colour (green felt for anything unusable)."""
    return QColor(setting if _is_hex(setting) else FELTS.get(setting, FELTS[DEFAULT_FELT])[1])


def felt_label(setting: str) -> str:
    if setting in FELTS:
        return QCoreApplication.translate("Felt", str(FELTS[setting][0]))
    return QCoreApplication.translate("Felt", "Custom (%1)").replace("%1", setting.lower())


def felt_brush(color: QColor, area: QRectF) -> QRadialGradient:
    """Lit from above the middle, darker towards the edges."""
    radius = max(area.width(), area.height()) * 0.75
    centre = QPointF(area.center().x(), area.top() + area.height() * 0.35)
    gradient = QRadialGradient(centre, max(1.0, radius))
    gradient.setColorAt(0.0, color)
    gradient.setColorAt(1.0, color.darker(190))
    return gradient


class Overlay(Protocol):
    """A widget over the felt (a notice, the won panel) that places itself in the view."""

    def recentre(self) -> None: ...


class BoardView(QGraphicsView):
    """Before the first paint nothing here asks for `viewport()`: the first call that hands
    Python a QWidget of Qt's costs ~7 ms (PySide looks up every widget class it has)."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board = scene
        self.felt = felt_color(DEFAULT_FELT)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setMinimumSize(480, 360)
        self.setAccessibleName(QCoreApplication.translate("BoardTexts", "Card table"))
        self._laid_out: tuple[int, int, float] | None = None  # the size the board was last laid out for
        self._painted = False
        self._at_first_paint: list[Callable[[], None]] = []
        self.overlays: list[Overlay] = []  # over the felt, placed again when the view resizes

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self.isVisible():
            # Sizes while the window is built are provisional (the status bar has not
            # settled): the board is laid out once, when it is shown (showEvent).
            return
        self.relayout()
        for overlay in self.overlays:
            overlay.recentre()

    def event(self, event: QEvent) -> bool:
        # Moved to a screen with another scale (or the scale setting changed): the size
        # may stay the same, but the cards must be drawn again for the new pixel ratio.
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self.relayout()
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self._first_paint_done)

    def after_first_paint(self, callback: Callable[[], None]) -> None:
        """`callback` runs right after the board's first paint; the last one given runs first."""
        self._at_first_paint.insert(0, callback)

    def _first_paint_done(self) -> None:
        callbacks, self._at_first_paint = self._at_first_paint, []
        for callback in callbacks:
            callback()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._laid_out != self._board_size():
            self.relayout()

    def _board_size(self) -> tuple[int, int, float]:
        # The viewport's size is the whole view's (no frame, no scroll bars, no margins).
        size = self.maximumViewportSize()
        return size.width(), size.height(), self.devicePixelRatioF()

    def relayout(self) -> None:
        self._laid_out = self._board_size()
        self.board.resize_board(*self._laid_out)

    def reserve_bottom(self, height: int) -> None:
        if self.board.reserve_bottom(height) and self._painted:
            # Qt's partial repaint left strips of the cards' old places on the screen when
            # the fans tightened: the new layout moves nearly every card anyway.
            self.viewport().update()

    def set_felt(self, color: QColor) -> None:
        """The table colour (see `felt_color`); marks on the table follow its lightness."""
        self.felt = QColor(color)
        for slot in self.board.slots.values():
            slot.set_light_table(color.lightness() >= 150)
        if self.isVisible():  # (before the window is shown there is nothing to repaint)
            self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # At a fractional scale (125 %, 150 %…) the exposed rect's edges fall between device
        # pixels, and an antialiased fill of exactly that rect only partly covered its edge
        # pixels: what was there (the edge of a card that has gone) stayed as a faint line.
        # Filled beyond it, every pixel of the repainted area (the clip) is covered in full.
        painter.fillRect(QRectF(rect).adjusted(-2, -2, 2, 2), felt_brush(self.felt, self.board.sceneRect()))
