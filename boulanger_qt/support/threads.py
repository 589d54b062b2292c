"""Threads left running when the app is done: named, then not waited for.

Python waits at exit for every thread that is not a daemon; a plugin's such thread once
kept an invisible process alive after its window closed, one more at every start. The
app gives them a moment to end, then names the code that runs each one (the modules on its
stack that are neither the standard library nor Boulanger) and ends anyway. The app's own
threads (a card-image cache being written) are waited for, as before.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import threading
import time
from pathlib import Path

log = logging.getLogger(__name__)
GRACE_SECONDS = 2.0
_OURS = Path(__file__).resolve().parents[1]
_STDLIB = str(Path(threading.__file__).resolve().parent)


def leftover_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate()
            if t is not threading.main_thread() and not t.daemon and t.is_alive()]


def _owner(thread: threading.Thread) -> str | None:
    """Whose code the thread runs: the outermost module of its stack the module names; None for ours."""
    frame = sys._current_frames().get(thread.ident or -1)
    owners: list[str] = []
    while frame is not None:
        filename = str(Path(frame.f_code.co_filename).resolve())
        if not filename.startswith(_STDLIB) and not filename.startswith(str(_OURS)):
            owners.append(str(frame.f_globals.get("__name__", filename)))
        frame = frame.f_back
    return owners[-1] if owners else None


def end_without_leftovers(status: int) -> int:
    """`status`, once every leftover thread has ended or had its moment; when one still
    runs, it is named (log and stderr) and the process ends here without waiting for it."""
    deadline = time.monotonic() + GRACE_SECONDS
    for thread in leftover_threads():
        thread.join(max(0.0, deadline - time.monotonic()))
    named = False
    for thread in leftover_threads():
        if (owner := _owner(thread)) is None:
            thread.join()  # ours (a cache being written) end by themselves: as Python would
            continue
        named = True
        log.error("%s left the thread %r running after the window closed: not waited for", owner, thread.name)
        print(f"boulanger: {owner} left a thread running ({thread.name}); the app ends without it",
              file=sys.stderr)
    if not named:
        return status
    logging.shutdown()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(status)
