"""app/problem_catalog.py lists every problem-id enum that a room declares beside it, so what
checks every sentence (tools/check_messages.py, the translation and rendering tests) sees them all."""

from __future__ import annotations

import importlib
from enum import Enum
from pathlib import Path

from boulanger_qt.app.problem_catalog import PROBLEM_IDS, every_problem_id
from boulanger_qt.core.sentences import Text

PACKAGE = Path(__file__).resolve().parents[2] / "boulanger_qt"


def _declared_enums() -> set[type[Enum]]:
    """Every Enum class defined in a `problem_ids.py` module of the package."""
    found: set[type[Enum]] = set()
    for path in PACKAGE.rglob("problem_ids.py"):
        name = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        module = importlib.import_module(name)
        found |= {value for value in vars(module).values()
                  if isinstance(value, type) and issubclass(value, Enum) and value.__module__ == name}
    return found


def test_every_problem_id_enum_of_every_room_is_listed() -> None:
    assert len(_declared_enums()) >= 4
    assert _declared_enums() == set(PROBLEM_IDS)


def test_every_problem_id_says_a_declared_sentence() -> None:
    ids = every_problem_id()
    assert len(ids) == sum(len(enum) for enum in PROBLEM_IDS)
    assert all(isinstance(id.value, Text) or callable(id.value) for id in ids)


def test_no_two_rooms_declare_the_same_sentence() -> None:
    # Each enum is @unique; a sentence moved from one room to another must leave the first.
    declared = [(id.value.context, id.value.source, id.value.comment) for id in every_problem_id()
                if isinstance(id.value, Text)]
    assert len(declared) == len(set(declared))
