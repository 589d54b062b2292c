"""Locks the kernel keeps on small files: `flock` on POSIX, `msvcrt.locking` on Windows.

The kernel releases such a lock when its owner ends, however it ends (a kill, a crash,
a power cut), so a lock is never taken for held because some unrelated process now has
the dead owner's process id. The lock file is opened without following links and without
blocking; a pipe, device, folder or link where it goes is moved aside, as a damaged file is.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import stat
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from boulanger_qt.support.inputs import move_aside

log = logging.getLogger(__name__)

_OPEN_FLAGS = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
# What opening says of a link, a folder or a pipe with no reader where the lock goes.
_NOT_A_FILE = {errno.ELOOP, errno.EISDIR, errno.ENXIO, errno.EMLINK}
_TRIES = 3


class Held(OSError):
    def __init__(self) -> None:
        super().__init__(errno.EWOULDBLOCK, "another process holds its lock")


def _move_aside(path: Path, reason: str) -> None:
    if (aside := move_aside(path)) is not None:
        log.warning("%s is not a lock file (%s): moved to %s", path, reason, aside.name)
    else:
        log.error("%s is not a lock file (%s) and cannot be moved", path, reason)


def open_lock_file(path: Path) -> int:
    """The lock file opened for writing, never blocking (OSError when none can be made)."""
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


def try_lock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as exc:
            raise Held() from exc
    else:
        import fcntl

        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as exc:
            raise Held() from exc


def unlock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_UN)


def is_open_as(fd: int, path: Path) -> bool:
    """Whether `path` still names the file open as `fd` (not removed or replaced since)."""
    try:
        here = os.stat(path, follow_symlinks=False)
    except OSError:
        return False
    mine = os.fstat(fd)
    return (here.st_dev, here.st_ino) == (mine.st_dev, mine.st_ino)


class InstanceLock:
    """One saved game in progress, one owner: the first Boulanger running. A second copy
    started while the first is open must not resume, overwrite or record the first one's
    game: it plays a fresh deal and saves nothing of it.

    `owner` is False only when another running copy holds the lock. When no lock can be
    made at all (no writable folder), there is no saved game to protect either: owner."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._fd: int | None = None
        self.owner = True
        for _ in range(_TRIES):  # a lock file replaced between our open and our lock is opened again
            try:
                fd = open_lock_file(path)
                try:
                    try_lock(fd)
                except OSError:
                    os.close(fd)
                    raise
            except Held:
                self.owner = False
                return
            except OSError as exc:
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


@contextlib.contextmanager
def locked(path: Path, *, timeout: float) -> Iterator[None]:
    """Hold the lock on `path` for the block, waiting at most `timeout` seconds for
    another process to let it go (`Held` after that; OSError when no lock can be made)."""
    deadline = time.monotonic() + timeout
    fd = open_lock_file(path)
    try:
        while True:
            try:
                try_lock(fd)
                break
            except Held:
                if time.monotonic() >= deadline:
                    raise
                time.sleep(0.02)
        try:
            yield
        finally:
            unlock(fd)
    finally:
        os.close(fd)
