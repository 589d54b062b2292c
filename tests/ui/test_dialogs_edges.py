"""The New Game dialog and the second window, as a first-time player meets them."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from boulanger_qt.support.problems import ProblemId, problem
from boulanger_qt.ui.app_window import second_window_place
from boulanger_qt.ui.dialogs.new_game import NewGameDialog
from boulanger_qt.ui.dialogs.plugins import PluginsDialog, plugin_texts
from boulanger_qt.ui.text import render

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
    with_code = render(problem(ProblemId.ALREADY_RUNNING, code="BK1-C4-AAAAA24"))
    assert "plays BK1-C4-AAAAA24 and does not save it" in with_code
    assert "plays a new deal" in render(problem(ProblemId.ALREADY_RUNNING, code=None))


@pytest.mark.parametrize(("restored", "expected"), [
    (None, QPoint(150 + 48, 55 + 48)),  # where a window manager centres the first, then beside it
    (QPoint(100, 20), QPoint(148, 68)),  # beside the first's saved place
    (QPoint(800, 300), QPoint(1400 - 1100, 900 - 760 - 30)),  # kept on the screen, frame and all
])
def test_a_second_window_lies_beside_the_first_and_on_the_screen(
        restored: QPoint | None, expected: QPoint) -> None:
    screen = QRect(0, 0, 1400, 900)
    assert second_window_place(QSize(1100, 760), restored, screen, title_bar=30) == expected




def test_the_plugins_dialog_says_what_each_plugin_does(make_board: Callable[..., Board]) -> None:
    board = make_board()
    dialog = PluginsDialog(board.window.context, board.window)
    texts = [dialog.list.item(row).text() for row in range(dialog.list.count())]
    hints = next(t for t in texts if t.startswith("Hints (boulanger_hints)"))
    assert "hint providers" in hints
    assert plugin_texts(None, "nameless") == ("nameless", "")  # no docstring: no description


def test_the_plugins_dialog_shows_each_description_whole(make_board: Callable[..., Board]) -> None:
    board = make_board()
    dialog = PluginsDialog(board.window.context, board.window)
    dialog.show()
    board.qtbot.waitExposed(dialog)
    view = dialog.list
    metrics = view.fontMetrics()
    assert not view.horizontalScrollBar().isVisible()
    for row in range(view.count()):
        item = view.item(row)
        rect = view.visualItemRect(item)
        widest = max(metrics.horizontalAdvance(line) for line in item.text().splitlines())
        lines = len(item.text().splitlines())
        # Whole on its lines, or wrapped onto more of them: never cut at the right edge.
        assert rect.right() <= view.viewport().width()
        assert widest <= rect.width() or rect.height() > lines * metrics.lineSpacing(), item.text()


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "No game has this code: “ZZZZZZZ” would be deal 27,709,466,425, but the deals stop at "
               "2,147,483,647. Check it for a typing mistake."),
        ("sk", "Žiadna hra nemá tento kód: „ZZZZZZZ“ by bolo rozdanie 27 709 466 425, ale rozdania končia "
               "číslom 2 147 483 647. Skontrolujte, či v ňom nie je preklep."),
        ("fr", "Aucune partie n’a ce code : « ZZZZZZZ » serait la donne 27 709 466 425, mais les donnes "
               "s’arrêtent à 2 147 483 647. Vérifiez qu’il ne contient pas de faute de frappe."),
    ],
)
def test_a_code_for_a_deal_too_large_is_said_in_player_words(qtbot: object, lang: str, text: str) -> None:
    from boulanger_qt.ui import language

    language.install(lang)
    try:
        dialog = NewGameDialog(4)
        dialog.show()
        dialog.code_button.setChecked(True)
        QTest.keyClicks(dialog.code, "BK1-C4-ZZZZZZZ")
        shown = dialog.error.text().replace("\u202f", " ").replace("\xa0", " ")
        assert shown == text
        need = dialog.error.heightForWidth(dialog.error.width())
        assert dialog.error.height() >= need  # every line shows
    finally:
        language.install("en")


def test_a_deal_number_out_of_range_is_said_in_player_words() -> None:
    from boulanger_qt.core.deals import DealError, check_deal_number
    from boulanger_qt.ui.text import render

    with pytest.raises(DealError) as caught:
        check_deal_number(3_000_000_000)
    assert render(caught.value.message) == "There is no deal 3,000,000,000: deals go from 1 to 2,147,483,647."


def test_the_plugins_dialog_says_where_a_plugin_comes_from_in_the_players_language(
        make_board: Callable[..., Board]) -> None:
    from boulanger_qt.ui import language

    board = make_board()
    try:
        for lang, name, shipped in (("sk", "Rady", "dodaný s Boulangerom"),
                                    ("fr", "Indices", "livré avec Boulanger"),
                                    ("en", "Hints", "shipped with Boulanger")):
            language.install(lang)
            dialog = PluginsDialog(board.window.context, board.window)
            first_lines = [dialog.list.item(row).text().splitlines()[0] for row in range(dialog.list.count())]
            assert f"{name} (boulanger_hints)  —  {shipped}" in first_lines, first_lines
    finally:
        language.install("en")


def test_the_plugins_dialog_keeps_the_unchecked_plugins_for_the_next_start(
        make_board: Callable[..., Board]) -> None:
    board = make_board()
    dialog = PluginsDialog(board.window.context, board.window)
    hints = next(dialog.list.item(row) for row in range(dialog.list.count())
                 if dialog.list.item(row).text().startswith("Hints (boulanger_hints)"))
    hints.setCheckState(Qt.CheckState.Unchecked)
    dialog.accept()
    assert board.window.context.settings.disabled_plugins == ("boulanger_hints",)
