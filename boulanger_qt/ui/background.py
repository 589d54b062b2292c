"""Work off the UI thread: one job at a time, cancellable, result delivered as a signal."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

Work = Callable[[Callable[[], bool]], Any]  # receives `cancelled()`, returns the result


class BackgroundJob(QObject):
    """Runs `work(cancelled)` in a thread. Starting a new job cancels the previous one;
    only the newest job's outcome is delivered: `finished(result)` or `failed(exc)`."""

    finished = Signal(object)
    failed = Signal(object)
    _deliver = Signal(int, bool, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._generation = 0
        self._cancel = threading.Event()
        self._busy = False
        self._deliver.connect(self._on_deliver)  # queued: emitted from the worker thread

    @property
    def busy(self) -> bool:
        return self._busy

    def start(self, work: Work) -> None:
        self.cancel()
        self._generation += 1
        generation, cancel = self._generation, threading.Event()
        self._cancel = cancel
        self._busy = True

        def run() -> None:
            try:
                result = work(cancel.is_set)
            except Exception as exc:  # reported to the UI thread, never lost
                self._deliver.emit(generation, False, exc)
            else:
                self._deliver.emit(generation, True, result)

        threading.Thread(target=run, name="boulanger-background", daemon=True).start()

    def cancel(self) -> None:
        """Stop caring about the running job (it is told to stop soon)."""
        self._cancel.set()
        self._generation += 1
        self._busy = False

    def _on_deliver(self, generation: int, ok: bool, payload: object) -> None:
        if generation != self._generation:
            return
        self._busy = False
        (self.finished if ok else self.failed).emit(payload)
