"""Our toolbar icons follow the palette: dark lines on a light toolbar, light on a dark one."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QIcon, QImage, QPalette

from boulanger_qt.ui.menus import DARK, ink_for, ink_icon

from .conftest import Board


def _inked(icon: QIcon, mode: QIcon.Mode = QIcon.Mode.Normal) -> list[QColor]:
    """The colours of the clearly drawn pixels of a 32 px rendering."""
    image = icon.pixmap(QSize(32, 32), mode).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    pixels = [image.pixelColor(x, y) for x in range(32) for y in range(32)]
    return [color for color in pixels if color.alpha() > 200]


def _lightness(colors: list[QColor]) -> float:
    return sum(c.lightness() for c in colors) / len(colors)


def _dark_palette() -> QPalette:
    palette = QPalette()
    role = QPalette.ColorRole
    for which, color in ((role.Window, "#2d2d2d"), (role.Button, "#353535"),
                         (role.ButtonText, "#eeeeee"), (role.WindowText, "#eeeeee")):
        palette.setColor(which, QColor(color))
    return palette


def test_the_lines_take_the_ink_asked_for() -> None:
    dark = _inked(ink_icon("edit-undo", QColor("#101010")))
    light = _inked(ink_icon("edit-undo", QColor("#f0f0f0")))
    assert dark and light
    assert _lightness(dark) < 40 < 200 < _lightness(light)


def test_a_disabled_icon_is_dimmed_and_an_unknown_one_is_empty() -> None:
    icon = ink_icon("edit-redo", QColor("#101010"))
    assert len(_inked(icon, QIcon.Mode.Disabled)) < len(_inked(icon)) // 4
    assert ink_icon("no-such-icon", QColor("#101010")).isNull()


def test_ink_follows_the_palette() -> None:
    assert ink_for(_dark_palette()).lightness() > 180
    light = QPalette()
    light.setColor(QPalette.ColorRole.ButtonText, QColor("#000000"))
    light.setColor(QPalette.ColorRole.Button, QColor("#efefef"))
    assert ink_for(light).lightness() < 80


def test_toolbar_icons_and_verdict_turn_light_on_a_dark_palette(make_board: Callable[..., Board]) -> None:
    board = make_board()
    window = board.window
    action = window.menus.undo_action  # drawn in lines only
    if action not in window.action_factory.inked:
        pytest.skip("the desktop's icon theme provides this icon: nothing of ours to tint")
    before = _lightness(_inked(action.icon()))
    window.setPalette(_dark_palette())  # as when the system switches to dark mode
    assert _lightness(_inked(action.icon())) > before + 100
    window.assist.monitor.report.emit("winnable", "Winnable", 0)
    assert DARK["good"] in window.assist.verdict.styleSheet()
