"""Noticing a plugin that hangs: which plugin, in which hook, and turning it off next time.

A hang in-process cannot be stopped, but it can be named. Every guarded call (and every
plugin import) is timed; one background thread looks a few times a second, and a call
running longer than the limit is logged and written to a small file. The next start reads
that file and disables the plugins named in it, saying why.
"""

from __future__ import annotations

import logging
import threading
import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from types import TracebackType
from typing import ClassVar

from boulanger_qt.plugin.hangs import DEFAULT_LIMIT, watchdog_limit

log = logging.getLogger("boulanger_qt.plugin.host")

Hung = Callable[[str, str, float], None]  # (plugin, hook or "import", seconds)


@dataclass(slots=True)
class _Entry:
    """One plugin hook call being watched: since when, and whether it was flagged as hanging."""

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
