"""One saved game in progress, one owner: the first Boulanger running.

A second copy started while the first is open must not resume, overwrite or record
the first one's game. It plays a fresh deal and saves nothing of it. The lock is a
QLockFile: it is released on exit, and a lock left by a crashed copy is taken over.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

ALREADY_RUNNING = ("Boulanger is already open in another window, which keeps the game in "
                   "progress. This window plays a new deal and does not save it.")


class InstanceLock:
    def __init__(self, path: Path) -> None:
        self._lock = QLockFile(str(path))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        got = self._lock.tryLock(0)
        # Only "another copy holds it" takes the saved game away; when the lock cannot be
        # made at all (no writable folder), there is no saved game to protect either.
        self.owner = got or self._lock.error() != QLockFile.LockError.LockFailedError

    def release(self) -> None:
        self._lock.unlock()
