"""Clicks and double clicks turned into moves (the engine decides; the board only asks).

Double click order (RULES.md): foundation, then the longest column that accepts the
card (leftmost on ties), then an empty column, then a free cell. In Baker's Game only
one card can take a given card (same suit, one rank higher), so at most one non-empty
column ever accepts: "longest" never has to break a tie between two of them, and the
leftmost rule decides between empty columns.
"""

from __future__ import annotations

import pytest
from hypothesis import given

from boulanger_qt.core.moves import FOUNDATION_PLACE, Move, Place
from boulanger_qt.core.rules import (
    apply_move,
    double_click_move,
    grabbed_count,
    home_move,
    is_legal,
    typed_move,
)
from boulanger_qt.core.state import GameState

from . import FILLER, build, positions

H = FOUNDATION_PLACE


def col(n: int) -> Place:
    return Place.column(n - 1)


def cell(letter: str) -> Place:
    return Place.cell("abcd".index(letter))


# --- double click ----------------------------------------------------------------------------


def test_double_click_prefers_the_foundation() -> None:
    # 2S could also go on 3S (column 2), into empty column 3 or a free cell.
    state = build(["9D 2S", "3S", "", FILLER], foundations="AS")
    assert is_legal(state, Move(col(1), col(2)))
    assert double_click_move(state, col(1)) == Move(col(1), H)


def test_double_click_then_the_column_that_accepts_the_card() -> None:
    # The accepting column is short and to the right; empty columns and cells are free.
    state = build(["9D 5H", "", FILLER, FILLER, FILLER, "", "6H"])
    assert double_click_move(state, col(1)) == Move(col(1), col(7))


def test_double_click_on_a_run_goes_to_the_column_that_accepts_it() -> None:
    state = build(["KC 9H 8H 7H", "", FILLER, "TH"])
    assert double_click_move(state, col(1), 1) == Move(col(1), col(4), 3)


def test_double_click_then_the_leftmost_empty_column() -> None:
    # 5H's parent, 6H, is buried: no column takes 5H.
    state = build([FILLER, "6H 9D 5H", "", FILLER, FILLER, ""])
    assert double_click_move(state, col(2)) == Move(col(2), col(3))
    state = build(["", FILLER, "6H 9D 5H", FILLER, FILLER, ""])
    assert double_click_move(state, col(3)) == Move(col(3), col(1))


def test_double_click_then_the_first_empty_free_cell() -> None:
    columns = [FILLER, "6H 9D 5H", FILLER, FILLER, FILLER, FILLER, FILLER, FILLER]
    state = build(columns, ["QS", None, None, None])
    assert double_click_move(state, col(2)) == Move(col(2), cell("b"))
    state = build(columns, ["QS", "JS", "TS", None])
    assert double_click_move(state, col(2)) == Move(col(2), cell("d"))


def test_double_click_with_nowhere_to_go_does_nothing() -> None:
    state = build([FILLER, "6H 9D 5H", *[FILLER] * 6], ["QS", "JS"])
    assert double_click_move(state, col(2)) is None


def test_double_click_on_a_free_cell_card() -> None:
    columns = [FILLER, "9D 6H", *[FILLER] * 6]
    # Foundation first ...
    state = build(columns, ["AS", "5H", None, None])
    assert double_click_move(state, cell("a")) == Move(cell("a"), H)
    # ... then the accepting column ...
    assert double_click_move(state, cell("b")) == Move(cell("b"), col(2))
    # ... then an empty column; never into another free cell.
    state = build([FILLER, "9D 6H", "", *[FILLER] * 5], ["9S", None, None, None])
    assert double_click_move(state, cell("a")) == Move(cell("a"), col(3))
    state = build([FILLER, "9D 6H", *[FILLER] * 6], ["9S", None, None, None])
    assert double_click_move(state, cell("a")) is None


def test_double_click_inside_a_run_moves_the_run_from_that_card() -> None:
    state = build(["KC 9H 8H 7H", "", FILLER], ["QS", None, None, None])
    # 8H 7H: their parent 9H is in the same column, so they go to the empty column.
    assert double_click_move(state, col(1), 2) == Move(col(1), col(2), 2)
    assert double_click_move(state, col(1), 1) == Move(col(1), col(2), 3)
    assert double_click_move(state, col(1), 3) == Move(col(1), col(2), 1)
    assert double_click_move(state, col(1)) == Move(col(1), col(2), 1)
    # KC is not part of the run: nothing to pick up there.
    assert grabbed_count(state, col(1), 0) == 0
    assert double_click_move(state, col(1), 0) is None


def test_double_click_on_a_run_too_long_to_move_does_nothing() -> None:
    # No free cell and no empty column: only one card may move at a time.
    columns = ["KC 9H 8H 7H", "TH", *[FILLER] * 6]
    state = build(columns, ["QS", "JS", "5S", "4S"])
    assert double_click_move(state, col(1), 1) is None
    assert double_click_move(state, col(1)) is None  # 7H has no parent on top anywhere


def test_double_click_never_moves_a_whole_column_into_an_empty_one() -> None:
    state = build(["9H 8H", "", *[FILLER] * 6])
    assert double_click_move(state, col(1), 0) is None
    single = build(["5H", "", *[FILLER] * 6])
    assert double_click_move(single, col(1)) == Move(col(1), cell("a"))


# --- what a gesture picks up -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("place", "index", "count"),
    [
        (col(1), None, 1),
        (col(1), 3, 1),
        (col(1), 2, 2),
        (col(1), 1, 3),
        (col(1), 0, 0),
        (col(1), 4, 0),
        (col(1), -1, 0),
        (col(2), None, 0),
        (cell("a"), None, 1),
        (cell("b"), None, 0),
        (cell("c"), None, 0),
        (H, None, 0),
    ],
)
def test_grabbed_count(place: Place, index: int | None, count: int) -> None:
    state = build(["KC 9H 8H 7H", "", FILLER], ["QS", None])
    assert grabbed_count(state, place, index) == count


def test_gestures_only_propose_legal_moves() -> None:
    state = build(["KC 9H 8H 7H", "", FILLER, "TH", "9D AS"], ["QS", None, "2S", None])
    for place in [*(Place.column(i) for i in range(8)), *(Place.cell(i) for i in range(4))]:
        column = state.columns[place.index] if place.kind.value == "column" else ()
        for index in [None, *range(len(column))]:
            move = double_click_move(state, place, index)
            assert move is None or is_legal(state, move), (place, index, move)


# --- typed moves (keyboard play) ---------------------------------------------------------------


def test_typed_run_goes_whole_onto_the_column_that_accepts_it() -> None:
    state = build(["KC 9H 8H 7H", "", FILLER, "TH"])
    assert typed_move(state, col(1), col(4)) == Move(col(1), col(4), 3)


def test_typed_run_into_an_empty_column_takes_as_many_as_capacity_allows() -> None:
    roomy = build(["KC 9H 8H 7H", "", FILLER], 4)
    assert typed_move(roomy, col(1), col(2)) == Move(col(1), col(2), 3)
    cramped = build(["KC 9H 8H 7H", "", *[FILLER] * 6], ["QS", "2S", None, "3D"])
    assert typed_move(cramped, col(1), col(2)) == Move(col(1), col(2), 2)  # (1 + 1) x 2^0


def test_typed_moves_to_cells_and_foundation_take_one_card() -> None:
    state = build(["KC 9H 8H 7H", "AS", FILLER])
    assert typed_move(state, col(1), cell("a")) == Move(col(1), cell("a"))
    assert typed_move(state, col(2), H) == Move(col(2), H)


def test_typed_move_that_cannot_go_gives_the_single_card_move_and_its_reason() -> None:
    state = build(["KC 9H 8H 7H", "TD", FILLER])
    move = typed_move(state, col(1), col(2))
    assert move == Move(col(1), col(2))
    with pytest.raises(ValueError, match="the suit must be the same"):
        apply_move(state, move)


@given(positions())
def test_typed_move_is_the_longest_legal_one(state: GameState) -> None:
    places = [*(Place.column(i) for i in range(8)), *(Place.cell(i) for i in range(state.cell_count)), H]
    for source in places[:-1]:
        for target in places:
            move = typed_move(state, source, target)
            assert (move.source, move.target) == (source, target)
            if move.count > 1:
                assert is_legal(state, move)
            longer = [n for n in range(move.count + 1, 14) if is_legal(state, Move(source, target, n))]
            assert longer == [], (source, target, move, longer)


# --- send cards home -------------------------------------------------------------------------


def test_home_move_takes_columns_left_to_right_then_cells() -> None:
    state = build(["KC 9H 8H 7H", "2S", FILLER], ["AS", None], foundations="6H")
    assert home_move(state) == Move(col(1), H)  # 7H, before the ace in cell a
    assert home_move(build(["KC 9H", FILLER], ["AS", None])) == Move(cell("a"), H)
    assert home_move(build(["KC 9H", FILLER], ["2S", None])) is None


@given(positions())
def test_sending_home_plays_legal_moves_until_none_is_left(state: GameState) -> None:
    home = sum(state.foundations)
    while (move := home_move(state)) is not None:
        state = apply_move(state, move)
        assert sum(state.foundations) == home + 1
        home += 1
    sources = [*(Place.column(i) for i in range(8)), *(Place.cell(i) for i in range(state.cell_count))]
    assert not any(is_legal(state, Move(p, H)) for p in sources)
