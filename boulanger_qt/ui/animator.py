"""Moves cards to new places over a short, eased animation (or at once when off)."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation, Signal

from .items import CardItem, lerp


class Animator(QObject):
    """One animation at a time: a new one first completes the running one."""

    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.duration_ms = 160
        self._paths: dict[CardItem, tuple[QPointF, QPointF]] = {}
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self._done)

    @property
    def running(self) -> bool:
        return bool(self._paths)

    def move(self, targets: dict[CardItem, QPointF], animate: bool, duration_ms: int | None = None) -> None:
        self.complete()
        moving = {item: (item.pos(), end) for item, end in targets.items() if item.pos() != end}
        if not animate or self.duration_ms <= 0 or not moving:
            for item, (_, end) in moving.items():
                item.setPos(end)
            self.finished.emit()
            return
        self._paths = moving
        for item in moving:
            item.setZValue(item.zValue() + 500)
        self._anim.setDuration(self.duration_ms if duration_ms is None else duration_ms)
        self._anim.start()

    def complete(self) -> None:
        """Jump every animating card to its destination now."""
        if self._paths:
            self._anim.stop()
            self._step(1.0)
            self._done()

    def _step(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        for item, (start, end) in self._paths.items():
            item.setPos(lerp(start, end, t))

    def _done(self) -> None:
        paths, self._paths = self._paths, {}
        for item, (_, end) in paths.items():
            item.setPos(end)
            item.setZValue(item.zValue() - 500)
        self.finished.emit()
