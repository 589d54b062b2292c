"""The view that shows the board scene: felt background, no scroll bars, resizes the layout."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .board_scene import BoardScene

FELT_CENTER = QColor(22, 110, 64)
FELT_EDGE = QColor(8, 58, 34)


class BoardView(QGraphicsView):
    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board = scene
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setMinimumSize(480, 360)
        self.setAccessibleName("Card table")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()
        for child in self.viewport().children():
            recentre = getattr(child, "recentre", None)
            if callable(recentre):
                recentre()

    def event(self, event: QEvent) -> bool:
        # Moved to a screen with another scale (or the scale setting changed): the size
        # may stay the same, but the cards must be drawn again for the new pixel ratio.
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self.relayout()
        return super().event(event)

    def relayout(self) -> None:
        size = self.viewport().size()
        self.board.resize_board(size.width(), size.height(), self.devicePixelRatioF())

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        area = self.board.sceneRect()
        radius = max(area.width(), area.height()) * 0.75
        gradient = QRadialGradient(area.center().x(), area.height() * 0.35, radius)
        gradient.setColorAt(0.0, FELT_CENTER)
        gradient.setColorAt(1.0, FELT_EDGE)
        painter.fillRect(QRectF(rect), gradient)
