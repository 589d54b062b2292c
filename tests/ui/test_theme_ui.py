"""Settings ▸ Card Theme…: the picker, switching every card at once, rendering in the
background after a resize, device pixel ratios, the table colour, theme plugins."""

from __future__ import annotations

import importlib
import re
import shutil
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QListWidgetItem
from themes.folders import EXAMPLE, svg_with, theme_folder

from boulanger_qt.app.context import build_context
from boulanger_qt.app.settings import Settings, app_paths, save_settings
from boulanger_qt.core.moves import PlaceKind
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.board.scene import BoardScene
from boulanger_qt.ui.board.view import DEFAULT_FELT, FELTS, felt_color, felt_problem
from boulanger_qt.ui.dialogs.theme_picker import ThemePicker

from .conftest import Board


def faces(scene: BoardScene) -> dict[str, int]:
    return {str(card): item.pixmap().cacheKey() for card, item in scene.cards.items()}


def shows(scene: BoardScene, renderer: CardRenderer) -> bool:
    """Every card item shows this renderer's pixmap at the board's current size."""
    width = scene.layout.card_width
    for card, item in scene.cards.items():
        cached = renderer.cached(str(card), width, scene.dpr)
        if cached is None or item.pixmap().cacheKey() != cached.cacheKey():
            return False
    return True


def items(picker: ThemePicker) -> dict[str, QListWidgetItem]:
    found = {}
    for row in range(picker.list.count()):
        item = picker.list.item(row)
        found[item.data(Qt.ItemDataRole.UserRole)] = item
    return found


def test_switching_changes_every_card_at_once_when_the_new_theme_is_ready(
    make_board: Callable[..., Board],
) -> None:
    board = make_board()
    scene, window = board.scene, board.window
    old_renderer, before = scene.renderer, faces(scene)
    assert window.themes.set_theme("large_index")
    # The new theme is parsed and rendered off the UI thread: meanwhile nothing changed.
    assert scene.renderer is old_renderer and faces(scene) == before
    board.qtbot.waitUntil(lambda: scene.renderer.theme.name == "large_index", timeout=10_000)
    after = faces(scene)
    assert all(after[card] != before[card] for card in before)
    assert shows(scene, scene.renderer)
    assert window.context.settings.theme == "large_index"


def test_the_picker_switches_the_board_and_the_table(make_board: Callable[..., Board]) -> None:
    board = make_board()
    window = board.window

    def choose() -> None:
        picker = QApplication.activeModalWidget()
        assert isinstance(picker, ThemePicker)
        picker.list.setCurrentItem(items(picker)["four_colour"])
        picker.set_table("blue")
        picker.accept()

    QTimer.singleShot(0, choose)
    window.themes.action.trigger()  # Settings ▸ Card Theme…
    board.qtbot.waitUntil(lambda: board.scene.renderer.theme.name == "four_colour", timeout=10_000)
    assert shows(board.scene, board.scene.renderer)
    assert window.view.felt == felt_color("blue")
    assert (window.context.settings.theme, window.context.settings.table_color) == ("four_colour", "blue")


def test_the_picker_lists_every_theme_and_greys_broken_ones_with_the_reason(qapp: QApplication) -> None:
    themes = app_paths().themes_dir
    themes.mkdir(parents=True)
    theme_folder(themes, 'name = "nan"\nsvg = "cards.svg"\ncard_width = nan\n', name="nan")
    theme_folder(themes, svg=svg_with("", body=""), name="blank")  # passes the checks, draws nothing
    context = build_context()
    picker = ThemePicker(context.catalog, "classic", "green")
    found = items(picker)
    assert list(found) == ["classic", "four_colour", "large_index", "blank", "nan"]
    for key in ("classic", "four_colour", "large_index"):
        assert found[key].flags() & Qt.ItemFlag.ItemIsEnabled and not found[key].icon().isNull()
    for key, reason in (("nan", "'card_width' must be a number"), ("blank", "draws nothing")):
        assert found[key].flags() == Qt.ItemFlag.NoItemFlags
        assert "cannot be used" in found[key].text() and reason in found[key].toolTip()
    assert "blank" in context.catalog.broken  # now known as broken everywhere else too
    assert picker.preview.pixmap() is not None and not picker.preview.pixmap().isNull()


def test_a_theme_that_fails_in_the_picker_says_why_in_the_language(qapp: QApplication) -> None:
    from boulanger_qt.ui import language

    themes = app_paths().themes_dir
    themes.mkdir(parents=True)
    theme_folder(themes, svg=svg_with("", body=""), name="blank")  # passes the checks, draws nothing
    language.install("sk")
    try:
        picker = ThemePicker(build_context().catalog, "classic", "green")
        tip = items(picker)["blank"].toolTip()
    finally:
        language.install("en")
    assert "nič nenakreslí" in tip and "draws nothing" not in tip, tip


@pytest.mark.parametrize("theme", ["classic", "large_index"])
def test_another_table_colour_keeps_the_chosen_theme(qapp: QApplication, theme: str) -> None:
    """Refilling the list for the new colour once made the row beside the chosen one current."""
    picker = ThemePicker(build_context().catalog, theme, "green")
    picker.table_box.activated.emit(picker.table_box.findData("blue"))
    assert picker.chosen_table == "blue" and picker.chosen_theme == theme
    assert picker.list.currentItem().data(Qt.ItemDataRole.UserRole) == theme


def test_the_preview_is_drawn_on_the_chosen_table_colour(qapp: QApplication) -> None:
    picker = ThemePicker(build_context().catalog, "classic", "red")
    corner = picker.preview.pixmap().toImage().pixelColor(8, 100)  # felt left of the cards
    assert corner.red() > corner.green() and corner.red() > corner.blue()
    picker.set_table("#d8c8a0")
    corner = picker.preview.pixmap().toImage().pixelColor(8, 100)
    assert corner.lightness() > 120 and picker.table_box.currentText() == "Custom (#d8c8a0)"


def test_a_custom_colour_from_the_colour_dialog(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    picker = ThemePicker(build_context().catalog, "classic", "green")
    monkeypatch.setattr("boulanger_qt.ui.dialogs.theme_picker.QColorDialog.getColor",
                        lambda *args: QColor("#336699"))
    picker._table_activated(picker.table_box.findData("custom…"))
    assert picker.chosen_table == "#336699"


def test_a_resize_shows_scaled_cards_then_renders_sharp_ones_off_the_ui_thread(
    make_board: Callable[..., Board], monkeypatch: pytest.MonkeyPatch
) -> None:
    board = make_board()
    scene, renderer = board.scene, board.scene.renderer
    threads: list[str] = []
    draw = renderer.image

    def recording(element: str, w: int, h: int) -> QImage:
        threads.append(threading.current_thread().name)
        return draw(element, w, h)

    monkeypatch.setattr(renderer, "image", recording)
    before = faces(scene)
    board.window.resize(1000, 700)
    board.qtbot.waitUntil(lambda: abs(scene.layout.card_width - scene.cards[next(iter(scene.cards))]
                                      .pixmap().width()) > 1, timeout=5000)
    assert faces(scene) == before  # the old pixmaps, scaled to the new size
    board.qtbot.waitUntil(lambda: shows(scene, renderer), timeout=10_000)
    assert threads and set(threads) == {"boulanger-background"}
    for item in scene.cards.values():
        assert item.scale() == pytest.approx(1.0, abs=0.02)


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_cards_render_at_the_device_pixel_ratio(make_board: Callable[..., Board], dpr: float) -> None:
    board = make_board()
    scene = board.scene
    rect = scene.sceneRect()
    scene.resize_board(rect.width(), rect.height(), dpr)
    scene.faces.finish()
    width = scene.layout.card_width
    for item in scene.cards.values():
        pixmap = item.pixmap()
        assert pixmap.devicePixelRatio() == dpr
        assert pixmap.width() == round(width * dpr)
        assert scene.card_rect(item.card).width() == pytest.approx(width, abs=0.5)
    preview = ThemePicker(board.window.context.catalog, "classic", "green").preview.pixmap()
    assert preview.devicePixelRatio() == board.window.devicePixelRatioF()


def test_a_switch_to_a_theme_that_fails_leaves_the_cards_and_says_why(
    make_board: Callable[..., Board],
) -> None:
    themes = app_paths().themes_dir
    themes.mkdir(parents=True)
    folder = theme_folder(themes, name="leaky")
    board = make_board(own_context=build_context())
    before = faces(board.scene)
    (folder / "cards.svg").write_text(svg_with('<image xlink:href="/etc/secret.png"/>'))  # changed since
    assert board.window.themes.set_theme("leaky")
    board.qtbot.waitUntil(lambda: "leaky" in board.window.context.catalog.broken, timeout=10_000)
    assert board.scene.renderer.theme.name == "classic" and faces(board.scene) == before
    assert "refers to “/etc/secret.png”" in board.window.notice.label.text()


def test_the_table_colour_setting(make_board: Callable[..., Board]) -> None:
    paths = app_paths()
    paths.ensure()
    save_settings(paths.settings_file, Settings(table_color="#e8e0c8"))
    board = make_board(own_context=build_context())
    view = board.window.view
    assert view.felt == QColor("#e8e0c8")
    assert all(slot._light_table for slot in board.scene.slots.values())  # dark marks on a light table
    board.window.themes.set_table_color("walnut")
    assert view.felt == QColor(FELTS["walnut"][1]) and not board.scene.slots[(PlaceKind.CELL, 0)]._light_table
    assert board.window.context.settings.table_color == "walnut"


def test_an_unusable_table_colour_is_reported_and_green_used(make_board: Callable[..., Board]) -> None:
    paths = app_paths()
    paths.ensure()
    save_settings(paths.settings_file, Settings(table_color="\x1b[31mplaid"))
    context = build_context()
    board = make_board(own_context=context)
    assert board.window.view.felt == felt_color("green")
    told = board.window.notice.label.text()  # told once the window is up
    assert "The table colour “\\x1b[31mplaid” is not one of" in told and "\x1b" not in told


def test_a_theme_plugin_from_an_entry_point_appears_in_the_picker(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copytree(EXAMPLE, tmp_path / "pluggy_deck_art")
    (tmp_path / "pluggy_deck.py").write_text(
        "from pathlib import Path\n"
        "from boulanger_qt.api import CardTheme, hookimpl\n"
        "@hookimpl\n"
        "def boulanger_card_themes():\n"
        "    art = Path(__file__).parent / 'pluggy_deck_art'\n"
        "    return [CardTheme.from_directory(art)]\n"
    )
    info = tmp_path / "pluggy_deck-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: pluggy-deck\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[boulanger_qt]\npluggy_deck = pluggy_deck\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    try:
        picker = ThemePicker(build_context().catalog, "classic", "green")
        found = items(picker)
        assert "example" in found and found["example"].flags() & Qt.ItemFlag.ItemIsEnabled
        assert found["example"].text().startswith("Example\nBoulanger contributors · MIT")
        picker.list.setCurrentItem(found["example"])
        assert picker.chosen_theme == "example"
    finally:
        sys.modules.pop("pluggy_deck", None)


@given(st.text(st.sampled_from("#0123456789abcdefABCDEFgG \n٣"), max_size=9) | st.sampled_from(list(FELTS)))
def test_a_table_colour_is_a_felt_or_six_hex_digits(setting: str) -> None:
    usable = setting in FELTS or re.fullmatch(r"#[0-9a-fA-F]{6}", setting) is not None
    assert (felt_problem(setting) is None) is usable
    if setting not in FELTS:
        expected = QColor(setting) if usable else felt_color(DEFAULT_FELT)
        assert felt_color(setting) == expected
