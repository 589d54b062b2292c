"""The menus are filled, and the actions given their keys, once the window is first
painted (none of it is seen until a menu opens): when the start is over every menu has
all its items and every shortcut works, and the first picture is the completed window's."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QEvent, QPoint, QTimer
from PySide6.QtGui import QAction, QImage, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot

from boulanger_qt.api import hookimpl
from boulanger_qt.app.context import AppContext, build_context
from boulanger_qt.core.session import Session
from boulanger_qt.ui import start as start_up
from boulanger_qt.ui.assist.actions import Assistance
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.menus import ActionFactory, StandardKeys, WindowCommands
from boulanger_qt.ui.window import MainWindow

Item = str | dict[str, list[str]]
MENUS: list[tuple[str, list[Item]]] = [
    ("&Game", ["&New Game…", "Deal of the &Day", "&Restart", "&Copy Game Code", "---", "&Hint",
               "Show &Solution", "---", "S&tatistics…", "&Export Statistics…", "---", "&Quit"]),
    ("&Edit", ["&Undo", "&Redo", "---", "Cop&y Position", "Paste Posi&tion", "---", "Send Cards &Home"]),
    ("&View", ["F&ull Screen", {"&Animations": ["Off", "Fast", "Normal", "Relaxed"]}]),
    ("&Settings", ["&Plugins…", "&Ask Before Abandoning a Game", "Auto-Pla&y Safe Moves",
                   {"&Hint Provider": ["Solver (winning line)", "Quick (rules of thumb)"]},
                   "Check &Winnability", "Card &Theme…",
                   {"&Language": ["System Language", "English", "Français", "Slovenčina"]}]),
    ("&Help", ["How to &Play", "&About Boulanger"]),
]
# Every command a menu or a key reaches, and assistance's two.
COMMANDS = [name for name in WindowCommands.__dict__ if not name.startswith("_")]
ASSIST_COMMANDS = ["request_hint", "toggle_solution"]


def _items(menu: QMenu) -> list[Item]:
    items: list[Item] = []
    for action in menu.actions():
        submenu = action.menu()
        if action.isSeparator():
            items.append("---")
        elif isinstance(submenu, QMenu):
            submenu.aboutToShow.emit()  # (the hint providers are listed when it opens)
            items.append({submenu.title(): [str(item) for item in _items(submenu)]})
        else:
            items.append(action.text())
    return items


def _start(monkeypatch: pytest.MonkeyPatch, at_ready: Callable[[MainWindow], None]) -> None:
    """The app's own start (first paint, then the rest); `at_ready` once it is over."""
    context = build_context(external_plugins=False)
    windows: list[MainWindow] = []
    real_build = MainWindow

    def build(ctx: AppContext, session: Session, renderer: CardRenderer) -> MainWindow:
        windows.append(real_build(ctx, session, renderer))
        return windows[-1]

    monkeypatch.setattr("boulanger_qt.ui.window.MainWindow", build)

    class Ready:
        @hookimpl
        def boulanger_app_ready(self) -> None:
            try:
                at_ready(windows[0])
            finally:
                QTimer.singleShot(0, QApplication.closeAllWindows)

    context.host.register(Ready(), "menus_test_ready")
    assert start_up.StartUp(context).open_board(Session.new_deal(1, 4), False, []) == 0
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):
            widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


@pytest.mark.usefixtures("qapp")
def test_every_menu_has_its_items_when_the_start_is_over(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, object] = {}

    def look(window: MainWindow) -> None:
        menus = [action.menu() for action in window.menuBar().actions()]
        assert all(isinstance(menu, QMenu) for menu in menus)
        seen["menus"] = [(menu.title(), _items(menu)) for menu in menus if isinstance(menu, QMenu)]
        opened = []
        for menu in menus:
            assert isinstance(menu, QMenu)
            menu.popup(window.mapToGlobal(QPoint(10, 10)))
            QTest.qWait(20)
            opened.append((menu.isVisible(), [a.text() for a in menu.actions() if a.isVisible()] != []))
            menu.hide()
        seen["opened"] = opened
        seen["names"] = [menu.accessibleName() for menu in menus if isinstance(menu, QMenu)]

    _start(monkeypatch, look)
    assert seen["menus"] == MENUS
    assert seen["opened"] == [(True, True)] * 5
    assert seen["names"] == ["Game", "Edit", "View", "Settings", "Help"]


@pytest.mark.usefixtures("qapp")
def test_every_shortcut_works_as_soon_as_the_start_is_over(monkeypatch: pytest.MonkeyPatch) -> None:
    reached: list[str] = []
    for name in COMMANDS:
        monkeypatch.setattr(MainWindow, name, lambda self, *args, name=name: reached.append(name))
    for name in ASSIST_COMMANDS:
        monkeypatch.setattr(Assistance, name, lambda self, *args, name=name: reached.append(name))
    keys: dict[str, list[str]] = {}

    def press(window: MainWindow) -> None:
        window.activateWindow()
        QTest.qWait(10)
        for action in window.actions():
            action.setEnabled(True)  # (which are on as the game goes is the window's, tested elsewhere)
            for key in action.shortcuts():
                before = len(reached)
                QTest.keySequence(window, key)
                keys.setdefault(action.text(), []).extend(reached[before:])
        window.menus.toolbar.actions()[0].trigger()  # the toolbar's actions are the menus'

    _start(monkeypatch, press)
    shortcut_of = {"&New Game…": "new_game", "&Restart": "restart", "&Undo": "undo", "&Redo": "redo",
                   "&Copy Game Code": "copy_code", "Send Cards &Home": "send_home",
                   "Cop&y Position": "copy_position", "Paste Posi&tion": "paste_position",
                   "F&ull Screen": "toggle_full_screen", "How to &Play": "show_rules",
                   "&Hint": "request_hint", "Show &Solution": "toggle_solution"}
    for text, command in shortcut_of.items():
        assert keys.get(text) and set(keys[text]) == {command}, (text, keys.get(text))
    assert reached[-1] == "new_game"


def _settled(window: MainWindow, qtbot: QtBot) -> QImage:
    qtbot.waitUntil(lambda: not window.assist.busy.isVisible(), timeout=10000)
    qtbot.wait(50)
    return window.grab().toImage()


def test_the_first_picture_is_the_completed_windows(qtbot: QtBot) -> None:
    context = build_context(external_plugins=False)
    session = Session.new_deal(1, 4, context.clock)
    window = MainWindow(context, session, CardRenderer(context.catalog.load("classic")))
    qtbot.addWidget(window)
    window.resize(1100, 760)
    pictures: list[QImage] = []

    def first_paint() -> None:
        pictures.append(window.grab().toImage())  # before anything else runs
        window.complete()
        window.controller.start(session)

    window.view.after_first_paint(first_paint)
    window.show()
    qtbot.waitUntil(lambda: len(pictures) == 1, timeout=10000)
    completed = _settled(window, qtbot)
    assert pictures[0].size() == completed.size()
    assert pictures[0] == completed
    window.close()


def test_the_actions_the_window_keeps_up_to_date_follow_it_from_the_start(qtbot: QtBot) -> None:
    """The toolbar's are made before the first paint; the menus' own (Send Cards Home, Copy
    Game Code, Full Screen) with the menus' items, as the window is then."""
    context = build_context(external_plugins=False)
    session = Session.new_deal(1, 4, context.clock)
    window = MainWindow(context, session, CardRenderer(context.catalog.load("classic")))
    qtbot.addWidget(window)
    menus = window.menus
    assert [action.isEnabled() for action in (menus.undo_action, menus.redo_action, menus.restart_action)] \
        == [False, False, False]
    window.showFullScreen()  # a window state change before `complete` is followed too
    qtbot.waitUntil(window.isFullScreen, timeout=5000)
    window.complete()
    kept: list[QAction] = [menus.undo_action, menus.redo_action, menus.restart_action, menus.home_action,
                           menus.copy_code_action, menus.full_screen_action]
    assert [action.isEnabled() for action in kept] == [False, False, False, False, True, True]
    assert menus.full_screen_action.isChecked()
    window.showNormal()  # and after it
    qtbot.waitUntil(lambda: not menus.full_screen_action.isChecked(), timeout=5000)
    window.close()


def test_keys_wait_for_the_first_paint_and_come_at_once_after_it(qtbot: QtBot) -> None:
    owner = QWidget()
    qtbot.addWidget(owner)
    factory = ActionFactory(owner)
    redo = factory.make("Redo", lambda: None, StandardKeys("Redo"))
    restart = factory.make("Restart", lambda: None, "Ctrl+R")
    preferences = factory.make("Preferences", lambda: None, StandardKeys("Preferences", "F12"))
    assert [redo.shortcuts(), restart.shortcuts()] == [[], []]  # not before the first paint
    factory.give_keys()
    assert {QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")} <= set(redo.shortcuts())
    assert restart.shortcuts() == [QKeySequence("Ctrl+R")]
    platform = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
    assert preferences.shortcuts() == (platform or [QKeySequence("F12")])
    later = factory.make("Later", lambda: None, "F")
    assert later.shortcuts() == [QKeySequence("F")]
