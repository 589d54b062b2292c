"""Numbered write steps, so a test can stop the app between any two of its writes.

Every durable write the app makes for a game (the autosave, the statistics, the journal)
first calls `write_step`. When `BOULANGER_KILL_AT_WRITE=k` is set, the process ends
abruptly (`os._exit`, like a power cut: no cleanup, no flush) just before its k-th write,
so a test can check that no stopping point loses or doubles a game. Unset, it only counts.
"""

from __future__ import annotations

import os
import sys
from typing import Final

KILL_ENV: Final = "BOULANGER_KILL_AT_WRITE"
KILLED_STATUS: Final = 86
_count = 0


def write_step(what: str) -> None:
    global _count
    _count += 1
    wanted = os.environ.get(KILL_ENV)
    if wanted and wanted.isdigit() and _count == int(wanted):
        sys.stderr.write(f"killed before write {_count} ({what})\n")
        sys.stderr.flush()
        os._exit(KILLED_STATUS)

