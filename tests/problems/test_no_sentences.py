"""No Qt-free module words a sentence for the player outside a declaration: every sentence
is declared once (`QT_TRANSLATE_NOOP`, core/sentences.py) and every problem they can tell is
a `Problem` (an id and its parameters) that says a declared sentence. This test reads their
source and fails on a string of three words or more that is not a declaration, a
docstring, a log message, or one of the few texts listed here with the reason they are
never shown in the window."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "boulanger_qt"
MODULES = [
    "app/context.py", "app/settings.py", "app/themes.py", "plugin/theme_check.py", "plugin/svg_check.py",
    "app/keeper.py",
    "plugin/host.py", "plugin/watchdog.py", "plugin/hangs.py", "plugin/providers.py",
    "support/logs.py",
    "support/inputs.py", "app/theme_record.py", "app/window_state.py",
    "support/problems.py", "app/storage/autosave.py", "app/storage/stats.py",
    "app/storage/stats_rows.py", "support/problem_ids.py", "app/storage/problem_ids.py",
    "plugin/problem_ids.py", "app/problem_catalog.py",
]
NEVER_SHOWN = {
    ("plugin/host.py", "cannot import {}"),  # importlib found no loader: the import error's own text
    ("support/logs.py", "%(asctime)s %(levelname)s %(name)s: %(message)s"),  # the log's line format
    ("plugin/hangs.py", "{}\t{}\t{}\n"),  # a line of the hang file
    ("plugin/watchdog.py", "<game {}: {} moves, score {}>"),  # a hook's argument in the trace (a log)
    ("plugin/watchdog.py", "<position, {} cards home>"),  # the same
    ("app/storage/stats.py", "{} = excluded.{}"),  # SQL
    ("app/storage/stats.py", "not a database"),  # matched in SQLite's own message, never shown
    ("support/inputs.py", r"\(at line (\d{1,9}), column (\d{1,9})\)$"),  # where tomllib says it stopped
    ("support/inputs.py", r"\(at end of document\)$"),  # tomllib found the text cut short
    # Matched in Python's own words, never shown:
    ("support/problems.py", "cannot import name '([^']{1,200})' from '([^']{1,200})'"),
    ("support/problems.py", "a problem is told as a Problem, not {}"),  # a programming error, raised
}
SQL = ("CREATE", "INSERT", "ALTER", "SELECT", "DELETE", "PRAGMA", "DROP", "UPDATE")


def _text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) and isinstance(v.value, str) else "{}"
                       for v in node.values)
    return None


def _exempt(tree: ast.Module) -> set[int]:
    """Nodes inside declarations, docstrings, log calls and settings' help texts."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef) and body \
                and isinstance(body[0], ast.Expr) and _text(body[0].value) is not None:
            skipped.add(id(body[0].value))
        if isinstance(node, ast.Call):
            func = node.func
            target = func.value if isinstance(func, ast.Attribute) else None
            owner = target.id if isinstance(target, ast.Name) else ""
            name = func.id if isinstance(func, ast.Name) else ""
            declared = isinstance(func, ast.Attribute) and func.attr == "on"  # QT_TRANSLATE_NOOP(…).on(…)
            logged = owner in ("log", "logging", "trace_log")
            if logged or declared or name in ("Option", "QT_TRANSLATE_NOOP", "Text"):
                skipped.update(id(sub) for sub in ast.walk(node))
        if isinstance(node, ast.JoinedStr):  # its parts are judged as the whole
            skipped.update(id(part) for part in node.values)
    return skipped


def sentences(module: str) -> list[str]:
    tree = ast.parse((PACKAGE / module).read_text(encoding="utf-8"))
    skipped = _exempt(tree)
    found = []
    for node in ast.walk(tree):
        text = _text(node)
        if text is None or id(node) in skipped or (module, text) in NEVER_SHOWN:
            continue
        if len(text.split()) >= 3 and not text.lstrip().startswith(SQL):
            found.append(f"{module}:{getattr(node, 'lineno', '?')}: {text[:70]!r}")
    return found


@pytest.mark.parametrize("module", MODULES)
def test_no_english_problem_sentence_in_a_qt_free_module(module: str) -> None:
    assert sentences(module) == [], "tell a Problem (problem_ids.py) instead of a worded sentence"


def test_the_check_finds_a_worded_sentence(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "bad.py").write_text('def f(x):\n    """Doc string of words."""\n'
                                     '    log.error("a logged sentence %s", x)\n'
                                     '    QT_TRANSLATE_NOOP("Ctx", "A declared sentence %1.")\n'
                                     '    return f"The file {x} could not be read."\n')
    monkeypatch.setattr(__import__(__name__, fromlist=["PACKAGE"]), "PACKAGE", tmp_path)
    assert sentences("bad.py") == ["bad.py:5: 'The file {} could not be read.'"]
