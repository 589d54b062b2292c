"""In the longest column a game can hold, every card still shows its rank and its suit.

In a same-suit game the suit is what a player must see. A column of 19 cards (six dealt
cards under a king-to-ace run) is fanned at its tightest; the Classic deck's index put the
suit under the rank, where the next card covered it. Read on the board as drawn: the deck's
suit symbols are recoloured to a marker colour, and each card's visible strip must hold as
much of the marker as the uncovered ace at the bottom shows in its corner.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage

from boulanger_qt.core.cards import Card
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.board.layout import LONGEST_COLUMN, MIN_FAN
from boulanger_qt.ui.window import FIRST_SIZE, first_size

from .conftest import Board
from .positions import session_from

LONGEST = """\
Foundations: H-0 C-0 D-0 S-0
Freecells: - - - -
2S 3S 4S 5S 6S 7S KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH
AS 8S 9S TS JS
QS KS AD 2D 3D
4D 5D 6D 7D 8D
9D TD JD QD KD
AC 2C 3C 4C 5C
6C 7C 8C 9C
TC JC QC KC
"""
MARKER = "#00ff00"
SIZES = [(FIRST_SIZE.width(), FIRST_SIZE.height()),
         (first_size(QSize(1920, 1050)).width(), first_size(QSize(1920, 1050)).height())]


def marked_renderer(board: Board, theme: str) -> CardRenderer:
    """The theme with every suit symbol (the shared `#suit-X` shapes) in the marker colour."""
    data = board.window.context.catalog.load(theme)
    svg = re.sub(rb'(<path id="suit-[SHDC]" d="[^"]*" fill=")[^"]*"', rb'\1' + MARKER.encode() + b'"',
                 data.svg)
    assert svg.count(MARKER.encode()) == 4
    return CardRenderer(replace(data, svg=svg))


def is_marker(image: QImage, x: int, y: int) -> bool:
    color = image.pixelColor(x, y)
    return color.green() > 200 and color.red() < 80 and color.blue() < 80


def is_rank_red(image: QImage, x: int, y: int) -> bool:
    color = image.pixelColor(x, y)
    return color.red() > 150 and color.green() < 90 and color.blue() < 100


def marker_count(image: QImage, left: int, right: int, top: int, bottom: int) -> int:
    return sum(is_marker(image, x, y) for x in range(left, right) for y in range(top, bottom))


@pytest.mark.parametrize("theme", ["classic", "four_colour"])
@pytest.mark.parametrize("size", SIZES)
def test_every_card_of_the_longest_column_shows_rank_and_suit(
    make_board: Callable[..., Board], theme: str, size: tuple[int, int],
) -> None:
    board = make_board(session_from(LONGEST), size=size)
    scene = board.scene
    column = board.state.columns[0]
    assert len(column) == LONGEST_COLUMN
    scene.set_renderer(marked_renderer(board, theme))
    scene.faces.finish()
    lay = scene.layout
    assert lay.fan(LONGEST_COLUMN) <= 0.11 * lay.card_height  # squeezed to (about) the tightest fan
    assert lay.fan(LONGEST_COLUMN) >= MIN_FAN * lay.card_height - 0.01
    image = board.window.view.viewport().grab().toImage()
    assert image.devicePixelRatio() == 1.0
    tops = [round(scene.card_rect(card).top()) for card in column]
    left = round(scene.card_rect(column[0]).left())
    half = left + round(lay.card_width / 2)  # the index is in the left half; the ace's pip is central
    ace_top = tops[-1]
    corner = marker_count(image, left, half, ace_top, ace_top + round(0.25 * lay.card_height))
    assert corner > 20
    for card, top, below in zip(column[6:-1], tops[6:-1], tops[7:], strict=True):
        shown = marker_count(image, left, half, top, below)
        assert shown >= 0.9 * corner, f"{card}: {shown} of the suit's {corner} marker pixels shown"
        # the rank is whole too: its ink ends above the next card's edge
        rows = [y for y in range(top, below) if any(is_rank_red(image, x, y) for x in range(left, half))]
        assert rows, f"{card}: no rank"
        assert max(rows) < below - 1, f"{card}: the rank runs under the next card"
    assert Card.parse("AH") == column[-1]
