"""Watching plugin code: a plugin that hangs (which plugin, in which hook, turned off next
time), and `BOULANGER_TRACE_PLUGINS=1`, every hook call logged.

A hang in-process cannot be stopped, but it can be named. Every guarded call (and every
plugin import) is timed; one background thread looks a few times a second, and a call
running longer than the limit is logged and written to a small file. The next start reads
that file and disables the plugins named in it, saying why.

Code no hook call times (a Qt slot a plugin scheduled, a timer it started) is noticed by
the `Heartbeat`: the UI thread's event loop beats, the same background thread notices when
it has not for longer than the limit, and `plugin_on_thread` tells which third-party
plugin's code the UI thread is running, if any (the app's own code is never blamed).

The trace uses pluggy's own `add_hookcall_monitoring`, so it sees exactly what pluggy runs:
who implements each hook and how the call went, in the log file and on stderr.
"""

from __future__ import annotations

import contextlib
import logging
import sys
import threading
import time
import weakref
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import FrameType, ModuleType
from typing import Final

import pluggy

from boulanger_qt.core.game_view import GameView
from boulanger_qt.core.moves import Move
from boulanger_qt.core.state import GameState
from boulanger_qt.plugin.hangs import DEFAULT_LIMIT, watchdog_limit
from boulanger_qt.support.inputs import bounded

log = logging.getLogger("boulanger_qt.plugin.host")
trace_log = logging.getLogger("boulanger_qt.plugin.host.trace")
TRACE_ENV: Final = "BOULANGER_TRACE_PLUGINS"

Hung = Callable[[str, str, float], None]  # (plugin, hook or "import", seconds)
_NOT_A_PLUGIN: Final = frozenset({"boulanger_qt", "PySide6", "shiboken6", "pluggy", "builtins"})


@dataclass(slots=True)
class _Entry:
    plugin: str
    hook: str
    start: float
    flagged: bool = False


class Watch:
    """Times the plugin code running on the main thread, innermost call last."""

    def __init__(self, on_hang: Hung | None) -> None:
        self.on_hang = on_hang
        self.limit = watchdog_limit()
        self.stack: list[_Entry] = []

    @contextlib.contextmanager
    def running(self, plugin: str, hook: str) -> Iterator[None]:
        entry = _Entry(plugin, hook, time.monotonic())
        self.stack.append(entry)
        _watch_over(self)
        try:
            yield
        finally:
            if self.stack and self.stack[-1] is entry:
                self.stack.pop()
            if entry.flagged:
                log.warning("plugin %s returned from %s after %.1f s", plugin, hook,
                            time.monotonic() - entry.start)

    def check(self, now: float) -> None:
        """Called by the monitor thread: flag the innermost call once it runs too long."""
        try:
            entry = self.stack[-1]
        except IndexError:  # no plugin code running, or the call returned as we looked
            return
        if entry.flagged or now - entry.start < self.limit:
            return
        entry.flagged = True
        seconds = now - entry.start
        log.error("plugin %s has been running %s for %.1f s: Boulanger is not responding",
                  entry.plugin, entry.hook, seconds)
        if self.on_hang is not None:
            self.on_hang(entry.plugin, entry.hook, seconds)


class Heartbeat:
    """The UI thread's pulse, watched from the start until `stop`: `beat` is called by its
    event loop (a timer, every ~0.5 s); once no beat came for `limit` seconds, `on_stall(seconds)`
    is called once, on the monitor thread, until the UI thread beats again."""

    def __init__(self, on_stall: Callable[[float], None], limit: float | None = None) -> None:
        self.on_stall = on_stall
        self.limit = watchdog_limit() if limit is None else limit
        self.last = time.monotonic()
        self.stalled = False
        self.stopped = False
        _watch_over(self)

    def stop(self) -> None:
        self.stopped = True

    def beat(self) -> None:
        now = time.monotonic()
        if self.stalled:
            log.warning("the window answers again after %.1f s", now - self.last)
            self.stalled = False
        self.last = now

    def check(self, now: float) -> None:
        if self.stopped or self.stalled or now - self.last < self.limit:
            return
        self.stalled = True
        self.on_stall(now - self.last)


def plugin_on_thread(thread_id: int, modules: Mapping[str, str]) -> tuple[str, str] | None:
    """The plugin whose code the thread is running now, and the function: its innermost
    frame in a module of one of `modules` (top-level module name -> plugin name). None
    when there is none: the app's own code, Qt's, or no Python frame at all."""
    frame: FrameType | None = sys._current_frames().get(thread_id)
    while frame is not None:
        name = frame.f_globals.get("__name__")
        if isinstance(name, str) and (plugin := modules.get(name.partition(".")[0])) is not None:
            return plugin, frame.f_code.co_name
        frame = frame.f_back
    return None


def plugin_modules(plugins: Iterable[tuple[str, object]]) -> dict[str, str]:
    """Top-level module name -> plugin name for these (third-party) plugins: the package of
    the module a plugin is, or of its class. Never the app's, the standard library's or a
    library every plugin uses: a frame there names no plugin."""
    found: dict[str, str] = {}
    for name, plugin in plugins:
        module = plugin.__name__ if isinstance(plugin, ModuleType) else type(plugin).__module__
        top = module.partition(".")[0]
        if top and top not in _NOT_A_PLUGIN and top not in sys.stdlib_module_names:
            found.setdefault(top, name)
    return found


_lock = threading.Lock()
_watched: weakref.WeakSet[Watch | Heartbeat] = weakref.WeakSet()
_monitor: threading.Thread | None = None


def _watch_over(watch: Watch | Heartbeat) -> None:
    global _monitor
    if watch in _watched and _monitor is not None:
        return
    with _lock:
        _watched.add(watch)
        if _monitor is None:
            _monitor = threading.Thread(target=_check_forever, name="plugin-watchdog", daemon=True)
            _monitor.start()


def _check_forever() -> None:
    while True:
        with _lock:
            watches = list(_watched)
        now = time.monotonic()
        shortest = DEFAULT_LIMIT
        for watch in watches:
            try:
                watch.check(now)
            except Exception:  # the one monitor thread outlives any check (and any on_hang or on_stall)
                log.exception("the watchdog could not check %r", watch)
            shortest = min(shortest, watch.limit)
        del watches
        time.sleep(max(0.02, min(0.25, shortest / 5)))


def _short(value: object) -> str:
    if isinstance(value, GameView):
        return f"<game {value.code or 'custom'}: {value.moves} moves, score {value.score}>"
    if isinstance(value, GameState):
        return f"<position, {value.foundation_count} cards home>"
    if isinstance(value, Move):
        return str(value)
    return bounded(repr(value), 80)


def install_trace(pm: pluggy.PluginManager) -> None:
    if not trace_log.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("boulanger: %(message)s"))
        trace_log.addHandler(handler)
    trace_log.setLevel(logging.INFO)
    started: list[float] = []

    def before(hook: str, impls: Sequence[pluggy.HookImpl], kwargs: Mapping[str, object]) -> None:
        names = ", ".join(impl.plugin_name for impl in reversed(impls)) or "no plugin"
        arguments = ", ".join(f"{key}={_short(value)}" for key, value in kwargs.items())
        trace_log.info("hook %s(%s) -> %s", hook, arguments, names)
        started.append(time.perf_counter())

    def after(outcome: pluggy.Result[object], hook: str, impls: Sequence[pluggy.HookImpl],
              kwargs: Mapping[str, object]) -> None:
        ms = (time.perf_counter() - started.pop()) * 1000 if started else 0.0
        if outcome.exception is not None:
            trace_log.info("hook %s raised %s after %.2f ms", hook, type(outcome.exception).__name__, ms)
        else:
            trace_log.info("hook %s done in %.2f ms: %s", hook, ms, bounded(repr(outcome.get_result()), 120))

    pm.add_hookcall_monitoring(before, after)
