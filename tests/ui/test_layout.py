"""Board geometry: cards as large as the window allows, long columns still fit, no hole in
the top row with fewer cells."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest

from boulanger_qt.core.moves import COLUMN_COUNT
from boulanger_qt.core.session import Session
from boulanger_qt.ui.board.layout import GAP, LONGEST_COLUMN, MARGIN, MIN_FAN, ROW_GAP, BoardLayout, top_row

from .conftest import Board


@pytest.mark.parametrize("size", [(1100, 660), (1280, 720), (800, 900), (1920, 1000), (480, 360)])
def test_the_longest_column_fits_and_the_board_fills_the_width_or_the_height(
    size: tuple[int, int],
) -> None:
    width, height = size
    lay = BoardLayout.fit(width, height)
    bottom_y = lay.tableau_y + (LONGEST_COLUMN - 1) * lay.fan(LONGEST_COLUMN)
    assert bottom_y + lay.card_height <= height + 0.01
    assert lay.fan(LONGEST_COLUMN) >= MIN_FAN * lay.card_height - 0.01
    right = lay.column_x(COLUMN_COUNT - 1) + lay.card_width
    fills_width = right + lay.left >= width - 0.5
    fills_height = bottom_y + lay.card_height + lay.top_y >= height - 0.5
    assert fills_width or fills_height


def test_at_1100_by_760_the_cards_are_as_wide_as_the_width_allows(make_board: Callable[..., Board]) -> None:
    board = make_board(size=(1100, 760))
    lay = board.scene.layout
    assert lay.card_width >= 105  # was 88: height-bound by a ten-card column at full fan
    dealt = max(len(c) for c in board.state.columns)
    y = lay.tableau_y + (dealt - 1) * lay.fan(dealt)
    assert y + lay.card_height >= 0.8 * lay.height  # a fresh deal uses the felt, not its top


@pytest.mark.parametrize("cells", [4, 2, 1])
def test_the_top_row_is_cells_then_foundations_side_by_side_and_centred(cells: int) -> None:
    lay = BoardLayout.fit(1100, 660, cells=cells)
    xs = [lay.pile_rect(pile)[0] for pile in top_row(cells)]
    steps = {round(b - a, 6) for a, b in itertools.pairwise(xs)}
    assert steps == {round(lay.column_x(1) - lay.column_x(0), 6)}  # no hole anywhere
    left_margin = xs[0] - lay.left
    right_margin = lay.column_x(COLUMN_COUNT - 1) - xs[-1]
    assert abs(left_margin - right_margin) < 0.01
    if cells == 4:
        assert xs == [lay.column_x(i) for i in range(COLUMN_COUNT)]


def test_a_new_game_with_other_cells_lays_the_top_row_out_again(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(5, 4))
    board.window.start_session(Session.new_deal(5, 1))
    assert board.scene.layout.cells == 1
    board.check()  # every card where the one-cell layout puts it


@pytest.mark.parametrize("dpr", [1.0, 1.25, 1.5, 2.0])
@pytest.mark.parametrize("size", [(1100, 660), (1280, 716), (801, 577), (1920, 1000)])
def test_cards_are_whole_device_pixels_wide_and_as_wide_as_fits(size: tuple[int, int], dpr: float) -> None:
    width, height = size
    lay = BoardLayout.fit(width, height, dpr=dpr)
    pixels = lay.card_width * dpr
    assert pixels == round(pixels)
    one_more = (pixels + 1) / dpr  # a device pixel wider no longer fits
    across = COLUMN_COUNT + 2 * MARGIN + (COLUMN_COUNT - 1) * GAP
    down = 2 * MARGIN + ROW_GAP + lay.aspect * (2 + MIN_FAN * (LONGEST_COLUMN - 1))
    assert one_more * across > width or one_more * down > height


def test_every_card_is_drawn_as_rendered_never_resampled(make_board: Callable[..., Board]) -> None:
    board = make_board(size=(1280, 800))
    assert {item.scale() for item in board.scene.cards.values()} == {1.0}
    pixmap = board.scene.cards[next(iter(board.scene.cards))].pixmap()
    assert pixmap.width() / pixmap.devicePixelRatio() == board.scene.layout.card_width
