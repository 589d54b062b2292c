"""The C successor generation (_fastexpand.c) is expand.new_children, case for case.

Same children in the same order, same scores, same parent-map updates, same stop at a
won child: so a search finds the same verdict, path and position count in both builds.
Runs where the C module is built (the compiled wheel in CI, `pip install .`); skipped
in the editable install, which is pure Python.
"""

from __future__ import annotations

import importlib
import random
from types import ModuleType

import pytest
from hypothesis import HealthCheck, given, settings

from boulanger_qt.core.deals import deal
from boulanger_qt.core.solver import expand
from boulanger_qt.core.solver.expand import start_key
from boulanger_qt.core.state import GameState

from . import positions


def _fast() -> ModuleType | None:
    try:
        return importlib.import_module("boulanger_qt.core.solver._fastexpand")
    except ImportError:
        return None


FAST = _fast()
pytestmark = pytest.mark.skipif(FAST is None, reason="the C module is not built in this install")


def _same(key: bytes, cells: int, parent: dict[bytes, bytes | None]) -> list[bytes]:
    assert FAST is not None
    results = []
    for groups in (False, True):
        theirs: dict[bytes, bytes | None] = dict(parent)
        ours: dict[bytes, bytes | None] = dict(parent)
        their_scores: list[int] | None = [] if groups else None
        our_scores: list[int] | None = [] if groups else None
        expected = expand.new_children(key, cells, theirs, their_scores)
        got = FAST.new_children(key, cells, ours, our_scores)
        assert got == expected
        assert our_scores == their_scores
        assert list(ours.items()) == list(theirs.items())
        results.append(expected)
    return results[1]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_random_positions_give_the_same_children_and_scores(state: GameState) -> None:
    key = start_key(state)
    children = _same(key, state.cell_count, {key: None})
    # Children already known are left out alike, and a won child ends both lists.
    _same(key, state.cell_count, {key: None, **dict.fromkeys(children[::2])})


def test_positions_met_in_searches_give_the_same_children() -> None:
    rng = random.Random(5)
    for number in range(1, 13):
        for cells in (4, 2, 1):
            start = start_key(deal(number, cells))
            parent: dict[bytes, bytes | None] = {start: None}
            frontier = [start]
            for _ in range(150):
                if not frontier:
                    break
                key = frontier.pop(rng.randrange(len(frontier)))
                for child in _same(key, cells, parent):
                    parent[child] = key
                    frontier.append(child)


def test_bad_keys_are_refused() -> None:
    assert FAST is not None
    with pytest.raises(ValueError, match="not a solver key"):
        FAST.new_children(b"\x00\x01", 4, {}, None)
    with pytest.raises(TypeError):
        FAST.new_children("text", 4, {}, None)


class _Stop(Exception):
    pass


def _best_first(module: ModuleType, number: int, cells: int, switch: int, stop_after: int | None) -> object:
    start = start_key(deal(number, cells))
    parent: dict[bytes, bytes | None] = {start: None}
    calls: list[int] = []

    def check() -> None:
        calls.append(1)
        if stop_after is not None and len(calls) >= stop_after:
            raise _Stop

    try:
        won, frontier = module.best_first(start, cells, parent, switch, check, 16, 2, 3, 16, 32)
    except _Stop:
        return ("stopped", len(calls), list(parent.items()))
    return (won, frontier, len(calls), list(parent.items()))


@pytest.mark.parametrize(
    ("number", "cells", "switch", "stop_after"),
    [
        (1, 4, 60_000, None),
        (10, 4, 60_000, None),
        (5, 2, 60_000, None),
        (1, 1, 60_000, None),
        (1, 4, 300, None),
        (966, 4, 2_000, None),
        (966, 4, 60_000, 5),
        (29, 2, 50, None),
    ],
)
def test_best_first_expands_in_the_same_order(
    number: int, cells: int, switch: int, stop_after: int | None
) -> None:
    """Same win (or same frontier, best last), same parent map, same checks, same stop."""
    assert FAST is not None
    assert _best_first(FAST, number, cells, switch, stop_after) == _best_first(
        expand, number, cells, switch, stop_after
    )
