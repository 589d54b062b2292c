"""The hang file: the plugins the watchdog (`plugin.watchdog`) caught hanging, written as
it happens and read by the next start, which turns them off. Small on purpose: the start
reads it before the first paint, long before any plugin or the watchdog is loaded."""

from __future__ import annotations

import logging
import os
import re
from pathlib import Path
from typing import Final

from boulanger_qt.support.atomic import write_text_atomic
from boulanger_qt.support.inputs import InputProblem, MissingInput, move_aside, read_bytes

log = logging.getLogger("boulanger_qt.plugin.host")

LIMIT_ENV: Final = "BOULANGER_PLUGIN_WATCHDOG_SECONDS"
DEFAULT_LIMIT: Final = 5.0
HANG_FILE_LIMIT: Final = 64_000  # bytes read from the hang file; more is damage
MAX_HANGS: Final = 20  # plugins turned off from one hang file; the watchdog names one per hang
_HOOK = re.compile(r"[a-z_]{1,80}|\?")  # a hook's name, or "import"


def watchdog_limit() -> float:
    try:
        value = float(os.environ.get(LIMIT_ENV, ""))
    except ValueError:
        return DEFAULT_LIMIT
    return value if 0 < value < 3600 else DEFAULT_LIMIT


def plausible_plugin_name(text: str) -> bool:
    """A name the host could have given a plugin: printable, short, and not the mark of
    bytes that were no UTF-8 (junk decodes to U+FFFD)."""
    return 0 < len(text) <= 200 and text.isprintable() and "\ufffd" not in text


def _hangs_in(data: bytes) -> tuple[dict[str, tuple[str, str]], int]:
    """The plugins named by well-formed lines (at most MAX_HANGS), each with its hook and
    seconds, and how many lines were not well formed."""
    hangs: dict[str, tuple[str, str]] = {}
    junk = 0
    for line in data.decode("utf-8", errors="replace").splitlines():
        plugin, _, rest = line.partition("\t")
        hook, _, seconds = rest.partition("\t")
        well_formed = (plausible_plugin_name(plugin) and _HOOK.fullmatch(hook)
                       and seconds.replace(".", "", 1).isdigit())
        if not well_formed or (len(hangs) >= MAX_HANGS and plugin not in hangs):
            junk += 1
            continue
        hangs[plugin] = (hook, seconds)
    return hangs, junk


def _read(path: Path) -> bytes | None:
    """The hang file through the one guarded reader (a pipe or device is never opened)."""
    try:
        return read_bytes(path, max_bytes=HANG_FILE_LIMIT)
    except MissingInput:
        return b""
    except InputProblem as exc:
        log.error("the hang file is no hang file (%s): moved to %s", exc,
                  getattr(move_aside(path), "name", "nowhere"))
        return None


def record_hang(path: Path, plugin: str, hook: str, seconds: float) -> None:
    """Add one line `plugin<TAB>hook<TAB>seconds` to the hang file (atomically)."""
    hangs, _ = _hangs_in(_read(path) or b"")
    hangs.pop(plugin, None)
    hangs[plugin] = (hook, f"{seconds:.1f}")  # the newest last
    kept = list(hangs.items())[-MAX_HANGS:]
    write_text_atomic(path, "".join(f"{name}\t{where}\t{taken}\n" for name, (where, taken) in kept))


def take_hangs(path: Path) -> dict[str, str]:
    """The plugins that hung last time, each with the hook it hung in; the file is removed.
    Lines that are not what the watchdog writes are ignored, and at most MAX_HANGS plugins
    are named: a damaged file never turns off a crowd of made-up plugins."""
    if not (data := _read(path)):
        return {}
    try:
        path.unlink()
    except OSError as exc:
        log.error("cannot remove %s: %s", path, exc)
    hangs, junk = _hangs_in(data)
    if junk:
        log.warning("the hang file %s had %d line(s) the watchdog did not write: ignored", path, junk)
    return {plugin: hook for plugin, (hook, _) in hangs.items()}
