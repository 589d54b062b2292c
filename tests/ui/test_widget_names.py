"""Every widget the window exposes to assistive technology has a name, and every control
a description — hidden ones too (AT-SPI lists them), in every state the window shows:
a fresh deal, the stuck notice, the win panel, a lost verdict with its way back, the
size grip, each menu open."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QLabel, QMenu

from boulanger_qt.core.moves import Move
from boulanger_qt.ui import language

from .conftest import Board
from .positions import LOCKED, session_from

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description
Role = QAccessible.Role
# Separators in menus are announced by their role; labels and menu entries are their text.
UNNAMED_OK = {Role.Separator}
UNDESCRIBED_OK = {Role.StaticText, Role.MenuItem, Role.ListItem, Role.Separator, Role.PopupMenu,
                  Role.ButtonMenu}


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    yield language.install
    language.install("en")


def walk(interface: QAccessibleInterface, path: str = "") -> Iterator[tuple[str, QAccessibleInterface]]:
    here = f"{path}/{interface.role().name}:{interface.text(NAME)!r}"
    yield here, interface
    first = interface.child(0) if interface.childCount() else None
    if interface.role() == Role.List and first is not None and first.role() == Role.ListItem:
        yield from ((f"{here}/{c.role().name}", c) for c in
                    (interface.child(i) for i in range(interface.childCount())))
        return
    for i in range(interface.childCount()):
        child = interface.child(i)
        if child is not None and child.isValid():
            yield from walk(child, here)


def problems(root: QAccessibleInterface) -> list[str]:
    found = []
    for path, interface in walk(root):
        role = interface.role()
        if not interface.text(NAME).strip() and role not in UNNAMED_OK:
            found.append(f"no name: {path}")
        if not interface.text(DESCRIPTION).strip() and role not in UNDESCRIBED_OK | UNNAMED_OK:
            found.append(f"no description: {path}")
    return found


def _root(board: Board) -> QAccessibleInterface:
    interface = QAccessible.queryAccessibleInterface(board.window)
    assert interface is not None
    return interface


@pytest.mark.parametrize("lang", ["en", "sk", "fr"])
def test_every_widget_is_named_and_described(
    make_board: Callable[..., Board], speak: Callable[[str], str], lang: str
) -> None:
    speak(lang)
    board = make_board(session_from(LOCKED, cells=1))
    window = board.window
    window.show()
    QApplication.processEvents()
    assert not (found := problems(_root(board))), "\n".join(found)
    window.controller.play(Move.parse("8a"))  # stuck: the notice with its choices
    assert window.notice.isVisible()
    assert not (found := problems(_root(board))), "\n".join(found)
    window.assist.way_back.setText(window.assist.tr("undo %n move(s)", "", 3))
    window.assist.way_back.show()
    assert not (found := problems(_root(board))), "\n".join(found)
    window.won_panel.show_result(1230, 65.0, 97)
    assert not (found := problems(_root(board))), "\n".join(found)
    for action in window.menuBar().actions():
        menu = action.menu()
        assert isinstance(menu, QMenu)
        menu.popup(window.pos())
        QApplication.processEvents()
        interface = QAccessible.queryAccessibleInterface(menu)
        assert interface is not None and interface.childCount() > 0
        assert problems(interface) == [], action.text()
        menu.hide()


def test_the_hidden_way_back_and_empty_verdict_have_names(make_board: Callable[..., Board]) -> None:
    assist = make_board().window.assist
    assert assist.verdict.isHidden() and assist.way_back.isHidden() and assist.busy.isHidden()
    for widget in (assist.verdict, assist.way_back, assist.busy):
        interface = QAccessible.queryAccessibleInterface(widget)
        assert interface is not None and interface.text(NAME)


def _unnamed(root: QAccessibleInterface) -> list[str]:
    found = []
    for path, interface in walk(root):
        role, name = interface.role(), interface.text(NAME).strip()
        widget = interface.object()
        if name or role in UNNAMED_OK or role in (Role.Cell, Role.RowHeader):
            continue  # an empty table cell is an empty value of a named column
        if role == Role.Pane and "/Table:" in path.rsplit("/", 1)[0][-40:]:
            continue  # Qt's own table corner item: no widget behind it to name
        if role == Role.StaticText and isinstance(widget, QLabel) and widget.isHidden() and not widget.text():
            continue  # a hidden empty message line: nothing to read until it says something
        found.append(path)
    return found


@pytest.mark.parametrize("lang", ["en", "sk", "fr"])
def test_every_part_of_every_dialog_is_named(
    make_board: Callable[..., Board], speak: Callable[[str], str], lang: str
) -> None:
    from boulanger_qt.ui.dialogs.help import RulesDialog
    from boulanger_qt.ui.dialogs.new_game import NewGameDialog
    from boulanger_qt.ui.dialogs.plugins import PluginsDialog
    from boulanger_qt.ui.dialogs.stats import StatsWindow
    from boulanger_qt.ui.dialogs.theme_picker import ThemePicker

    from .stats_games import generated_games

    speak(lang)
    window = make_board().window
    context = window.context
    for record in generated_games(6):
        context.stats.write([record])
    for dialog in (NewGameDialog(4, window), StatsWindow(context, window), PluginsDialog(context, window),
                   RulesDialog(window), ThemePicker(context.catalog, "classic", "green", window)):
        dialog.show()
        QApplication.processEvents()
        interface = QAccessible.queryAccessibleInterface(dialog)
        assert interface is not None
        assert not (found := _unnamed(interface)), "\n".join(found)
        dialog.close()


def test_a_lost_verdict_is_set_once_so_a_screen_reader_reads_it_once(
    make_board: Callable[..., Board], monkeypatch: pytest.MonkeyPatch
) -> None:
    assist = make_board().window.assist
    shown: list[str] = []
    original = assist.verdict.setText

    def record(text: str) -> None:
        shown.append(text)
        original(text)

    monkeypatch.setattr(assist.verdict, "setText", record)
    assist.monitor.report.emit("lost", "No longer winnable — undo 2 moves to get back", 2)
    assert shown == ["No longer winnable —"]
    assert assist.way_back.text() == "undo 2 moves" and not assist.way_back.isHidden()
