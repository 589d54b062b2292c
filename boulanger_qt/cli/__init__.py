"""The two programs: `boulanger` (its command line and process) and `boulanger-solve`."""

from __future__ import annotations

import contextlib
import os
import sys
from typing import Final

READER_GONE: Final = 141  # 128 + SIGPIPE, as a tool the signal ends (`seq 9 | head -1`)


def reader_gone() -> int:
    """Standard output's reader stopped reading (`| head -1`): it read what it wanted, so
    no word; the rest goes to /dev/null so the interpreter's last flush does not fail too."""
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return READER_GONE
