"""The core's value classes behave as the frozen dataclasses they replace (core/value.py):
equality, hash, repr, frozenness, defaults, pickling (to the solver's worker processes)
and copying, on generated values."""

from __future__ import annotations

from dataclasses import field

from hypothesis import given
from hypothesis import strategies as st

from boulanger_qt.core.codes import GameCode
from boulanger_qt.core.deals import MAX_DEAL, MIN_DEAL
from boulanger_qt.core.messages import Message, MessageId
from boulanger_qt.core.moves import Move, Place, PlaceKind
from boulanger_qt.core.state import GameState
from boulanger_qt.solve_position import Position

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
