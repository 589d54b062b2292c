"""Settings ▸ Plugins marks a plugin that loaded with a mistake (and one in the wrong entry-point
group) with what was found, in the player's language, as the log says it in English."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from boulanger_qt.api import GameView, hookimpl
from boulanger_qt.ui import language
from boulanger_qt.ui.dialogs.plugins import PluginsDialog

from .conftest import Board


class HalfMarked:
    """Counts the games won."""

    @hookimpl
    def boulanger_app_ready(self) -> None: ...

    def boulanger_game_won(self, game: GameView) -> None: ...


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "“boulanger_game_won” is not marked with @hookimpl"),
    ("sk", "funkcia „boulanger_game_won“ nie je označená @hookimpl"),
    ("fr", "la fonction « boulanger_game_won » n’est pas marquée avec @hookimpl"),
])
def test_a_plugin_loaded_with_a_mistake_is_marked_with_it(make_board: Callable[..., Board],
                                                          caplog: pytest.LogCaptureFixture, lang: str,
                                                          said: str) -> None:
    board = make_board()
    context = board.window.context
    with caplog.at_level(logging.WARNING):
        assert context.host.register(HalfMarked(), "half_marked", origin="entry point")
    assert any("told the player: The plugin “half_marked” was loaded, but Boulanger never calls some of its "
               "functions: “boulanger_game_won” is not marked with @hookimpl." in r.getMessage()
               for r in caplog.records)
    try:
        language.install(lang)
        dialog = PluginsDialog(context, board.window)
        rows = {dialog.list.item(row).data(Qt.ItemDataRole.UserRole): dialog.list.item(row)
                for row in range(dialog.list.count())}  # by registered name (shown names are translated)
        item = rows["half_marked"]
        assert said in item.text(), item.text()
        assert not item.icon().isNull()
        assert rows["boulanger_hints"].icon().isNull()
    finally:
        language.install("en")


def test_an_entry_point_in_the_wrong_group_is_listed_as_not_loaded_with_why(
        make_board: Callable[..., Board], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    info = tmp_path / "lost_plugin-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: lost-plugin\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text("[boulanger_plugins]\nlost = lost_plugin_module\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    board = make_board()
    context = board.window.context
    context.host.load_external(None)
    dialog = PluginsDialog(context, board.window)
    (item,) = [dialog.list.item(row) for row in range(dialog.list.count())
               if dialog.list.item(row).text().startswith("lost ")]
    assert item.text().splitlines()[1:] == [
        "    The plugin “lost” of the package “lost-plugin” was not loaded: its entry point is in the group "
        "“boulanger_plugins”, and Boulanger reads the group “boulanger_qt”."]
    assert not item.icon().isNull()
