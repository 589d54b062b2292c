"""The New Game dialog and the second window, as a first-time player meets them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from boulanger_qt.problems import ProblemId, problem
from boulanger_qt.ui.dialogs import PluginsDialog, plugin_description
from boulanger_qt.ui.new_game_dialog import NewGameDialog
from boulanger_qt.ui.problem_text import render_problem

from .conftest import Board


def test_choosing_game_code_puts_the_cursor_in_the_code_field(qtbot: object) -> None:
    dialog = NewGameDialog(4)
    dialog.show()
    dialog.code_button.click()
    assert dialog.focusWidget() is dialog.code  # the field to type in has the focus


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
    with_code = render_problem(problem(ProblemId.ALREADY_RUNNING, code="BK1-C4-AAAAA24"))
    assert "plays BK1-C4-AAAAA24 and does not save it" in with_code
    assert "plays a new deal" in render_problem(problem(ProblemId.ALREADY_RUNNING, code=None))




def test_the_plugins_dialog_says_what_each_plugin_does(make_board: Callable[..., Board]) -> None:
    board = make_board()
    dialog = PluginsDialog(board.window.context, board.window)
    texts = [dialog.list.item(row).text() for row in range(dialog.list.count())]
    hints = next(t for t in texts if t.startswith("boulanger_hints"))
    assert "hint providers" in hints
    assert plugin_description(None) == ""
