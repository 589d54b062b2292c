"""Accessible names and descriptions for the window's frame: the window, the menu bar,
the toolbar's own parts (its overflow button, its separators), the status bar and its
size grip. Assistive technology lists every widget; none may be an unnamed "unknown".
The board's piles and cards are named in `board_accessible`; each other widget is
named where it is built (its text, tooltip or `setAccessibleName`).

The texts keep the window's translation context, "MainWindow".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar, QSizeGrip, QStatusBar, QToolBar, QToolButton

translate = QCoreApplication.translate
EXTENSION_BUTTON = "qt_toolbar_ext_button"  # Qt's name for a toolbar's » button


def name_window(window: QMainWindow, bar: QStatusBar) -> None:
    window.setAccessibleDescription(translate(
        "MainWindow", "Jeu du Boulanger (Baker's Game), a solitaire: build the columns down in suit "
        "and move every card to the foundations"))
    bar.setAccessibleName(translate("MainWindow", "Status bar"))
    bar.setAccessibleDescription(translate(
        "MainWindow", "Score, moves, time played, the game code and whether the game can still be won"))


def name_menu_bar(menu_bar: QMenuBar) -> None:
    menu_bar.setAccessibleName(translate("MainWindow", "Menu bar"))
    menu_bar.setAccessibleDescription(translate("MainWindow", "Game, Edit, View, Settings and Help"))


def name_menus(menu_bar: QMenuBar) -> None:
    """Each menu and submenu is named by its title, without the access key's `&`."""
    menus = [a.menu() for a in menu_bar.actions()]
    while menus:
        menu = menus.pop()
        if isinstance(menu, QMenu):
            menu.setAccessibleName(menu.title().replace("&&", "\0").replace("&", "").replace("\0", "&"))
            menus.extend(a.menu() for a in menu.actions())


def name_toolbar(toolbar: QToolBar) -> None:
    """The toolbar, its separators and the » button Qt adds for what does not fit."""
    toolbar.setAccessibleName(toolbar.windowTitle())
    toolbar.setAccessibleDescription(translate("MainWindow", "The most used commands of the Game menu"))
    extension = toolbar.findChild(QToolButton, EXTENSION_BUTTON)
    if extension is not None:
        extension.setAccessibleName(translate("MainWindow", "More commands"))
        extension.setAccessibleDescription(
            translate("MainWindow", "The commands that do not fit on the toolbar"))
    for action in toolbar.actions():
        if action.isSeparator() and (widget := toolbar.widgetForAction(action)) is not None:
            widget.setAccessibleName(translate("MainWindow", "Separator"))
            widget.setAccessibleDescription(translate("MainWindow", "Between groups of commands"))


def name_size_grip(bar: QStatusBar) -> None:
    """The status bar's size grip (there once the window is painted)."""
    for grip in bar.findChildren(QSizeGrip):
        grip.setAccessibleName(translate("MainWindow", "Resize the window"))
        grip.setAccessibleDescription(translate("MainWindow", "Drag to change the window's size"))
