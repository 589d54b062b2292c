"""One saved game in progress, one owner: the first Boulanger running.

A second copy started while the first is open must not resume, overwrite or record
the first one's game. It plays a fresh deal and saves nothing of it.

The lock is the kernel's (`support.file_lock`): released when its owner ends, however it
ends, and never taken for held because another process now has the dead owner's id.
"""

from __future__ import annotations

import contextlib
import logging
import os
from pathlib import Path

from boulanger_qt.support.file_lock import Held, is_open_as, open_lock_file, try_lock, unlock

log = logging.getLogger(__name__)
_TRIES = 3  # a lock file replaced between our open and our lock is opened again


class InstanceLock:
    """`owner` is False only when another running copy holds the lock. When no lock can be
    made at all (no writable folder), there is no saved game to protect either: owner."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._fd: int | None = None
        self.owner = True
        for _ in range(_TRIES):
            try:
                fd = open_lock_file(path)
            except OSError as exc:
                log.warning("no instance lock (%s): this copy keeps its game anyway", exc)
                return
            try:
                try_lock(fd)
            except Held:
                os.close(fd)
                self.owner = False
                return
            except OSError as exc:
                os.close(fd)
                log.warning("no instance lock (%s): this copy keeps its game anyway", exc)
                return
            if is_open_as(fd, path):
                self._fd = fd
                with contextlib.suppress(OSError):  # for a person looking: never read back to decide
                    os.ftruncate(fd, 0)
                    os.write(fd, f"{os.getpid()}\n".encode("ascii"))
                return
            os.close(fd)  # the copy before us removed the file between our open and lock

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            if is_open_as(fd, self._path):
                os.unlink(self._path)  # still holding it: a copy that opened it retries
        with contextlib.suppress(OSError):
            unlock(fd)
        os.close(fd)
