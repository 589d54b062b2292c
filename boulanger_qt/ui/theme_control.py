"""The window's card theme and table colour: Settings ▸ Card Theme…, switching, the felt."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from boulanger_qt.app.context import AppContext
from boulanger_qt.plugin.theme_check import ThemeError, load_theme
from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problems import Problem, ProblemId, problem
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.board.felt import felt_color, felt_label, felt_problem
from boulanger_qt.ui.board.scene import BoardScene
from boulanger_qt.ui.board.view import BoardView
from boulanger_qt.ui.language import shown
from boulanger_qt.ui.start_theme import remember_theme


class ThemeControl(QObject):
    """Adds Settings ▸ Card Theme…; a switch renders in the background (`CardFaces`) and
    every card changes at once; the choice is saved once it is on the board."""

    def __init__(self, window: QMainWindow, context: AppContext, scene: BoardScene, view: BoardView,
                 menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.context = context
        self.scene = scene
        self.view = view
        self.action = QAction(self.tr("Card &Theme…"), window)
        self.action.setStatusTip(self.tr("Choose the cards and the table colour"))
        self.action.triggered.connect(self.show_picker)
        menu.addAction(self.action)
        faces = scene.faces
        faces.switched.connect(self._switched)
        faces.switch_failed.connect(self._switch_failed)
        self._wanted = ""
        setting = self.context.settings.table_color
        problem = felt_problem(setting)
        if problem:  # the window is already laid on the colour it stands for (felt_color)
            self.context.problems.tell(problem)

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
