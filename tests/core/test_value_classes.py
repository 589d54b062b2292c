"""The core's value classes behave as the frozen dataclasses they replace (core/value.py):
equality, hash, repr, frozenness, defaults, pickling (to the solver's worker processes)
and copying, on generated values: those `boulanger-solve` loads, and those the app's first
paint does."""

from __future__ import annotations

from dataclasses import field

from hypothesis import given
from hypothesis import strategies as st

from boulanger_qt.cli.solve_position import Position
from boulanger_qt.core.codes import GameCode
from boulanger_qt.core.deals import MAX_DEAL, MIN_DEAL
from boulanger_qt.core.game_view import GameView
from boulanger_qt.core.messages import Message, MessageId
from boulanger_qt.core.moves import Move, Place, PlaceKind
from boulanger_qt.core.outcome import Outcome, Result
from boulanger_qt.core.session import Action
from boulanger_qt.core.state import GameState

from . import positions
from .dataclass_twin import assert_behaves_as_twin, twin

places = st.builds(Place, st.sampled_from(PlaceKind), st.integers(0, 7))
states = positions()
params = st.dictionaries(st.sampled_from(["card", "count", "text"]),
                         st.integers(0, 3) | st.text(max_size=3) | places)


@given(st.sampled_from(PlaceKind), st.integers(0, 7), st.sampled_from(PlaceKind), st.integers(0, 7))
def test_a_place_behaves_as_its_dataclass(kind: PlaceKind, index: int, other_kind: PlaceKind,
                                          other_index: int) -> None:
    assert_behaves_as_twin(Place, twin(Place, "kind", ("index", 0)), (kind, index), (other_kind, other_index))


@given(st.tuples(places, places, st.integers(1, 13)), st.tuples(places, places, st.integers(1, 13)))
def test_a_move_behaves_as_its_dataclass(args: tuple[Place, Place, int],
                                         other: tuple[Place, Place, int]) -> None:
    assert_behaves_as_twin(Move, twin(Move, "source", "target", ("count", 1)), args, other)


def _fields(state: GameState) -> tuple[object, ...]:
    return (state.columns, state.cells, state.foundations)


@given(states, states)
def test_a_game_state_behaves_as_its_dataclass(state: GameState, other: GameState) -> None:
    reference = twin(GameState, "columns", "cells", ("foundations", (0, 0, 0, 0)))
    assert_behaves_as_twin(GameState, reference, _fields(state), _fields(other))
    assert_behaves_as_twin(GameState, reference, _fields(state), _fields(state))


@given(st.sampled_from(MessageId), params, st.sampled_from(MessageId), params)
def test_a_message_behaves_as_its_dataclass(id: MessageId, params: dict[str, object], other_id: MessageId,
                                            other_params: dict[str, object]) -> None:
    reference = twin(Message, "id", ("params", field(default_factory=dict)))
    assert_behaves_as_twin(Message, reference, (id, params), (other_id, other_params))


deals = st.integers(MIN_DEAL, MAX_DEAL) | st.integers(1, 3)
cells = st.sampled_from((4, 2, 1))


@given(deals, cells, deals, cells)
def test_a_game_code_behaves_as_its_dataclass(deal: int, cells: int, other_deal: int,
                                              other_cells: int) -> None:
    reference = twin(GameCode, "deal", ("cells", 4))
    assert_behaves_as_twin(GameCode, reference, (deal, cells), (other_deal, other_cells))


@given(states, st.none() | deals, st.none() | deals)
def test_a_position_to_solve_behaves_as_its_dataclass(state: GameState, deal: int | None,
                                                      other_deal: int | None) -> None:
    assert_behaves_as_twin(Position, twin(Position, "state", "deal"), (state, deal), (state, other_deal))


@given(st.sampled_from(Result), st.booleans(), st.sampled_from(Result), st.booleans())
def test_an_outcome_behaves_as_its_dataclass(result: Result, assisted: bool, other_result: Result,
                                             other_assisted: bool) -> None:
    reference = twin(Outcome, "result", ("assisted", False))
    assert_behaves_as_twin(Outcome, reference, (result, assisted), (other_result, other_assisted))


small = st.integers(0, 3)
moves = st.none() | st.builds(Move, places, places, st.integers(1, 13))


@st.composite
def actions(draw: st.DrawFn) -> tuple[object, ...]:
    before, after = draw(states), draw(states)
    line = draw(st.none() | st.lists(st.sampled_from([before, after]), max_size=2))
    keys = None if line is None else tuple(state.position_key() for state in line)
    return (draw(moves), before, after, draw(small), draw(small), draw(small), draw(small), keys)


@given(actions(), actions())
def test_an_action_behaves_as_its_dataclass(args: tuple[object, ...], other: tuple[object, ...]) -> None:
    reference = twin(Action, "move", "before", "after", "score_before", "score_after", "moves_before",
                     "moves_after", ("line_before", None))
    assert_behaves_as_twin(Action, reference, args, other)
    assert_behaves_as_twin(Action, reference, args, args)


VIEW_FIELDS = ("state", "initial", "deal", "cells", "code", "score", "moves", "elapsed", "won", "stuck",
               "started", "can_undo", "can_redo", "game_id", "started_at", "hints", "undos",
               "solution_moves", "home_moves", "assisted")
views = st.tuples(
    states, states, st.none() | deals, cells, st.none() | st.builds(GameCode, deals, cells), small, small,
    st.floats(0, 10), st.booleans(), st.booleans(), st.booleans(), st.booleans(), st.booleans(),
    st.sampled_from(["g1", "g2"]), st.none() | st.just("2026-01-01T00:00:00+00:00"), small, small,
    small, small, st.booleans(),
)


@given(views, views)
def test_a_game_view_behaves_as_its_dataclass(args: tuple[object, ...], other: tuple[object, ...]) -> None:
    assert_behaves_as_twin(GameView, twin(GameView, *VIEW_FIELDS), args, other)
    assert_behaves_as_twin(GameView, twin(GameView, *VIEW_FIELDS), args, args)
