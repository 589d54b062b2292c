"""The settings file as last parsed, kept in the cache folder, so a start whose settings
have not changed parses no TOML (importing `tomllib` alone costs a start ~2.5 ms).

The record holds the file's whole text and what `tomllib` made of it. It is used only
when the settings file's text is exactly the recorded one, so it gives what parsing
would: the values are then checked as ever (`settings.load_settings`), and a setting
that is wrong is told and kept aside as ever. It is written only for a text `tomllib`
parsed, and only when JSON carries the result unchanged (no dates, no NaN). Anything
else — no record, a damaged or foreign one — only means "parse the file", never an
error; the record is input like any file, and what it gives passes the same checks.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, Final

from boulanger_qt.support.cache_record import keep_record, read_record

log = logging.getLogger(__name__)
CACHE_NAME: Final = "settings.json"
FORMAT: Final = 1
# The settings file's limit, twice (its text and its values), and room for the JSON.
RECORD_MAX_BYTES: Final = 256 * 1024


def recall_parsed(record: Path, text: str) -> dict[str, Any] | None:
    """What `tomllib` made of `text`, if the record holds exactly this text; else None."""
    blob = read_record(record, RECORD_MAX_BYTES)
    if blob is None:
        return None
    try:
        kept = json.loads(blob)
    except (ValueError, RecursionError):  # not JSON, nested beyond reason
        return None
    if not isinstance(kept, dict) or kept.get("format") != FORMAT or kept.get("text") != text:
        return None
    data = kept.get("data")
    return data if isinstance(data, dict) else None


def remember_parsed(record: Path, text: str, data: dict[str, Any]) -> None:
    """Keep what `tomllib` made of `text` (skipped when JSON would not give it back
    unchanged, or when the record says exactly that already); a failure is only logged."""
    try:
        carried = json.loads(json.dumps(data))
    except (TypeError, ValueError):  # a date or time, which JSON has not
        return
    if carried != data:  # NaN, which equals nothing
        return
    blob = json.dumps({"format": FORMAT, "text": text, "data": data}, ensure_ascii=True) + "\n"
    if len(blob) > RECORD_MAX_BYTES:
        return
    try:
        keep_record(record, blob, RECORD_MAX_BYTES)
    except OSError as exc:
        log.warning("cannot keep the parsed settings in %s: %s", record, exc)
