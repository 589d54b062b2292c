"""Empty slots are drawn once per look and copied: the twelve plain ones (free cells and
empty columns) share one picture, each foundation has its own, and a change of table
colour gives them the marks for it."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from boulanger_qt.core.moves import PlaceKind
from boulanger_qt.ui.board import items

from .conftest import Board


def test_a_paint_draws_each_look_of_slot_once(make_board: Callable[..., Board]) -> None:
    items._slot_face.cache_clear()
    board = make_board(size=(1280, 800))
    board.window.view.viewport().grab()
    scene = board.scene
    faces = {pile: slot.pixmap().cacheKey() for pile, slot in scene.slots.items()}
    plain = {key for (kind, _), key in faces.items() if kind is not PlaceKind.FOUNDATION}
    foundations = {key for (kind, _), key in faces.items() if kind is PlaceKind.FOUNDATION}
    assert len(plain) == 1 and len(foundations) == 4 and not plain & foundations
    assert items._slot_face.cache_info().currsize == 5  # the plain slot and the four foundations


def test_a_light_table_gets_dark_marks(make_board: Callable[..., Board]) -> None:
    board = make_board(size=(1280, 800))
    view = board.window.view
    rect = view.mapFromScene(board.scene.slots[(PlaceKind.CELL, 0)].sceneBoundingRect()).boundingRect()
    outline = rect.center().x(), rect.top() + 3  # on the slot's top edge (2 px of bleed)
    felt = rect.center().x(), rect.top() - 6  # the table just above it

    def lightness(image: QImage, at: tuple[int, int]) -> int:
        return QColor(image.pixel(*at)).lightness()

    dark_table = view.viewport().grab().toImage()
    assert lightness(dark_table, outline) > lightness(dark_table, felt)  # light marks
    view.set_felt(QColor(235, 230, 210))
    light_table = view.viewport().grab().toImage()
    assert lightness(light_table, outline) < lightness(light_table, felt)  # dark marks


@pytest.mark.parametrize("dpr", [1.0, 2.0])
@pytest.mark.parametrize("light", [False, True])
def test_a_foundation_is_the_plain_slot_with_its_suit_over_it(qapp: QApplication, dpr: float,
                                                              light: bool) -> None:
    items._slot_face.cache_clear()
    plain = items._slot_face(120.0, 168.0, dpr, light, "", False)
    before = plain.toImage()
    band = plain.height() // 5  # above the suit: the outline and the fill only
    for glyph, red in zip(items.SUIT_GLYPHS, (False, True, True, False), strict=True):
        face = items._slot_face(120.0, 168.0, dpr, light, glyph, red)
        assert (face.size(), face.devicePixelRatio()) == (plain.size(), dpr)
        assert face.toImage().copy(0, 0, face.width(), band) == before.copy(0, 0, face.width(), band)
        assert face.toImage() != before  # the suit, drawn over the plain slot
    assert plain.toImage() == before  # not drawn on
