"""Nothing fails silently: a Python exception anywhere in the UI (a slot, an event
handler, a worker thread) is logged with its traceback and told to the player once."""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QObject

from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problems import ProblemId, Tell, problem

log = logging.getLogger("boulanger_qt.errors")
ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


class ErrorHook(QObject):
    """Installed as sys.excepthook and threading.excepthook for the app's lifetime. The
    player hears of each distinct failure (type and place) once, through the problem channel
    (which takes it to the window's thread); every one is logged."""

    def __init__(self, tell: Tell, log_file: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tell = tell
        self._log_file = log_file
        self._seen: set[tuple[str, str]] = set()
        self._lock = threading.Lock()
        self._previous = (sys.excepthook, threading.excepthook)

    def install(self) -> None:
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook

    def uninstall(self) -> None:
        if sys.excepthook == self.excepthook:
            sys.excepthook, threading.excepthook = self._previous

    def excepthook(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self._previous[0](kind, value, tb)
            return
        self.report((kind, value, tb))

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return
        self.report((args.exc_type, args.exc_value, args.exc_traceback))

    def report(self, info: ExcInfo) -> None:
        kind, value, tb = info
        frames = traceback.extract_tb(tb)
        key = (kind.__qualname__, f"{frames[-1].filename}:{frames[-1].lineno}" if frames else "?")
        with self._lock:
            first = key not in self._seen
            self._seen.add(key)
        log.error("unexpected error%s", "" if first else " (again)", exc_info=info)
        if not first:
            return
        detail = bounded(f"{kind.__name__}: {value}" if str(value) else kind.__name__, 120)
        try:
            self._tell(problem(ProblemId.UNEXPECTED_ERROR, detail=detail,
                               log=bounded(str(self._log_file), 200)))
        except Exception:  # telling must never raise back into the hook
            log.exception("could not show an error notice")
