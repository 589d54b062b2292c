"""Writing files so that a crash mid-write never leaves a half-written file behind."""

from __future__ import annotations

import logging
import os
import re
import stat
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Final

log = logging.getLogger(__name__)
# A write takes milliseconds: a temp file this old belongs to no write still going on
# (another copy of the app may be writing right now).
STALE_AFTER: Final = 60.0


def write_text_atomic(path: Path, text: str, *, durable: bool = True) -> None:
    """`path` replaced by a regular file holding `text` (whatever was there: a file, a link,
    a pipe), or left as it was. `durable`: on disk before it replaces (an fsync), for data;
    a marker or a record that means nothing after a power cut can do without."""
    write_bytes_atomic(path, text.encode("utf-8"), durable=durable)


def write_bytes_atomic(path: Path, data: bytes | bytearray, *, durable: bool = True) -> None:
    """`write_text_atomic` for bytes. The temporary file is made new (never opened where
    something else already lies), and removed if the write fails (a full disk)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def is_our_temp_name(name: str) -> bool:
    """Whether `name` is `.<name>.<8 random characters>.tmp`, as tempfile.mkstemp names them."""
    return re.fullmatch(r"\..+\.[a-z0-9_]{8}\.tmp", name) is not None


def remove_stale_temp_files(folders: Iterable[Path]) -> int:
    """Delete the temp files that interrupted atomic writes left in `folders`; how many.
    Only regular files named like ours and older than STALE_AFTER are touched."""
    now = time.time()
    removed = 0
    for folder in folders:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if not is_our_temp_name(entry.name):
                continue
            try:
                info = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_AFTER:
                    os.unlink(entry.path)
                    removed += 1
            except OSError as exc:
                log.warning("cannot remove the leftover %s: %s", entry.path, exc)
    if removed:
        log.info("removed %d leftover temp file(s) of interrupted writes", removed)
    return removed
