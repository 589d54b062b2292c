"""Everything the app sets up once at start: paths, settings, plugins, themes, stats."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from .core.session import Clock
from .inputs import bounded
from .plugin_watchdog import take_hangs, watchdog_limit
from .plugins import PluginHost
from .problems import ProblemChannel, ProblemId, problem
from .reasons import os_reason
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
    problems: ProblemChannel = field(default_factory=ProblemChannel)  # the player hears of them
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
        for told in self.catalog.problems:
            self.problems.tell(told)

    def keeping(self) -> Keeping:
        """What the game keeper needs from here."""
        from .recorders import Keeping

        return Keeping(self.host, self.paths, lambda: self.stats, self.problems.tell)

    @property
    def stats(self) -> StatsStore:
        """The statistics store, opened on first use (a damaged file is reported then)."""
        if self._stats is None:
            from .storage.stats import StatsStore

            self._stats = StatsStore(self.paths.stats_db)
            if self._stats.problem:
                self.problems.tell(self._stats.problem)
        return self._stats

    def update_settings(self, **changes: Any) -> None:
        self.settings = replace(self.settings, **changes)
        try:
            save_settings(self.paths.settings_file, self.settings)
        except OSError as exc:
            log.error("could not save settings: %s", exc)
            self.problems.tell(problem(ProblemId.SETTINGS_NOT_SAVED, reason=os_reason(exc)))


def disable_hung_plugins(context: AppContext, hangs: dict[str, str]) -> None:
    """Plugins that hung last time are turned off (in the settings, so the player can turn
    them back on in Settings ▸ Plugins), and the player is told which and why."""
    if not hangs:
        return
    disabled = tuple(sorted(set(context.settings.disabled_plugins) | set(hangs)))
    for name, hook in sorted(hangs.items()):
        log.warning("plugin %s hung in %s last time: disabled", name, hook)
        context.problems.tell(problem(ProblemId.PLUGIN_HUNG, plugin=bounded(name),
                                      seconds=watchdog_limit(), hook=bounded(hook)))
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
    problems = ProblemChannel()
    try:
        paths.ensure()
    except OSError as exc:
        log.error("cannot create the data folders: %s", exc)
        problems.tell(problem(ProblemId.FOLDER_UNCREATABLE, folder=str(exc.filename),
                              reason=os_reason(exc)))
    loaded = load_settings(paths.settings_file)
    for told in loaded.problems:
        problems.tell(told)
    hang_file = paths.state_dir / HANG_FILE_NAME
    host = PluginHost(on_error=lambda name, told: problems.tell(told), hang_file=hang_file)
    context = AppContext(paths, loaded.settings, host, ThemeCatalog(), clock, problems,
                         safe_mode=safe_mode)
    disable_hung_plugins(context, take_hangs(hang_file))
    host.load_shipped(disabled=context.settings.disabled_plugins)
    if external_plugins and not safe_mode:
        context.load_external_plugins()
    else:
        context.catalog = discover_themes(host, None if safe_mode else paths.themes_dir)
    return context
