"""Reading a record the app keeps in its cache folder (the remembered theme, the parsed
settings): a record that is missing, unreadable, too large or not UTF-8 is simply no
record, never an error."""

from __future__ import annotations

from pathlib import Path


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
