"""The log file: a write that fails (full disk) is reported once per run of failures."""

from __future__ import annotations

import errno
import io
import logging
from pathlib import Path

from boulanger_qt.support.logs import LogFileHandler

from .told import Told


class FullDisk(io.StringIO):
    def __init__(self) -> None:
        super().__init__()
        self.full = True

    def flush(self) -> None:
        if self.full:
            raise OSError(errno.ENOSPC, "No space left on device")


def _record(text: str) -> logging.LogRecord:
    return logging.LogRecord("t", logging.ERROR, __file__, 1, text, None, None)


def test_a_full_disk_is_told_once_then_again_after_it_worked(tmp_path: Path) -> None:
    handler = LogFileHandler(tmp_path / "boulanger.log")
    told = Told()
    handler.on_failure = told
    disk = FullDisk()
    handler.close()
    setattr(handler, "stream", disk)  # noqa: B010 - the stream of a file on a full disk
    for n in range(5):
        handler.emit(_record(f"record {n}"))
    assert len(told) == 1 and "(the disk is full)" in told[0] and _failing(handler)
    assert str(handler.failure) == told[0]
    disk.full = False
    handler.emit(_record("it works again"))
    assert not _failing(handler)
    disk.full = True
    handler.emit(_record("and fails anew"))
    assert len(told) == 2
    setattr(handler, "stream", None)  # noqa: B010


def _failing(handler: LogFileHandler) -> bool:
    return handler.failure is not None
