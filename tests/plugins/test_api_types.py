"""What a third-party plugin can introspect: every name `boulanger_qt.api` exports has
resolvable type hints, and every value a hook receives is a frozen dataclass that
`dataclasses.asdict` can take apart."""

from __future__ import annotations

import dataclasses
import inspect
import pickle
import types
import typing

import pytest

import boulanger_qt.api as api
from boulanger_qt.core.game_view import Outcome, Result, view_of
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session
from boulanger_qt.plugin import specs

HOOKS = [value for name, value in vars(specs).items() if name.startswith("boulanger_") and callable(value)]


def _named(name: str) -> object:
    value = getattr(api, name)
    if inspect.isclass(value) or inspect.isroutine(value):
        return value
    return type(value).__call__ if callable(value) else None  # hookimpl: the marker's call


@pytest.mark.parametrize("name", [name for name in api.__all__ if _named(name) is not None])
def test_every_api_name_has_type_hints_a_plugin_can_resolve(name: str) -> None:
    typing.get_type_hints(_named(name))


def _classes(hint: object) -> set[type]:
    """The classes a parameter's hint admits (None and bool aside)."""
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        return set().union(*(_classes(arg) for arg in typing.get_args(hint)))
    return set() if hint in (type(None), bool) else {typing.cast(type, hint)}


HOOK_VALUE_CLASSES = sorted(
    {cls for hook in HOOKS for name, hint in typing.get_type_hints(hook).items() if name != "return"
     for cls in _classes(hint)}, key=lambda cls: cls.__name__)


def test_the_hook_values_include_the_game_and_its_results() -> None:
    assert {cls.__name__ for cls in HOOK_VALUE_CLASSES} >= {"GameView", "GameState", "Move", "Outcome"}


@pytest.mark.parametrize("cls", [*HOOK_VALUE_CLASSES, api.GameCode, api.Place],
                         ids=lambda cls: cls.__name__)
def test_every_value_a_hook_receives_is_a_frozen_dataclass(cls: type) -> None:
    assert dataclasses.is_dataclass(cls)
    params = getattr(cls, "__dataclass_params__")  # noqa: B009
    assert params.frozen and params.eq


def _hook_values() -> dict[str, object]:
    session = Session.new_deal(1)
    before = session.state
    move = Move.parse("3a")
    session.play(move)
    return {"game": view_of(session), "move": move, "before": before, "after": session.state,
            "outcome": Outcome(Result.WON, assisted=True)}


def test_every_value_a_hook_receives_can_be_taken_apart() -> None:
    values = _hook_values()
    assert {type(value) for value in values.values()} >= set(HOOK_VALUE_CLASSES)
    game = dataclasses.asdict(typing.cast(api.GameView, values["game"]))
    assert game["moves"] == 1 and game["deal"] == 1 and game["code"] == {"deal": 1, "cells": 4}
    after = typing.cast(api.GameState, values["after"])
    assert game["state"]["cells"] == after.cells and game["state"]["foundations"] == (0, 0, 0, 0)
    assert dataclasses.asdict(typing.cast(Move, values["move"]))["count"] == 1
    assert dataclasses.asdict(typing.cast(Outcome, values["outcome"])) == {"result": Result.WON,
                                                                        "assisted": True}
    for value in values.values():
        assert dataclasses.asdict(value) == dataclasses.asdict(pickle.loads(pickle.dumps(value)))  # type: ignore[call-overload]


def test_hook_values_are_frozen_hashable_and_equal_by_their_fields() -> None:
    for value in _hook_values().values():
        field = dataclasses.fields(value)[0].name  # type: ignore[arg-type]
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, field, None)
        copy = dataclasses.replace(value)  # type: ignore[type-var]
        assert copy == value and hash(copy) == hash(value)
