"""Noticing a plugin that hangs: which plugin, in which hook, and turning it off next time.

A hang in-process cannot be stopped, but it can be named. Every guarded call (and every
plugin import) is timed; one background thread looks a few times a second, and a call
running longer than the limit is logged and written to a small file. The next start reads
that file and disables the plugins named in it, saying why.
"""

from __future__ import annotations

import logging
import os
import threading
import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import ClassVar, Final

from .atomic import write_text_atomic

log = logging.getLogger("boulanger_qt.plugins")

LIMIT_ENV: Final = "BOULANGER_PLUGIN_WATCHDOG_SECONDS"
DEFAULT_LIMIT: Final = 5.0
HANG_FILE_LIMIT: Final = 64_000  # bytes read from the hang file; more is damage

Hung = Callable[[str, str, float], None]  # (plugin, hook or "import", seconds)


def watchdog_limit() -> float:
    text = os.environ.get(LIMIT_ENV, "")
    try:
        value = float(text)
    except ValueError:
        return DEFAULT_LIMIT
    return value if 0 < value < 3600 else DEFAULT_LIMIT


@dataclass(slots=True)
class _Entry:
    plugin: str
    hook: str
    start: float
    flagged: bool = False


class _Running:
    """The context of one guarded call: enters and leaves the watch's stack."""

    __slots__ = ("_entry", "_watch")

    def __init__(self, watch: Watch, plugin: str, hook: str) -> None:
        self._watch = watch
        self._entry = _Entry(plugin, hook, time.monotonic())

    def __enter__(self) -> None:
        self._watch.stack.append(self._entry)
        _Monitor.ensure(self._watch)

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        stack = self._watch.stack
        if stack and stack[-1] is self._entry:
            stack.pop()
        entry = self._entry
        if entry.flagged:
            log.warning("plugin %s returned from %s after %.1f s", entry.plugin, entry.hook,
                        time.monotonic() - entry.start)


class Watch:
    """Times the plugin code running on the main thread, innermost call last."""

    def __init__(self, on_hang: Hung | None = None, limit: float | None = None) -> None:
        self.on_hang = on_hang
        self.limit = watchdog_limit() if limit is None else limit
        self.stack: list[_Entry] = []

    def running(self, plugin: str, hook: str) -> _Running:
        return _Running(self, plugin, hook)

    def check(self, now: float) -> None:
        """Called by the monitor thread: flag the innermost call once it runs too long."""
        stack = self.stack
        entry = stack[-1] if stack else None
        if entry is None or entry.flagged or now - entry.start < self.limit:
            return
        entry.flagged = True
        seconds = now - entry.start
        log.error("plugin %s has been running %s for %.1f s: Boulanger is not responding",
                  entry.plugin, entry.hook, seconds)
        if self.on_hang is not None:
            try:
                self.on_hang(entry.plugin, entry.hook, seconds)
            except Exception:
                log.exception("could not record the hung plugin %s", entry.plugin)


class _Monitor:
    """One daemon thread for every Watch of the process."""

    _lock: ClassVar = threading.Lock()
    _watches: ClassVar[weakref.WeakSet[Watch]] = weakref.WeakSet()
    _thread: ClassVar[threading.Thread | None] = None

    @classmethod
    def ensure(cls, watch: Watch) -> None:
        if watch in cls._watches and cls._thread is not None:
            return
        with cls._lock:
            cls._watches.add(watch)
            if cls._thread is None:
                cls._thread = threading.Thread(target=cls._run, name="plugin-watchdog", daemon=True)
                cls._thread.start()

    @classmethod
    def _run(cls) -> None:
        while True:
            with cls._lock:
                watches = list(cls._watches)
            now = time.monotonic()
            shortest = DEFAULT_LIMIT
            for watch in watches:
                watch.check(now)
                shortest = min(shortest, watch.limit)
            del watches
            time.sleep(max(0.02, min(0.25, shortest / 5)))


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
