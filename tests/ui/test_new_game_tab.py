"""Tab enters the New Game dialog's radio groups at the checked button (real key presses)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from boulanger_qt.ui.dialogs.new_game import NewGameDialog


def focus() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def shown(qtbot: QtBot, cells: int = 4) -> NewGameDialog:
    dialog = NewGameDialog(cells)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    return dialog


def put_focus(widget: QWidget) -> None:
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    QApplication.processEvents()
    assert focus() is widget


def test_tab_enters_the_deal_group_at_the_button_typed_into(qtbot: QtBot) -> None:
    dialog = shown(qtbot)
    put_focus(dialog.cell_buttons.button(4))
    QTest.keyClick(focus(), Qt.Key.Key_Tab)
    assert focus() is dialog.random_button  # the checked one at first
    put_focus(dialog.number)
    QTest.keyClicks(focus(), "7")  # typing a deal number checks "Deal number"
    assert dialog.number_button.isChecked()
    QTest.keyClick(focus(), Qt.Key.Key_Backtab)
    assert focus() is dialog.number_button
    put_focus(dialog.cell_buttons.button(4))
    QTest.keyClick(focus(), Qt.Key.Key_Tab)
    assert focus() is dialog.number_button


def test_tab_enters_at_a_button_picked_with_the_mouse(qtbot: QtBot) -> None:
    dialog = shown(qtbot)
    put_focus(dialog.random_button)
    QTest.mouseClick(dialog.number_button, Qt.MouseButton.LeftButton)
    assert dialog.number_button.isChecked() and focus() is dialog.number  # ready for typing
    put_focus(dialog.cell_buttons.button(4))
    QTest.keyClick(focus(), Qt.Key.Key_Tab)
    assert focus() is dialog.number_button
    QTest.keyClick(focus(), Qt.Key.Key_Up)  # the arrows move and check within the group
    assert focus() is dialog.random_button and dialog.random_button.isChecked()
    QTest.keyClick(focus(), Qt.Key.Key_Backtab)
    assert focus() in dialog.cell_buttons.buttons()
    QTest.keyClick(focus(), Qt.Key.Key_Tab)
    assert focus() is dialog.random_button


def test_tab_enters_the_free_cells_at_the_checked_count(qtbot: QtBot) -> None:
    dialog = shown(qtbot, cells=2)
    put_focus(dialog.random_button)
    QTest.keyClick(focus(), Qt.Key.Key_Backtab)
    assert focus() is dialog.cell_buttons.button(2)
    QTest.keyClick(focus(), Qt.Key.Key_Right)
    assert dialog.cell_buttons.button(1).isChecked()
    QTest.keyClick(focus(), Qt.Key.Key_Tab)
    QTest.keyClick(focus(), Qt.Key.Key_Backtab)
    assert focus() is dialog.cell_buttons.button(1)
