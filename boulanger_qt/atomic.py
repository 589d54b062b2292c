"""Writing files so that a crash mid-write never leaves a half-written file behind."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_text_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def keep_aside(path: Path) -> str:
    """Move a damaged file to `<name>.bad` so nothing is lost; a sentence saying where."""
    aside = path.with_name(path.name + ".bad")
    try:
        path.replace(aside)
    except OSError:
        return ""
    return f" It was kept as {aside.name}."
