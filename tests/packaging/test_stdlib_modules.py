"""The bundle ships the standard library whole (packaging/stdlib_modules.py, given to the
spec as hidden imports), so a plugin in the user folder can import what Python has; the
smoke test imports a selection from a user-folder plugin in a built bundle."""

from __future__ import annotations

import ast
import importlib.util
import sys
from types import ModuleType

import pytest

from . import PACKAGING, load_script


@pytest.fixture(scope="module")
def stdlib() -> ModuleType:
    return load_script("stdlib_modules.py", "stdlib_modules")


def test_the_modules_plugins_missed_are_all_there(stdlib: ModuleType) -> None:
    names = set(stdlib.stdlib_modules())
    assert {"html", "html.parser", "glob", "zoneinfo", "xml.etree.ElementTree", "configparser",
            "email.mime.text", "sqlite3", "asyncio.subprocess", "json.decoder", "unittest.mock",
            "concurrent.futures.thread", "importlib.metadata", "urllib.request", "_decimal"} <= names


def test_every_top_level_module_python_has_is_there_but_the_excluded(stdlib: ModuleType) -> None:
    names = set(stdlib.stdlib_modules())
    for name in sys.stdlib_module_names:
        if name not in stdlib.EXCLUDED and importlib.util.find_spec(name) is not None:
            assert name in names


def test_tests_tk_and_openssl_stay_out(stdlib: ModuleType) -> None:
    names = stdlib.stdlib_modules()
    assert not [n for n in names if n.split(".")[0] in {"test", "idlelib", "tkinter", "turtledemo", "ssl",
                                                         "_ssl", "lib2to3", "ensurepip"}]
    assert not [n for n in names if "test" in n.split(".")[1:] or "tests" in n.split(".")]


def test_every_name_is_a_module_of_the_standard_library(stdlib: ModuleType) -> None:
    for name in stdlib.stdlib_modules()[::25]:  # a sample: finding a submodule imports its package
        spec = importlib.util.find_spec(name)
        assert spec is not None, name
        assert "site-packages" not in str(spec.origin), name


def test_the_spec_hands_the_whole_library_to_the_app_analysis() -> None:
    tree = ast.parse((PACKAGING / "boulanger.spec").read_text(encoding="utf-8"))
    given = [ast.unparse(keyword.value) for node in ast.walk(tree) if isinstance(node, ast.Call)
             and isinstance(node.func, ast.Name) and node.func.id == "Analysis"
             for keyword in node.keywords if keyword.arg == "hiddenimports"]
    assert given[0] == "hidden"  # the app's Analysis
    hidden = [ast.unparse(node.value) for node in ast.walk(tree) if isinstance(node, ast.Assign)
              and [ast.unparse(t) for t in node.targets] == ["hidden"]]
    assert len(hidden) == 1 and "*STDLIB" in hidden[0]
    stdlib = [ast.unparse(node.value) for node in ast.walk(tree) if isinstance(node, ast.Assign)
              and [ast.unparse(t) for t in node.targets] == ["STDLIB"]]
    assert stdlib == ["stdlib_modules.stdlib_modules()"]
