"""Plugins' texts in the player's language: the hint providers in the Hint Provider menu,
the themes in the picker, the plugins in Settings ▸ Plugins…, the exporters in the export
dialog's file types (shipped plugins give Slovak and French)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from boulanger_qt.app.context import AppContext
from boulanger_qt.ui import language
from boulanger_qt.ui.dialogs import export
from boulanger_qt.ui.dialogs.plugins import PluginsDialog
from boulanger_qt.ui.dialogs.theme_picker import ThemePicker

from .conftest import Board

EXPECTED = {
    "sk": ("Riešiteľ (víťazná cesta)", "Klasické", "Prispievatelia projektu Boulanger", "Rady",
           "Hodnoty oddelené čiarkami (tabuľkové procesory)"),
    "fr": ("Solveur (ligne gagnante)", "Classique", "Les contributeurs de Boulanger", "Indices",
           "Valeurs séparées par des virgules (tableurs)"),
    "en": ("Solver (winning line)", "Classic", "Boulanger contributors", "Hints",
           "Comma-separated values (spreadsheets)"),
}


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    yield language.install
    language.install("en")


@pytest.mark.parametrize("lang", ["sk", "fr", "en"])
def test_plugin_texts_are_shown_in_the_players_language(
    make_board: Callable[..., Board], context: AppContext, speak: Callable[[str], str],
    monkeypatch: pytest.MonkeyPatch, lang: str,
) -> None:
    provider, theme, author, plugin, csv = EXPECTED[lang]
    speak(lang)
    window = make_board().window
    menu = window.assist.provider_menu
    menu.aboutToShow.emit()
    assert provider in [action.text() for action in menu.actions()]
    picker = ThemePicker(context.catalog, "classic", "green", window)
    first = picker.list.item(0).text().splitlines()
    assert first == [theme, f"{author} · MIT"]
    dialog = PluginsDialog(context, window)
    names = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert any(text.startswith(f"{plugin} (boulanger_hints)  —  ") for text in names), names
    offered: list[str] = []

    def save_name(parent: object, title: str, folder: str, filters: str) -> tuple[str, str]:
        offered.append(filters)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    export.export_with_dialog(context, window)
    assert offered and offered[0].startswith(f"{csv} (*.csv)")
    assert picker.list.item(0).flags() & Qt.ItemFlag.ItemIsEnabled
