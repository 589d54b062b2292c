"""The shipped card themes: complete, renderable, distinct, and exactly what the generator writes."""

from __future__ import annotations

import importlib.util
import math
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QByteArray, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from boulanger_qt.api import CardTheme
from boulanger_qt.plugin.host import PluginHost
from boulanger_qt.ui.board.layout import MIN_FAN

ROOT = Path(__file__).resolve().parents[2]
GENERATOR = ROOT / "tools" / "make_classic_theme.py"
PLUGIN_DIR = ROOT / "plugins" / "boulanger_classic"
THEME_FOLDERS = {"classic": "theme", "four_colour": "four_colour", "large_index": "large_index"}
SVG = "{http://www.w3.org/2000/svg}"
ELEMENTS = [rank + suit for suit in "SHDC" for rank in "A23456789TJQK"] + ["back"]


def shipped_themes() -> dict[str, CardTheme]:
    host = PluginHost()
    host.load_shipped()
    host.load_external()
    return {theme.name: theme for theme in host.card_themes()}


def top_level_cards(svg: Path) -> dict[str, ET.Element]:
    root = ET.parse(svg).getroot()
    return {g.attrib["id"]: g for g in root.findall(f"{SVG}g") if "id" in g.attrib}


def index_color(svg: Path, card: str) -> str:
    """The stroke colour of the card's upper-left rank index (the first stroked glyph)."""
    group = top_level_cards(svg)[card]
    strokes = [g.attrib["stroke"] for g in group.iter(f"{SVG}g") if g.attrib.get("fill") == "none"]
    assert strokes, f"{card}: no rank glyph"
    return strokes[0]


def load_generator(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """Import tools/make_classic_theme.py (not a package) for the duration of one test."""
    spec = importlib.util.spec_from_file_location("make_classic_theme", GENERATOR)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_three_themes_are_shipped_classic_first() -> None:
    themes = shipped_themes()
    assert list(themes) == ["classic", "four_colour", "large_index"]
    assert themes["four_colour"].display_name == "Four Colour"
    assert themes["large_index"].display_name == "Large Index"
    for name, theme in themes.items():
        assert theme.svg_path == (PLUGIN_DIR / THEME_FOLDERS[name] / "cards.svg").resolve()
        assert (theme.card_width, theme.card_height) == (250.0, 350.0)


@pytest.mark.parametrize("name", list(THEME_FOLDERS))
def test_every_card_is_a_top_level_group(name: str) -> None:
    svg = shipped_themes()[name].svg_path
    assert sorted(top_level_cards(svg)) == sorted(ELEMENTS)


@pytest.mark.parametrize("name", list(THEME_FOLDERS))
def test_every_card_renders(qapp: QApplication, name: str) -> None:
    renderer = QSvgRenderer(str(shipped_themes()[name].svg_path))
    assert renderer.isValid()
    for element in ELEMENTS:
        assert renderer.elementExists(element), element
        bounds = renderer.boundsOnElement(element)
        assert bounds.width() == pytest.approx(250, abs=3) and bounds.height() == pytest.approx(350, abs=3)
        image = QImage(50, 70, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter, element, QRectF(0, 0, 50, 70))
        painter.end()
        assert image.pixelColor(25, 35).alpha() == 255, element
        assert len({image.pixel(x, y) for x in range(0, 50, 3) for y in range(0, 70, 3)}) > 2, element


def test_suit_colours_differ_where_intended() -> None:
    themes = shipped_themes()
    classic = {suit: index_color(themes["classic"].svg_path, "2" + suit) for suit in "SHDC"}
    four = {suit: index_color(themes["four_colour"].svg_path, "2" + suit) for suit in "SHDC"}
    assert classic["S"] == classic["C"] != classic["H"] == classic["D"]
    assert len(set(four.values())) == 4
    assert (four["S"], four["H"]) == (classic["S"], classic["H"])
    assert four["D"] != classic["D"] and four["C"] != classic["C"]
    # The court cards follow the suit: the Four Colour king of diamonds carries its blue.
    king = ET.tostring(top_level_cards(themes["four_colour"].svg_path)["KD"], encoding="unicode")
    assert four["D"] in king and classic["D"] not in king


def test_backs_differ() -> None:
    themes = shipped_themes()
    backs = [
        ET.tostring(top_level_cards(theme.svg_path)["back"], encoding="unicode") for theme in themes.values()
    ]
    assert len(set(backs)) == 3


def corner_ink(qapp: QApplication, theme: CardTheme, card: str, strip: float) -> QRectF:
    """The bounds of the ink of the card's suit mark in the top `strip` of the card, drawn
    at 250 px wide, where the rank's colour is looked for below the rank glyph."""
    renderer = QSvgRenderer(str(theme.svg_path))
    image = QImage(250, 350, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    renderer.render(painter, card, QRectF(0, 0, 250, 350))
    painter.end()
    ink = [(x, y) for x in range(0, 125) for y in range(0, int(350 * strip))
           if image.pixelColor(x, y).red() > 150 and image.pixelColor(x, y).green() < 90]
    xs, ys = [x for x, _ in ink], [y for _, y in ink]
    return QRectF(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


MARKER = "#00ff00"


def marked_card(theme: CardTheme, card: str) -> QImage:
    """The card drawn 250 px wide on white, its suit symbols (the shared `#suit-X` shapes,
    the corner index's among them) in the marker colour."""
    svg = re.sub(r'(<path id="suit-[SHDC]" d="[^"]*" fill=")[^"]*"', rf'\g<1>{MARKER}"',
                 theme.svg_path.read_text(encoding="utf-8"))
    assert svg.count(MARKER) == 4
    renderer = QSvgRenderer(QByteArray(svg.encode()))
    image = QImage(250, 350, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    renderer.render(painter, card, QRectF(0, 0, 250, 350))
    painter.end()
    return image


def ink_bounds(image: QImage, area: QRect, ink: Callable[[QColor], bool]) -> QRect:
    """The bounds of the pixels in `area` that `ink` picks (empty if none)."""
    bounds = QRect()
    for x in range(area.left(), area.right() + 1):
        for y in range(area.top(), area.bottom() + 1):
            if ink(image.pixelColor(x, y)):
                bounds = bounds.united(QRect(x, y, 1, 1))
    return bounds


def is_marker(color: QColor) -> bool:
    return color.green() > 200 and color.red() < 80 and color.blue() < 80


def is_rank(color: QColor) -> bool:
    return min(color.red(), color.green(), color.blue()) < 170 and not is_marker(color)


@pytest.mark.parametrize("name", ["classic", "four_colour"])
def test_the_corner_index_is_rank_and_suit_inside_the_strip_a_long_column_shows(
    qapp: QApplication, name: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """In the longest column a card shows only its top MIN_FAN (the suit used to sit under
    the rank, out of sight). The suit mark stays large: the first-time player who read J♦
    as J♥ saw a 22-unit mark; it is 33 units, beside the rank."""
    assert load_generator(monkeypatch).INDEX_STRIP == MIN_FAN
    theme = shipped_themes()[name]
    strip = math.floor(MIN_FAN * 350)
    below = QRect(4, strip, 96, 14)  # under the strip, above any other art of the card
    for card in ELEMENTS[:-1]:
        image = marked_card(theme, card)
        mark = ink_bounds(image, QRect(40, 3, 85, strip - 3), is_marker)
        rank = ink_bounds(image, QRect(4, 3, 36, strip - 3), is_rank)
        assert mark.width() >= (24 if card[1] == "D" else 30) and mark.height() >= 28, card
        assert rank.height() >= 25, card
        assert ink_bounds(image, below, is_marker).isEmpty(), f"{card}: the suit runs under the strip"
        assert ink_bounds(image, below.adjusted(0, 0, -60, 0), is_rank).isEmpty(), f"{card}: so does the rank"


def test_large_index_puts_rank_and_suit_side_by_side_across_the_top(qapp: QApplication) -> None:
    large = shipped_themes()["large_index"]
    index = corner_ink(qapp, large, "2H", 0.3)  # the red rank glyph of the 2 of hearts
    assert index.height() >= 75 and index.bottom() <= 0.3 * 350


def test_shipped_files_are_exactly_what_the_generator_writes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    load_generator(monkeypatch).main(tmp_path)
    for folder in THEME_FOLDERS.values():
        for file in ("cards.svg", "theme.toml"):
            shipped = (PLUGIN_DIR / folder / file).read_bytes()
            assert (tmp_path / folder / file).read_bytes() == shipped, f"{folder}/{file} drifted"
