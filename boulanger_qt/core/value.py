"""Frozen value classes without `dataclasses`, for the modules a start loads.

On Python 3.11 a frozen dataclass is dear where a process starts: importing `dataclasses`
loads inspect, ast, dis, tokenize and copy (~9 ms), and each `@dataclass(frozen=True,
slots=True)` takes ~0.45 ms to create (every generated method is compiled from source,
and `slots=True` builds the class twice). A `Value` subclass behaves as that dataclass
would, for the cost of an ordinary class:

    class Place(Value):
        __slots__ = ("index", "kind")

        kind: PlaceKind
        index: int

        def __init__(self, kind: PlaceKind, index: int = 0) -> None:
            object.__setattr__(self, "kind", kind)
            object.__setattr__(self, "index", index)

Its fields are its `__init__`'s parameters, in their order (which must name exactly the
`__slots__`): equality (with an instance of the same class only), hash and repr are the
dataclass's, made from those fields; assigning or deleting an attribute raises
FrozenValueError; pickling and `copy` rebuild the value by calling the class with them.
The type checker sees each subclass as a frozen dataclass (its fields read-only), but a
Value is none: `replace` below is `dataclasses.replace` for a Value; keep `dataclasses`
where the code needs `fields` or `asdict`.
"""

from __future__ import annotations

from operator import attrgetter

# typing.TYPE_CHECKING without importing typing at run time: mypy takes any constant
# named TYPE_CHECKING as true, so what it guards is for the type checker only.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import ClassVar, NoReturn, Self, TypeVar, dataclass_transform

    _V = TypeVar("_V", bound="Value")
else:

    def dataclass_transform(**_: object) -> Callable[[type], type]:
        """typing's, which is for the type checker only: at run time the class stays as it is."""
        return lambda cls: cls


class FrozenValueError(AttributeError):
    """An attempt to assign or delete an attribute of a Value (as dataclasses' FrozenInstanceError)."""


@dataclass_transform(frozen_default=True)  # mypy: a subclass's fields are read-only
class Value:
    """The base of a frozen value class: see the module's docstring."""

    __slots__ = ()

    _fields: ClassVar[tuple[str, ...]]
    _values: Callable[[object], tuple[object, ...]]  # set on each class: the fields' values

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        code = getattr(cls.__init__, "__code__", None)
        fields: tuple[str, ...] = () if code is None else code.co_varnames[1 : code.co_argcount]
        slots = [name for klass in cls.__mro__ for name in klass.__dict__.get("__slots__", ())]
        if not fields or "__slots__" not in cls.__dict__ or sorted(slots) != sorted(fields):
            raise TypeError(f"{cls.__qualname__} needs __slots__ naming exactly the positional"
                            f" parameters of its __init__, at least one (it has {fields})")
        cls._fields = fields
        cls._values = attrgetter(*fields) if len(fields) > 1 else staticmethod(_one_field(fields[0]))

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values(self) == self._values(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values(self))

    def __repr__(self) -> str:
        values = zip(self._fields, self._values(self), strict=True)
        shown = ", ".join(f"{name}={value!r}" for name, value in values)
        return f"{self.__class__.__qualname__}({shown})"

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise FrozenValueError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> NoReturn:
        raise FrozenValueError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[type[Value], tuple[object, ...]]:
        return (self.__class__, self._values(self))

    def __replace__(self, /, **changes: object) -> Self:
        """A copy with these fields changed (the protocol of Python 3.13's `copy.replace`)."""
        fields = dict(zip(self._fields, self._values(self), strict=True))
        fields.update(changes)
        return self.__class__(**fields)


def _one_field(name: str) -> Callable[[object], tuple[object, ...]]:
    """The one field's value in a tuple (attrgetter gives a lone field's value bare)."""
    get = attrgetter(name)

    def values(value: object) -> tuple[object, ...]:
        return (get(value),)

    return values


def _replace(value: _V, /, **changes: object) -> _V:
    """A copy of `value` with the fields named changed, as `dataclasses.replace` makes one
    (a name that is not a field raises TypeError)."""
    return value.__replace__(**changes)


if TYPE_CHECKING:  # the type checker holds each change to its field's name and type
    from dataclasses import replace as replace
else:
    replace = _replace
