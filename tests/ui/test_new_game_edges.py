"""New Game's edges (issue 26 item 8): deal 0, a long wrong code, the fields' names."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from boulanger_qt.ui.dialogs.new_game import NewGameDialog

from .test_new_game_tab import shown


def ok_enabled(dialog: NewGameDialog) -> bool:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_deal_number_0_is_refused_not_replaced_by_the_last_one(qtbot: QtBot) -> None:
    dialog = shown(qtbot)
    dialog.number.setValue(617)
    dialog.number.selectAll()
    QTest.keyClicks(dialog.number, "0")
    assert dialog.number_button.isChecked()
    assert "0" in dialog.error.text() and not ok_enabled(dialog)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.isVisible()  # no deal 617 in its place
    dialog.number.selectAll()
    QTest.keyClicks(dialog.number, "25")
    assert dialog.error.text() == "" and ok_enabled(dialog)
    assert dialog.chosen().deal == 25


def test_a_long_wrong_code_does_not_widen_the_dialog(qtbot: QtBot) -> None:
    dialog = shown(qtbot)
    width = dialog.width()
    dialog.code_button.setChecked(True)
    QTest.keyClicks(dialog.code, "BK1-C4-" + "Z" * 300)
    QApplication.processEvents()
    assert dialog.error.text() and not ok_enabled(dialog)
    assert dialog.width() == width and dialog.minimumSizeHint().width() <= width


def test_the_deal_number_and_code_fields_have_their_own_names(qtbot: QtBot) -> None:
    dialog = shown(qtbot)
    names = []
    for field in (dialog.number, dialog.code):
        interface = QAccessible.queryAccessibleInterface(field)
        assert interface is not None
        names.append(interface.text(QAccessible.Text.Name))
    assert names == [dialog.number_button.text(), dialog.code_button.text()]
