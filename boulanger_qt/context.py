"""Everything the app sets up once at start: paths, settings, plugins, themes, stats."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from .core.session import Clock
from .plugins import PluginHost
from .settings import Paths, Settings, app_paths, load_settings, save_settings
from .themes import ThemeCatalog, discover_themes

if TYPE_CHECKING:
    from .storage.stats import StatsStore

log = logging.getLogger(__name__)


@dataclass
class AppContext:
    paths: Paths
    settings: Settings
    host: PluginHost
    catalog: ThemeCatalog
    clock: Clock = time.monotonic
    problems: list[str] = field(default_factory=list)  # told to the user once the window is up
    _stats: StatsStore | None = None

    @property
    def stats(self) -> StatsStore:
        """The statistics store, opened on first use (a damaged file is reported then)."""
        if self._stats is None:
            from .storage.stats import StatsStore

            self._stats = StatsStore(self.paths.stats_db)
            if self._stats.problem:
                self.problems.append(self._stats.problem)
        return self._stats

    def update_settings(self, **changes: Any) -> None:
        self.settings = replace(self.settings, **changes)
        try:
            save_settings(self.paths.settings_file, self.settings)
        except OSError as exc:
            log.error("could not save settings: %s", exc)
            self.problems.append(f"Settings could not be saved: {exc}")


def build_context(clock: Clock = time.monotonic) -> AppContext:
    """Load settings, plugins, themes and the stats store; problems are collected, not raised."""
    paths = app_paths()
    paths.ensure()
    loaded = load_settings(paths.settings_file)
    problems = list(loaded.problems)
    host = PluginHost(on_error=lambda name, message: problems.append(message))
    host.load_all(disabled=loaded.settings.disabled_plugins, user_folder=paths.plugins_dir)
    catalog = discover_themes(host, paths.themes_dir)
    problems += catalog.problems
    return AppContext(paths, loaded.settings, host, catalog, clock, problems)
