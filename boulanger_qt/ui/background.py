"""Work off the UI thread: one job at a time, cancellable, result delivered as a signal.

Worker threads never touch a `BackgroundJob` itself: the window that owns it may be
destroyed while a job still runs, and a signal emitted from another thread on a
QObject being deleted can crash the process. Workers hand their outcome to one
`_Relay` that lives as long as the application; on the UI thread the relay finds the
job again by number and drops the outcome if the job is gone.

Before the process exits, `stop_all()` tells every running job to stop and waits for its
thread (bounded). A daemon thread still inside Qt when the interpreter shuts down is
unwound through Qt's C++ frames, and the process aborts ("terminate called without an
active exception") — which is what quitting during a background render used to do.
"""

from __future__ import annotations

import itertools
import threading
import time
import weakref
from collections.abc import Callable
from functools import cache
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal, Slot

Work = Callable[[Callable[[], bool]], Any]  # receives `cancelled()`, returns the result


class _Relay(QObject):
    deliver = Signal(int, int, bool, object)  # job number, generation, ok, payload

    def __init__(self) -> None:
        super().__init__()
        self.jobs: weakref.WeakValueDictionary[int, BackgroundJob] = weakref.WeakValueDictionary()
        # Emitted from worker threads. A decorated slot and an explicit queued connection:
        # PySide6 has crashed on cross-thread emits to plain Python callables.
        self.deliver.connect(self._on_deliver, Qt.ConnectionType.QueuedConnection)

    @Slot(int, int, bool, object)
    def _on_deliver(self, number: int, generation: int, ok: bool, payload: object) -> None:
        if (job := self.jobs.get(number)) is not None and shiboken6.isValid(job):
            job.take_outcome(generation, ok, payload)


_numbers = itertools.count(1)
# Each running worker with its cancel flag and its "deliver nothing" flag (set by stop_all).
_running: dict[threading.Thread, tuple[threading.Event, threading.Event]] = {}
_running_lock = threading.Lock()


@cache
def _get_relay() -> _Relay:
    """Created on first use, on the UI thread (jobs are only started there)."""
    return _Relay()


class BackgroundJob(QObject):
    """Runs `work(cancelled)` in a thread. Starting a new job cancels the previous one;
    only the newest job's outcome is delivered: `finished(result)` or `failed(exc)`."""

    finished = Signal(object)
    failed = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._generation = 0
        self._cancel = threading.Event()
        self.busy = False
        self._number = next(_numbers)
        _get_relay().jobs[self._number] = self

    def start(self, work: Work, name: str = "boulanger-background") -> None:
        """Run `work` in a thread called `name` (what the log says of it if it never ends)."""
        self.cancel()  # a new generation: the previous job's outcome is dropped
        number, generation = self._number, self._generation
        cancel, muted = threading.Event(), threading.Event()
        self._cancel = cancel
        self.busy = True
        relay = _get_relay()

        def run() -> None:
            payload: object
            try:
                try:
                    result = work(cancel.is_set)
                except Exception as exc:  # reported to the UI thread, never lost
                    ok, payload = False, exc
                else:
                    ok, payload = True, result
                if not muted.is_set():
                    relay.deliver.emit(number, generation, ok, payload)
            finally:
                with _running_lock:
                    _running.pop(threading.current_thread(), None)

        thread = threading.Thread(target=run, name=name, daemon=True)
        with _running_lock:
            _running[thread] = (cancel, muted)
        thread.start()

    def cancel(self) -> None:
        """Stop caring about the running job (it is told to stop soon)."""
        self._cancel.set()
        self._generation += 1
        self.busy = False

    def take_outcome(self, generation: int, ok: bool, payload: object) -> None:
        """On the UI thread, from the relay: a job's outcome, emitted if it is still the newest."""
        if generation != self._generation:
            return
        self.busy = False
        (self.finished if ok else self.failed).emit(payload)


def still_running() -> list[str]:
    """The names of the jobs whose threads have not returned (told to stop or not)."""
    with _running_lock:
        return sorted(thread.name for thread in _running)


def stop_all(timeout: float = 3.0) -> bool:
    """Tell every running job to stop, deliver nothing more, and wait up to `timeout`
    seconds for their threads; True when none is left. Called once the event loop has
    ended, before the process exits."""
    with _running_lock:
        running = list(_running.items())
    for _thread, flags in running:
        for flag in flags:
            flag.set()
    deadline = time.monotonic() + timeout
    for thread, _flags in running:
        thread.join(max(0.0, deadline - time.monotonic()))
    with _running_lock:
        return not _running
