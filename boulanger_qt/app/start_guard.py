"""Noticing a start that never finished, so the next start can offer safe mode.

The first copy of the app (the one holding the instance lock) leaves a marker in the
state folder while it starts and removes it once the board is painted and everything
has loaded. A marker found by the next owner means that start died: it crashed, hung
and was killed, or was killed. A crash later in play leaves no marker.

After the start, the marker is written again when the window stops answering while a
third-party plugin's code runs (`froze`: the heartbeat of `plugin.watchdog` noticed it),
naming that plugin, so that the next start offers safe mode and says which plugin it was
(`hung_plugin`). A run that ends in order removes it.
"""

from __future__ import annotations

import logging
import os
import stat
import time
from pathlib import Path
from typing import Final

from boulanger_qt.plugin.hangs import plausible_plugin_name
from boulanger_qt.support.atomic import write_text_atomic
from boulanger_qt.support.inputs import InputProblem, move_aside, read_text

MARKER: Final = "boulanger.starting"
_MARKER_LIMIT: Final = 4096  # bytes read from a marker; the app writes two short lines
_HUNG: Final = "hung"
log = logging.getLogger(__name__)


class StartGuard:
    def __init__(self, state_dir: Path) -> None:
        self.path = state_dir / MARKER

    def previous_start_failed(self) -> bool:
        """A marker (a regular file) left by the last start. Anything else where it goes (a
        folder, a pipe, a link) is no marker: it is moved aside, so no start hangs on it and
        safe mode is not offered at every start because of it."""
        try:
            mode = os.lstat(self.path).st_mode
        except FileNotFoundError:
            return False
        except OSError as exc:
            log.warning("cannot look at %s: %s", self.path, exc)
            return False
        if stat.S_ISREG(mode):
            return True
        aside = move_aside(self.path)
        log.warning("%s is not a start marker: %s", self.path,
                    f"moved to {aside.name}" if aside else "it cannot be moved")
        return False

    def hung_plugin(self) -> str | None:
        """The plugin named by a marker `froze` wrote (a regular file, read through the
        guarded reader; a name that is no plugin's is none)."""
        try:
            text = read_text(self.path, max_bytes=_MARKER_LIMIT)
        except InputProblem:
            return None
        for line in text.splitlines():
            kind, _, rest = line.partition("\t")
            plugin = rest.partition("\t")[0]
            if kind == _HUNG and plausible_plugin_name(plugin):
                return plugin
        return None

    def froze(self, plugin: str, function: str, seconds: float) -> None:
        """The window has not answered for `seconds` while `plugin` runs `function`: if
        the app is killed now, the next start offers safe mode and names the plugin."""
        self.begin(f"{_HUNG}\t{plugin}\t{function}\t{seconds:.1f}\n")

    def begin(self, more: str = "") -> None:
        try:  # replaces a link or pipe instead of writing through it; no fsync: a marker
            write_text_atomic(self.path, f"pid {os.getpid()} at {time.strftime('%Y-%m-%d %H:%M:%S')}\n{more}",
                              durable=False)
        except OSError as exc:  # an unwritable state folder is told elsewhere
            log.warning("cannot mark the start in %s: %s", self.path, exc)

    def finished(self) -> None:
        """The start went through (or ended cleanly with a message): no marker is left."""
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("cannot remove %s: %s", self.path, exc)
