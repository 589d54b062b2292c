"""Each failure is told once: a plugin failing when a move is undone, a broken chosen theme."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from boulanger_qt.api import GameView, hookimpl
from boulanger_qt.app.context import build_context
from boulanger_qt.app.settings import Settings, app_paths, save_settings
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session
from boulanger_qt.support.problems import Problem

from .conftest import Board
from .test_remembered_theme import Start


class FailsOnUndo:
    @hookimpl
    def boulanger_move_undone(self, game: GameView) -> None:
        raise ValueError("undo listener broke")


def test_a_plugin_failing_when_a_move_is_undone_is_told_once(
        make_board: Callable[..., Board], monkeypatch: pytest.MonkeyPatch) -> None:
    board = make_board(Session.new_deal(1, 4))
    window = board.window
    channel = window.context.problems
    told: list[Problem] = []
    tell = channel.tell

    def counted(problem: Problem, **how: bool) -> None:
        told.append(problem)
        tell(problem, **how)

    monkeypatch.setattr(channel, "tell", counted)
    assert window.context.host.register(FailsOnUndo(), "fails_on_undo", origin="entry point")
    window.controller.play(Move.parse("6a"))
    window.undo()
    window.controller.play(Move.parse("6a"))
    window.undo()
    board.qtbot.wait(50)
    assert [str(p) for p in told if "fails_on_undo" in str(p)] == [
        "The plugin “fails_on_undo” failed in boulanger_move_undone (ValueError: undo listener broke) "
        "and was turned off."]
    assert window.notice.label.text().count("fails_on_undo") == 1


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("manifest", ['name = "broken"\ndisplay_name = \n',  # not TOML
                                      'name = "broken"\nsvg = "missing.svg"\n'])  # a file missing
def test_a_broken_chosen_theme_is_told_once(manifest: str) -> None:
    paths = app_paths()
    paths.ensure()
    folder: Path = paths.themes_dir / "broken"
    folder.mkdir(parents=True)
    (folder / "theme.toml").write_text(manifest)
    save_settings(paths.settings_file, Settings(theme="broken"))
    start = Start(build_context(external_plugins=False))
    start.run()
    assert start.theme == "classic"
    about_it = [t for t in start.told if "broken" in t]
    assert len(about_it) == 1, about_it
    assert "the Classic cards are shown instead" in about_it[0]
