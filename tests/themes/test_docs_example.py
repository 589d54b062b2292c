"""docs/themes.md and docs/example-theme/ agree, and the example works as the page says."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from boulanger_qt.app.settings import app_paths
from boulanger_qt.cli.boulanger import main
from boulanger_qt.plugin.theme_check import ELEMENTS, CardTheme, load_theme, read_manifest
from boulanger_qt.ui.board.card_renderer import CardRenderer

from .folders import EXAMPLE, ROOT

DOC = ROOT / "docs" / "themes.md"


def test_the_page_shows_the_example_manifest_exactly() -> None:
    blocks = re.findall(r"```toml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
    assert blocks == [(EXAMPLE / "theme.toml").read_text(encoding="utf-8")]


def test_every_manifest_key_the_checks_know_is_documented() -> None:
    from boulanger_qt.plugin.theme_check import MANIFEST_KEYS

    text = DOC.read_text(encoding="utf-8")
    for key in MANIFEST_KEYS:
        assert f"`{key}`" in text or f"`[{key}]`" in text, key


def test_the_example_theme_loads_with_its_own_back_file(qapp: QApplication) -> None:
    theme = CardTheme.from_directory(EXAMPLE)
    assert (theme.name, theme.display_name, theme.license) == ("example", "Example", "MIT")
    assert theme.aspect == pytest.approx(1.4)
    assert dict(theme.card_files) == {"back": (EXAMPLE / "back.svg").resolve()}
    renderer = CardRenderer(load_theme(read_manifest(EXAMPLE)))
    for element in ELEMENTS:
        image = renderer.image(element, 40, 56)
        assert image.pixelColor(20, 28).alpha() == 255, element
    back = renderer.image("back", 40, 56).pixelColor(20, 10)
    assert (back.red(), back.green(), back.blue()) == (0x7a, 0x2e, 0x8c)  # drawn from back.svg


def test_copied_into_the_themes_folder_it_is_listed_and_used(
    qapp: QApplication, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Steps 1, 4 and 5 of "Making a theme, step by step"."""
    folder = app_paths().themes_dir / "my-cards"
    shutil.copytree(EXAMPLE, folder)
    manifest = folder / "theme.toml"
    manifest.write_text(manifest.read_text().replace('name = "example"', 'name = "my-cards"'))
    assert main(["--list-themes"]) == 0
    listed = {line.split("\t")[0]: line for line in capsys.readouterr().out.splitlines()}
    assert listed["my-cards"].split("\t")[1] == "Example"
    shot = tmp_path / "check.png"
    assert main(["--theme", "my-cards", "--deal", "1", "--screenshot", str(shot), "--size", "480x400"]) == 0
    assert QImage(str(shot)).width() == 480


def test_by_path_it_is_used_for_one_run(qapp: QApplication, tmp_path: Path) -> None:
    shot = tmp_path / "x.png"
    assert main(["--theme", str(EXAMPLE), "--deal", "2", "--screenshot", str(shot)]) == 0
    assert QImage(str(shot)).width() == 1280
