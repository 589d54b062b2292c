"""The view that shows the board scene: felt background, no scroll bars, resizes the layout."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .board_scene import BoardScene
from .felt import DEFAULT_FELT, felt_brush, felt_color, is_light


class BoardView(QGraphicsView):
    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board = scene
        self.felt = felt_color(DEFAULT_FELT)
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

    def set_felt(self, color: QColor) -> None:
        """The table colour (see `felt`); marks on the table follow its lightness."""
        self.felt = QColor(color)
        for slot in (*self.board.cell_slots, *self.board.foundation_slots, *self.board.column_slots):
            slot.set_light_table(is_light(color))
        self.resetCachedContent()
        self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(QRectF(rect), felt_brush(self.felt, self.board.sceneRect()))
