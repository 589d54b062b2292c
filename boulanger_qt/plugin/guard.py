"""Per-plugin isolation inside pluggy's own call loop.

At registration every implementation function of a plugin is replaced by a guarded one
(`HookImpl.function`; pluggy computed the argument names from the original). The guard
contains anything the plugin raises, `BaseException`s included (`SystemExit`,
`KeyboardInterrupt`, `GeneratorExit`), reports the plugin once, and from then on stands
aside as if the plugin returned nothing. pluggy still runs the loop, so wrappers,
`add_hookcall_monitoring` and tracing see every call, and a mistake of the host (a missing
argument) is raised by pluggy before any plugin code runs: it is never blamed on a plugin.
"""

from __future__ import annotations

import functools
import inspect
import logging
from collections.abc import Callable, Generator
from typing import Any, cast

import pluggy

from boulanger_qt.plugin.watchdog import Watch
from boulanger_qt.support.problem_channel import ProblemError
from boulanger_qt.support.problems import ProblemId, problem

log = logging.getLogger("boulanger_qt.plugin.host")

Failed = Callable[[str, str, BaseException], None]  # (plugin name, hook name, what it raised)
Check = Callable[[str, object], object]  # (plugin name, returned value) -> value to keep


class WrapperError(ProblemError, RuntimeError):
    """A hook wrapper that did not yield exactly once (`.problem` says how)."""

    def __init__(self, id: ProblemId) -> None:
        super().__init__(problem(id))


class Guard:
    """Guards the implementations of one plugin manager's plugins."""

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

    def install(self, impl: pluggy.HookImpl, hook: str, check: Check | None = None) -> None:
        """Swap `impl.function` for its guarded version (pluggy has validated it already)."""
        function = impl.function
        if impl.hookwrapper:
            guarded: Callable[..., Any] = self._old_style_wrapper(impl.plugin_name, hook, cast(Any, function))
        elif impl.wrapper:
            guarded = self._wrapper(impl.plugin_name, hook, cast(Any, function))
        else:
            guarded = self._plain(impl.plugin_name, hook, function, check)
        setattr(impl, "function", guarded)  # noqa: B010 (declared Final for users, not for us)

    def _plain(self, plugin: str, hook: str, function: Callable[..., object],
               check: Check | None) -> Callable[..., object]:
        @functools.wraps(function)
        def guarded(*args: object, **kwargs: object) -> object:
            if plugin in self.failed:
                return None
            try:
                with self.watch.running(plugin, hook):
                    result = function(*args, **kwargs)
                if inspect.isgenerator(result):  # a wrapper not declared as one
                    result.close()
                    raise WrapperError(ProblemId.WRAPPER_GENERATOR)
            except BaseException as exc:
                self.fail(plugin, hook, exc)
                return None
            return result if check is None or result is None else check(plugin, result)

        return guarded

    def _step(self, plugin: str, hook: str, step: Callable[[], object]) -> tuple[bool, object]:
        """Run one step of a plugin's generator: (finished, returned value)."""
        with self.watch.running(plugin, hook):
            try:
                step()
            except StopIteration as stop:
                return True, stop.value
        return False, None

    def _close(self, plugin: str, hook: str, teardown: Generator[None, object, object]) -> None:
        try:
            with self.watch.running(plugin, hook):
                teardown.close()
        except BaseException as exc:  # e.g. it yields again while being closed
            self.fail(plugin, hook, exc)

    def _wrapper(self, plugin: str, hook: str,
                 function: Callable[..., Generator[None, object, object]]
                 ) -> Callable[..., Generator[None, object, object]]:
        @functools.wraps(function)
        def guarded(*args: object, **kwargs: object) -> Generator[None, object, object]:
            if plugin in self.failed:
                return (yield)
            try:
                with self.watch.running(plugin, hook):
                    teardown = function(*args, **kwargs)
                finished, _ = self._step(plugin, hook, lambda: next(teardown))
                if finished:
                    raise WrapperError(ProblemId.WRAPPER_NO_YIELD)
            except BaseException as exc:
                self.fail(plugin, hook, exc)
                return (yield)
            try:
                result = yield
            except GeneratorExit:
                self._close(plugin, hook, teardown)
                raise
            except BaseException as inner:  # raised further in; the wrapper may handle it
                return self._throw(plugin, hook, teardown, inner)
            if plugin in self.failed:
                self._close(plugin, hook, teardown)
                return result
            try:
                finished, value = self._step(plugin, hook, lambda: teardown.send(result))
                if not finished:
                    self._close(plugin, hook, teardown)
                    raise WrapperError(ProblemId.WRAPPER_SECOND_YIELD)
            except BaseException as exc:
                self.fail(plugin, hook, exc)
                return result
            return value

        return guarded

    def _throw(self, plugin: str, hook: str, teardown: Generator[None, object, object],
               inner: BaseException) -> object:
        try:
            finished, value = self._step(plugin, hook, lambda: teardown.throw(inner))
        except BaseException as exc:
            if exc is not inner:
                self.fail(plugin, hook, exc)
            raise inner from None
        if not finished:
            self._close(plugin, hook, teardown)
            self.fail(plugin, hook, WrapperError(ProblemId.WRAPPER_SECOND_YIELD))
            raise inner
        return value

    def _old_style_wrapper(self, plugin: str, hook: str,
                           function: Callable[..., Generator[None, object, None]]
                           ) -> Callable[..., Generator[None, object, None]]:
        @functools.wraps(function)
        def guarded(*args: object, **kwargs: object) -> Generator[None, object, None]:
            if plugin in self.failed:
                yield
                return
            try:
                with self.watch.running(plugin, hook):
                    teardown = function(*args, **kwargs)
                if self._step(plugin, hook, lambda: next(teardown))[0]:
                    raise WrapperError(ProblemId.WRAPPER_NO_YIELD)
            except BaseException as exc:
                self.fail(plugin, hook, exc)
                yield
                return
            outcome = yield  # pluggy sends a Result; exceptions never arrive here
            if plugin in self.failed:
                self._close(plugin, hook, teardown)
                return
            try:
                if not self._step(plugin, hook, lambda: teardown.send(outcome))[0]:
                    self._close(plugin, hook, teardown)
                    raise WrapperError(ProblemId.WRAPPER_SECOND_YIELD)
            except BaseException as exc:
                self.fail(plugin, hook, exc)

        return guarded
