"""The window layer's own texts (Edit ▸ Copy/Paste Position, View ▸ Full Screen, auto-play,
the undo limit, the status-bar tooltips, the second-window notice) speak the player's language."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from boulanger_qt.support.problems import ProblemId, problem
from boulanger_qt.ui import language
from boulanger_qt.ui.board.view import BoardView
from boulanger_qt.ui.text import render

from .conftest import Board


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    yield language.install
    language.install("en")


@pytest.mark.parametrize(
    ("lang", "copy", "full", "auto", "moves_tip", "refused", "copied"),
    [
        ("sk", "Kopírovať &pozíciu", "Na &celú obrazovku", "&Automaticky hrať bezpečné ťahy",
         "Odohrané ťahy", "Vloženú pozíciu nemožno hrať: schránka neobsahuje text",
         "Pozícia je skopírovaná ako súbor s rozložením."),
        ("fr", "Copier la &position", "Plein &écran", "&Jouer automatiquement les coups sûrs",
         "Coups joués", "Impossible de jouer la position collée : le presse-papiers ne contient pas",
         "Position copiée sous forme de fichier de plateau."),
        ("en", "Cop&y Position", "F&ull Screen", "Auto-Pla&y Safe Moves",
         "Moves played", "Cannot play the pasted position: the clipboard holds no text",
         "Copied the position as a board file."),
    ],
)
def test_the_new_window_texts_speak_the_language(
    make_board: Callable[..., Board], speak: Callable[[str], str], lang: str, copy: str, full: str,
    auto: str, moves_tip: str, refused: str, copied: str,
) -> None:
    speak(lang)
    window = make_board().window
    assert window.menus.copy_position_action.text() == copy
    assert window.menus.full_screen_action.text() == full
    assert window.menus.auto_play_action.text() == auto
    assert window.status_line.labels["moves"].toolTip() == moves_tip
    QGuiApplication.clipboard().setText("")
    window.paste_position()
    assert window.statusBar().currentMessage().startswith(refused)
    window.copy_position()
    assert window.statusBar().currentMessage() == copied


@pytest.mark.parametrize(
    ("lang", "new_deal", "with_code"),
    [("sk", "Toto okno hrá novú hru", "Toto okno hrá hru BK1-C4-AAAAA24"),
     ("fr", "Cette fenêtre joue une nouvelle donne", "Cette fenêtre joue la donne BK1-C4-AAAAA24")],
)
def test_the_second_window_notice_speaks_the_language(
    speak: Callable[[str], str], lang: str, new_deal: str, with_code: str
) -> None:
    speak(lang)
    assert new_deal in render(problem(ProblemId.ALREADY_RUNNING, code=None))
    assert with_code in render(problem(ProblemId.ALREADY_RUNNING, code="BK1-C4-AAAAA24"))


@pytest.mark.parametrize(("lang", "name"),
                         [("sk", "Kartový stôl"), ("fr", "Table de jeu"), ("en", "Card table")])
def test_the_board_view_is_named_in_the_language(
        make_board: Callable[..., Board], speak: Callable[[str], str], lang: str, name: str) -> None:
    speak(lang)  # the name it has from the start, before the window is completed (a reader on at launch)
    view = BoardView(make_board().window.scene)
    assert view.accessibleName() == name
