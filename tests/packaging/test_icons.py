"""packaging/make_icons.py: every size, and ICO / ICNS files that Qt reads back image by image."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImageReader
from PySide6.QtWidgets import QApplication

from . import load_script


def load_make_icons() -> ModuleType:
    return load_script("make_icons.py", "make_icons")


def read_all(path: Path) -> list[tuple[int, int]]:
    reader = QImageReader(str(path))
    sizes = []
    for index in range(reader.imageCount()):
        assert reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        sizes.append((image.width(), image.height()))
    return sizes


@pytest.fixture(scope="module")
def icons(qapp: QApplication, tmp_path_factory: pytest.TempPathFactory) -> tuple[ModuleType, Path]:
    make_icons = load_make_icons()
    out = tmp_path_factory.mktemp("icons")
    make_icons.make_icons(out)
    return make_icons, out


def test_ico_holds_every_windows_size(icons: tuple[ModuleType, Path]) -> None:
    make_icons, out = icons
    assert read_all(out / "boulanger.ico") == [(s, s) for s in make_icons.ICO_SIZES]


def test_icns_holds_every_macos_element(icons: tuple[ModuleType, Path]) -> None:
    make_icons, out = icons
    assert read_all(out / "boulanger.icns") == [(s, s) for _kind, s in make_icons.ICNS_TYPES]
    assert (out / "boulanger.icns").read_bytes()[:4] == b"icns"


def test_hicolor_pngs_are_drawn_not_blank(icons: tuple[ModuleType, Path]) -> None:
    make_icons, out = icons
    for size in make_icons.HICOLOR_SIZES:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / f"{make_icons.APP_ID}.png"
        reader = QImageReader(str(path))
        image = reader.read()
        assert (image.width(), image.height()) == (size, size)
        centre, corner = image.pixelColor(size // 2, size // 2), image.pixelColor(0, 0)
        assert centre.alpha() == 255 and corner.alpha() == 0  # drawn, with rounded corners
    svg = out / "hicolor" / "scalable" / "apps" / f"{make_icons.APP_ID}.svg"
    assert svg.read_bytes() == make_icons.SOURCE.read_bytes()
