"""DESIGN.md: `boulanger_qt.core` imports neither Qt nor anything from ui, settings or storage."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import boulanger_qt.core

CORE = Path(boulanger_qt.core.__file__).parent
FORBIDDEN_TOP = {"PySide6", "PySide2", "shiboken6", "shiboken2", "PyQt5", "PyQt6", "qtpy", "pytestqt"}
FORBIDDEN_APP = ("boulanger_qt.ui", "boulanger_qt.app.settings", "boulanger_qt.app.storage")


def module_name(path: Path) -> str:
    parts = path.relative_to(CORE.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_names(path: Path) -> list[tuple[int, str]]:
    """Every module a file imports, relative imports resolved: (line, absolute name)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                stem = ".".join([*base, node.module] if node.module else base)
            else:
                stem = node.module or ""
            found.append((node.lineno, stem))
            found += [(node.lineno, f"{stem}.{alias.name}") for alias in node.names]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
            "import_module", "__import__",
        ):
            found += [(node.lineno, arg.value) for arg in node.args[:1]
                      if isinstance(arg, ast.Constant) and isinstance(arg.value, str)]
    return found


def is_forbidden(name: str) -> bool:
    top = name.partition(".")[0]
    return top in FORBIDDEN_TOP or "Qt" in top or any(
        name == app or name.startswith(app + ".") for app in FORBIDDEN_APP
    )


def test_the_checker_sees_what_it_should() -> None:
    assert is_forbidden("PySide6.QtCore")
    assert is_forbidden("shiboken6")
    assert is_forbidden("boulanger_qt.ui.board")
    assert is_forbidden("boulanger_qt.app.settings")
    assert is_forbidden("boulanger_qt.app.storage.stats")
    assert not is_forbidden("boulanger_qt.core.rules")
    assert not is_forbidden("boulanger_qt.settings_helpers_elsewhere")
    assert module_name(CORE / "rules.py") == "boulanger_qt.core.rules"
    assert module_name(CORE / "__init__.py") == "boulanger_qt.core"


def test_core_modules_import_no_qt_ui_settings_or_storage() -> None:
    files = sorted(CORE.rglob("*.py"))
    assert CORE / "rules.py" in files and CORE / "session.py" in files
    offences = [
        f"{path.relative_to(CORE.parent)}:{line}: imports {name}"
        for path in files
        for line, name in imported_names(path)
        if is_forbidden(name)
    ]
    assert offences == []


def test_relative_imports_are_resolved() -> None:
    sample = CORE / "session.py"
    names = {name for _, name in imported_names(sample)}
    assert "boulanger_qt.core.rules" in names
    assert "boulanger_qt.core.deals.GameCode" in names


def test_importing_all_of_core_loads_no_qt() -> None:
    script = """
import importlib, json, pkgutil, sys
import boulanger_qt.core as core
loaded = [m.name for m in pkgutil.walk_packages(core.__path__, core.__name__ + ".")]
for name in loaded:
    importlib.import_module(name)
print(json.dumps({"loaded": loaded, "modules": sorted(sys.modules)}))
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True
    )
    report = json.loads(done.stdout)
    assert "boulanger_qt.core.rules" in report["loaded"]
    assert "boulanger_qt.core.session" in report["loaded"]
    modules: list[str] = report["modules"]
    assert "PySide6" not in modules
    assert [m for m in modules if is_forbidden(m)] == []
