"""The hang file: the plugins the watchdog (`plugin_watchdog`) caught hanging, written as
it happens and read by the next start, which turns them off. Small on purpose: the start
reads it before the first paint, long before any plugin or the watchdog is loaded."""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Final

from boulanger_qt.support.atomic import write_text_atomic

log = logging.getLogger("boulanger_qt.plugin.host")

LIMIT_ENV: Final = "BOULANGER_PLUGIN_WATCHDOG_SECONDS"
DEFAULT_LIMIT: Final = 5.0
HANG_FILE_LIMIT: Final = 64_000  # bytes read from the hang file; more is damage


def watchdog_limit() -> float:
    text = os.environ.get(LIMIT_ENV, "")
    try:
        value = float(text)
    except ValueError:
        return DEFAULT_LIMIT
    return value if 0 < value < 3600 else DEFAULT_LIMIT


def record_hang(path: Path, plugin: str, hook: str, seconds: float) -> None:
    """Add one line `plugin<TAB>hook<TAB>seconds` to the hang file (atomically)."""
    try:
        old = path.read_text(encoding="utf-8")[:HANG_FILE_LIMIT]
    except (OSError, UnicodeDecodeError):
        old = ""
    write_text_atomic(path, old + f"{plugin}\t{hook}\t{seconds:.1f}\n")


def take_hangs(path: Path) -> dict[str, str]:
    """The plugins that hung last time, each with the hook it hung in; the file is removed."""
    try:
        with path.open("rb") as stream:
            data = stream.read(HANG_FILE_LIMIT)
    except FileNotFoundError:
        return {}
    except OSError as exc:
        log.error("cannot read %s: %s", path, exc)
        return {}
    try:
        path.unlink()
    except OSError as exc:
        log.error("cannot remove %s: %s", path, exc)
    hangs: dict[str, str] = {}
    for line in data.decode("utf-8", errors="replace").splitlines():
        plugin, _, rest = line.partition("\t")
        hook = rest.partition("\t")[0]
        if plugin and plugin.isprintable() and len(plugin) <= 200:
            hangs[plugin] = hook if hook.isprintable() else "?"
    return hangs
