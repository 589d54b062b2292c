"""Holding a value class (boulanger_qt/core/value.py) to the frozen dataclass it replaces.

`twin(Place, "kind", ("index", 0))` builds that dataclass, `@dataclass(frozen=True,
slots=True)`, from the field names and defaults the test writes down (a default may be a
`dataclasses.field(...)`, for a default factory); `assert_behaves_as_twin` then holds the
class to it on the values a test gives both: equality, hash, repr, frozenness, defaults,
keyword arguments, pickling and copying.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle
from collections.abc import Sequence
from typing import Any

import pytest

from boulanger_qt.core.value import FrozenValueError, Value


def twin(cls: type[Value], *fields: str | tuple[str, object]) -> type[Any]:
    """The frozen, slotted dataclass named as `cls` with these fields (name, or name and default)."""
    spec: list[tuple[str, type, Any]] = []
    for name_and_default in fields:
        if isinstance(name_and_default, str):
            spec.append((name_and_default, object, dataclasses.field()))
            continue
        name, default = name_and_default
        made = default if isinstance(default, dataclasses.Field) else dataclasses.field(default=default)
        spec.append((name, object, made))
    return dataclasses.make_dataclass(cls.__name__, spec, frozen=True, slots=True)


def assert_behaves_as_twin(cls: type[Value], reference: type[Any], args: Sequence[object],
                           other_args: Sequence[object]) -> None:
    """`cls(*args)` behaves as `reference(*args)` does, compared with `cls(*other_args)` too."""
    ours, theirs = cls(*args), reference(*args)
    assert repr(ours) == repr(theirs)
    _assert_same_hash(ours, theirs)
    other, their_other = cls(*other_args), reference(*other_args)
    assert (ours == other) is (theirs == their_other)
    assert (ours != other) is (theirs != their_other)
    assert ours == cls(*args)
    assert ours != theirs  # a value equals only its own class's (the dataclass's NotImplemented)
    assert ours.__eq__(theirs) is NotImplemented

    names = [f.name for f in dataclasses.fields(reference)]
    assert [getattr(ours, name) for name in names] == list(args)
    assert repr(cls(**dict(zip(names, args, strict=True)))) == repr(ours)
    required = sum(1 for f in dataclasses.fields(reference)
                   if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING)
    assert repr(cls(*args[:required])) == repr(reference(*args[:required]))

    for name in names:
        _assert_refused(name, ours, theirs)
    assert [getattr(ours, name) for name in names] == list(args)

    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        back = pickle.loads(pickle.dumps(ours, protocol))
        fields_back = pickle.loads(pickle.dumps(tuple(args), protocol))  # a nan comes back unequal
        assert type(back) is cls and repr(back) == repr(ours)
        assert (back == ours) is (fields_back == tuple(args))
    for copied, their_copy in ((copy.copy(ours), copy.copy(theirs)),
                               (copy.deepcopy(ours), copy.deepcopy(theirs))):
        assert type(copied) is cls and copied == ours
        assert repr(copied) == repr(their_copy)


def _assert_same_hash(ours: Value, theirs: object) -> None:
    try:
        expected = hash(theirs)
    except TypeError:  # a field that cannot be hashed (a dict): neither hashes
        with pytest.raises(TypeError):
            hash(ours)
    else:
        assert hash(ours) == expected


def _assert_refused(name: str, ours: Value, theirs: object) -> None:
    """Neither assigning nor deleting the field `name` is allowed, with the same words."""
    for change in (_assign, delattr):
        with pytest.raises(dataclasses.FrozenInstanceError) as their_error:
            change(theirs, name)
        with pytest.raises(FrozenValueError) as our_error:
            change(ours, name)
        assert str(our_error.value) == str(their_error.value)


def _assign(value: object, name: str) -> None:
    setattr(value, name, None)
