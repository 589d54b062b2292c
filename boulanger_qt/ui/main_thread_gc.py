"""Cyclic garbage collection on the UI thread only.

Python's collector runs in whichever thread happens to allocate when a threshold is
crossed, and the hint, solver and winnable-deal threads allocate a lot. If such a
collection frees an unreachable cycle holding a Qt object (a closed dialog, a scene
item, a timer), its C++ destructor runs on that worker thread, and Qt crashes.
So while the app runs, automatic collection is off and a timer on the UI thread
collects instead, with the interpreter's own generation thresholds.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

CHECK_MS = 200


class MainThreadCollector(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_MS)
        self._timer.timeout.connect(self.collect_due)
        gc.disable()
        self._timer.start()

    def collect_due(self) -> int:
        """Collect the oldest generation whose threshold is crossed; the number of objects freed."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        due = [gen for gen in range(3) if thresholds[gen] and counts[gen] > thresholds[gen]]
        return gc.collect(due[-1]) if due else 0

    def stop(self) -> None:
        """Collect everything here, then give collection back to the interpreter."""
        self._timer.stop()
        gc.collect()
        if self._was_enabled:
            gc.enable()
