"""One saved game in progress, one owner: the first Boulanger running.

A second copy started while the first is open must not resume, overwrite or record
the first one's game. It plays a fresh deal and saves nothing of it.

The lock is the kernel's (`flock` on POSIX, `msvcrt.locking` on Windows) on a small file:
the kernel releases it when its owner ends, however it ends, so a lock is never taken
for held because some unrelated process now has the dead owner's process id.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import stat
import sys
from pathlib import Path

log = logging.getLogger(__name__)

_OPEN_FLAGS = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
# What opening says of a link, a folder or a pipe with no reader where the lock goes.
_NOT_A_FILE = {errno.ELOOP, errno.EISDIR, errno.ENXIO, errno.EMLINK}
_TRIES = 3  # a lock file replaced between our open and our lock is opened again


class _Held(Exception):
    """Another running copy holds the lock."""


def _try_lock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as exc:
            raise _Held from exc
    else:
        import fcntl

        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as exc:
            raise _Held from exc


def _unlock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_UN)


def _move_aside(path: Path, reason: str) -> None:
    """What sits where the lock goes but is no file (a pipe, a device, a folder) goes
    aside, as a damaged file does: nothing is deleted."""
    for n in range(1, 100):
        aside = path.with_name(f"{path.name}.bad" if n == 1 else f"{path.name}.{n}.bad")
        if not os.path.lexists(aside):
            break
    try:
        os.rename(path, aside)
        log.warning("%s is not a lock file (%s): moved to %s", path, reason, aside.name)
    except OSError as exc:
        log.error("%s is not a lock file (%s) and cannot be moved: %s", path, reason, exc)


def _open_regular(path: Path) -> int:
    """The lock file opened for writing, never blocking: a pipe, a device, a folder or a
    link where it goes is moved aside and a fresh file made."""
    for _ in range(_TRIES):
        try:
            fd = os.open(path, _OPEN_FLAGS, 0o644)
        except OSError as exc:
            if exc.errno not in _NOT_A_FILE:
                raise
            _move_aside(path, exc.strerror or type(exc).__name__)
            continue
        if stat.S_ISREG(os.fstat(fd).st_mode):
            return fd
        os.close(fd)
        _move_aside(path, "not a regular file")
    raise OSError(f"{path}: no lock file could be made")


class InstanceLock:
    """`owner` is False only when another running copy holds the lock. When no lock can be
    made at all (no writable folder), there is no saved game to protect either: owner."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._fd: int | None = None
        self.owner = True
        for _ in range(_TRIES):
            try:
                fd = _open_regular(path)
            except OSError as exc:
                log.warning("no instance lock (%s): this copy keeps its game anyway", exc)
                return
            try:
                _try_lock(fd)
            except _Held:
                os.close(fd)
                self.owner = False
                return
            except OSError as exc:
                os.close(fd)
                log.warning("no instance lock (%s): this copy keeps its game anyway", exc)
                return
            if self._same_file(fd):
                self._fd = fd
                self._note_pid(fd)
                return
            os.close(fd)  # the copy before us removed the file between our open and lock

    def _same_file(self, fd: int) -> bool:
        try:
            here = os.stat(self._path, follow_symlinks=False)
        except OSError:
            return False
        mine = os.fstat(fd)
        return (here.st_dev, here.st_ino) == (mine.st_dev, mine.st_ino)

    @staticmethod
    def _note_pid(fd: int) -> None:
        """For a person looking: which process holds it. Never read back to decide."""
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            if self._same_file(fd):
                os.unlink(self._path)  # still holding it: a copy that opened it retries
        with contextlib.suppress(OSError):
            _unlock(fd)
        os.close(fd)
