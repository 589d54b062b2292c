"""`boulanger_qt.api` is a pure façade with a pinned, complete `__all__`; hook calls are typed."""

from __future__ import annotations

import inspect
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import boulanger_qt.api as api

PINNED = [
    "EXPORT_FIELDS", "FULL_DECK", "PROJECT_NAME", "THEME_MANIFEST", "Card", "CardError", "CardTheme",
    "GameCode",
    "GameCodeError", "GameRecord", "GameState", "GameView", "Hint", "HintProvider", "IllegalMoveError",
    "InvalidPositionError", "Move", "NotationError", "Outcome", "Place", "PlaceKind", "PluginError",
    "Result", "StatsExporter", "Suit", "ThemeError", "Winnability", "apply_move", "hookimpl",
    "is_legal", "legal_moves", "move_points", "solve", "successors", "winnability_of",
]
ROOT = Path(__file__).resolve().parents[2]


def test_all_is_pinned() -> None:
    assert sorted(api.__all__) == sorted(PINNED)


def test_all_is_complete_and_every_name_exists() -> None:
    public = {name for name in vars(api) if not name.startswith("_") and name != "annotations"}
    assert public == set(api.__all__)


def test_api_defines_nothing_itself() -> None:
    for name in api.__all__:
        value = getattr(api, name)
        if inspect.isclass(value) or inspect.isfunction(value):
            assert value.__module__ != "boulanger_qt.api", f"{name} is defined in api.py"


def test_the_public_errors_are_exceptions() -> None:
    for name in ("CardError", "GameCodeError", "IllegalMoveError", "InvalidPositionError",
                 "NotationError", "PluginError", "ThemeError"):
        assert issubclass(getattr(api, name), Exception)


@pytest.mark.slow
def test_mypy_rejects_a_mistyped_hook_call(tmp_path: Path) -> None:
    snippet = tmp_path / "calls.py"
    snippet.write_text(textwrap.dedent("""\
        from boulanger_qt.core.game_view import view_of
        from boulanger_qt.core.outcome import Outcome, Result
        from boulanger_qt.core.session import Session
        from boulanger_qt.plugin.host import PluginHost

        host = PluginHost()
        session = Session.new_deal(1)
        game = view_of(session)
        host.game_started(game, resumed=False)
        host.game_ended(game, Outcome(Result.WON))
        host.game_started(session.state, resumed=False)  # BAD: a position, not a view
        host.game_ended(game, "won")  # BAD: a string, not an Outcome
        host.move_applied(game, None, game.state, game.state)  # BAD: `redo` forgotten
        host.game_won(session=game)  # BAD: no such argument
        """))
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-error-summary", "--cache-dir",
         str(tmp_path / "cache"), "--follow-imports=silent", str(snippet)],
        capture_output=True, text=True, cwd=ROOT, timeout=600,
    )
    lines = [line for line in result.stdout.splitlines() if ": error:" in line]
    bad = [n for n, text in enumerate(snippet.read_text().splitlines(), start=1) if "# BAD" in text]
    assert sorted({int(line.split(":")[1]) for line in lines}) == bad, result.stdout
    assert result.returncode == 1
