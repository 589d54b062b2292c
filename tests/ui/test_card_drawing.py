"""Cards and empty slots drawn one pixmap pixel to one screen pixel skip Qt's smoothing,
which would paint the same pixels more slowly; a resampled face is still smoothed."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt

from boulanger_qt.ui.board.items import CardItem, SlotItem

from .conftest import Board

FAST = Qt.TransformationMode.FastTransformation
SMOOTH = Qt.TransformationMode.SmoothTransformation


def pixmap_items(board: Board) -> list[CardItem | SlotItem]:
    scene = board.scene
    return [*scene.cards.values(), *scene.slots.values()]


def test_the_board_looks_the_same_as_smoothed(make_board: Callable[..., Board]) -> None:
    board = make_board(size=(1280, 800))
    positions = {item.pos().y() % 1 for item in board.scene.cards.values()}
    assert positions - {0.0}, "some cards should rest between two pixels, as most boards have them"
    items = pixmap_items(board)
    assert {item.transformationMode() for item in items} == {FAST}
    fast = board.window.view.viewport().grab().toImage()
    for item in items:
        item.setTransformationMode(SMOOTH)
    assert board.window.view.viewport().grab().toImage() == fast


def test_a_resampled_face_is_smoothed(make_board: Callable[..., Board]) -> None:
    board = make_board(size=(1280, 800))
    scene = board.scene
    board.window.resize(1000, 700)
    board.qtbot.waitUntil(lambda: {item.scale() for item in scene.cards.values()} != {1.0}, timeout=5000)
    assert {item.transformationMode() for item in scene.cards.values()} == {SMOOTH}  # the old faces, scaled
    scene.faces.finish()
    assert {item.scale() for item in scene.cards.values()} == {1.0}
    assert {item.transformationMode() for item in pixmap_items(board)} == {FAST}


@pytest.mark.parametrize("dpr", [1.25, 2.0])
def test_a_face_of_another_pixel_ratio_is_smoothed(make_board: Callable[..., Board], dpr: float) -> None:
    board = make_board()
    scene = board.scene
    rect = scene.sceneRect()
    scene.resize_board(rect.width(), rect.height(), dpr)
    scene.faces.finish()
    assert {item.transformationMode() for item in pixmap_items(board)} == {SMOOTH}
