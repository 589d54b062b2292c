"""The settings: a frozen dataclass whose fields, defaults, help and limits are the ones
`OPTIONS` declares, once."""

from __future__ import annotations

import dataclasses
from dataclasses import replace

import pytest

from boulanger_qt.app.settings import OPTIONS, Option, Settings

DEFAULTS = {
    "theme": "classic", "table_color": "green", "cells": 4, "winnable_only": True, "animation_ms": 160,
    "hint_provider": "solver", "winnability_check": True, "ask_before_abandoning": True, "auto_play": False,
    "disabled_plugins": (), "export_folder": "", "language": "",
}
HELP_AND_LIMITS = {
    "theme": {"help": "card theme name"},
    "table_color": {"help": "table colour: green, blue, red, grey, walnut, or #rrggbb"},
    "cells": {"help": "free cells for a new game", "choices": (4, 2, 1)},
    "winnable_only": {"help": "deal only proven-winnable games (every cell count)"},
    "animation_ms": {"help": "move animation duration; 0 = instant", "minimum": 0, "maximum": 2000},
    "hint_provider": {"help": "which hint provider answers Hint"},
    "winnability_check": {"help": "check after each move whether the game is still winnable"},
    "ask_before_abandoning": {"help": "ask before leaving a game in progress (it counts as a loss)"},
    "auto_play": {"help": "after each move, send every card that may go to its foundation"},
    "disabled_plugins": {"help": "plugins not to load"},
    "export_folder": {"help": "folder of the last statistics export; empty: Documents"},
    "language": {"help": "interface language: sk, fr or en; empty follows the system",
                 "choices": ("", "sk", "fr", "en")},
}


def test_the_fields_are_the_options_in_order_with_their_defaults() -> None:
    fields = dataclasses.fields(Settings)
    assert tuple(f.name for f in fields) == tuple(OPTIONS) == tuple(DEFAULTS)
    assert dataclasses.asdict(Settings()) == DEFAULTS


def test_each_setting_has_its_help_and_limits() -> None:
    for name, option in OPTIONS.items():
        limits = {"choices": option.choices, "minimum": option.minimum, "maximum": option.maximum}
        shown = {"help": option.help, **{key: limit for key, limit in limits.items() if limit is not None}}
        assert shown == HELP_AND_LIMITS[name]
    with pytest.raises(TypeError):
        OPTIONS["theme"] = Option("changed")  # type: ignore[index]


def test_settings_are_frozen_and_a_changed_copy_leaves_them_as_they_were() -> None:
    settings = Settings()
    with pytest.raises(dataclasses.FrozenInstanceError):
        settings.theme = "other"  # type: ignore[misc]
    copied = replace(settings, theme="other", cells=2)
    assert (copied.theme, copied.cells, copied.table_color) == ("other", 2, "green")
    assert settings == Settings() and hash(settings) == hash(Settings()) and copied != settings


def test_a_changed_copy_of_a_field_there_is_not_is_refused() -> None:
    with pytest.raises(TypeError, match="mystery"):
        replace(Settings(), mystery=1)  # type: ignore[call-arg]
