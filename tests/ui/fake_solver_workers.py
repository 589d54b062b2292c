"""Stand-in solver processes for SolverService tests (module level, so `spawn` finds them)."""

from __future__ import annotations

import time
from multiprocessing.connection import Connection

from boulanger_qt.app.solver_service import SharedJob
from boulanger_qt.core.solver import SolveResult
from boulanger_qt.core.verdict import Verdict


def answer_when_cancelled(conn: Connection, cancel_flag: SharedJob) -> None:
    """Works 'forever' on each request until the service cancels that job."""
    while True:
        try:
            job, _state, _timeout, _max_states = conn.recv()
        except (EOFError, OSError):
            return
        while cancel_flag.value != job:
            time.sleep(0.01)
        conn.send((job, SolveResult(Verdict.GAVE_UP, (), 0, 0.0)))


def never_answer(conn: Connection, cancel_flag: SharedJob) -> None:
    """Takes requests and never replies, like a worker stuck in a long search."""
    while True:
        try:
            conn.recv()
        except (EOFError, OSError):
            return


def quick_unless_told_to_wait(conn: Connection, cancel_flag: SharedJob) -> None:
    """Answers at once (7 states) unless the timeout is 99 s: then works until cancelled."""
    while True:
        try:
            job, _state, timeout, _max_states = conn.recv()
        except (EOFError, OSError):
            return
        while timeout == 99 and cancel_flag.value != job:
            time.sleep(0.01)
        conn.send((job, SolveResult(Verdict.GAVE_UP, (), 0, 0.0) if timeout == 99 else
                   SolveResult(Verdict.UNSOLVABLE, (), 7, 0.0)))
