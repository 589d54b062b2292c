"""The settings are a `core.value` class, not a dataclass (whose module every start would
import): they behave as the frozen dataclass they were, written down here with its
defaults, help and limits (equality, hash, repr, frozenness, defaults, pickling, copying,
a changed copy), on generated values; and their fields are declared once, in `OPTIONS`,
with the class's annotations and __init__ held to it."""

from __future__ import annotations

import dataclasses
from dataclasses import field
from typing import Any

import pytest
from core.dataclass_twin import assert_behaves_as_twin, twin
from hypothesis import given
from hypothesis import strategies as st

from boulanger_qt.app.settings import OPTIONS, Option, Settings
from boulanger_qt.core.value import replace


def _option(default: Any, help: str, **limits: Any) -> Any:
    return field(default=default, metadata={"help": help, **limits})


# The dataclass the settings were, field by field.
SETTINGS = twin(
    Settings,
    ("theme", _option("classic", "card theme name")),
    ("table_color", _option("green", "table colour: green, blue, red, grey, walnut, or #rrggbb")),
    ("cells", _option(4, "free cells for a new game", choices=(4, 2, 1))),
    ("winnable_only", _option(True, "deal only proven-winnable games (every cell count)")),
    ("animation_ms", _option(160, "move animation duration; 0 = instant", minimum=0, maximum=2000)),
    ("hint_provider", _option("solver", "which hint provider answers Hint")),
    ("winnability_check", _option(True, "check after each move whether the game is still winnable")),
    ("ask_before_abandoning", _option(True, "ask before leaving a game in progress (it counts as a loss)")),
    ("auto_play", _option(False, "after each move, send every card that may go to its foundation")),
    ("disabled_plugins", _option((), "plugins not to load")),
    ("window_geometry", _option("", "saved window geometry (base64)")),
    ("export_folder", _option("", "folder of the last statistics export; empty: Documents")),
    ("language", _option("", "interface language: sk, fr or en; empty follows the system",
                         choices=("", "sk", "fr", "en"))),
)
NAMES = tuple(f.name for f in dataclasses.fields(SETTINGS))

texts = st.text(max_size=4)
settings_values = st.tuples(
    texts, texts, st.sampled_from((4, 2, 1, 3)), st.booleans(), st.integers(-1, 2001), texts,
    st.booleans(), st.booleans(), st.booleans(), st.lists(texts, max_size=2).map(tuple), texts, texts,
    st.sampled_from(("", "sk", "fr", "en", "de")),
)


@given(settings_values, settings_values)
def test_the_settings_behave_as_their_dataclass(args: tuple[object, ...], other: tuple[object, ...]) -> None:
    assert_behaves_as_twin(Settings, SETTINGS, args, other)
    assert_behaves_as_twin(Settings, SETTINGS, args, args)


@given(settings_values, settings_values, st.sets(st.sampled_from(NAMES)))
def test_a_changed_copy_is_the_dataclass_replace_s(args: tuple[object, ...], other: tuple[object, ...],
                                                   changed: set[str]) -> None:
    changes: dict[str, Any] = {name: value for name, value in zip(NAMES, other, strict=True)
                               if name in changed}
    ours, theirs = Settings(*args), SETTINGS(*args)  # type: ignore[arg-type]
    copied = replace(ours, **changes)
    assert type(copied) is Settings
    assert repr(copied) == repr(dataclasses.replace(theirs, **changes))
    assert ours == Settings(*args)  # type: ignore[arg-type]  # the original is left as it was


def test_a_changed_copy_of_a_field_there_is_not_is_refused() -> None:
    with pytest.raises(TypeError, match="mystery"):
        dataclasses.replace(SETTINGS(), mystery=1)
    with pytest.raises(TypeError, match="mystery"):
        replace(Settings(), mystery=1)  # type: ignore[call-arg]  # (the type checker refuses it too)


def test_each_setting_has_the_help_and_limits_it_had() -> None:
    assert tuple(OPTIONS) == NAMES
    for spec in dataclasses.fields(SETTINGS):
        option = OPTIONS[spec.name]
        limits = {"choices": option.choices, "minimum": option.minimum, "maximum": option.maximum}
        shown = {"help": option.help, **{key: limit for key, limit in limits.items() if limit is not None}}
        assert shown == dict(spec.metadata)
    with pytest.raises(TypeError):
        OPTIONS["theme"] = Option("changed")  # type: ignore[index]


def test_the_fields_are_declared_once_and_the_class_follows_them() -> None:
    """`OPTIONS` names the fields (the slots are made from it); the __init__'s parameters,
    which `Value` reads as the fields, and the annotations the type checker reads must name
    the same fields in the same order, with the same types."""
    init_types = {name: kind for name, kind in Settings.__init__.__annotations__.items() if name != "return"}
    assert tuple(init_types) == tuple(OPTIONS) == Settings.__slots__
    assert Settings.__annotations__ == init_types
    assert repr(Settings()).startswith("Settings(theme='classic', table_color='green', cells=4,")
