"""A third-party plugin type-checks against the installed wheel (`py.typed`, PEP 561).

The wheel is built from a copy of the checkout (offline, no build isolation) and installed
into a throw-away virtual environment, which sees the app's pure-Python dependencies through
a `.pth` file; mypy --strict then checks two plugins written outside the repository against
that environment, never against the checkout.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import platformdirs
import pluggy
import pytest
import tomli_w

ROOT = Path(__file__).resolve().parents[2]

GOOD = '''\
from collections.abc import Callable

from boulanger_qt.api import (API_VERSION, GameState, GameView, Hint, HintProvider, Move, Outcome,
                              Result, SolveResult, Verdict, hookimpl, solve)


class Ahead:
    name = "ahead"
    display_name = "One move ahead"

    def hint(self, state: GameState, cancel: Callable[[], bool]) -> Hint | None:
        found: SolveResult = solve(state, timeout=1.0, cancel=cancel)
        if found.verdict is Verdict.SOLVED and found.moves:
            return Hint(found.moves[0], f"{len(found.moves)} moves to go")
        return None


@hookimpl
def boulanger_hint_providers() -> list[HintProvider]:
    return [Ahead()] if API_VERSION >= (1, 0) else []


@hookimpl
def boulanger_move_applied(game: GameView, move: Move | None, after: GameState) -> None:
    print(game.code, move, after.is_won())


@hookimpl
def boulanger_game_ended(game: GameView, outcome: Outcome) -> None:
    won: bool = outcome.result is Result.WON
    print(game.score, won, solve(game.state).verdict == "solved")
'''

BAD = '''\
from boulanger_qt.api import GameView, Hint, Move, Outcome, Verdict, hookimpl, solve


@hookimpl
def boulanger_game_ended(game: GameView, outcome: Outcome) -> None:
    print(game.score + "points")  # BAD: a number and a text
    moves: list[str] = solve(game.state).moves  # BAD: a tuple of moves
    Hint("6a")  # BAD: a move, not its notation
    print(Verdict.SOLVED.moves)  # BAD: a verdict has no moves
    Move.parse(3)  # BAD: notation is text
'''


@pytest.mark.slow
def test_a_plugin_outside_the_repository_passes_mypy_strict_against_the_installed_wheel(
        tmp_path: Path) -> None:
    source = tmp_path / "source"  # setuptools leaves build/ and *.egg-info/ in what it builds
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis"))
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
                    "-w", str(wheels), str(source)], check=True, timeout=300, cwd=tmp_path,
                   capture_output=True, env={**os.environ, "BOULANGER_PURE": "1"})
    (wheel,) = wheels.glob("*.whl")
    assert "boulanger_qt/py.typed" in zipfile.ZipFile(wheel).namelist()

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                               check=True, capture_output=True, text=True).stdout.strip())
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-index",
                    "--target", str(site), str(wheel)], check=True, timeout=300, capture_output=True)
    dependencies = {str(Path(module.__file__ or "").parent.parent)
                    for module in (pluggy, platformdirs, tomli_w)}
    (site / "boulanger_test_dependencies.pth").write_text("\n".join(sorted(dependencies)) + "\n")

    plugins = tmp_path / "plugins"
    plugins.mkdir()
    (plugins / "good_plugin.py").write_text(GOOD)
    (plugins / "bad_plugin.py").write_text(BAD)
    env = {key: value for key, value in os.environ.items() if key not in ("MYPYPATH", "PYTHONPATH")}
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-error-summary", "--python-executable", str(python),
         "--cache-dir", str(tmp_path / "cache"), "good_plugin.py", "bad_plugin.py"],
        capture_output=True, text=True, cwd=plugins, env=env, timeout=600)
    errors = [line for line in result.stdout.splitlines() if ": error:" in line]
    assert not [line for line in errors if not line.startswith("bad_plugin.py:")], result.stdout
    bad = [n for n, text in enumerate(BAD.splitlines(), start=1) if "# BAD" in text]
    assert sorted({int(line.split(":")[1]) for line in errors}) == bad, result.stdout
    installed = subprocess.run([str(python), "-c", "import boulanger_qt.api as a; print(a.__file__)"],
                               capture_output=True, text=True, cwd=plugins, env=env, check=True).stdout
    assert Path(installed.strip()).is_relative_to(site)  # the wheel's, not the checkout's

