"""Moves cards to new places over a short, eased animation (or at once when off).

The animator alone sets the cards' positions and stacking order while it runs, so a
new move that arrives mid-animation can never leave a card at the wrong depth.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation

from boulanger_qt.ui.board.items import CardItem

Placement = tuple[QPointF, float]  # where a card goes, and its final z-value
FLYING_Z = 500.0  # cards in flight pass over the ones at rest


class Animator(QObject):
    """One animation at a time: a new one first completes the running one."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.duration_ms = 160
        self._paths: dict[CardItem, tuple[QPointF, QPointF, float]] = {}
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self._done)

    @property
    def running(self) -> bool:
        return bool(self._paths)

    def move(self, targets: dict[CardItem, Placement], animate: bool, duration_ms: int | None = None) -> None:
        self.complete()
        duration = self.duration_ms if duration_ms is None else duration_ms
        moving: dict[CardItem, tuple[QPointF, QPointF, float]] = {}
        for item, (end, z) in targets.items():
            if animate and duration > 0 and item.pos() != end:
                moving[item] = (item.pos(), end, z)
                item.setZValue(z + FLYING_Z)
            else:
                item.setPos(end)
                item.setZValue(z)
        self._paths = moving
        if moving:
            self._anim.setDuration(duration)
            self._anim.start()

    def complete(self) -> None:
        if self._paths:
            self._anim.stop()
            self._done()

    def _step(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        for item, (start, end, _) in self._paths.items():
            item.setPos(start + (end - start) * t)

    def _done(self) -> None:
        paths, self._paths = self._paths, {}
        for item, (_, end, z) in paths.items():
            item.setPos(end)
            item.setZValue(z)
