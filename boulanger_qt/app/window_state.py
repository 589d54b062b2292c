"""Where the main window was: state, not a setting, so it lives in the state folder.

As KDE keeps a window's state in `$XDG_STATE_HOME` since KF 5 (XDG: "the current state of
the application that can be reused on a restart"), the geometry the last window closed
with is kept in `window.json` (`{"geometry": "<base64>"}`, Qt's `saveGeometry` in base64),
written when the window closes. The player's `settings.toml` is then written only when a
setting changes, so an edit of it is never undone by a quit.

The file holds nothing of the player's: a missing one means the default placement, a
damaged one (not JSON, too large, not a text where the geometry goes) the same and a log
line, never a notice; the next close replaces it.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Final

from boulanger_qt.support.atomic import write_text_atomic
from boulanger_qt.support.inputs import InputProblem, MissingInput, read_json

log = logging.getLogger(__name__)
MAX_WINDOW_STATE_BYTES: Final = 16 * 1024  # a geometry is about a hundred characters
MAX_GEOMETRY: Final = 4096  # characters of base64


def usable_geometry(value: object) -> str | None:
    """`value` if it can be a saved geometry (a text of at most MAX_GEOMETRY characters),
    else None; whether Qt can restore from it is Qt's to say."""
    return value if isinstance(value, str) and value and len(value) <= MAX_GEOMETRY else None


def recall_geometry(path: Path) -> str | None:
    """The geometry the last window closed with, or None (no file, or one not to use: logged)."""
    try:
        data = read_json(path, max_bytes=MAX_WINDOW_STATE_BYTES)
    except MissingInput:
        return None
    except InputProblem as exc:
        log.warning("window placement not used (the default instead): %s", exc)
        return None
    geometry = usable_geometry(data.get("geometry") if isinstance(data, dict) else None)
    if geometry is None:
        log.warning("window placement not used (the default instead): %s holds no geometry", path.name)
    return geometry


def keep_geometry(path: Path, geometry: str) -> None:
    """Write `geometry` for the next start, atomically; a failure is logged, never raised (the
    window is closing: nobody would read a notice). Not flushed to the disk first: a
    placement lost to a power cut costs the default one, and every quit would wait."""
    try:
        write_text_atomic(path, json.dumps({"geometry": geometry}) + "\n", durable=False)
    except OSError as exc:
        log.warning("could not keep the window placement in %s: %s", path, exc)
