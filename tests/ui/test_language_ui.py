"""The languages in the window: refusals, Help ▸ Rules, Settings ▸ Language, --language."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QTextTable
from PySide6.QtWidgets import QApplication, QGroupBox
from pytestqt.qtbot import QtBot

from boulanger_qt.app.settings import load_settings
from boulanger_qt.cli.boulanger import main
from boulanger_qt.core.moves import Move
from boulanger_qt.ui import language
from boulanger_qt.ui.dialogs.help import RulesDialog

from .conftest import Board


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    yield language.install
    language.install("en")


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("sk", ["Presun skupiny", "voľné polia", "základne", "dolník"]),
        ("fr", ["Déplacer une suite", "cellules libres", "fondations", "valet"]),
        ("en", ["Moving a run", "free cells", "foundations", "jack"]),
    ],
)
def test_rules_are_complete_in_the_language_with_the_group_move_table(
    qtbot: QtBot, speak: Callable[[str], str], lang: str, words: list[str]
) -> None:
    speak(lang)
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    text = dialog.browser.toPlainText()
    for word in words:
        assert word in text
    document = dialog.browser.document()
    tables = [frame for frame in document.rootFrame().childFrames() if isinstance(frame, QTextTable)]
    assert [(t.rows(), t.columns()) for t in tables] == [(7, 6), (4, 2)]  # group moves, score
    capacity = tables[0]
    assert capacity.cellAt(6, 3).firstCursorPosition().block().text() == "20"  # 4 cells, 2 empty columns
    # The formula stays on one line: the superscript "empty columns" never breaks off.
    block = document.findBlock(text.index("× 2"))
    assert "×" in block.text() and block.layout().lineCount() == 1, block.text()


def test_rules_fall_back_to_english_for_an_unknown_language(qtbot: QtBot) -> None:
    dialog = RulesDialog(lang="de")
    qtbot.addWidget(dialog)
    assert "Moving a run" in dialog.browser.toPlainText()


def test_a_refusal_is_shown_in_the_players_language(
    speak: Callable[[str], str], make_board: Callable[..., Board]
) -> None:
    speak("sk")
    board = make_board()
    # Deal 1: column 1's top card cannot go on column 2's top card.
    window = board.window
    state = board.state
    move = next(Move.parse(f"1{j}") for j in range(2, 9)
                if state.columns[j - 1][-1].suit is not state.columns[0][-1].suit)
    window.request_move(move)
    shown = window.statusBar().currentMessage()
    assert "nemôže ísť na" in shown and "farba musí byť rovnaká" in shown
    assert shown.endswith(f"({move})")


def test_settings_language_is_saved_for_the_next_start(
    make_board: Callable[..., Board], speak: Callable[[str], str]
) -> None:
    board = make_board()
    window = board.window
    menu = window.language_menu
    assert [a.text() for a in menu.group.actions()] == ["System Language", "English", "Français",
                                                        "Slovenčina"]
    assert menu.actions[""].isChecked()
    menu.actions["fr"].trigger()
    assert window.context.settings.language == "fr"
    assert load_settings(window.context.paths.settings_file).settings.language == "fr"
    assert "Français" in window.notice.label.text()
    assert language.current == "en"  # at the next start, not now


def test_language_on_the_command_line_is_for_one_run(tmp_path: Path, speak: Callable[[str], str]) -> None:
    out = tmp_path / "board.png"
    assert main(["--deal", "1", "--language", "fr", "--screenshot", str(out), "--size", "800x600"]) == 0
    assert language.current == "fr"
    assert out.is_file()
    assert main(["--deal", "1", "--language", "xx", "--screenshot", str(out)]) == 2


@pytest.mark.parametrize(
    ("lang", "texts", "cancel", "bad_code", "won", "details"),
    [
        ("sk", ["Nová hra", "Voľné polia", "Náhodné rozdanie", "Kód hry"], "Zrušiť",
         "Kód hry sa začína na BK1, nie na „XX1“.", "Vyhrali ste!", "Skóre 1 230 · Čas 1:05 · Ťahy 97"),
        ("fr", ["Nouvelle partie", "Cellules libres", "Donne au hasard", "Code de partie"], "Annuler",
         "Un code de partie commence par BK1, pas par « XX1 ».", "Gagné !",
         "Score 1 230 · Temps 1:05 · Coups 97"),
        ("en", ["New Game", "Free cells", "Random deal", "Game code"], "Cancel",
         "A game code begins with BK1, not “XX1”.", "You won!", "Score 1,230 · Time 1:05 · Moves 97"),
    ],
)
def test_new_game_dialog_and_win_notice_speak_the_language(
    qtbot: QtBot, speak: Callable[[str], str], lang: str, texts: list[str], cancel: str, bad_code: str,
    won: str, details: str,
) -> None:
    from PySide6.QtWidgets import QDialogButtonBox, QLabel, QWidget

    from boulanger_qt.ui.dialogs.new_game import NewGameDialog
    from boulanger_qt.ui.notices import WonPanel

    speak(lang)
    dialog = NewGameDialog(4)
    qtbot.addWidget(dialog)
    boxes = dialog.findChildren(QGroupBox)
    assert [dialog.windowTitle(), boxes[0].title(), dialog.random_button.text(), dialog.code_button.text()] \
        == texts
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == cancel
    dialog.code_button.setChecked(True)
    dialog.code.setText("XX1-C4-AAAAA24")
    assert dialog.error.text().startswith(bad_code)
    host = QWidget()
    qtbot.addWidget(host)
    panel = WonPanel(host)
    panel.show_result(1230, 65.0, 97)
    labels = [label.text() for label in panel.findChildren(QLabel)]
    assert labels[0] == won
    plain = labels[1].replace("<b>", "").replace("</b>", "").replace("&nbsp;", " ")
    assert plain.replace("\u202f", " ").replace("\xa0", " ").replace("  ", " ") == details


@pytest.mark.parametrize(
    ("lang", "menus", "score", "stats_title", "played"),
    [
        ("sk", ["&Hra", "Úp&ravy", "&Zobraziť", "&Nastavenia", "Pomo&cník"], "Skóre: 0", "Štatistika",
         "Odohrané:"),
        ("fr", ["&Jeu", "&Édition", "Aff&ichage", "&Paramètres", "&Aide"], "Score : 0", "Statistiques",
         "Jouées :"),
        ("en", ["&Game", "&Edit", "&View", "&Settings", "&Help"], "Score: 0", "Statistics", "Played:"),
    ],
)
def test_main_window_and_statistics_speak_the_language(
    make_board: Callable[..., Board], speak: Callable[[str], str], lang: str, menus: list[str], score: str,
    stats_title: str, played: str,
) -> None:
    from PySide6.QtWidgets import QLabel

    from boulanger_qt.ui.dialogs.stats import StatsWindow

    speak(lang)
    board = make_board()
    window = board.window
    assert [a.text() for a in window.menuBar().actions()] == menus
    assert window.status_line.labels["score"].text() == score
    stats = StatsWindow(window.context, window)
    assert stats.windowTitle() == stats_title
    assert played in [label.text() for label in stats.findChildren(QLabel)]
    stats.close()


@pytest.mark.parametrize("lang", ["sk", "fr", "en"])
def test_every_menu_has_distinct_access_keys(
    make_board: Callable[..., Board], speak: Callable[[str], str], lang: str
) -> None:
    """Keyboard-only players open any menu entry with Alt and a letter: no letter twice in a menu."""

    from PySide6.QtWidgets import QMenu, QWidget

    speak(lang)
    window = make_board().window
    bar = window.menuBar()
    menus: list[QWidget] = [bar, *(sub for a in bar.actions() if isinstance(sub := a.menu(), QMenu))]
    for menu in menus:
        for action in menu.actions():
            submenu = action.menu()
            if isinstance(submenu, QMenu):
                submenu.aboutToShow.emit()  # menus filled on demand
        titled = [a.text() for a in menu.actions() if a.text() and not a.isSeparator()]
        keys = [found[1].lower() for text in titled if (found := re.search(r"&([^&])", text))]
        assert len(keys) == len(set(keys)), (lang, titled)
        if menu is bar:
            assert len(keys) == len(titled), titled  # every menu title has its key


def _quick_reasons() -> set[str]:
    """Every reason the shipped rules-of-thumb provider can give, as its hints say them."""
    import ast

    import boulanger_hints.heuristic as heuristic

    tree = ast.parse(Path(heuristic.__file__).read_text(encoding="utf-8"))
    function = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "_score")
    said = {getattr(heuristic, reason.id) for node in ast.walk(function)
            if isinstance(node, ast.Return) and isinstance(node.value, ast.Tuple)
            and isinstance(reason := node.value.elts[1], ast.Name)}
    assert all(isinstance(reason, str) for reason in said)
    return said


@pytest.mark.parametrize("lang", ["sk", "fr"])
def test_every_reason_of_the_shipped_hints_is_translated(speak: Callable[[str], str], lang: str) -> None:
    from boulanger_qt.api import Hint
    from boulanger_qt.ui.assist.actions import reason_after_colon

    speak(lang)
    reasons = _quick_reasons()
    assert len(reasons) >= 8
    move = Move.parse("1a")
    assert [r for r in reasons if reason_after_colon(Hint(move, r)).lower() == r.lower()] == []


@pytest.mark.parametrize("lang", ["sk", "fr"])
def test_a_quick_hint_gives_its_reason_in_the_players_language(
    speak: Callable[[str], str], make_board: Callable[..., Board], lang: str
) -> None:
    from boulanger_hints.heuristic import best_move

    speak(lang)
    board = make_board()
    expected = best_move(board.state)
    assert expected is not None and expected.reason in _quick_reasons()
    board.window.context.update_settings(hint_provider="quick")
    board.window.assist.hint_action.trigger()
    board.qtbot.waitUntil(lambda: board.hint_shown, timeout=10000)
    shown = board.window.statusBar().currentMessage()
    reason = shown.rpartition(": ")[2]
    assert reason and reason.lower() != expected.reason.lower(), shown
    assert reason[:1].islower(), shown  # after a colon, not a new sentence


@pytest.mark.parametrize(("lang", "words"), [("sk", "ťahov"), ("fr", "coups"), ("en", "moves to go")])
def test_a_solver_hint_counts_the_moves_left_in_the_players_language(
    speak: Callable[[str], str], make_board: Callable[..., Board], lang: str, words: str
) -> None:
    speak(lang)
    board = make_board()
    board.window.context.update_settings(hint_provider="solver")
    board.window.assist.hint_action.trigger()
    board.qtbot.waitUntil(lambda: board.hint_shown, timeout=30000)
    shown = board.window.statusBar().currentMessage()
    reason = shown.rpartition(": ")[2]
    assert words in reason, reason
    assert (") : " if lang == "fr" else "): ") in shown, shown  # French puts a space before a colon
    assert re.search(r"\b\d{2,3}\b", reason), reason  # deal 1 is won in tens of moves
    assert ("winning line" in reason) == (lang == "en"), reason


@pytest.mark.parametrize(("lang", "one", "many"), [
    ("en", "part of a winning line, 1 move to go", "part of a winning line, 5 moves to go"),
    ("sk", "ťah", "ťahov"),
])
def test_a_counted_hint_reason_takes_the_plural_form_of_its_count(
    speak: Callable[[str], str], lang: str, one: str, many: str
) -> None:
    from boulanger_hints import SOLVER_REASON

    from boulanger_qt.api import Hint
    from boulanger_qt.ui.assist.actions import reason_after_colon

    speak(lang)
    move = Move.parse("1a")
    assert one in reason_after_colon(Hint(move, SOLVER_REASON, count=1))
    assert many in reason_after_colon(Hint(move, SOLVER_REASON, count=5))
    assert reason_after_colon(Hint(move, "Déjà vu, %n fois", count=3)) == "déjà vu, 3 fois"
