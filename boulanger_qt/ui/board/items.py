"""The scene's graphics items: cards, empty piles, glows and the keyboard's focus frame."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem

from boulanger_qt.core.cards import Card

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

CORNER: Final = 0.055  # corner radius, in card widths
SUIT_GLYPHS: Final = "♠♥♦♣"
FRAME_GAP: Final = 5.0  # the focus frame's distance from the pile it surrounds, in pixels
SLOT_BLEED: Final = 2.0  # an empty slot's outline reaches this far beyond it, in pixels


def transformation_for(pixmap: QPixmap, scale: float) -> Qt.TransformationMode:
    """Fast where each of the pixmap's pixels lands on one screen pixel (the board's pixmaps
    have the view's pixel ratio: at scale 1 on a screen of ratio 1). Qt then paints the same
    pixels, even between two pixels, either way, but smoothing takes ~2.5 ms longer a board."""
    if scale == 1.0 and pixmap.devicePixelRatio() == 1.0:
        return Qt.TransformationMode.FastTransformation
    return Qt.TransformationMode.SmoothTransformation


class CardItem(QGraphicsPixmapItem):
    """One card. The pixmap may be scaled for a moment while a sharper one is rendered."""

    def __init__(self, card: Card) -> None:
        super().__init__()
        self.card = card
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)

    def fit_width(self, logical_width: float) -> None:
        pixmap = self.pixmap()
        native = pixmap.width() / pixmap.devicePixelRatio()
        scale = logical_width / native if native else 1.0
        self.setScale(scale)
        self.setTransformationMode(transformation_for(pixmap, scale))


class SlotItem(QGraphicsPixmapItem):
    """An empty place: a free cell, a foundation (with its suit) or an empty column.

    A pixmap drawn once per look, not a Python paint(), whose first call (Qt handing Python
    the widget painted on) would cost the first paint ~7 ms of PySide type lookups."""

    def __init__(self, glyph: str = "", red: bool = False) -> None:
        super().__init__()
        self._rect = QRectF()
        self._dpr = 1.0
        self._glyph = glyph
        self._red = red
        self._light_table = False
        self.setZValue(-10)
        self.setOffset(-SLOT_BLEED, -SLOT_BLEED)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)

    def set_light_table(self, light: bool) -> None:
        if light != self._light_table:
            self._light_table = light
            self._draw()

    def set_rect(self, rect: QRectF, dpr: float = 1.0) -> None:
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self._dpr = dpr
        self.setPos(rect.topLeft())
        self._draw()

    def _draw(self) -> None:
        if self._rect.isEmpty():
            return  # not laid out yet
        face = _slot_face(self._rect.width(), self._rect.height(), self._dpr,
                          self._light_table, self._glyph, self._red)
        self.setPixmap(face)
        self.setTransformationMode(transformation_for(face, 1.0))  # as the cards


@lru_cache(maxsize=64)
def _slot_face(width: float, height: float, dpr: float, light: bool, glyph: str, red: bool) -> QPixmap:
    """A slot's picture, drawn once per look: the twelve plain slots share one, and a
    foundation's is a copy of it with the suit drawn over (the outline's antialiased path
    costs ~0.2 ms a time: ~4 ms a layout drawn for every slot, measured)."""
    if glyph:
        face = _slot_face(width, height, dpr, light, "", False).copy()
    else:
        face = QPixmap(math.ceil((width + 2 * SLOT_BLEED) * dpr), math.ceil((height + 2 * SLOT_BLEED) * dpr))
        face.setDevicePixelRatio(dpr)
        face.fill(Qt.GlobalColor.transparent)
    painter = QPainter(face)
    painter.translate(SLOT_BLEED, SLOT_BLEED)
    rect = QRectF(1, 1, width - 2, height - 2)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if glyph:
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(6, round(rect.width() * 0.55)))
        painter.setFont(font)
        if light:
            color = QColor(150, 0, 0, 110) if red else QColor(0, 0, 0, 90)
        else:
            color = QColor(255, 150, 150, 80) if red else QColor(255, 255, 255, 70)
        painter.setPen(color)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, glyph)
    else:
        painter.setPen(QPen(QColor(0, 0, 0, 90) if light else QColor(255, 255, 255, 70), 1.5))
        painter.setBrush(QBrush(QColor(0, 0, 0, 30 if light else 45)))
        painter.drawRoundedRect(rect, CORNER * rect.width(), CORNER * rect.width())
    painter.end()
    return face


class _Mark(QGraphicsItem):
    """Something drawn around an area of the board, over its cards."""

    def __init__(self, z: float) -> None:
        super().__init__()
        self._rect = QRectF()
        self.setZValue(z)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())


class HighlightItem(_Mark):
    """A glow around a legal drop target; brighter for the one the drop would pick."""

    def __init__(self, color: QColor | None = None, strong: bool = False) -> None:
        super().__init__(900)
        self.strong = strong
        self.color = color or QColor(255, 204, 64)

    def set_strong(self, strong: bool) -> None:
        if strong != self.strong:
            self.strong = strong
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        edge = QColor(self.color)
        edge.setAlpha(255 if self.strong else 150)
        painter.setPen(QPen(edge, 4 if self.strong else 2.5))
        fill = QColor(self.color)
        fill.setAlpha(70 if self.strong else 28)
        painter.setBrush(fill)
        r = self._rect.adjusted(-1, -1, 1, 1)
        painter.drawRoundedRect(r, CORNER * r.width(), CORNER * r.width())


class FocusFrameItem(_Mark):
    """The keyboard's focus frame: a dashed outline around the pile the arrow keys are on,
    light over a dark edge so it shows on any felt and any card."""

    def __init__(self) -> None:
        super().__init__(950)  # over the glows

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-FRAME_GAP - 3, -FRAME_GAP - 3, FRAME_GAP + 3, FRAME_GAP + 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = self._rect.adjusted(-FRAME_GAP, -FRAME_GAP, FRAME_GAP, FRAME_GAP)
        radius = CORNER * r.width()
        painter.setPen(QPen(QColor(0, 0, 0, 170), 4.5))
        painter.drawRoundedRect(r, radius, radius)
        light = QPen(QColor(255, 255, 255), 2.5, Qt.PenStyle.DashLine)
        light.setDashPattern([3.0, 2.0])
        painter.setPen(light)
        painter.drawRoundedRect(r, radius, radius)
