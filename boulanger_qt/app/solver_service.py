"""The solver in a separate process, so long searches never hold the UI's interpreter lock.

A `SolverService` owns one worker process, started on the first search. `solve` is a
blocking call meant for a background thread: while it waits on the pipe the lock is
free, so the board stays smooth; `cancelled()` is polled and passed on to the worker.

The app has exactly one service, `app_solver()`: hints (through `api.solve`, so any
provider's searches go there too), Show Solution, the winnability check and the
winnable-deal search all queue on its one worker; the last gives way to any other.
`solve()` is the door to it.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final, Protocol

from boulanger_qt.core.state import GameState
from boulanger_qt.core.verdict import SolveResult, Verdict

if TYPE_CHECKING:  # the solver and multiprocessing load with the first search: start-up stays fast
    from multiprocessing.connection import Connection

log = logging.getLogger(__name__)
POLL_SECONDS: Final = 0.03
GAVE_UP: Final = SolveResult(Verdict.GAVE_UP, (), 0, 0.0)


class SharedJob(Protocol):
    value: int  # the job the app wants cancelled, in memory shared with the worker


def _serve(conn: Connection, cancel_flag: SharedJob) -> None:
    """The worker process: solve requests one by one until the pipe closes.

    Ctrl+C in a terminal reaches the whole process group: the app decides when its
    worker ends (it closes the pipe), so SIGINT is ignored here rather than printing a
    KeyboardInterrupt traceback while the app quits cleanly. It was blocked from the
    worker's birth (see `_spawn`); one that came meanwhile is dropped."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    from boulanger_qt.core.solver import solve as solve_here

    while True:
        try:
            job, state, timeout, max_states = conn.recv()
        except (EOFError, OSError):
            return

        def is_cancelled(job: int = job) -> bool:
            return cancel_flag.value == job

        result = solve_here(state, timeout=timeout, max_states=max_states, cancel=is_cancelled)
        try:
            conn.send((job, result))
        except (BrokenPipeError, OSError):
            return


def _spawn(process: Any) -> None:
    """Start the worker with SIGINT blocked (the mask is inherited), as multiprocessing
    starts its resource tracker: a Ctrl+C while the new interpreter starts up would
    otherwise end it with a traceback on the terminal."""
    import signal

    if not hasattr(signal, "pthread_sigmask"):  # Windows has no masks: ignored from `_serve` on
        process.start()
        return
    from multiprocessing import resource_tracker

    # Started first: starting, the tracker unblocks SIGINT in the thread that starts it,
    # which would open the worker's birth to a Ctrl+C.
    resource_tracker.ensure_running()
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        process.start()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


class SolverService:
    def __init__(self, worker: Callable[[Connection, SharedJob], None] = _serve) -> None:
        self._worker = worker
        self._lock = threading.Lock()
        self._job = 0
        self._process: Any = None
        self._conn: Connection | None = None
        self._cancel_flag: SharedJob | None = None
        self._stopping = threading.Event()
        self._waiting = 0  # callers other than background ones queued for the worker
        self._waiting_lock = threading.Lock()

    def _ensure_started(self) -> Connection:
        if self._conn is not None and self._process is not None and self._process.is_alive():
            return self._conn
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        # One int, written by the app and read by the worker: no lock is needed, and a
        # lock would be a named semaphore, which the resource tracker reports as leaked
        # on the terminal when the app is killed (kill -9).
        self._cancel_flag = context.Value("i", 0, lock=False)
        self._process = context.Process(target=self._worker, args=(child, self._cancel_flag),
                                        name="boulanger-solver", daemon=True)
        _spawn(self._process)
        child.close()
        self._conn = parent
        return parent

    def solve(self, state: GameState, timeout: float | None, cancelled: Callable[[], bool] = lambda: False,
              *, max_states: int | None = None, background: bool = False) -> SolveResult:
        """Solve in the worker; `gave_up` if cancelled, on time-out, if the worker dies, or
        (a `background` search) when another caller is waiting for the worker."""
        if not background:
            with self._waiting_lock:
                self._waiting += 1
        try:  # wait for the worker to be free, unless cancelled or stopped meanwhile
            while not self._lock.acquire(timeout=POLL_SECONDS):
                if cancelled() or self._stopping.is_set():
                    return GAVE_UP
        finally:
            if not background:
                with self._waiting_lock:
                    self._waiting -= 1
        try:
            if background and self._waiting:
                return GAVE_UP
            self._job += 1
            return self._run(self._job, state, timeout, max_states, cancelled, background)
        finally:
            self._lock.release()

    def _run(self, job: int, state: GameState, timeout: float | None, max_states: int | None,
             cancelled: Callable[[], bool], background: bool) -> SolveResult:
        try:
            conn = self._ensure_started()
            conn.send((job, state, timeout, max_states))
            while True:
                if conn.poll(POLL_SECONDS):
                    answer_job, result = conn.recv()
                    if answer_job == job:
                        return result  # type: ignore[no-any-return]
                elif self._stopping.is_set():
                    return GAVE_UP
                elif (cancelled() or (background and self._waiting)) and self._cancel_flag is not None:
                    self._cancel_flag.value = job
        except (EOFError, OSError) as exc:
            log.error("solver process failed: %s; it will be restarted", exc)
            self._stop_locked()
            return GAVE_UP

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


_app_service: SolverService | None = None
_app_lock = threading.Lock()


def app_solver() -> SolverService:
    """The application's one solver service; asking for it opens the door (see `solve`)."""
    global _app_service
    with _app_lock:
        if _app_service is None:
            _app_service = SolverService()
        return _app_service


def close_app_solver() -> None:
    """End the app's worker and close the door (searches run in the caller again)."""
    global _app_service
    with _app_lock:
        service, _app_service = _app_service, None
    if service is not None:
        service.stop()


def solve(state: GameState, *, timeout: float | None = 60.0, max_states: int | None = None,
          cancel: Callable[[], bool] | None = None) -> SolveResult:
    """Solve a position (`api.solve`): `verdict` is `Verdict.SOLVED` (with `moves` that
    win), `UNSOLVABLE` (proved by exhaustive search) or `GAVE_UP` (time, state limit, or
    `cancel()` turned true). Every search the app starts comes through here: in the app's
    worker process once the app has one (`app_solver()`; the calling thread only waits, so
    a plugin's search never slows the board), else in the calling process."""
    service = _app_service
    if service is None:
        from boulanger_qt.core.solver import solve as solve_here

        return solve_here(state, timeout=timeout, max_states=max_states, cancel=cancel)
    return service.solve(state, timeout, cancel or (lambda: False), max_states=max_states)


def solve_giving_way(state: GameState, timeout: float, cancel: Callable[[], bool]) -> SolveResult:
    """`solve` for a search that gives up as soon as another caller waits for the worker."""
    service = _app_service
    if service is None:
        return solve(state, timeout=timeout, cancel=cancel)
    return service.solve(state, timeout, cancel, background=True)

