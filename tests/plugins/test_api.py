"""`boulanger_qt.api` is a pure façade with a pinned, complete `__all__`; hook calls are typed."""

from __future__ import annotations

import inspect
import subprocess
import sys
import textwrap
import typing
from collections.abc import Iterator
from pathlib import Path

import pytest

import boulanger_qt.api as api
import boulanger_qt.plugin.specs as hookspecs

PINNED = [
    "API_VERSION", "EXPORT_FIELDS", "FULL_DECK", "PROJECT_NAME", "THEME_MANIFEST", "Card", "CardError",
    "CardTheme", "GameCode",
    "GameCodeError", "GameRecord", "GameState", "GameView", "Hint", "HintProvider", "IllegalMoveError",
    "InvalidPositionError", "Move", "NotationError", "Outcome", "Place", "PlaceKind", "PluginError",
    "Result", "SolveResult", "StatsExporter", "Suit", "ThemeError", "Verdict", "Winnability", "apply_move",
    "hookimpl", "is_legal", "legal_moves", "move_points", "solve", "successors", "winnability_of",
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


def _our_classes(annotation: object) -> Iterator[type]:
    if isinstance(annotation, type) and annotation.__module__.startswith("boulanger_qt"):
        yield annotation
    for argument in typing.get_args(annotation):
        yield from _our_classes(argument)


def _not_exported(hints: dict[str, object]) -> set[str]:
    exported = {id(getattr(api, name)) for name in api.__all__}
    return {cls.__qualname__ for annotation in hints.values() for cls in _our_classes(annotation)
            if id(cls) not in exported}


def test_every_api_function_takes_and_returns_only_what_the_api_exports() -> None:
    for name in api.__all__:
        function = getattr(api, name)
        if inspect.isfunction(function):
            hints = typing.get_type_hints(function, globalns=function.__globals__, localns=vars(api))
            assert _not_exported(hints) == set(), name


def test_every_hook_gives_and_takes_only_what_the_api_exports() -> None:
    """Resolved from the api's names alone: a type it does not export cannot be named."""
    for name, spec in inspect.getmembers(hookspecs, inspect.isfunction):
        if name.startswith("boulanger_"):
            hints = typing.get_type_hints(spec, globalns=dict(vars(api)))
            assert _not_exported(hints) == set(), name


def test_a_verdict_is_still_its_string() -> None:
    assert [v == v.value for v in api.Verdict] == [True, True, True]  # a plugin may compare with "solved"
    assert api.Verdict("solved") is api.Verdict.SOLVED and f"{api.Verdict.GAVE_UP}" == "gave_up"
    lost = api.Winnability.LOST
    assert api.winnability_of("unsolvable") is api.winnability_of(api.Verdict.UNSOLVABLE) is lost
    assert api.API_VERSION >= (1, 0) and len(api.API_VERSION) == 2


def test_the_public_errors_are_exceptions() -> None:
    for name in ("CardError", "GameCodeError", "IllegalMoveError", "InvalidPositionError",
                 "NotationError", "PluginError", "ThemeError"):
        assert issubclass(getattr(api, name), Exception)


@pytest.mark.slow
def test_mypy_rejects_a_mistyped_hook_call(tmp_path: Path) -> None:
    snippet = tmp_path / "calls.py"
    snippet.write_text(textwrap.dedent("""\
        from boulanger_qt.core.game_view import view_of
        from boulanger_qt.core.game_view import Outcome, Result
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
