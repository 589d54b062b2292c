"""The log file: `boulanger.log` in the log folder, the previous run's kept as `.log.1`.

A log that cannot be written (full disk, read-only folder) is reported once — one line
on stderr and one notice — not with a traceback per record, and logging carries on as
soon as writing works again. A log path that is not a regular file (a pipe would block
the start) is not opened: the log goes to stderr instead.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Final

from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problems import Problem, ProblemId, logged, os_reason, problem

LOG_LIMIT: Final = 1_000_000
FORMAT: Final = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class LogFileHandler(logging.FileHandler):
    """A FileHandler (logging.handlers costs start-up time) that reports a failing write
    once per run of failures."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, encoding="utf-8")
        self.on_failure: Callable[[Problem], None] | None = None  # the app's notice, once it can show one
        self.failure: Problem | None = None  # what was said when this run of failures began
        self._failed_now = False

    def emit(self, record: logging.LogRecord) -> None:
        self._failed_now = False
        super().emit(record)
        if not self._failed_now:
            self.failure = None

    def handleError(self, record: logging.LogRecord) -> None:
        self._failed_now = True
        if self.failure is not None:
            return
        exc = sys.exc_info()[1]
        reason = os_reason(exc) if exc is not None else type(exc).__name__
        self.failure = problem(ProblemId.LOG_UNWRITABLE, file=bounded(self.baseFilename, 200), reason=reason)
        if self.on_failure is not None:
            self.on_failure(self.failure)
            return
        with contextlib.suppress(OSError, ValueError):  # no terminal either
            print(f"boulanger: {logged(self.failure)}", file=sys.stderr)


_installed: logging.Handler | None = None


def file_handler() -> LogFileHandler | None:
    return _installed if isinstance(_installed, LogFileHandler) else None


def setup_logging(log_file: Path) -> Problem | None:
    """Log to `log_file` (replacing the handler an earlier call installed); a problem for the
    player when the file cannot be used."""
    global _installed
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    reason: Problem | None = None
    try:
        info = os.stat(log_file)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        info, reason = None, problem(ProblemId.FILE_UNREADABLE, file=bounded(log_file.name),
                                     reason=os_reason(exc))
    if info is not None and not stat.S_ISREG(info.st_mode):  # a pipe would block the start
        reason = problem(ProblemId.FILE_NOT_REGULAR, file=bounded(log_file.name))
    handler: logging.Handler = logging.StreamHandler()
    if reason is None:
        try:
            if info is not None and info.st_size > LOG_LIMIT:
                log_file.replace(log_file.with_suffix(".log.1"))
            handler = LogFileHandler(log_file)
        except OSError as exc:
            reason = os_reason(exc)
    handler.setFormatter(logging.Formatter(FORMAT))
    if _installed is not None:
        root.removeHandler(_installed)
        _installed.close()
    root.addHandler(handler)
    _installed = handler
    return None if reason is None else problem(ProblemId.LOG_UNUSABLE, file=bounded(str(log_file), 200),
                                               reason=reason)
