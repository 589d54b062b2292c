"""Everything reachable without a mouse: each dialog's controls with Tab (and back with
Shift+Tab), Esc closes it; the menus open with their access keys; the notice bar's and
the status bar's buttons are reached with Tab from the board."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QLineEdit,
    QMenu,
    QPushButton,
    QRadioButton,
    QTextEdit,
    QWidget,
)

from boulanger_qt.core.moves import Move

from .conftest import Board, notice_button
from .positions import LOCKED, session_from

CONTROLS = (QAbstractButton, QLineEdit, QComboBox, QAbstractItemView, QAbstractSpinBox, QTextEdit)


def controls(dialog: QWidget) -> list[QWidget]:
    """What a player operates: visible, enabled controls (radio buttons are checked by group:
    Tab enters a group, the arrows move within it)."""
    found: list[QWidget] = []
    for widget in dialog.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or not widget.isVisibleTo(dialog) or not widget.isEnabled():
            continue
        if isinstance(widget, QRadioButton):
            continue
        if isinstance(widget.parent(), QAbstractItemView | QComboBox | QAbstractSpinBox):
            continue  # a view's, a combo box's or a spin box's own parts
        found.append(widget)
    return found


def tab_round(dialog: QWidget, key: Qt.Key = Qt.Key.Key_Tab, limit: int = 60) -> list[QWidget]:
    reached: list[QWidget] = []
    for _ in range(limit):
        focus = QApplication.focusWidget()
        assert focus is not None, "nothing has the focus"
        QTest.keyClick(focus, key)
        now = QApplication.focusWidget()
        if now is not None and now not in reached:
            reached.append(now)
    return reached


def check_dialog(dialog: QDialog) -> None:
    dialog.show()
    dialog.activateWindow()
    QApplication.processEvents()
    wanted = controls(dialog)
    assert wanted
    assert QApplication.focusWidget() is not None
    forward = tab_round(dialog)
    missing = [f"{type(w).__name__} {getattr(w, 'text', lambda: '')()!r}" for w in wanted if w not in forward]
    assert not missing, f"{dialog.windowTitle()}: Tab never reaches {missing}"
    backward = tab_round(dialog, Qt.Key.Key_Backtab)
    assert all(w in backward for w in wanted)
    radios = [w for w in dialog.findChildren(QRadioButton) if w.isVisibleTo(dialog) and w.isEnabled()]
    for parent in {w.parentWidget() for w in radios}:
        group = [w for w in radios if w.parentWidget() is parent]
        assert any(w in forward for w in group), f"Tab never enters {[w.text() for w in group]}"
        entered = next(w for w in forward if w in group)
        was_checked = next((w for w in group if w.isChecked()), None)
        reached_by_arrows = set()
        dialog.activateWindow()
        entered.setFocus(Qt.FocusReason.TabFocusReason)
        QApplication.processEvents()
        assert QApplication.focusWidget() is entered
        for key in (Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Left):
            for _ in group:
                reached_by_arrows.add(QApplication.focusWidget())
                QTest.keyClick(QApplication.focusWidget() or entered, key)
        assert set(group) <= reached_by_arrows, [w.text() for w in group]
        if was_checked is not None:  # the arrows checked others: back as it was for the next group
            was_checked.setChecked(True)
    focus = QApplication.focusWidget()
    assert focus is not None
    QTest.keyClick(focus, Qt.Key.Key_Escape)
    if isinstance(focus, QComboBox | QLineEdit):  # a field may take the first Esc
        QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible(), f"{dialog.windowTitle()}: Esc does not close it"


def test_the_new_game_dialog_is_reached_by_keyboard(make_board: Callable[..., Board]) -> None:
    from boulanger_qt.ui.dialogs.new_game import NewGameDialog

    window = make_board().window
    dialog = NewGameDialog(4, window)
    check_dialog(dialog)
    dialog = NewGameDialog(4, window)
    dialog.code_button.setChecked(True)  # the code field joins the round
    check_dialog(dialog)


def test_the_statistics_window_is_reached_by_keyboard(make_board: Callable[..., Board]) -> None:
    from boulanger_qt.ui.dialogs.stats import StatsWindow

    from .stats_games import generated_games

    window = make_board().window
    for record in generated_games(8):
        window.context.stats.write([record])
    check_dialog(StatsWindow(window.context, window))


def test_the_plugins_rules_and_theme_dialogs_are_reached_by_keyboard(
    make_board: Callable[..., Board],
) -> None:
    from boulanger_qt.ui.dialogs.help import RulesDialog
    from boulanger_qt.ui.dialogs.plugins import PluginsDialog
    from boulanger_qt.ui.dialogs.theme_picker import ThemePicker

    window = make_board().window
    check_dialog(PluginsDialog(window.context, window))
    check_dialog(RulesDialog(window))
    check_dialog(ThemePicker(window.context.catalog, "classic", "green", window))


@pytest.mark.parametrize("title", ["Game", "Edit", "View", "Settings", "Help"])
def test_each_menu_opens_with_its_access_key(make_board: Callable[..., Board], title: str) -> None:
    import re

    window = make_board().window
    window.show()
    window.activateWindow()
    action = next(a for a in window.menuBar().actions() if a.text().replace("&", "") == title)
    key = re.search(r"&(.)", action.text())
    assert key is not None
    QTest.keyClick(window, Qt.Key(ord(key[1].upper())), Qt.KeyboardModifier.AltModifier)
    menu = action.menu()
    assert isinstance(menu, QMenu)
    assert menu.isVisible()
    QTest.keyClick(menu, Qt.Key.Key_Escape)


def test_tab_reaches_the_way_back_and_the_code_button_from_the_board(
    make_board: Callable[..., Board],
) -> None:
    board = make_board()
    window = board.window
    window.show()
    window.activateWindow()
    assist = window.assist
    assist.way_back.setText(assist.tr("undo %n move(s)", "", 2))
    assist.way_back.show()
    window.view.setFocus()
    reached = tab_round(window, limit=12)
    assert assist.way_back in reached and window.status_line.code_button in reached
    assert window.view in reached  # and back round to the board


def test_the_stuck_notices_choices_work_from_the_keyboard(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(LOCKED, cells=1))
    window = board.window
    window.show()
    window.activateWindow()
    window.controller.play(Move.parse("8a"))
    window.view.setFocus()
    undo = notice_button(window.notice, "Undo")
    for _ in range(8):
        if QApplication.focusWidget() is undo:
            break
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is undo
    QTest.keyClick(undo, Qt.Key.Key_Space)
    assert board.state.cells[0] is None and window.notice.isHidden()
    assert isinstance(undo, QPushButton)
