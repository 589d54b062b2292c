"""The main window's actions, menu bar and toolbar, wired to the commands it offers.

`WindowMenus` builds every action once and keeps it (the window enables and disables
them as the game changes); what an action does is the window's: it is reached through
the `WindowCommands` protocol only. The texts keep the window's translation context,
"MainWindow".
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu

from boulanger_qt.app.context import AppContext
from boulanger_qt.ui.actions import ActionFactory, StandardKeys

translate = QCoreApplication.translate
ANIMATION_SPEEDS = (
    (QT_TRANSLATE_NOOP("MainWindow", "Off"), 0), (QT_TRANSLATE_NOOP("MainWindow", "Fast"), 100),
    (QT_TRANSLATE_NOOP("MainWindow", "Normal"), 160), (QT_TRANSLATE_NOOP("MainWindow", "Relaxed"), 260),
)


class WindowCommands(Protocol):
    """What the menus and the toolbar ask the window to do."""

    def new_game(self) -> None: ...
    def deal_of_the_day(self) -> None: ...
    def restart(self) -> None: ...
    def undo(self) -> None: ...
    def redo(self) -> None: ...
    def copy_code(self) -> None: ...
    def send_home(self) -> None: ...
    def copy_position(self) -> None: ...
    def paste_position(self) -> None: ...
    def toggle_full_screen(self) -> None: ...
    def set_animation_ms(self, ms: int) -> None: ...
    def show_stats(self) -> None: ...
    def export_stats(self) -> None: ...
    def show_plugins(self) -> None: ...
    def show_rules(self) -> None: ...
    def show_about(self) -> None: ...
    def close(self) -> bool: ...


class WindowMenus:
    """Game, Edit, View, Settings and Help menus and the Game toolbar of one window.

    Built in two steps, as the window is: `__init__` makes what its first picture shows
    (the menu bar's titles, the toolbar and its actions); `complete` fills the menus
    (unseen until one is opened) with the rest, shortcuts included, before the window
    meets any input."""

    def __init__(self, window: QMainWindow, commands: WindowCommands, factory: ActionFactory,
                 context: AppContext) -> None:
        self._window, self._commands, self._context, self._factory = window, commands, context, factory
        make, std = factory.make, StandardKeys
        self.new_action = make(
            translate("MainWindow", "&New Game…"), commands.new_game, std("New"), "document-new",
            translate("MainWindow", "Deal a new game"))
        self.restart_action = make(
            translate("MainWindow", "&Restart"), commands.restart, "Ctrl+R", "view-refresh",
            translate("MainWindow", "Start this deal again from the beginning"))
        self.undo_action = make(
            translate("MainWindow", "&Undo"), commands.undo, std("Undo"), "edit-undo",
            translate("MainWindow", "Take back a move"))
        self.redo_action = make(
            translate("MainWindow", "&Redo"), commands.redo, std("Redo"), "edit-redo",
            translate("MainWindow", "Play an undone move again"))
        bar = window.menuBar()
        self.game_menu = bar.addMenu(translate("MainWindow", "&Game"))
        self.edit_menu = bar.addMenu(translate("MainWindow", "&Edit"))
        self.view_menu = bar.addMenu(translate("MainWindow", "&View"))
        self.settings_menu = bar.addMenu(translate("MainWindow", "&Settings"))
        self.help_menu = bar.addMenu(translate("MainWindow", "&Help"))
        self.toolbar = toolbar = window.addToolBar(translate("MainWindow", "Game"))
        toolbar.setObjectName("gameToolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addActions([self.new_action, self.restart_action, self.undo_action, self.redo_action])

    def complete(self, assistance: list[QAction], provider_menu: QMenu, check_action: QAction) -> None:
        """The menus' items: the other actions, and assistance's (Hint and Show Solution
        before Statistics, their settings in Settings); every action's keys."""
        commands, make, std = self._commands, self._factory.make, StandardKeys
        self.daily_action = make(
            translate("MainWindow", "Deal of the &Day"), commands.deal_of_the_day, None, "",
            translate("MainWindow", "Play today's deal: the same winnable deal for every player"))
        self.copy_code_action = make(
            translate("MainWindow", "&Copy Game Code"), commands.copy_code, std("Copy"), "edit-copy",
            translate("MainWindow", "Copy this deal's game code"))
        self.home_action = make(
            translate("MainWindow", "Send Cards &Home"), commands.send_home, "F", "",
            translate("MainWindow", "Every card that may go to its foundation goes (F)"))
        self.full_screen_action = make(
            translate("MainWindow", "F&ull Screen"), commands.toggle_full_screen,
            std("FullScreen", "F11"),  # F11 on a platform without its own key
            "view-fullscreen", translate("MainWindow", "Fill the screen with the board"))
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setChecked(self._window.isFullScreen())  # (a state restored before)
        self.copy_position_action = make(
            translate("MainWindow", "Cop&y Position"), commands.copy_position, "Ctrl+Shift+C", "",
            translate("MainWindow", "Copy the position as a board file, for solvers and other programs"))
        self.paste_position_action = make(
            translate("MainWindow", "Paste Posi&tion"), commands.paste_position, std("Paste"), "edit-paste",
            translate("MainWindow", "Play a position copied as a board file"))
        self.auto_play_action = self._setting_action(
            translate("MainWindow", "Auto-Pla&y Safe Moves"), "auto_play")
        self.auto_play_action.setStatusTip(translate(
            "MainWindow", "After each of your moves, send every card that may go "
            "to its foundation (Send Cards Home by itself)"))
        self.stats_action = make(
            translate("MainWindow", "S&tatistics…"), commands.show_stats, None, "",
            translate("MainWindow", "Games played and won"))
        self.export_action = make(translate("MainWindow", "&Export Statistics…"), commands.export_stats)
        self.game_menu.addActions([self.new_action, self.daily_action, self.restart_action,
                                   self.copy_code_action])
        self.game_menu.addSeparator()
        self.game_menu.addActions(assistance)
        self.game_menu.addSeparator()
        self.game_menu.addActions([self.stats_action, self.export_action])
        self.game_menu.addSeparator()
        self.game_menu.addAction(make(translate("MainWindow", "&Quit"), commands.close, std("Quit"),
                                      "application-exit"))
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.copy_position_action, self.paste_position_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.home_action)
        self.view_menu.addAction(self.full_screen_action)
        speeds = self.view_menu.addMenu(translate("MainWindow", "&Animations"))
        group = QActionGroup(speeds)
        for title, ms in ANIMATION_SPEEDS:
            action = speeds.addAction(translate("MainWindow", str(title)))
            action.setCheckable(True)
            action.setChecked(ms == self._context.settings.animation_ms)
            action.triggered.connect(lambda _=False, ms=ms: commands.set_animation_ms(ms))
            group.addAction(action)
        self.settings_menu.addAction(make(
            translate("MainWindow", "&Plugins…"), commands.show_plugins, None, "",
            translate("MainWindow", "Choose which plugins to load")))
        self.settings_menu.addAction(self._setting_action(
            translate("MainWindow", "&Ask Before Abandoning a Game"), "ask_before_abandoning"))
        self.settings_menu.addAction(self.auto_play_action)
        self.settings_menu.addMenu(provider_menu)
        self.settings_menu.addAction(check_action)
        self.help_menu.addAction(make(translate("MainWindow", "How to &Play"), commands.show_rules,
                                      std("HelpContents")))
        self.help_menu.addAction(make(translate("MainWindow", "&About Boulanger"), commands.show_about))
        self._factory.give_keys()

    def _setting_action(self, text: str, setting: str) -> QAction:
        """A checkable action that shows and changes an on/off setting."""
        action = QAction(text, self._window)
        action.setCheckable(True)
        action.setChecked(getattr(self._context.settings, setting))
        action.toggled.connect(lambda on: self._context.update_settings(**{setting: on}))
        return action
