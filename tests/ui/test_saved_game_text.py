"""A saved game that cannot be restored says why in the player's language (the reason
inside "The saved game was damaged (…)"); the log keeps the English."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from boulanger_qt.app.storage.autosave import load_game
from boulanger_qt.core.session import MAX_SAVED_COMMANDS, Session
from boulanger_qt.ui import language
from boulanger_qt.ui.text import render

CHANGES: list[dict[str, Any]] = [
    {"format": 2}, {"deal": "617"}, {"deal": 0}, {"deal": 618}, {"cells": None}, {"cells": 3},
    {"initial": "JD KD\n"}, {"initial": "Freecells: XX\n"}, {"commands": "1a 2h"},
    {"commands": ["1a", "zz"]}, {"commands": ["1h"]}, {"elapsed": -1}, {"id": ""},
    {"started_at": "yesterday"}, {"hints": -1}, {"commands": ["1a"] * (MAX_SAVED_COMMANDS + 1)},
]
ENGLISH = re.compile(r"\b(saved|damaged|replayed|impossible|missing|whole|lacks|holds)\b")


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[None]:
    yield
    language.install("en")


def damaged(tmp_path: Path, change: dict[str, Any]) -> str:
    session = Session.new_deal(617)
    data = json.loads(json.dumps(session.snapshot())) | change
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    resumed = load_game(path, lambda: 0.0)
    assert resumed.session is None and resumed.problem is not None
    return render(resumed.problem)


@pytest.mark.parametrize("lang", ["sk", "fr"])
@pytest.mark.parametrize("change", CHANGES, ids=lambda c: next(iter(c)) + "=" + repr(c[next(iter(c))])[:12])
def test_a_damaged_saved_game_says_why_in_the_language(speak: None, tmp_path: Path, lang: str,
                                                      change: dict[str, Any]) -> None:
    language.install(lang)
    said = damaged(tmp_path, change)
    inside = said[said.index("(") + 1:said.rindex(")")]
    assert not ENGLISH.search(inside), said


@pytest.mark.parametrize(("lang", "change", "text"), [
    ("sk", {"initial": "JD KD\n"}, "(jej začiatočná pozícia je poškodená: chýba 50 kariet: pikové eso,"),
    ("fr", {"commands": ["1h"]}, "(son coup 1 ne peut pas être rejoué : le valet de carreau ne peut pas "
                                 "encore aller sur sa fondation : l’as d’abord) ;"),
    ("sk", {"commands": ["1a"] * (MAX_SAVED_COMMANDS + 1)}, "obsahuje viac ako 100\xa0000 ťahov"),
])
def test_the_reason_names_cards_in_words(speak: None, tmp_path: Path, lang: str, change: dict[str, Any],
                                         text: str) -> None:
    language.install(lang)
    assert text in damaged(tmp_path, change)
