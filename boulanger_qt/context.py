"""Everything the app sets up once at start: paths, settings, plugins, themes, stats."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from .core.session import Clock
from .inputs import bounded
from .plugin_watchdog import take_hangs, watchdog_limit
from .plugins import PluginHost
from .settings import Paths, Settings, app_paths, load_settings, save_settings
from .themes import ThemeCatalog, discover_themes

if TYPE_CHECKING:
    from .recorders import Keeping, StatsRecorder
    from .storage.stats import StatsStore

log = logging.getLogger(__name__)
HANG_FILE_NAME = "hung-plugins.txt"  # in the state folder: plugins the watchdog caught hanging


@dataclass
class AppContext:
    paths: Paths
    settings: Settings
    host: PluginHost
    catalog: ThemeCatalog
    clock: Clock = time.monotonic
    problems: list[str] = field(default_factory=list)  # told to the user once the window is up
    on_problem: Callable[[str], None] | None = None  # the window, once it can tell the user
    _stats: StatsStore | None = None
    language_override: str | None = None  # --language: this run only, never saved
    recorder: StatsRecorder | None = None  # set once games are being recorded

    external_loaded: bool = False
    safe_mode: bool = False  # shipped plugins and themes only
    hung_plugins: tuple[str, ...] = ()  # turned off at this start: they hung the last one

    def load_external_plugins(self) -> None:
        """Entry-point and user-folder plugins, then every theme they and the themes folder add
        (none of them in safe mode)."""
        if self.external_loaded or self.safe_mode:
            return
        self.external_loaded = True
        self.host.load_external(self.paths.plugins_dir)
        self.catalog = discover_themes(self.host, self.paths.themes_dir)
        self.host.check_providers()  # junk from a provider is told now, not at first use
        for problem in self.catalog.problems:
            self.tell(problem)

    def keeping(self) -> Keeping:
        """What the game keeper needs from here."""
        from .recorders import Keeping

        return Keeping(self.host, self.paths, lambda: self.stats, self.tell)

    def tell(self, problem: str) -> None:
        """Let the user know, now if the window is up, else as soon as it is."""
        if self.on_problem is not None:
            self.on_problem(problem)
        else:
            self.problems.append(problem)

    @property
    def stats(self) -> StatsStore:
        """The statistics store, opened on first use (a damaged file is reported then)."""
        if self._stats is None:
            from .storage.stats import StatsStore

            self._stats = StatsStore(self.paths.stats_db)
            if self._stats.problem:
                self.tell(self._stats.problem)
        return self._stats

    def update_settings(self, **changes: Any) -> None:
        self.settings = replace(self.settings, **changes)
        try:
            save_settings(self.paths.settings_file, self.settings)
        except OSError as exc:
            log.error("could not save settings: %s", exc)
            self.tell(f"Settings could not be saved: {exc}")


def disable_hung_plugins(context: AppContext, hangs: dict[str, str]) -> None:
    """Plugins that hung last time are turned off (in the settings, so the player can turn
    them back on in Settings ▸ Plugins), and the player is told which and why."""
    if not hangs:
        return
    disabled = tuple(sorted(set(context.settings.disabled_plugins) | set(hangs)))
    for name, hook in sorted(hangs.items()):
        log.warning("plugin %s hung in %s last time: disabled", name, hook)
        context.problems.append(
            f"Plugin {bounded(name)!r} was turned off: last time it kept Boulanger busy for more "
            f"than {watchdog_limit():g} seconds ({bounded(hook)}). Settings ▸ Plugins turns it back on."
        )
    context.hung_plugins = tuple(sorted(hangs))
    context.update_settings(disabled_plugins=disabled)


def build_context(
    clock: Clock = time.monotonic, external_plugins: bool = True, safe_mode: bool = False
) -> AppContext:
    """Load settings, plugins and themes; problems are collected, not raised.

    With `external_plugins` False only the shipped plugins load; call
    `load_external_plugins` later (the app does so right after its first paint).
    In `safe_mode` only the shipped plugins and themes ever load.
    """
    paths = app_paths()
    problems: list[str] = []
    try:
        paths.ensure()
    except OSError as exc:
        log.error("cannot create the data folders: %s", exc)
        problems.append(f"Boulanger cannot create its folder {exc.filename} ({exc.strerror}). "
                        "You can play, but games, settings and statistics are not saved until it can.")
    loaded = load_settings(paths.settings_file)
    problems += loaded.problems
    hang_file = paths.state_dir / HANG_FILE_NAME
    host = PluginHost(on_error=lambda name, message: problems.append(message), hang_file=hang_file)
    context = AppContext(paths, loaded.settings, host, ThemeCatalog(), clock, problems,
                         safe_mode=safe_mode)
    disable_hung_plugins(context, take_hangs(hang_file))
    host.load_shipped(disabled=context.settings.disabled_plugins)
    if external_plugins and not safe_mode:
        context.load_external_plugins()
    else:
        context.catalog = discover_themes(host, None if safe_mode else paths.themes_dir)
    return context
