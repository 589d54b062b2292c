"""A record the app keeps in its cache folder (the remembered theme, the parsed settings):
one that is missing, unreadable, too large or not UTF-8 is simply no record, never an
error; one is written only when it would change."""

from __future__ import annotations

from pathlib import Path

from boulanger_qt.support.atomic import write_text_atomic


def read_record(path: Path, max_bytes: int) -> str | None:
    """The record's text, or None if it cannot be used as one."""
    try:
        with path.open("rb") as stream:
            blob = stream.read(max_bytes + 1)
    except OSError:
        return None
    if len(blob) > max_bytes:
        return None
    try:
        return blob.decode("utf-8")
    except UnicodeDecodeError:
        return None


def keep_record(path: Path, text: str, max_bytes: int) -> None:
    """Write `text` as the record (atomically), unless the record already says exactly
    that; OSError if it cannot be written."""
    if read_record(path, max_bytes) != text:
        write_text_atomic(path, text)
