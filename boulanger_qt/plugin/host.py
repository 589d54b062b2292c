"""The plugin host: shipped plugins, entry points, the user plugin folder, and typed calls.

Every hook is called through a typed method of `PluginHost` (mypy checks each call site; a
test checks each method against its spec) and pluggy's own hook caller.

Containment is per plugin, inside pluggy's own call loop: pluggy registers a stand-in for
each plugin (a module object) whose hook functions are the plugin's own, each guarded. The guard
contains anything the plugin raises, `BaseException`s included (`SystemExit`,
`KeyboardInterrupt`, `GeneratorExit`): the plugin is logged, reported once through
`on_error` and disabled for the session, and the others still run. pluggy reads each
function's argument names through `__wrapped__` and runs the loop, so `tryfirst`/`trylast`,
hook monitoring and the trace see every call, and a mistake of the host (a missing argument)
is raised by pluggy before any plugin code runs: it is never blamed on a plugin. Hook
wrappers are refused at registration: containing one would mean re-implementing pluggy's
wrapper protocols.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import inspect
import logging
import os
import sys
from collections.abc import Callable, Iterable, Mapping
from functools import partial, wraps
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, Final, NamedTuple

import pluggy

from boulanger_qt.core.messages import SaidError
from boulanger_qt.plugin import specs as hookspecs
from boulanger_qt.plugin.hangs import record_hang
from boulanger_qt.plugin.mistakes import near_groups, not_called, pluggy_words, refusals, wrong_group
from boulanger_qt.plugin.problem_ids import PluginProblem
from boulanger_qt.plugin.providers import (
    CheckedExporter,
    CheckedHintProvider,
    Refused,
    check_exporter,
    check_hint_provider,
    check_theme,
    describe,
)
from boulanger_qt.plugin.theme_check import DEFAULT_THEME_PLUGIN
from boulanger_qt.plugin.watchdog import TRACE_ENV, Watch, install_trace
from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problems import Problem, import_reason, problem

if TYPE_CHECKING:
    from boulanger_qt.core.game_view import GameView, Outcome
    from boulanger_qt.core.moves import Move
    from boulanger_qt.core.state import GameState
    from boulanger_qt.plugin.theme_check import CardTheme

ENTRY_POINT_GROUP: Final = "boulanger_qt"
SHIPPED_PLUGINS: Final = (DEFAULT_THEME_PLUGIN, "boulanger_hints", "boulanger_stats_export")
# The app's own parts (its listeners, the game keeper) and shipped plugins: a stall there is
# a slow disk, not a hung plugin, and turning one off would stop saving or every start.
OWN_ORIGINS: Final = ("internal", "shipped")
log = logging.getLogger(__name__)

ErrorHandler = Callable[[str, Problem], None]  # (plugin name, what the player is told)
# What each provider hook's items must pass (given the item and the plugin's name), and what
# the player is told of an item that does not.
PROVIDED: Final[dict[str, tuple[Callable[[object, str], object], PluginProblem]]] = {
    "boulanger_card_themes": (lambda item, _: check_theme(item), PluginProblem.PLUGIN_BAD_THEME),
    "boulanger_hint_providers": (check_hint_provider, PluginProblem.PLUGIN_BAD_HINT_PROVIDER),
    "boulanger_stats_exporters": (check_exporter, PluginProblem.PLUGIN_BAD_EXPORTER),
}


class PluginInfo(NamedTuple):
    name: str
    origin: str  # "shipped", "entry point", a file path, or "internal"
    enabled: bool
    problem: Problem | None = None


class PluginHost:
    """A typed facade around pluggy's PluginManager for Boulanger's hooks."""

    def __init__(self, on_error: ErrorHandler | None = None, hang_file: Path | None = None) -> None:
        self.pm = pluggy.PluginManager(hookspecs.PROJECT_NAME)
        self.pm.add_hookspecs(hookspecs)
        self._on_error = on_error
        self._infos: dict[str, PluginInfo] = {}
        self._told: set[tuple[str, str]] = set()  # (plugin, English)
        self.watch = Watch(None if hang_file is None else partial(record_hang, hang_file))
        self._failed: set[str] = set()  # plugins whose guard stands aside
        self._objects: dict[str, object] = {}  # name -> the plugin itself (pluggy holds its stand-in)
        self._hint_providers: list[CheckedHintProvider] | None = None
        if os.environ.get(TRACE_ENV, "") not in ("", "0"):
            install_trace(self.pm)

    def load_shipped(self, disabled: Iterable[str] = ()) -> None:
        for name in disabled:
            self.pm.set_blocked(name)
        for module_name in SHIPPED_PLUGINS:
            self._load(module_name, "shipped", partial(importlib.import_module, module_name))

    def load_external(self, user_folder: Path | None = None) -> None:
        import importlib.metadata  # costs start-up time, so only when needed

        installed = importlib.metadata.entry_points()
        for ep in installed.select(group=ENTRY_POINT_GROUP):
            self._load(ep.name, "entry point", ep.load)
        for group in near_groups(installed.groups, ENTRY_POINT_GROUP):  # meant for us, never loaded
            for ep in installed.select(group=group):
                if ep.name not in self._infos:
                    self._report(ep.name, wrong_group(ep, ENTRY_POINT_GROUP), "entry point")
        if user_folder is not None and user_folder.is_dir():
            for path in sorted(user_folder.iterdir()):
                if path.suffix == ".py" and path.is_file():
                    self._load(path.stem, str(path), partial(_import_file, path))
                elif path.is_dir() and (path / "__init__.py").is_file():
                    self._load(path.name, str(path), partial(_import_file, path / "__init__.py", path))
                elif path.is_dir() and any(path.glob("*.py")):  # (a folder of data, e.g. a theme, is not)
                    self._load(path.name, str(path), partial(_not_a_package, path))

    def register(self, plugin: object, name: str, origin: str = "internal") -> bool:
        """Register an already-imported plugin object; False (and reported) if it is invalid."""
        if origin == "internal" and self.pm.is_blocked(name):
            self.pm.unblock(name)  # turned off by an older watchdog: the app's parts never are
        if self.pm.is_blocked(name):
            self._infos[name] = PluginInfo(name, origin, enabled=False)
            return False
        if self.pm.has_plugin(name):
            self._report(name, problem(PluginProblem.PLUGIN_SAME_NAME, plugin=bounded(name)), origin)
            return False
        try:
            functions = {attribute: opts for attribute in dir(plugin)  # found as pluggy's register finds them
                         if (opts := self.pm.parse_hookimpl_opts(plugin, attribute)) is not None}
            refused = refusals(self.pm, plugin, functions)
            uncalled = not_called(plugin, functions)
        except BaseException as exc:  # its __dir__ raised (SystemExit too): a plugin never stops the app
            return self._refuse(name, describe(exc), origin)
        if refused:
            return self._refuse(name, refused, origin)
        stand_in = self._contain(plugin, name, functions, watched=origin not in OWN_ORIGINS)
        try:
            self.pm.register(stand_in, name=name)
            self.pm.check_pending()
        except (pluggy.PluginValidationError, ValueError) as exc:
            if self.pm.is_registered(stand_in):
                self.pm.unregister(stand_in)
            return self._refuse(name, pluggy_words(exc), origin)
        self._objects[name] = plugin
        self._infos[name] = PluginInfo(name, origin, enabled=True)
        self._hint_providers = None
        if uncalled or not functions:  # loaded, but with a mistake its author should hear of
            kind = PluginProblem.PLUGIN_NOT_CALLED if functions else PluginProblem.PLUGIN_DOES_NOTHING
            self._report(name, problem(kind, plugin=bounded(name), reasons=uncalled), origin, enabled=True)
        return True

    def unregister(self, name: str) -> None:
        if self.pm.get_plugin(name) is not None:
            self.pm.unregister(name=name)
        self._objects.pop(name, None)
        self._infos.pop(name, None)
        self._hint_providers = None

    def _load(self, name: str, origin: str, loader: Callable[[], Any]) -> None:
        if self.pm.is_blocked(name):
            self._infos[name] = PluginInfo(name, origin, enabled=False)
            return
        try:
            watched = origin not in OWN_ORIGINS
            with self.watch.running(name, "import") if watched else contextlib.nullcontext():
                plugin = loader()
        except BaseException as exc:  # SystemExit at import included: a plugin never stops the app
            log.error("plugin %s failed to import", name, exc_info=exc)
            self._report(name, problem(PluginProblem.PLUGIN_IMPORT_FAILED, plugin=bounded(name),
                                       error=import_reason(exc, describe(exc))), origin)
            return
        self.register(plugin, name, origin)

    def plugins(self) -> list[PluginInfo]:
        return sorted(self._infos.values(), key=lambda info: info.name)

    def plugin(self, name: str) -> object | None:
        """The registered plugin object of that name, if it is loaded and enabled."""
        return self._objects.get(name) if self.pm.get_plugin(name) is not None else None

    def _contain(self, plugin: object, name: str, functions: Mapping[str, pluggy.HookimplOpts],
                 watched: bool) -> ModuleType:
        """The stand-in to register for `plugin`, whose `functions` are not wrappers; the
        watchdog times it when `watched` (third-party code, never the app's own parts)."""
        self._failed.discard(name)
        stand_in = ModuleType(name)  # a namespace pluggy tells apart by identity, as it does modules
        for attribute, opts in functions.items():
            hook = opts.get("specname") or attribute
            guarded = self._guarded(name, hook, getattr(plugin, attribute), watched)
            setattr(guarded, hookspecs.IMPL_MARK, dict(opts))  # a copy: pluggy normalises it in place
            setattr(stand_in, attribute, guarded)
        return stand_in

    def _guarded(self, plugin: str, hook: str, function: Callable[..., object],
                 watched: bool) -> Callable[..., object]:
        @wraps(function)
        def guarded(*args: object) -> object:  # pluggy passes the arguments by position
            if plugin in self._failed:
                return None
            try:
                with self.watch.running(plugin, hook) if watched else contextlib.nullcontext():
                    result = function(*args)
                if inspect.isgenerator(result):  # a hook wrapper not declared as one
                    result.close()
                    raise SaidError(problem(PluginProblem.WRAPPER_GENERATOR))
            except BaseException as exc:
                self._fail(plugin, hook, exc)
                return None
            return result if result is None or hook not in PROVIDED else self._checked(plugin, hook, result)

        return guarded

    def _fail(self, name: str, hook: str, exc: BaseException) -> None:
        if name in self._failed:
            return
        self._failed.add(name)
        log.error("plugin %s raised in %s", name, hook, exc_info=exc)
        if self.pm.get_plugin(name) is not None:
            self.pm.unregister(name=name)  # safe mid-call: pluggy loops over a copy
        self._hint_providers = None
        error = exc.message if isinstance(exc, SaidError) else describe(exc)
        self._report(name, problem(PluginProblem.PLUGIN_FAILED, plugin=bounded(name), hook=hook, error=error),
                     self._infos[name].origin if name in self._infos else "internal")

    def _refuse(self, name: str, reason: object, origin: str) -> bool:
        self._report(name, problem(PluginProblem.PLUGIN_INVALID, plugin=bounded(name), reason=reason), origin)
        return False

    def _report(self, name: str, told: Problem, origin: str, enabled: bool = False) -> None:
        self._infos[name] = PluginInfo(name, origin, enabled, problem=told)
        self._tell(name, told)

    def _tell(self, name: str, told: Problem) -> None:
        if (key := (name, str(told))) not in self._told:
            self._told.add(key)  # the player's channel logs it
            if self._on_error is not None:
                self._on_error(name, told)

    def _checked(self, plugin: str, hook: str, result: object) -> list[object]:
        check, kind = PROVIDED[hook]
        kept: list[object] = []
        for item in result if isinstance(result, list | tuple) else [result]:
            try:
                kept.append(check(item, plugin))
            except Refused as why:
                self._tell(plugin, problem(kind, plugin=bounded(plugin), why=why.message))
        return kept

    def _provided(self, hook: pluggy.HookCaller) -> list[Any]:
        """Every implementation's checked list, in the order the plugins were loaded (pluggy calls
        the last registered first): the first exporter (the export dialog's default) and provider
        (the fallback of a hint) are the shipped ones."""
        return [item for batch in reversed(hook()) for item in batch]

    def card_themes(self) -> list[CardTheme]:
        return self._provided(self.pm.hook.boulanger_card_themes)

    def hint_providers(self) -> list[CheckedHintProvider]:
        """The checked hint providers of the last time the plugins were asked; they are asked
        again after a plugin was registered, unregistered or turned off."""
        return self.ask_hint_providers() if self._hint_providers is None else list(self._hint_providers)

    def ask_hint_providers(self) -> list[CheckedHintProvider]:
        """Ask the plugins for their hint providers (the player asks for a hint) and keep them."""
        self._hint_providers = self._provided(self.pm.hook.boulanger_hint_providers)
        return list(self._hint_providers)

    def stats_exporters(self) -> list[CheckedExporter]:
        return self._provided(self.pm.hook.boulanger_stats_exporters)

    def app_ready(self) -> None:
        self.pm.hook.boulanger_app_ready()

    def app_shutting_down(self) -> None:
        self.pm.hook.boulanger_app_shutting_down()

    def game_started(self, game: GameView, resumed: bool) -> None:
        self.pm.hook.boulanger_game_started(game=game, resumed=resumed)

    def game_ended(self, game: GameView, outcome: Outcome) -> None:
        self.pm.hook.boulanger_game_ended(game=game, outcome=outcome)

    def move_applied(
        self, game: GameView, move: Move | None, before: GameState, after: GameState, redo: bool
    ) -> None:
        self.pm.hook.boulanger_move_applied(game=game, move=move, before=before, after=after, redo=redo)

    def move_undone(self, game: GameView, move: Move | None, before: GameState, after: GameState) -> None:
        self.pm.hook.boulanger_move_undone(game=game, move=move, before=before, after=after)

    def game_won(self, game: GameView) -> None:
        self.pm.hook.boulanger_game_won(game=game)

    def game_stuck(self, game: GameView) -> None:
        self.pm.hook.boulanger_game_stuck(game=game)


def _import_file(path: Path, package: Path | None = None) -> ModuleType:
    """A `*.py` plugin, or a package folder's `__init__.py` (its modules import one another
    relatively: `from . import helpers`)."""
    module_name = f"boulanger_user_plugin_{package.name if package else path.stem}"
    locations = None if package is None else [str(package)]
    spec = importlib.util.spec_from_file_location(module_name, path, submodule_search_locations=locations)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        sys.modules.pop(module_name, None)
        raise
    return module


def _not_a_package(folder: Path) -> ModuleType:
    """A folder of Python files is a plugin only as a package: told as the missing module."""
    missing = f"{folder.name}/__init__.py"
    raise ModuleNotFoundError(missing, name=missing)
