"""The bundle ships every shipped distribution's licence and Python's (packaging/licenses.py,
collected from the installed distributions' metadata at build time), and the About box
names them, shows their texts and opens their folder."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from types import ModuleType

import pytest
from pytestqt.qtbot import QtBot

from . import load_script

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def licenses() -> ModuleType:
    return load_script("licenses.py", "boulanger_licenses")


@pytest.fixture(scope="module")
def collected(licenses: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("licenses")
    licenses.collect(out)
    return out


def fake_distribution(site: Path, name: str, *, requires: tuple[str, ...] = (), license_field: str = "",
                      license_files: dict[str, str] | None = None) -> None:
    info = site / f"{name.replace('-', '_')}-1.0.dist-info"
    (info / "licenses").mkdir(parents=True)
    lines = ["Metadata-Version: 2.4", f"Name: {name}", "Version: 1.0"]
    lines += [f"License-Expression: {license_field}"] * bool(license_field)
    lines += [f"Requires-Dist: {r}" for r in requires]
    for file, text in (license_files or {}).items():
        lines.append(f"License-File: {file}")
        (info / "licenses" / file).write_text(text)
    (info / "METADATA").write_text("\n".join(lines) + "\n")


def test_every_distribution_the_app_requires_and_python_are_collected(collected: Path) -> None:
    index = json.loads((collected / "index.json").read_text())
    names = {entry["name"].lower().replace("_", "-") for entry in index}
    assert {"boulanger-solitaire", "pyside6-essentials", "shiboken6", "pluggy", "platformdirs", "tomli-w",
            "python"} <= names
    assert not names & {"pytest", "mypy", "pyinstaller", "ruff"}  # extras are not shipped
    for entry in index:
        assert entry["files"], entry["name"]
        assert all((collected / f).is_file() and (collected / f).stat().st_size > 500 for f in entry["files"])


def test_the_projects_own_licence_is_its_license_file(collected: Path) -> None:
    index = {entry["name"]: entry for entry in json.loads((collected / "index.json").read_text())}
    (own,) = index["boulanger-solitaire"]["files"]
    assert (collected / own).read_text() == (ROOT / "LICENSE").read_text()
    assert index["boulanger-solitaire"]["license"] == "MIT"


def test_qt_for_python_ships_the_lgpl_with_the_gpl_it_builds_on(collected: Path) -> None:
    """PySide6's and shiboken6's wheels carry no licence text: their metadata's licence is
    named, the LGPL 3 chosen from its alternatives, and both texts shipped."""
    for entry in json.loads((collected / "index.json").read_text()):
        if entry["name"].lower().startswith(("pyside6", "shiboken6")):
            assert entry["license"].startswith("LGPL-3.0-only")
            texts = [(collected / f).read_text() for f in entry["files"]]
            assert "GNU LESSER GENERAL PUBLIC LICENSE" in texts[0] and "Version 3" in texts[0]
            assert "GNU GENERAL PUBLIC LICENSE" in texts[1]


def test_pythons_own_licence_is_shipped(collected: Path) -> None:
    (python,) = [e for e in json.loads((collected / "index.json").read_text()) if e["name"] == "Python"]
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in (collected / python["files"][0]).read_text()


def test_requirements_are_followed_and_extras_left_out(licenses: ModuleType, tmp_path: Path) -> None:
    fake_distribution(tmp_path, "fake-app", requires=("fake-lib>=1", 'fake-test; extra == "test"'),
                      license_field="MIT", license_files={"LICENSE": "app licence"})
    fake_distribution(tmp_path, "fake-lib", license_field="BSD-3-Clause", license_files={"COPYING": "lib"})
    found = licenses.shipped([str(tmp_path)], root="fake-app")
    assert [d.metadata["Name"] for d in found] == ["fake-app", "fake-lib"]
    assert licenses.license_files(found[1]) == [("COPYING", "lib")]


def test_a_source_tree_egg_info_finds_the_licence_beside_it(licenses: ModuleType, tmp_path: Path) -> None:
    # `pip install -e .` leaves <name>.egg-info in the source tree, which is on sys.path when
    # the build runs from it; its License-File names the file beside it, not inside it.
    (tmp_path / "LICENSE").write_text("the app's licence")
    egg_info = tmp_path / "fake_app.egg-info"
    egg_info.mkdir()
    (egg_info / "PKG-INFO").write_text(
        "Metadata-Version: 2.4\nName: fake-app\nVersion: 1.0\nLicense-Expression: MIT\n"
        "License-File: LICENSE\n")
    (egg_info / "SOURCES.txt").write_text("LICENSE\nfake_app/__init__.py\n")
    (dist,) = licenses.shipped([str(tmp_path)], root="fake-app")
    assert licenses.license_files(dist) == [("LICENSE", "the app's licence")]


def test_a_licence_without_a_text_stops_the_build(licenses: ModuleType, tmp_path: Path) -> None:
    fake_distribution(tmp_path, "fake-app", license_field="LicenseRef-Nobody-Knows")
    (dist,) = licenses.shipped([str(tmp_path)], root="fake-app")
    assert licenses.license_files(dist) == []
    with pytest.raises(SystemExit, match="LicenseRef-Nobody-Knows"):
        licenses.chosen_texts(licenses.license_of(dist))


def test_the_about_box_names_every_shipped_licence_and_shows_its_text(
        collected: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices

    from boulanger_qt.ui.dialogs.help import AboutDialog, about_text

    dialog = AboutDialog(about_text(), collected)
    qtbot.addWidget(dialog)
    rows = [dialog.listing.item(i).text() for i in range(dialog.listing.count())]
    assert any(row.startswith("boulanger-solitaire ") and row.endswith("— MIT") for row in rows)
    assert any(row.startswith("Python ") for row in rows)
    assert any("LGPL-3.0-only" in row for row in rows)
    assert (ROOT / "LICENSE").read_text().strip() in dialog.text.toPlainText()
    qt_row = next(i for i, row in enumerate(rows) if row.lower().startswith("pyside6"))
    dialog.listing.setCurrentRow(qt_row)
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in dialog.text.toPlainText()
    opened: list[str] = []

    def open_url(url: QUrl) -> bool:
        opened.append(url.toLocalFile())
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", open_url)
    dialog.open_button.click()
    assert opened == [str(collected)]


def test_the_about_box_shows_only_files_inside_the_folder_and_survives_a_damaged_index(
        tmp_path: Path, qtbot: QtBot) -> None:
    from boulanger_qt.ui.dialogs.help import AboutDialog, read_notices

    (tmp_path / "secret.txt").write_text("not a licence")
    folder = tmp_path / "licenses"
    (folder / "x-1").mkdir(parents=True)
    (folder / "x-1" / "LICENSE").write_text("x licence")
    (folder / "index.json").write_text(json.dumps(
        [{"name": "x", "version": "1", "license": "MIT", "files": ["x-1/LICENSE", "../secret.txt"]},
         {"name": 5}, "junk"]))
    (notice,) = read_notices(folder)
    assert notice.files == ("x-1/LICENSE",)
    (folder / "index.json").write_text("{damaged")
    assert read_notices(folder) == []
    dialog = AboutDialog("<h3>Boulanger</h3>", folder)
    qtbot.addWidget(dialog)
    assert dialog.listing.isHidden() and dialog.open_button.isHidden()


def test_outside_a_bundle_the_about_box_has_no_licences_folder(qtbot: QtBot) -> None:
    from boulanger_qt.ui.dialogs.help import AboutDialog, bundle_licenses

    assert bundle_licenses() is None
    dialog = AboutDialog("<h3>Boulanger</h3>", None)
    qtbot.addWidget(dialog)
    assert dialog.listing.count() == 0 and dialog.listing.isHidden()


def test_in_a_bundle_the_licences_are_beside_the_apps_package(monkeypatch: pytest.MonkeyPatch) -> None:
    from boulanger_qt.core.resource_files import resource_root
    from boulanger_qt.ui.dialogs.help import bundle_licenses

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert bundle_licenses() == resource_root().parent.parent / "licenses"
