"""Edit ▸ Copy Position / Paste Position: positions to and from other programs as board files."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication

from boulanger_qt.core.session import Session
from boulanger_qt.core.state import BoardFileError, parse_board
from boulanger_qt.ui import language
from boulanger_qt.ui.text import clause, position_from_text, render

from .conftest import Board
from .positions import ENDGAME, session_from


def test_copy_position_puts_the_board_file_on_the_clipboard(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(860, 2))
    board.window.menus.copy_position_action.trigger()
    text = QGuiApplication.clipboard().text()
    assert text.startswith("Foundations: H-0 C-0 D-0 S-0\nFreecells: - -\n")
    assert parse_board(text) == board.state


def test_a_pasted_position_is_played_from_there(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 4))
    QGuiApplication.clipboard().setText(ENDGAME)
    board.window.menus.paste_position_action.trigger()
    assert board.state == session_from(ENDGAME).state  # the board shows it (Board.state checks)
    assert board.window.status_line.code_button.text() == "Custom position"
    assert board.window.session.assisted  # not the player's own game: never a win
    board.click(board.state.columns[1][-1])  # and it plays: 9S home
    assert board.state.foundations[0] == 9


def test_an_impossible_pasted_position_says_why_and_changes_nothing(
    make_board: Callable[..., Board],
) -> None:
    board = make_board(Session.new_deal(1, 4))
    before = board.state
    QGuiApplication.clipboard().setText(ENDGAME.replace("KH", "KS"))  # KS twice, KH missing
    board.window.menus.paste_position_action.trigger()
    message = board.window.statusBar().currentMessage()
    assert message == ("Cannot play the pasted position: the king of spades appears twice: "
                       "in column 1 and in column 3.")
    QGuiApplication.clipboard().setText("")
    board.window.menus.paste_position_action.trigger()
    assert "holds no text" in board.window.statusBar().currentMessage()
    QGuiApplication.clipboard().setText("x" * 10_000)
    board.window.menus.paste_position_action.trigger()
    assert "far more than a position" in board.window.statusBar().currentMessage()
    assert board.state == before


def test_full_screen_is_the_platforms_shortcut_and_comes_back(make_board: Callable[..., Board]) -> None:
    board = make_board()
    action = board.window.menus.full_screen_action
    platform = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
    assert action.shortcuts() == (platform or [QKeySequence("F11")])
    action.trigger()
    board.qtbot.waitUntil(board.window.isFullScreen, timeout=2000)
    assert action.isChecked()
    action.trigger()
    board.qtbot.waitUntil(lambda: not board.window.isFullScreen(), timeout=2000)
    assert not action.isChecked()


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    yield language.install
    language.install("en")


def refusal(text: str) -> str:
    with pytest.raises(BoardFileError) as info:
        position_from_text(text)
    return clause(render(info.value.message))


TWICE = ENDGAME.replace("KH", "KS")  # KS in columns 1 and 3, KH missing
ON_FOUNDATION = ENDGAME.replace("KH", "8S")  # 8S is on the foundation already
MISSING = "Foundations: H-T C-T D-T S-8\nKS\nQH QS JS TS 9S\n"  # KH KD QD JD KC QC JC JH
BAD_CARD = ENDGAME.replace("KD QD JD", "KD ZZ JD")
BAD_FOUNDATION = ENDGAME.replace("S-8", "X-8")
LATE_HEADER = ENDGAME + "Freecells: - -\n"
CELLS_FULL = ENDGAME.replace("Freecells: - - - -", "Freecells: JH - -").replace("\nJH\n", "\n\n")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", ["the king of spades appears twice: in column 1 and in column 3.",
                "the 8 of spades appears twice: on the foundation and in column 3.",
                "8 cards missing: jack of hearts, king of hearts, jack of diamonds, queen of diamonds, "
                "king of diamonds, jack of clubs and 2 more.",
                "line 6: “ZZ” is not a card: the suit must be one of S, H, D, C.",
                "line 1: “X-8” is not a foundation: write its suit, a dash and its top rank, "
                "e.g. H-5 or S-0.",
                "line 11: the “Freecells” line must come before the columns."]),
        ("sk", ["pikový kráľ je v pozícii dvakrát: v stĺpci 1 a v stĺpci 3.",
                "piková 8 je v pozícii dvakrát: na základni a v stĺpci 3.",
                "chýba 8 kariet: srdcový dolník, srdcový kráľ, kárový dolník, kárová dáma, kárový kráľ, "
                "krížový dolník a 2 ďalšie.",
                "riadok 6: „ZZ“ nie je karta: farba musí byť S, H, D alebo C.",
                "riadok 1: „X-8“ nie je základňa: napíšte farbu, pomlčku a hodnotu vrchnej karty, "
                "napríklad H-5 alebo S-0.",
                "riadok 11: riadok „Freecells“ musí byť pred stĺpcami."]),
        ("fr", ["le roi de pique apparaît deux fois : dans la colonne 1 et dans la colonne 3.",
                "le 8 de pique apparaît deux fois : sur les fondations et dans la colonne 3.",
                "il manque 8 cartes : valet de cœur, roi de cœur, valet de carreau, dame de carreau, "
                "roi de carreau, valet de trèfle et 2 autres.",
                "ligne 6 : « ZZ » n’est pas une carte : la couleur doit être S, H, D ou C.",
                "ligne 1 : « X-8 » n’est pas une fondation : écrivez sa couleur, un tiret et la valeur de "
                "sa carte du dessus, par exemple H-5 ou S-0.",
                "ligne 11 : la ligne « Freecells » doit précéder les colonnes."]),
    ],
)
def test_a_refused_paste_says_why_in_the_language_with_cards_in_words(
    speak: Callable[[str], str], lang: str, said: list[str]
) -> None:
    speak(lang)
    texts = (TWICE, ON_FOUNDATION, MISSING, BAD_CARD, BAD_FOUNDATION, LATE_HEADER)
    assert [refusal(text) for text in texts] == said


def test_the_command_line_says_the_board_files_refusal_in_the_windows_english() -> None:
    with pytest.raises(BoardFileError) as info:
        parse_board(TWICE)
    assert str(info.value) == "The king of spades appears twice: in column 1 and in column 3."


@pytest.mark.parametrize("lang", ["sk", "fr"])
def test_every_board_file_refusal_is_worded_for_the_player(speak: Callable[[str], str], lang: str) -> None:
    speak(lang)
    said = [refusal(text) for text in (
        CELLS_FULL.replace("Freecells: JH - -", "Freecells: JH KH KD QD JD"),
        ENDGAME.replace("Foundations: H-T C-T D-T S-8", "Foundations: H-T C-T D-T S-8\nFoundations: H-0"),
        ENDGAME + "2H\n3H\n4H\n5H\n6H\n7H\n",
        ENDGAME.replace("S-8", "S-Z"),
        ENDGAME.replace("Freecells: - - - -", "Freecells: ZZ"),
    )]
    for text in said:
        assert "{" not in text and "%" not in text, text
        assert not re.search(r"\b(line|impossible|cards?|foundation|column)\b", text), text  # no English
    assert "4" in said[0] and ("voľné" in said[0] or "cellules" in said[0])


CARD_CODE = re.compile(r"\b(10|[A2-9TJQK])[SHDC]\b")
QUOTED = re.compile(r"„[^“]*“|« [^»]* »|“[^”]*”")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 300), st.sampled_from(["KS", "2H", "X", "H-9", "\n", "", ":"])),
                min_size=1, max_size=4),
       st.sampled_from(["sk", "fr"]))
def test_a_card_the_parser_understood_is_named_in_words(
    qapp: QApplication, edits: list[tuple[int, str]], lang: str
) -> None:
    """Whatever is wrong with a pasted text, no card code is shown outside quotes: the
    board-file notation appears only where it is what the player typed."""
    text = ENDGAME
    for at, put in edits:
        text = text[:at] + put + text[at + 2:]
    language.install(lang)
    try:
        try:
            said = refusal(text)
        except pytest.fail.Exception:
            return  # a position after all
        shown = CARD_CODE.findall(QUOTED.sub("", said).replace("TD.", ""))  # "e.g. TD": how to type one
        assert not shown, said
    finally:
        language.install("en")
