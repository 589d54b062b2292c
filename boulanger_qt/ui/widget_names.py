"""Accessible names and descriptions for the window's frame: the window, the menu bar,
the toolbar's own parts (its overflow button, its separators), the status bar and its
size grip. Assistive technology lists every widget; none may be an unnamed "unknown".
The board's piles and cards are named in `board.accessible`; each other widget is
named where it is built (its text, tooltip or `setAccessibleName`).

The texts keep the window's translation context, "MainWindow".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QScrollBar,
    QSizeGrip,
    QSplitterHandle,
    QStackedWidget,
    QTabWidget,
    QToolBar,
    QToolButton,
    QWidget,
)

translate = QCoreApplication.translate
EXTENSION_BUTTON = "qt_toolbar_ext_button"  # Qt's name for a toolbar's » button


def name_frame(window: QMainWindow, toolbar: QToolBar) -> None:
    """The window, its menu bar and every menu (by its title without the access key's `&`),
    the toolbar with its separators and the » button Qt adds for what does not fit, and the
    status bar with its size grip."""
    window.setAccessibleDescription(translate(
        "MainWindow", "Jeu du Boulanger (Baker's Game), a solitaire: build the columns down in suit "
        "and move every card to the foundations"))
    bar = window.statusBar()
    bar.setAccessibleName(translate("MainWindow", "Status bar"))
    bar.setAccessibleDescription(translate(
        "MainWindow", "Score, moves, time played, the game code and whether the game can still be won"))
    for grip in bar.findChildren(QSizeGrip):
        grip.setAccessibleName(translate("MainWindow", "Resize the window"))
        grip.setAccessibleDescription(translate("MainWindow", "Drag to change the window's size"))
    menu_bar = window.menuBar()
    menu_bar.setAccessibleName(translate("MainWindow", "Menu bar"))
    menu_bar.setAccessibleDescription(translate("MainWindow", "Game, Edit, View, Settings and Help"))
    menus = [a.menu() for a in menu_bar.actions()]
    while menus:
        if isinstance(menu := menus.pop(), QMenu):
            menu.setAccessibleName(menu.title().replace("&&", "\0").replace("&", "").replace("\0", "&"))
            menus.extend(a.menu() for a in menu.actions())
    toolbar.setAccessibleName(toolbar.windowTitle())
    toolbar.setAccessibleDescription(translate("MainWindow", "The most used commands of the Game menu"))
    if (extension := toolbar.findChild(QToolButton, EXTENSION_BUTTON)) is not None:
        extension.setAccessibleName(translate("MainWindow", "More commands"))
        extension.setAccessibleDescription(
            translate("MainWindow", "The commands that do not fit on the toolbar"))
    for action in toolbar.actions():
        if action.isSeparator() and (widget := toolbar.widgetForAction(action)) is not None:
            widget.setAccessibleName(translate("MainWindow", "Separator"))
            widget.setAccessibleDescription(translate("MainWindow", "Between groups of commands"))


def _part_name(widget: QWidget) -> str:
    parent = widget.parentWidget()
    if isinstance(widget, QDialogButtonBox):
        return translate("MainWindow", "Dialog buttons")
    if isinstance(widget, QScrollBar):
        return (translate("MainWindow", "Vertical scroll bar")
                if widget.orientation() == Qt.Orientation.Vertical
                else translate("MainWindow", "Horizontal scroll bar"))
    if isinstance(widget, QSplitterHandle):
        return translate("MainWindow", "Divider")
    if isinstance(widget, QToolButton) and isinstance(parent, QLineEdit):
        return translate("MainWindow", "Clear")
    if isinstance(widget, QAbstractItemView) and parent is not None and isinstance(parent.parentWidget(),
                                                                                  QComboBox):
        return translate("MainWindow", "Choices")
    if isinstance(widget, QAbstractButton) and isinstance(parent, QAbstractItemView):
        return translate("MainWindow", "Select all")  # a table's corner button
    if isinstance(widget, QTabWidget | QStackedWidget):
        return translate("MainWindow", "Pages")
    tabs = parent.parentWidget() if parent is not None else None
    if isinstance(parent, QStackedWidget) and isinstance(tabs, QTabWidget) and tabs.indexOf(widget) >= 0:
        return tabs.tabText(tabs.indexOf(widget)).replace("&", "")  # a tab page: its title
    if widget.objectName() in ("qt_scrollarea_hcontainer", "qt_scrollarea_vcontainer"):
        return translate("MainWindow", "Scroll bars")
    if parent is not None:  # a plain container or a view: its parent's name
        outer = QAccessible.queryAccessibleInterface(parent)
        name = outer.text(QAccessible.Text.Name) if outer is not None else ""
        return name or (parent.windowTitle() if parent.isWindow() else parent.accessibleName())
    return ""


def name_parts(root: QWidget) -> None:
    """Names for the parts Qt builds inside a dialog that have none of their own (button
    boxes, scroll bars, splitter handles, a line edit's clear button, a combo box's list,
    tab pages, plain containers), so no part of the dialog is read as an unnamed thing.
    Parents first (as `findChildren` lists them): a container may take its parent's name."""
    for widget in root.findChildren(QWidget):
        interface = QAccessible.queryAccessibleInterface(widget)
        if interface is None or interface.text(QAccessible.Text.Name).strip():
            continue
        if isinstance(widget, QLabel):
            continue  # a label is its text; an empty one is hidden by its owner
        if name := _part_name(widget):
            widget.setAccessibleName(name)

