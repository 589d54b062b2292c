"""`boulanger-solve` starts at once: it imports nothing of the app, Qt or the plugins.

Each check runs the command in a fresh interpreter and lists the modules it loaded
(tests/benchmarks/bench_solve_cli.py measures the start-up time itself).
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from boulanger_qt.core.boardfile import format_board
from boulanger_qt.core.deals import deal

# Whatever the command does, none of these may load.
NEVER = ("PySide6", "shiboken6", "pluggy", "platformdirs", "tomli_w", "sqlite3",
         "boulanger_qt.ui", "boulanger_qt.cli.boulanger", "boulanger_qt.cli.options", "boulanger_qt.api",
         "boulanger_qt.plugin.host", "boulanger_qt.app.controller", "boulanger_qt.app.context",
         "boulanger_qt.app.settings",
         "boulanger_qt.app.storage", "boulanger_qt.app.solver_service", "boulanger_hints")
# Printing a board needs no search, no game session and no JSON; a deal given by number
# reads no file (no path, no bounded reader with its problems and log) and draws no
# random number.
NOT_FOR_PRINTING = ("boulanger_qt.core.solver", "boulanger_qt.core.session", "boulanger_qt.cli.solve_report",
                    "json", "multiprocessing", "heapq", "pathlib", "boulanger_qt.support.inputs", "logging",
                    "threading", "random")
# Nor the standard library's dearest modules on Python 3.11: dataclasses (with inspect, ast,
# dis, tokenize) and typing, which the value classes (core/value.py) and the type-checking
# imports keep off the path; nor shutil (with bz2 and lzma), which argparse's formatter
# imports to ask the terminal's width: only --help needs it.
NOT_AT_START = ("dataclasses", "typing", "inspect", "ast", "shutil", "bz2", "lzma")

# The modules the command loads: those the interpreter had before (an editable install's
# path finder loads pathlib, say) are not the command's.
RUN = """
import sys
before = set(sys.modules)
from boulanger_qt.cli.solve import main
status = main(sys.argv[1:])
sys.stdout.flush()
print("\\nMODULES " + " ".join(sorted(set(sys.modules) - before)))
sys.exit(status)
"""


def run(*argv: str) -> tuple[str, set[str]]:
    done = subprocess.run([sys.executable, "-c", RUN, *argv], capture_output=True, text=True, input="",
                          timeout=120, check=True)
    out, _, modules = done.stdout.rpartition("\nMODULES ")
    return out, set(modules.split())


def loaded(modules: set[str], names: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == n or m.startswith(n + ".") for n in names))


def test_print_board_loads_only_what_it_prints_with() -> None:
    out, modules = run("--deal", "1", "--print-board")
    assert out == format_board(deal(1))
    assert loaded(modules, NEVER + NOT_FOR_PRINTING + NOT_AT_START) == []


@pytest.mark.parametrize("argv", [["--deal", "1", "--json"], ["--deal", "1", "--replay", "-"]])
def test_solving_and_replaying_load_nothing_of_the_app(argv: list[str]) -> None:
    out, modules = run(*argv)
    assert "verdict" in json.loads(out) or "won" in json.loads(out)
    assert loaded(modules, NEVER) == []
