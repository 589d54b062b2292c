"""Everything the app sets up once at start: paths, settings, plugins, themes, stats.

The plugin host and the theme catalog are made when first used (`AppContext.host`): an
ordinary start paints its board from the remembered theme (`theme_record`) first, and
builds them right after. The hang file is read at once: it changes the settings.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from boulanger_qt.app.settings import Paths, Settings, app_paths, load_settings, save_settings
from boulanger_qt.core.session import Clock, Session
from boulanger_qt.plugin.hangs import take_hangs, watchdog_limit
from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problems import ProblemChannel, ProblemId, os_reason, problem

if TYPE_CHECKING:
    from boulanger_qt.app.keeper import StatsRecorder
    from boulanger_qt.app.storage.stats import StatsStore
    from boulanger_qt.app.themes import ThemeCatalog
    from boulanger_qt.plugin.host import PluginHost

log = logging.getLogger(__name__)
HANG_FILE_NAME = "hung-plugins.txt"  # in the state folder: plugins the watchdog caught hanging


class AppContext:
    """What one run of the app shares (see the module); nothing compares or copies it."""

    __slots__ = ("_catalog", "_host", "_stats", "clock", "external_loaded", "hung_plugins",
                 "language_override", "legacy_geometry", "paths", "problems", "recorder", "safe_mode",
                 "settings")

    def __init__(self, paths: Paths, settings: Settings, clock: Clock, problems: ProblemChannel,
                 safe_mode: bool) -> None:
        self.paths = paths
        self.settings = settings
        self.clock = clock
        self.problems = problems  # the player hears of them
        self._stats: StatsStore | None = None
        self.language_override: str | None = None  # --language: this run only, never saved
        self.recorder: StatsRecorder | None = None  # set once games are being recorded (start_keeping)
        self.external_loaded = False
        self.safe_mode = safe_mode  # shipped plugins and themes only
        self.hung_plugins: tuple[str, ...] = ()  # turned off at this start: they hung the last one
        self.legacy_geometry: str | None = None  # an older settings.toml's window geometry (`window_state`)
        self._host: PluginHost | None = None
        self._catalog: ThemeCatalog | None = None

    @property
    def host(self) -> PluginHost:
        """The plugin host, with the shipped plugins (not those the settings turn off) and
        the catalog of their themes and the themes folder's; made on first use."""
        if self._host is None:
            from boulanger_qt.app.themes import discover_themes
            from boulanger_qt.plugin.host import PluginHost

            host = PluginHost(on_error=lambda name, told: self.problems.tell(told),
                              hang_file=self.paths.state_dir / HANG_FILE_NAME)
            self._host = host
            host.load_shipped(disabled=self.settings.disabled_plugins)
            self._catalog = discover_themes(host, None if self.safe_mode else self.paths.themes_dir)
        return self._host

    @property
    def catalog(self) -> ThemeCatalog:  # every theme known so far
        if self._catalog is None:
            self.host  # noqa: B018 (makes the catalog too)
        assert self._catalog is not None
        return self._catalog

    @catalog.setter
    def catalog(self, catalog: ThemeCatalog) -> None:
        self._catalog = catalog

    def load_external_plugins(self, showing: str | None = None) -> None:
        """Entry-point and user-folder plugins, then every theme they and the themes folder add
        (none of them in safe mode). `showing`: the theme the start picks next; if it is
        broken, picking it says why (`pick_renderer`), so its catalog note is not told here."""
        if self.external_loaded or self.safe_mode:
            return
        from boulanger_qt.app.themes import discover_themes

        self.external_loaded = True
        self.host.load_external(self.paths.plugins_dir)
        self.catalog = discover_themes(self.host, self.paths.themes_dir)
        self.host.ask_hint_providers()  # junk from a provider is told now, not at first use
        self.host.stats_exporters()
        held = self.catalog.notes.get(showing) if showing is not None else None
        for told in self.catalog.problems:
            if told is not held:
                self.problems.tell(told)

    @property
    def stats(self) -> StatsStore:
        """The statistics store, opened on first use (a damaged file is reported then)."""
        if self._stats is None:
            from boulanger_qt.app.storage.stats import StatsStore

            self._stats = StatsStore(self.paths.stats_db)
            if self._stats.problem:
                self.problems.tell(self._stats.problem)
        return self._stats

    def start_keeping(self, session: Session, resumed: bool, owns_saved_game: bool, replaced: Session | None,
                      current: Callable[[], Session],
                      keep_playing: Callable[[Session], bool] = lambda saved: False) -> tuple[Session, bool]:
        """Register the keeper (`current` gives the controller's session) with its `recorder`,
        and settle the saved game `replaced` by another deal: it is recorded as left (a loss),
        unless `keep_playing(replaced)` says to resume it instead (a won saved game is recorded
        as won). Returns the session to start and whether it is resumed."""
        from boulanger_qt.app import keeper

        tell = self.problems.tell
        self.recorder = keeper.StatsRecorder(lambda: self.stats, keeper.journal_path(self.paths.stats_db),
                                             tell)
        autosave = keeper.Autosave(self.paths.autosave_file, tell) if owns_saved_game else None
        if owns_saved_game and not resumed and replaced is not None:
            if keeper.asks_before_leaving(replaced) and keep_playing(replaced):
                session, resumed = replaced, True
            else:
                self.recorder.write_game(replaced, left=True)
        self.recorder.flush()  # games waiting in the journal go in now
        self.host.register(keeper.GameKeeper(autosave, self.recorder, current), "boulanger_stats_recorder")
        return session, resumed

    def update_settings(self, **changes: Any) -> None:
        self.settings = replace(self.settings, **changes)
        try:
            save_settings(self.paths.settings_file, self.settings)
        except OSError as exc:
            log.error("could not save settings: %s", exc)
            self.problems.tell(problem(ProblemId.SETTINGS_NOT_SAVED, reason=os_reason(exc)))


def build_context(clock: Clock = time.monotonic, external_plugins: bool = True,
                  safe_mode: bool = False) -> AppContext:
    """Load the settings and turn off the plugins that hung last time; problems are
    collected, not raised. With `external_plugins` every plugin and theme loads at once;
    without, call `load_external_plugins` later (the app does so right after its first paint)."""
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
    context = AppContext(paths, loaded.settings, clock, problems, safe_mode)
    context.legacy_geometry = loaded.legacy_geometry
    hangs = take_hangs(paths.state_dir / HANG_FILE_NAME)
    if hangs:  # turned off in the settings, so the player can turn them back on in Settings ▸ Plugins
        for name, hook in sorted(hangs.items()):
            log.warning("plugin %s hung in %s last time: disabled", name, hook)
            problems.tell(problem(ProblemId.PLUGIN_HUNG, plugin=bounded(name),
                                  seconds=watchdog_limit(), hook=bounded(hook)))
        context.hung_plugins = tuple(sorted(hangs))
        context.update_settings(disabled_plugins=tuple(sorted({*context.settings.disabled_plugins, *hangs})))
    if external_plugins:
        context.load_external_plugins()
    return context
