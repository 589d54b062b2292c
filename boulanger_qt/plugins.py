"""The plugin manager: shipped plugins, entry points, the user plugin folder.

Every hook call goes through `PluginHost`, which calls each implementation on its own:
one that raises is logged, disabled for the rest of the session and reported once
through `on_error`, and the other plugins still run.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import Any, Final

import pluggy

from . import hookspecs
from .api import PROJECT_NAME, CardTheme, HintProvider, StatsExporter

ENTRY_POINT_GROUP: Final = "boulanger_qt"
SHIPPED_PLUGINS: Final = ("boulanger_classic", "boulanger_hints", "boulanger_stats_export")
log = logging.getLogger(__name__)

ErrorHandler = Callable[[str, str], None]  # (plugin name, message)


@dataclass(frozen=True, slots=True)
class PluginInfo:
    name: str
    origin: str  # "shipped", "entry point" or a file path
    enabled: bool
    problem: str = ""


class PluginHost:
    """A typed facade around pluggy's PluginManager for Boulanger's hooks."""

    def __init__(self, on_error: ErrorHandler | None = None) -> None:
        self.pm = pluggy.PluginManager(PROJECT_NAME)
        self.pm.add_hookspecs(hookspecs)
        self._on_error = on_error
        self._infos: dict[str, PluginInfo] = {}
        self._failed: set[str] = set()

    def set_error_handler(self, on_error: ErrorHandler | None) -> None:
        self._on_error = on_error

    # --- loading ---------------------------------------------------------------

    def load_all(self, disabled: Iterable[str] = (), user_folder: Path | None = None) -> None:
        """Shipped plugins, then entry points, then `*.py` in the user folder."""
        self.load_shipped(disabled)
        self.load_external(user_folder)

    def load_shipped(self, disabled: Iterable[str] = ()) -> None:
        for name in disabled:
            self.pm.set_blocked(name)
        for module_name in SHIPPED_PLUGINS:
            self._load(module_name, "shipped", partial(importlib.import_module, module_name))

    def load_external(self, user_folder: Path | None = None) -> None:
        """Third-party plugins: the entry-point group, then the user plugin folder."""
        import importlib.metadata  # costs start-up time, so only when needed

        for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
            self._load(ep.name, "entry point", ep.load)
        if user_folder is not None and user_folder.is_dir():
            for path in sorted(user_folder.glob("*.py")):
                self._load(path.stem, str(path), partial(_import_file, path))

    def register(self, plugin: object, name: str, origin: str = "internal") -> bool:
        """Register an already-imported plugin object; False (and reported) if it is invalid."""
        if self.pm.is_blocked(name):
            self._infos[name] = PluginInfo(name, origin, enabled=False)
            return False
        try:
            self.pm.register(plugin, name=name)
            self.pm.check_pending()
        except (pluggy.PluginValidationError, ValueError) as exc:
            if self.pm.is_registered(plugin):
                self.pm.unregister(plugin)
            self._report(name, f"could not be loaded: {exc}", origin)
            return False
        self._infos[name] = PluginInfo(name, origin, enabled=True)
        return True

    def unregister(self, name: str) -> None:
        plugin = self.pm.get_plugin(name)
        if plugin is not None:
            self.pm.unregister(plugin)
        self._infos.pop(name, None)

    def _load(self, name: str, origin: str, loader: Callable[[], Any]) -> None:
        if self.pm.is_blocked(name):
            self._infos[name] = PluginInfo(name, origin, enabled=False)
            return
        try:
            plugin = loader()
        except Exception as exc:  # a broken plugin must never stop the app
            log.exception("plugin %s failed to import", name)
            self._report(name, f"could not be loaded: {type(exc).__name__}: {exc}", origin)
            return
        self.register(plugin, name, origin)

    def plugins(self) -> list[PluginInfo]:
        return sorted(self._infos.values(), key=lambda info: info.name)

    # --- calling -----------------------------------------------------------------

    def _call(self, hook_name: str, **kwargs: Any) -> list[Any]:
        """Call every implementation separately, newest first as pluggy does."""
        caller = getattr(self.pm.hook, hook_name)
        results: list[Any] = []
        for impl in reversed(caller.get_hookimpls()):
            if impl.plugin_name in self._failed:
                continue
            try:
                result = impl.function(*(kwargs[arg] for arg in impl.argnames))
            except Exception as exc:
                log.exception("plugin %s raised in %s", impl.plugin_name, hook_name)
                self._fail(impl.plugin_name, hook_name, exc)
                continue
            if result is not None:
                results.append(result)
        return results

    def _fail(self, name: str, hook_name: str, exc: Exception) -> None:
        self._failed.add(name)
        plugin = self.pm.get_plugin(name)
        if plugin is not None:
            self.pm.unregister(plugin)
        origin = self._infos[name].origin if name in self._infos else "internal"
        self._report(name, f"failed in {hook_name} ({type(exc).__name__}: {exc}) and was disabled", origin)

    def _report(self, name: str, problem: str, origin: str) -> None:
        self._infos[name] = PluginInfo(name, origin, enabled=False, problem=problem)
        if self._on_error is not None:
            self._on_error(name, f"Plugin {name!r} {problem}.")

    def _provided(self, hook_name: str, kind: type) -> Iterator[Any]:
        for batch in self._call(hook_name):
            if not isinstance(batch, list | tuple):
                batch = [batch]
            for item in batch:
                if isinstance(item, kind):
                    yield item
                else:
                    log.warning("%s returned %r, which is not a %s", hook_name, item, kind.__name__)

    def card_themes(self) -> list[CardTheme]:
        return list(self._provided("boulanger_card_themes", CardTheme))

    def hint_providers(self) -> list[HintProvider]:
        return list(self._provided("boulanger_hint_providers", HintProvider))

    def stats_exporters(self) -> list[StatsExporter]:
        return list(self._provided("boulanger_stats_exporters", StatsExporter))

    def notify(self, hook_name: str, **kwargs: Any) -> None:
        """Call a lifecycle hook (`boulanger_game_started`, …) with keyword arguments."""
        if not hook_name.startswith("boulanger_") or not hasattr(hookspecs, hook_name):
            raise ValueError(f"unknown hook {hook_name}")
        self._call(hook_name, **kwargs)


def _import_file(path: Path) -> ModuleType:
    module_name = f"boulanger_user_plugin_{path.stem}"
    spec = importlib.util.spec_from_file_location(module_name, path)
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
