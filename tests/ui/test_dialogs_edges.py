"""The New Game dialog and the second window, as a first-time player meets them."""

from __future__ import annotations

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from boulanger_qt.ui.instance_lock import already_running
from boulanger_qt.ui.new_game_dialog import NewGameDialog


def test_choosing_game_code_puts_the_cursor_in_the_code_field(qtbot: object) -> None:
    dialog = NewGameDialog(4)
    dialog.show()
    QApplication.setActiveWindow(dialog)
    dialog.code_button.click()
    assert dialog.code.hasFocus() or QApplication.focusWidget() is dialog.code


def test_a_two_line_message_is_not_clipped_and_the_dialog_keeps_its_height(qtbot: object) -> None:
    dialog = NewGameDialog(4)
    dialog.show()
    dialog.number_button.setChecked(True)
    QApplication.processEvents()
    height = dialog.height()
    dialog.code_button.setChecked(True)
    QTest.keyClicks(dialog.code, "BK1-C4-ZZZZZZZ")
    QApplication.processEvents()
    assert dialog.error.text()
    assert dialog.height() == height
    need = dialog.error.heightForWidth(dialog.error.width())
    assert dialog.error.height() >= need  # every line of the message shows
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_the_second_window_says_what_it_plays() -> None:
    assert "plays BK1-C4-AAAAA24 and does not save it" in already_running("BK1-C4-AAAAA24")
    assert "plays a new deal" in already_running("a new deal")


