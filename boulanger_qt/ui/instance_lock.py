"""One saved game in progress, one owner: the first Boulanger running.

A second copy started while the first is open must not resume, overwrite or record
the first one's game. It plays a fresh deal and saves nothing of it. The lock is a
QLockFile: it is released on exit, and a lock left by a crashed copy is taken over.
"""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

from PySide6.QtCore import QLockFile

from boulanger_qt.support.inputs import InputProblem, read_text

_MAX_LOCK_BYTES = 4096
_BEING_WRITTEN = 10.0  # seconds an empty lock may be another copy's, half written
log = logging.getLogger(__name__)


def clear_foreign_lock(path: Path) -> None:
    """Move aside whatever sits where the lock goes but is no lock Qt wrote: a pipe or a
    link to a device (QLockFile would block reading it), a folder, or garbage (which it
    would take for another copy's lock, for ever)."""
    if not os.path.lexists(path):
        return
    try:
        text = read_text(path, max_bytes=_MAX_LOCK_BYTES)
        first = text.partition("\n")[0]
        if first.isascii() and first.isdigit() and len(first) <= 10:
            return  # a pid: QLockFile decides whether its process still runs
        if not text and time.time() - path.stat().st_mtime < _BEING_WRITTEN:
            return  # another copy is writing its lock this very moment
        reason = "it holds no process id"
    except InputProblem as exc:
        reason = str(exc)
    for n in range(1, 100):
        aside = path.with_name(f"{path.name}.bad" if n == 1 else f"{path.name}.{n}.bad")
        if not os.path.lexists(aside):
            break
    try:
        os.rename(path, aside)
        log.warning("%s is not a lock (%s): moved to %s", path, reason, aside.name)
    except OSError as exc:
        log.error("%s is not a lock (%s) and cannot be moved: %s", path, reason, exc)


class InstanceLock:
    def __init__(self, path: Path) -> None:
        clear_foreign_lock(path)
        self._lock = QLockFile(str(path))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        got = self._lock.tryLock(0)
        # Only "another copy holds it" takes the saved game away; when the lock cannot be
        # made at all (no writable folder), there is no saved game to protect either.
        self.owner = got or self._lock.error() != QLockFile.LockError.LockFailedError

    def release(self) -> None:
        self._lock.unlock()
