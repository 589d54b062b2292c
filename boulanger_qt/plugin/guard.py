"""Per-plugin containment inside pluggy's own call loop.

pluggy registers a stand-in for each plugin (`Contained`): an object whose hook functions
are the plugin's own, each wrapped by the guard. The guard contains anything the plugin
raises, `BaseException`s included (`SystemExit`, `KeyboardInterrupt`, `GeneratorExit`),
reports the plugin once, and from then on stands aside as if the plugin returned nothing.
pluggy reads each function's argument names through `__wrapped__` and runs the loop, so
`tryfirst`/`trylast`, `add_hookcall_monitoring` and tracing see every call, and a mistake of
the host (a missing argument) is raised by pluggy before any plugin code runs: it is never
blamed on a plugin. Hook wrappers are refused at registration (`wrapper_hook`): containing
one would mean re-implementing pluggy's wrapper protocols.
"""

from __future__ import annotations

import contextlib
import functools
import inspect
import logging
from collections.abc import Callable, Mapping

import pluggy

from boulanger_qt.core.messages import SaidError
from boulanger_qt.plugin.markers import PROJECT_NAME
from boulanger_qt.plugin.watchdog import Watch
from boulanger_qt.support.problems import ProblemId, problem

log = logging.getLogger("boulanger_qt.plugin.host")

Failed = Callable[[str, str, BaseException], None]  # (plugin name, hook name, what it raised)
Check = Callable[[str, object], object]  # (plugin name, returned value) -> value to keep
IMPL_MARK = f"{PROJECT_NAME}_impl"  # where pluggy's HookimplMarker puts a function's options


class WrapperError(SaidError, RuntimeError):
    """A plain hook implementation that returned a generator (a wrapper not declared as one)."""

    def __init__(self) -> None:
        super().__init__(problem(ProblemId.WRAPPER_GENERATOR))


class Contained:
    """What pluggy registers in place of a plugin: its hook functions, each guarded."""

    def __init__(self, plugin: object) -> None:
        self.plugin = plugin


def hook_functions(pm: pluggy.PluginManager, plugin: object) -> dict[str, pluggy.HookimplOpts]:
    """The plugin's hook functions by attribute name, found as pluggy's `register` finds them."""
    found: dict[str, pluggy.HookimplOpts] = {}
    for attribute in dir(plugin):
        opts = pm.parse_hookimpl_opts(plugin, attribute)
        if opts is not None:
            found[attribute] = opts
    return found


def wrapper_hook(functions: Mapping[str, pluggy.HookimplOpts]) -> str | None:
    """The hook of the first function declared as a hook wrapper, if any."""
    for attribute, opts in sorted(functions.items()):
        if opts.get("wrapper") or opts.get("hookwrapper"):
            return opts.get("specname") or attribute
    return None


class Guard:
    """Guards the hook functions of one plugin manager's plugins."""

    def __init__(self, failed: Failed, watch: Watch) -> None:
        self._report_failure = failed
        self.watch = watch
        self.failed: set[str] = set()

    def fail(self, plugin: str, hook: str, exc: BaseException) -> None:
        if plugin in self.failed:
            return
        self.failed.add(plugin)
        log.error("plugin %s raised in %s", plugin, hook, exc_info=exc)
        self._report_failure(plugin, hook, exc)

    def contain(self, plugin: object, name: str, functions: Mapping[str, pluggy.HookimplOpts],
                checks: Mapping[str, Check], watched: bool = True) -> Contained:
        """The stand-in to register for `plugin`, whose `functions` are not wrappers; the
        watchdog times it when `watched` (third-party code, never the app's own parts)."""
        self.failed.discard(name)
        stand_in = Contained(plugin)
        for attribute, opts in functions.items():
            hook = opts.get("specname") or attribute
            guarded = self._guarded(name, hook, getattr(plugin, attribute), checks.get(hook), watched)
            setattr(guarded, IMPL_MARK, dict(opts))  # a copy: pluggy normalises it in place
            setattr(stand_in, attribute, guarded)
        return stand_in

    def _guarded(self, plugin: str, hook: str, function: Callable[..., object],
                 check: Check | None, watched: bool) -> Callable[..., object]:
        @functools.wraps(function)
        def guarded(*args: object) -> object:  # pluggy passes the arguments by position
            if plugin in self.failed:
                return None
            try:
                with self.watch.running(plugin, hook) if watched else contextlib.nullcontext():
                    result = function(*args)
                if inspect.isgenerator(result):
                    result.close()
                    raise WrapperError()
            except BaseException as exc:
                self.fail(plugin, hook, exc)
                return None
            return result if check is None or result is None else check(plugin, result)

        return guarded
