"""The base of the frozen value classes (core/value.py): a Value behaves as the frozen,
slotted dataclass it stands for, and a class that does not declare its fields the one way
the base reads them is refused when it is defined."""

from __future__ import annotations

import dataclasses
import pickle
from dataclasses import field
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boulanger_qt.core.value import FrozenValueError, Value, replace

from .dataclass_twin import assert_behaves_as_twin, twin


class Point(Value):
    __slots__ = ("label", "x", "y")

    x: int
    y: int
    label: str

    def __init__(self, x: int, y: int = 0, label: str = "") -> None:
        object.__setattr__(self, "x", x)
        object.__setattr__(self, "y", y)
        object.__setattr__(self, "label", label)


class Tagged(Value):
    __slots__ = ("tags",)

    tags: dict[str, int]

    def __init__(self, tags: dict[str, int] | None = None) -> None:
        object.__setattr__(self, "tags", {} if tags is None else tags)


class Depth(Point):
    """A subclass adds a field: its fields are its own __init__'s, the slots across the classes."""

    __slots__ = ("z",)

    z: int

    def __init__(self, x: int, y: int, label: str, z: int = 0) -> None:
        super().__init__(x, y, label)
        object.__setattr__(self, "z", z)


POINT = twin(Point, "x", ("y", 0), ("label", ""))
TAGGED = twin(Tagged, ("tags", field(default_factory=dict)))
DEPTH = twin(Depth, "x", "y", "label", ("z", 0))

points = st.tuples(st.integers(-3, 3), st.integers(-3, 3), st.sampled_from(["", "a", "b'c"]))
floats = st.tuples(st.floats(allow_nan=True), st.integers(-1, 1), st.just(""))  # nan equals itself in a tuple


@given(points | floats, points | floats)
def test_a_value_behaves_as_its_dataclass(
    args: tuple[float, int, str], other: tuple[float, int, str]
) -> None:
    assert_behaves_as_twin(Point, POINT, args, other)


tags = st.dictionaries(st.sampled_from("ab"), st.integers(0, 2))


@given(tags, tags)
def test_a_value_with_one_unhashable_field_behaves_as_its_dataclass(
    tags: dict[str, int], other: dict[str, int]
) -> None:
    assert_behaves_as_twin(Tagged, TAGGED, (tags,), (other,))


@given(points, st.integers(0, 2), points, st.integers(0, 2))
def test_a_subclass_with_another_field_behaves_as_its_dataclass(
    args: tuple[int, int, str], z: int, other: tuple[int, int, str], other_z: int
) -> None:
    assert_behaves_as_twin(Depth, DEPTH, (*args, z), (*other, other_z))


@given(points, st.integers(-3, 3), st.sets(st.sampled_from(("x", "y", "label"))))
def test_a_changed_copy_is_the_dataclass_replace_s(args: tuple[int, int, str], new: int,
                                                   changed: set[str]) -> None:
    changes: dict[str, Any] = {name: new if name != "label" else str(new) for name in changed}
    point = Point(*args)
    copied = replace(point, **changes)
    assert type(copied) is Point and point == Point(*args)
    assert repr(copied) == repr(dataclasses.replace(POINT(*args), **changes))
    depth = replace(Depth(*args), **changes)  # a subclass's copy is the subclass's, every field kept
    assert repr(depth) == repr(dataclasses.replace(DEPTH(*args), **changes))


def test_a_changed_copy_names_only_fields() -> None:
    with pytest.raises(TypeError, match="'z'"):
        replace(Point(1), z=2)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="'z'"):
        dataclasses.replace(POINT(1), z=2)


def test_a_subclass_never_equals_its_base() -> None:
    assert Depth(1, 2, "", 0) != Point(1, 2, "")
    assert Point(1, 2, "") != Depth(1, 2, "", 0)


def test_frozen_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="cannot assign to field 'x'"):
        Point(1).x = 2  # type: ignore[misc]
    assert issubclass(FrozenValueError, AttributeError)


def test_no_attribute_can_be_added_or_deleted() -> None:
    """(Python 3.11's frozen slotted dataclass raises TypeError here, from a bug in its
    __setattr__: the value says what the dataclass means to say.)"""
    point = Point(1)
    with pytest.raises(FrozenValueError, match="cannot assign to field 'z'"):
        point.z = 2
    with pytest.raises(FrozenValueError, match="cannot delete field 'z'"):
        del point.z  # type: ignore[attr-defined]


def test_unpickling_calls_the_class_with_the_fields() -> None:
    back = pickle.loads(pickle.dumps(Tagged({"a": 1})))
    assert back == Tagged({"a": 1}) and back.tags == {"a": 1}


def test_slots_must_name_the_init_parameters() -> None:
    with pytest.raises(TypeError, match="__slots__ naming exactly"):

        class Short(Value):
            __slots__ = ("x",)

            def __init__(self, x: int, y: int) -> None:
                object.__setattr__(self, "x", x)

    with pytest.raises(TypeError, match="__slots__ naming exactly"):

        class Keywords(Value):
            __slots__ = ("x",)

            def __init__(self, *, x: int) -> None:
                object.__setattr__(self, "x", x)


def test_a_value_declares_its_slots_and_an_init() -> None:
    with pytest.raises(TypeError, match="__slots__ naming exactly"):

        class NoSlots(Point):
            pass

    with pytest.raises(TypeError, match="__slots__ naming exactly"):

        class NoInit(Value):
            __slots__ = ("x",)
