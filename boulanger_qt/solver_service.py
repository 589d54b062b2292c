"""The solver in a separate process, so long searches never hold the UI's interpreter lock.

A `SolverService` owns one worker process, started on first use. `solve` is a blocking
call meant for a background thread: while it waits on the pipe the lock is free, so the
board stays smooth; `cancelled()` is polled and passed on to the worker.
"""

from __future__ import annotations

import logging
import multiprocessing
import threading
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.sharedctypes import Synchronized
from typing import Any, Final

from .core.solver import SolveResult, solve
from .core.state import GameState

log = logging.getLogger(__name__)
POLL_SECONDS: Final = 0.03


def _serve(conn: Connection, cancel_flag: Synchronized[int]) -> None:
    """The worker process: solve requests one by one until the pipe closes."""
    while True:
        try:
            job, state, timeout = conn.recv()
        except (EOFError, OSError):
            return

        def is_cancelled(job: int = job) -> bool:
            return cancel_flag.value == job

        result = solve(state, timeout=timeout, cancel=is_cancelled)
        try:
            conn.send((job, result))
        except (BrokenPipeError, OSError):
            return


Worker = Callable[[Connection, "Synchronized[int]"], None]


class SolverService:
    def __init__(self, worker: Worker = _serve) -> None:
        self._worker = worker
        self._lock = threading.Lock()
        self._job = 0
        self._process: Any = None
        self._conn: Connection | None = None
        self._cancel_flag: Synchronized[int] | None = None
        self._stopping = threading.Event()

    def _ensure_started(self) -> Connection:
        if self._conn is not None and self._process is not None and self._process.is_alive():
            return self._conn
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        self._cancel_flag = context.Value("q", 0)
        self._process = context.Process(
            target=self._worker, args=(child, self._cancel_flag), name="boulanger-solver", daemon=True
        )
        self._process.start()
        child.close()
        self._conn = parent
        return parent

    def solve(self, state: GameState, timeout: float, cancelled: Callable[[], bool]) -> SolveResult:
        """Solve in the worker; `gave_up` if cancelled, on time-out or if the worker dies."""
        with self._lock:
            self._job += 1
            job = self._job
            try:
                conn = self._ensure_started()
                conn.send((job, state, timeout))
                while True:
                    if conn.poll(POLL_SECONDS):
                        answer_job, result = conn.recv()
                        if answer_job == job:
                            assert isinstance(result, SolveResult)
                            return result
                    elif self._stopping.is_set():
                        return SolveResult("gave_up", (), 0, 0.0)
                    elif cancelled() and self._cancel_flag is not None:
                        self._cancel_flag.value = job
            except (EOFError, OSError) as exc:
                log.error("solver process failed: %s; it will be restarted", exc)
                self._stop_locked()
                return SolveResult("gave_up", (), 0, 0.0)

    def stop(self) -> None:
        """End the worker; a `solve` waiting in another thread returns `gave_up` at once."""
        self._stopping.set()
        try:
            with self._lock:
                self._stop_locked()
        finally:
            self._stopping.clear()

    def _stop_locked(self) -> None:
        if self._cancel_flag is not None:
            self._cancel_flag.value = self._job
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if self._process is not None:
            self._process.join(timeout=0.5)
            if self._process.is_alive():
                self._process.terminate()
            self._process = None
