"""The board's card theme and table colour: at start, chosen from the full catalog
(`pick_renderer`), or remembered (`theme_record`) for a first picture before the plugin
host exists and, once the plugins are loaded, made exactly the theme their catalog gives;
in play, Settings ▸ Card Theme…, switching, the felt (`ThemeControl`).

`recall_theme` runs before the first paint, without the plugin host: the record must
hold in every respect and the card-image cache must know the theme's files (so they
passed every check once, and nothing is scanned or parsed; a card drawn anew later has them
scanned first, see `CardRenderer`); else Classic, the default, is read from its
shipped folder and checked in full (a first start). `settle_theme` runs after the plugins: the
catalog's theme of that name must be the very one painted, else the board changes to
what the full start would have shown (told as it tells it) and the record is dropped.
"""

from __future__ import annotations

import logging
from importlib.util import find_spec
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from boulanger_qt.app.context import AppContext
from boulanger_qt.app.theme_record import forget, recall, record_path, remember, theme_files
from boulanger_qt.plugin.theme_check import (
    DEFAULT_THEME,
    DEFAULT_THEME_PLUGIN,
    CardTheme,
    ThemeData,
    ThemeError,
    load_theme,
)
from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problems import Problem, ProblemId, problem
from boulanger_qt.ui.board.card_cache import passed_checks
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.board.scene import BoardScene
from boulanger_qt.ui.board.view import BoardView, felt_color, felt_label, felt_problem
from boulanger_qt.ui.language import shown

log = logging.getLogger(__name__)


def pick_renderer(context: AppContext, spec: str | None, strict: bool) -> CardRenderer:
    """The requested theme, checked in full; on failure the Classic theme, and the player
    is told why (with `strict`, an explicit request, the failure is raised instead)."""
    wanted = spec or context.settings.theme
    try:
        return CardRenderer(context.catalog.load(wanted, passed_checks))
    except ThemeError as exc:
        if strict or wanted == DEFAULT_THEME:
            raise
        if wanted in context.catalog.themes:  # passed the checks, but Qt cannot draw it
            context.catalog.mark_broken(wanted, exc.message)
        if (note := context.catalog.notes.get(wanted)) is not None:  # said below, once
            context.problems.withdraw(note)
        context.problems.tell(problem(ProblemId.THEME_FALLBACK, theme=bounded(wanted), reason=exc.message))
        return CardRenderer(context.catalog.load(DEFAULT_THEME))


def recall_theme(context: AppContext) -> ThemeData | None:
    """The settings' theme as remembered, its files read, if the record still holds; else
    Classic from its shipped folder if that is the settings' theme (see the module)."""
    if context.safe_mode:
        return None
    data = recall(record_path(), context.settings.theme, context.settings.disabled_plugins)
    if data is not None and passed_checks(data):
        return data
    # Another theme: not these bytes' card images, the full path checks them.
    spec = find_spec(DEFAULT_THEME_PLUGIN) if context.settings.theme == DEFAULT_THEME else None
    if spec is None or not spec.submodule_search_locations:
        return None
    try:
        return load_theme(CardTheme.from_directory(Path(spec.submodule_search_locations[0]) / "theme"))
    except (ThemeError, OSError) as exc:
        log.warning("the shipped Classic theme cannot be read: %s", exc)
        return None


def remembered_renderer(context: AppContext, recalled: ThemeData | None) -> CardRenderer | None:
    """The renderer of the remembered theme; None if there is none, or if Qt cannot draw it
    after all (its card images went meanwhile): then the full start goes on as ever, its
    third-party plugins first if the settings' theme is not a shipped one."""
    if recalled is None:
        return None
    try:
        return CardRenderer(recalled)
    except ThemeError as exc:
        log.warning("the remembered card theme cannot be drawn: %s", exc)
    forget(record_path())
    if context.settings.theme not in context.catalog.themes:
        context.load_external_plugins(context.settings.theme)
    return None


def settle_theme(scene: BoardScene, context: AppContext, recalled: ThemeData | None,
                 ordinary: bool) -> None:
    """After the plugins (step 7), as the module says; then the record is written for the next
    start (`ordinary`: no --theme, no safe mode), or dropped when the board does not show the
    settings' theme."""
    if recalled is not None and not context.catalog.adopt(recalled):
        log.warning("the remembered card theme %s is not the catalog's: the board changes",
                    recalled.theme.name)
        forget(record_path())
        scene.set_renderer(pick_renderer(context, None, strict=False))
    if ordinary and not remember_theme(context, scene.renderer):
        forget(record_path())


def remember_theme(context: AppContext, renderer: CardRenderer) -> bool:
    """Remember the board's theme for the next start, if it is the settings' theme as the
    full catalog has it (never in safe mode, whose catalog lacks the third-party themes)."""
    theme, catalog = renderer.theme, context.catalog
    if (context.safe_mode or not context.external_loaded or theme.name != context.settings.theme
            or catalog.themes.get(theme.name) != theme):
        return False
    files = theme_files(theme, catalog.origins.get(theme.name, ""))
    return remember(record_path(), renderer.data, context.settings.disabled_plugins, files)


class ThemeControl(QObject):
    """Adds Settings ▸ Card Theme…; a switch renders in the background (`CardFaces`) and
    every card changes at once; the choice is saved once it is on the board."""

    def __init__(self, window: QMainWindow, context: AppContext, scene: BoardScene, view: BoardView,
                 menu: QMenu) -> None:
        super().__init__(window)
        self.window, self.context, self.scene, self.view = window, context, scene, view
        self.action = QAction(self.tr("Card &Theme…"), window,
                              statusTip=self.tr("Choose the cards and the table colour"))
        self.action.triggered.connect(self.show_picker)
        menu.addAction(self.action)
        scene.faces.switched.connect(self._switched)
        scene.faces.switch_failed.connect(self._switch_failed)
        self._wanted = ""
        if bad_felt := felt_problem(context.settings.table_color):
            context.problems.tell(bad_felt)  # the window is laid on the colour it stands for (felt_color)

    def show_picker(self) -> None:
        from boulanger_qt.ui.dialogs.theme_picker import ThemePicker  # loaded on first use: faster start

        picker = ThemePicker(self.context.catalog, self.scene.renderer.theme.name,
                             self.context.settings.table_color, self.window)
        if picker.exec() != ThemePicker.DialogCode.Accepted:
            return
        self.set_table_color(picker.chosen_table)
        if picker.chosen_theme != self.scene.renderer.theme.name:
            self.set_theme(picker.chosen_theme)

    def set_table_color(self, setting: str) -> None:
        if felt_problem(setting) is None and setting != self.context.settings.table_color:
            self.view.set_felt(felt_color(setting))
            self.context.update_settings(table_color=setting)
            self.window.statusBar().showMessage(
                self.tr("Table colour: %1").replace("%1", felt_label(setting)), 3000)

    def set_theme(self, spec: str) -> bool:
        """Start switching to a theme (by name or folder); False if it is unknown."""
        try:
            theme = self.context.catalog.resolve(spec)
        except ThemeError as exc:
            self.context.problems.tell(problem(ProblemId.THEME_REFUSED, reason=exc.message), again=True)
            return False
        self._wanted = theme.name
        self.scene.faces.switch(lambda: load_theme(theme))
        return True

    def _switched(self, renderer: CardRenderer) -> None:
        theme = renderer.theme
        if theme.name in self.context.catalog.themes:
            self.context.update_settings(theme=theme.name)
            remember_theme(self.context, renderer)  # the next start paints it at once
        self.window.statusBar().showMessage(
            self.tr("Card theme: %1").replace("%1", bounded(shown(theme, "display_name"))), 3000)

    def _switch_failed(self, why: Problem) -> None:
        if self._wanted in self.context.catalog.themes:
            self.context.catalog.mark_broken(self._wanted, why)
        self.context.problems.tell(problem(ProblemId.THEME_SWITCH_FAILED, theme=bounded(self._wanted),
                                           reason=why), again=True)
