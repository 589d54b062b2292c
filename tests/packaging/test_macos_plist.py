"""The macOS .app is a regular app, not background-only (packaging/macos_plist.py; the smoke
test reads the built app's Info.plist on macOS)."""

from __future__ import annotations

import ast
import plistlib
from types import ModuleType

import pytest

from . import PACKAGING, load_script


@pytest.fixture
def macos_plist() -> ModuleType:
    return load_script("macos_plist.py", "macos_plist")


def pyinstaller_defaults(console: bool) -> dict[str, object]:
    """The keys PyInstaller's BUNDLE writes before it merges the spec's (PyInstaller/building/
    osx.py): with the console program boulanger-solve last in COLLECT, console is true."""
    defaults: dict[str, object] = {"CFBundleExecutable": "boulanger", "CFBundlePackageType": "APPL"}
    defaults["LSBackgroundOnly" if console else "NSHighResolutionCapable"] = True
    return defaults


def test_the_app_is_not_background_only_whatever_pyinstaller_defaults_to(macos_plist: ModuleType) -> None:
    for console in (True, False):
        plist = {**pyinstaller_defaults(console), **macos_plist.info_plist("1.2.3")}
        assert macos_plist.problems(plist, {"boulanger", "boulanger-solve"}) == []
        assert plist["LSBackgroundOnly"] is False and plist["LSUIElement"] is False
        assert plist["CFBundleExecutable"] == "boulanger"
        assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == "1.2.3"


def test_pyinstallers_own_plist_is_found_background_only(macos_plist: ModuleType) -> None:
    """What the .app had before the keys were set: the check the smoke test makes on macOS fails."""
    found = macos_plist.problems(pyinstaller_defaults(console=True), {"boulanger", "boulanger-solve"})
    assert len(found) == 1 and "LSBackgroundOnly" in found[0]
    found = macos_plist.problems({"CFBundleExecutable": "boulanger-solve", "CFBundlePackageType": "APPL"},
                                 {"boulanger", "boulanger-solve"})
    assert found and "boulanger-solve" in found[0]


def test_the_plist_is_written_and_read_back_as_given(macos_plist: ModuleType) -> None:
    plist = macos_plist.info_plist("0.1.0")
    assert macos_plist.read(plistlib.dumps(plist)) == plist


def test_the_spec_hands_these_keys_to_bundle() -> None:
    """packaging/boulanger.spec gives BUNDLE exactly macos_plist.info_plist(__version__)."""
    tree = ast.parse((PACKAGING / "boulanger.spec").read_text(encoding="utf-8"))
    calls = [node for node in ast.walk(tree)
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "BUNDLE"]
    assert len(calls) == 1
    given = {keyword.arg: ast.unparse(keyword.value) for keyword in calls[0].keywords}
    assert given["info_plist"] == "macos_plist.info_plist(__version__)"
