"""PySide6 no longer reads our sources on import (ui/pyside_imports.py), and the answers
it is given are the ones it would have found."""

from __future__ import annotations

import importlib
import sys

import pytest

from boulanger_qt.ui import pyside_imports
from boulanger_qt.ui.pyside_imports import IGNORED, USES_PYSIDE, feature_table, own_modules


def _scanner() -> object:
    feature = next(sys.modules[n] for n in pyside_imports.FEATURE_MODULES if n in sys.modules)
    return feature


def test_pyside_reads_none_of_our_modules_when_they_are_imported(monkeypatch: pytest.MonkeyPatch) -> None:
    feature = _scanner()
    read: list[str] = []
    real = feature._mod_uses_pyside  # type: ignore[attr-defined]

    def reading(module: object) -> bool:
        read.append(getattr(module, "__name__", "?"))
        return bool(real(module))

    monkeypatch.setattr(feature, "_mod_uses_pyside", reading)
    for name in ("boulanger_qt.ui.dialogs.rules", "boulanger_qt.ui.dialogs.stats", "boulanger_qt.app.keeper",
                 "boulanger_qt.ui.dialogs.new_game", "boulanger_qt.core.solver"):
        exec(f"import {name}", {})  # an import statement: through PySide's watch, as in the app
    assert [name for name in read if name.startswith("boulanger_qt")] == []


def test_the_answers_given_are_pysides_own() -> None:
    table = feature_table()
    assert table is not None, "this PySide keeps its feature table elsewhere: see ui/pyside_imports.py"
    feature = _scanner()
    reads = feature._mod_uses_pyside  # type: ignore[attr-defined]
    own = set(own_modules())
    assert {"boulanger_qt", "boulanger_qt.ui.window", "boulanger_qt.core.session",
            "boulanger_qt.app.storage.stats", "boulanger_qt.ui.pyside_imports"} <= own
    assert all(name in table for name in own)  # (some were read before this: pytest-qt loads PySide6 first)
    for name, module in list(sys.modules.items()):
        if name in own and module is not None and reads(module):
            assert table[name] == USES_PYSIDE  # what PySide would say: uses Qt, no feature
        if table.get(name) == IGNORED and name.partition(".")[0] in sys.stdlib_module_names:
            assert not reads(module), name  # a stdlib module never mentions PySide6
    for name in pyside_imports.NO_PYSIDE_DEPENDENCIES:
        assert table[name] == IGNORED and not reads(importlib.import_module(name)), name
    assert table["tomllib"] == table["locale"] == IGNORED  # the stdlib, loaded or not


def test_a_pyside_without_the_table_is_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pyside_imports, "FEATURE_MODULES", ("no.such.module",))
    assert pyside_imports.feature_table() is None
    assert pyside_imports.seed_feature_table() == 0
