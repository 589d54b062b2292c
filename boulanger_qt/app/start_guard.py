"""Noticing a start that never finished, so the next start can offer safe mode.

The first copy of the app (the one holding the instance lock) leaves a marker in the
state folder while it starts and removes it once the board is painted and everything
has loaded. A marker found by the next owner means that start died: it crashed, hung
and was killed, or was killed. A crash later in play leaves no marker.
"""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path
from typing import Final

MARKER: Final = "boulanger.starting"
log = logging.getLogger(__name__)


class StartGuard:
    def __init__(self, state_dir: Path) -> None:
        self.path = state_dir / MARKER

    def previous_start_failed(self) -> bool:
        return os.path.lexists(self.path)

    def begin(self) -> None:
        try:
            self.path.write_text(f"pid {os.getpid()} at {time.strftime('%Y-%m-%d %H:%M:%S')}\n")
        except OSError as exc:  # an unwritable state folder is told elsewhere
            log.warning("cannot mark the start in %s: %s", self.path, exc)

    def finished(self) -> None:
        """The start went through (or ended cleanly with a message): no marker is left."""
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("cannot remove %s: %s", self.path, exc)
