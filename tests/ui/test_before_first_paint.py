"""What a start leaves for later: work its first picture does not need is not done before
the first paint (each item costs start-up time in every process). Checked in a fresh
process, as the app starts: a resumed saved game, and a deal asked for."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from boulanger_qt.app.settings import app_paths
from boulanger_qt.app.storage.autosave import save_game
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import json, re, sys
compiled_in = set()
real_compile = re._compile

def compile(pattern, flags):  # every pattern re compiled (or took from its cache) before the
    frame = sys._getframe(1)  # paint, by the file that asked: re.compile, re.match, ...
    while frame.f_code.co_filename.replace("\\\\", "/").endswith("/re/__init__.py"):
        frame = frame.f_back
    compiled_in.add(frame.f_code.co_filename.replace("\\\\", "/"))
    return real_compile(pattern, flags)

re._compile = compile
import argparse
parsers = []
real_parser_init = argparse.ArgumentParser.__init__

def parser_init(self, *args, **kwargs):  # every command-line parser built before the paint
    parsers.append(self)
    real_parser_init(self, *args, **kwargs)

argparse.ArgumentParser.__init__ = parser_init
from PySide6.QtWidgets import QApplication
from boulanger_qt.core import rules
from boulanger_qt.ui import app_window

def report(window):  # imports nothing: what is loaded at the paint is the start's
    session = window.controller.session
    made = [value for name, module in list(sys.modules.items()) if name.startswith("boulanger_qt")
            for value in list(vars(module).values())
            if isinstance(value, type) and value.__module__ == name and "__dataclass_fields__" in vars(value)]
    undocumented = [f"{cls.__module__}.{cls.__name__}" for cls in made
                    if cls.__doc__.startswith(cls.__name__ + "(")]
    print(json.dumps({
        "moves": session.move_count,
        "move_tables": rules._move_tables.cache_info().currsize,
        "compiled_in": sorted(compiled_in),
        "undocumented": undocumented,
        "dataclasses": sorted(f"{cls.__module__}.{cls.__name__}" for cls in made),
        "parsers": len(parsers),
        "modules": sorted(name for name in sys.modules if name.startswith(("boulanger_qt", "PySide6"))
                          or name in ("dataclasses", "resource", "tomllib")),
        # PySide makes a Qt class (and every enum it has) when a module first hands it out
        "qt_classes": sorted(f"{name}.{key}" for name, module in list(sys.modules.items())
                             if name.startswith("PySide6.Qt") for key in list(vars(module))
                             if key.startswith("Q")),
    }), flush=True)
    QApplication.quit()

app_window.report_first_paint = report
from boulanger_qt.cli.boulanger import main
sys.exit(main(sys.argv[1:]))
"""
# Their patterns are for what goes wrong (a plugin that cannot load, a damaged file,
# bad command-line input): compiled by `re` when first used, not at every start.
# What the first picture does without: loaded where first needed, after the paint.
LATER_MODULES = (
    "boulanger_qt.ui.assist.work",  # hints, solutions and the verdict: `Assistance.complete`
    "boulanger_qt.ui.background",  # their background jobs
    "boulanger_qt.ui.text.messages",  # the core's messages: the first picture says none
    "boulanger_qt.ui.text.save_messages",
    "boulanger_qt.ui.text.words",
    "boulanger_qt.ui.text.card_names",
    "boulanger_qt.ui.colors",  # the verdict's colour: there is no verdict yet
    "boulanger_qt.ui.assist.autoplayer",  # Send Cards Home, auto-play, a solution: made with the menus
    "resource",  # the start-up benchmark's peak memory
)
LATER_QT_CLASSES = (
    "PySide6.QtGui.QActionGroup",  # the menus' choices: filled after the paint
    "PySide6.QtCore.QLibraryInfo",  # where Qt's own translations are: English needs none
    "PySide6.QtCore.QTime",  # the play time is written without one (`numbers.format_time`)
    "PySide6.QtCore.QDateTime",  # (made with QTime's class)
)
ERROR_PATH_MODULES = ("boulanger_qt/support/reasons.py", "boulanger_qt/support/inputs.py",
    "boulanger_qt/core/echo.py",
                      "boulanger_qt/plugin/theme_check.py")
# What every start checks with plain string tests instead: the temp files left in its
# folders, the table's colour, the card images kept of its theme (a glob compiles one).
EVERY_START_MODULES = ("boulanger_qt/support/atomic.py", "boulanger_qt/ui/board/felt.py", "/pathlib.py")


def _first_paint(home: Path, *args: str) -> dict[str, object]:
    env = dict(os.environ, BOULANGER_HOME=str(home), BOULANGER_BENCH_FIRST_PAINT="1",
               QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", PROBE, *args], env=env, capture_output=True,
                            text=True, timeout=120, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    line = next(out for out in result.stdout.splitlines() if out.startswith("{"))
    seen: dict[str, object] = json.loads(line)
    return seen


def _save_a_game(saved: Session | None = None) -> Path:
    """A saved game in the test's home, read by every start (a new deal records it as
    left); returns the home's settings file."""
    paths = app_paths()
    paths.ensure()
    save_game(paths.autosave_file, saved if saved is not None else Session.new_deal(1))
    return paths.settings_file


@pytest.mark.parametrize("args", [(), ("--deal", "7")], ids=["resumed", "deal"])
def test_the_first_paint_builds_no_move_tables_and_compiles_no_error_patterns(
        boulanger_home: Path, args: tuple[str, ...]) -> None:
    saved = Session.new_deal(1)
    saved.play(Move.parse("3a"))
    _save_a_game(saved)
    seen = _first_paint(boulanger_home, *args)
    assert seen["moves"] == (0 if args else 1)  # the saved game replayed, or the deal asked for
    assert seen["move_tables"] == 0  # legal_moves builds them when first asked (hints, stuck)
    compiled = [name for name in seen["compiled_in"] if isinstance(name, str)]  # type: ignore[attr-defined]
    assert not [name for name in compiled if name.endswith(ERROR_PATH_MODULES)], compiled
    assert not [name for name in compiled if name.endswith(EVERY_START_MODULES)], compiled
    # A dataclass without a docstring gets one from inspect.signature as it is made.
    assert seen["undocumented"] == []
    # Without options there is nothing to parse: building the parser looks up argparse's
    # translations (gettext, which loads `locale`).
    assert seen["parsers"] == (1 if args else 0)


# Importing `dataclasses` costs a start ~9M instructions (it loads inspect, ast, dis and
# copy), and every dataclass made ~0.45 ms more on Python 3.11 (each generated method is
# compiled on its own): what a start makes is plain classes (`core.value` for the values,
# the settings among them), and `dataclasses` is loaded where a dataclass is first needed.
@pytest.mark.parametrize("args", [(), ("--deal", "7")], ids=["resumed", "deal"])
def test_the_first_paint_makes_no_dataclass_and_imports_no_dataclasses(boulanger_home: Path,
                                                                       args: tuple[str, ...]) -> None:
    _save_a_game()
    _first_paint(boulanger_home, *args)  # the first start remembers the theme: the next one recalls it
    seen = _first_paint(boulanger_home, *args)
    assert seen["dataclasses"] == []
    modules = seen["modules"]
    assert isinstance(modules, list)
    assert "boulanger_qt.ui.window" in modules  # (the probe sees the start's modules)
    assert "dataclasses" not in modules


@pytest.mark.parametrize("args", [(), ("--deal", "7")], ids=["resumed", "deal"])
def test_the_first_paint_imports_nothing_it_does_not_show(boulanger_home: Path,
                                                          args: tuple[str, ...]) -> None:
    _save_a_game()
    modules = _first_paint(boulanger_home, *args)["modules"]
    assert isinstance(modules, list)
    assert "boulanger_qt.ui.window" in modules  # (the probe sees the start's modules)
    assert [name for name in LATER_MODULES if name in modules] == []


# The problems: what a start tells when something is wrong (a damaged file, a theme that
# cannot be used). A start with nothing to tell makes none, so their ids (enums of a
# hundred members) and `Problem` are loaded where one is made.
PROBLEM_MODULES = ("boulanger_qt.support.problems", "boulanger_qt.support.problem_ids",
    "boulanger_qt.support.theme_problems")


@pytest.mark.parametrize(("args", "files_kept"),
                         [((), True), (("--deal", "7"), True), (("--deal", "7"), False)],
                         ids=["resumed", "deal", "deal-without-settings-or-saved-game"])
def test_an_ordinary_first_paint_loads_no_problem(boulanger_home: Path, args: tuple[str, ...],
                                                  files_kept: bool) -> None:
    settings_file = _save_a_game()
    first_start = _first_paint(boulanger_home, *args)["modules"]  # the theme remembered, its images kept
    assert isinstance(first_start, list)
    assert "boulanger_qt.app.themes" in first_start  # (a first start checks the theme in full)
    if not files_kept:  # a missing file is no problem: the defaults, a new deal
        settings_file.unlink()
        app_paths().autosave_file.unlink()
    modules = _first_paint(boulanger_home, *args)["modules"]
    assert isinstance(modules, list)
    assert "boulanger_qt.ui.window" in modules and "boulanger_qt.app.themes" not in modules
    assert [name for name in PROBLEM_MODULES if name in modules] == []


@pytest.mark.parametrize("args", [(), ("--deal", "7")], ids=["resumed", "deal"])
def test_the_first_paint_makes_no_qt_class_it_does_not_use(boulanger_home: Path,
                                                          args: tuple[str, ...]) -> None:
    _save_a_game()
    made = _first_paint(boulanger_home, "--language", "en", *args)["qt_classes"]
    assert isinstance(made, list)
    assert "PySide6.QtWidgets.QMainWindow" in made  # (the probe sees the classes made)
    assert [name for name in LATER_QT_CLASSES if name in made] == []
