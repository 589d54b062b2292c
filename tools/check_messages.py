#!/usr/bin/env python3
"""Say every declared sentence (each problem and each core message) with sample parameters
twice — in the log's English (`str()`, pure Python) and in the window's English (Qt's
translators, language `en`) — and print each difference. Exit 1 if there is one.

Usage::

    QT_QPA_PLATFORM=offscreen python tools/check_messages.py
"""

from __future__ import annotations

import sys
from enum import Enum
from typing import Final

from boulanger_qt.app.problem_catalog import every_problem_id
from boulanger_qt.core.cards import Card, Suit
from boulanger_qt.core.message_ids import MessageId
from boulanger_qt.core.messages import Message, say
from boulanger_qt.core.moves import FOUNDATION_PLACE, Move, Place
from boulanger_qt.core.sentences import Text
from boulanger_qt.plugin.problem_ids import PluginProblem
from boulanger_qt.support.problem_ids import ProblemId
from boulanger_qt.support.problems import Problem, problem

_NESTED: Final = problem(ProblemId.FILE_NOT_UTF8, file="settings.toml", byte=1234)
_VALUES: Final[dict[str, object]] = {
    "count": 1234, "limit": 65536, "size": 70000, "byte": 1234, "version": 7, "seconds": 2.5, "low": 0.5,
    "high": 2.5, "height": 350.0, "width": 250.0, "line": 3, "column": 9, "row": 12, "number": "1e999",
    "reason": _NESTED, "problems": (_NESTED, problem(ProblemId.SETTING_UNKNOWN, name="foo")),
    "detail": problem(ProblemId.NESTED_TOO_DEEPLY), "what": problem(PluginProblem.FIELD_DISPLAY_NAME),
    "kept": "settings.toml.bad",
}
# The parameters that choose among a problem's sentences, each way.
_CHOICES: Final[dict[Enum, list[dict[str, object]]]] = {
    ProblemId.SAFE_MODE: [{"saved": None}, {"saved": "autosave-1.json"}],
    ProblemId.ALREADY_RUNNING: [{"code": None}, {"code": "BK1-C4-AAAAA24"}],
    PluginProblem.THEME_UNKNOWN: [{"spec": "mine", "known": ""}, {"spec": "mine", "known": "classic, big"}],
    ProblemId.OS_ERROR: [{"errno": 28, "text": "No space left on device"}, {"errno": None, "text": "odd"}],
    PluginProblem.HOOK_UNKNOWN: [{"hook": "boulanger_gam_won", "like": None},
                                 {"hook": "boulanger_gam_won", "like": "boulanger_game_won"}],
    PluginProblem.HOOK_ARGUMENTS: [{"hook": "boulanger_app_ready", "names": "window", "given": ""},
                                   {"hook": "boulanger_game_won", "names": "score", "given": "game"}],
    PluginProblem.PLUGIN_DOES_NOTHING: [
        {"plugin": "idle", "reasons": ()},
        {"plugin": "idle",
         "reasons": (problem(PluginProblem.HOOK_NOT_MARKED, function="boulanger_game_won"),)}],
}


def samples() -> list[Problem]:
    """Each problem with every parameter its sentence takes (each way it can be chosen),
    with counts of one and more, and once kept aside."""
    found: list[Problem] = []
    for id in every_problem_id():
        declared = id.value
        for chosen in _CHOICES.get(id, [{}]):
            args = declared.args if isinstance(declared, Text) else ()
            params = {name: _VALUES.get(name, f"<{name}>") for name in args} | chosen
            found += [Problem(id, params | {"count": count}) for count in (1, 3, 1234)]
            found.append(Problem(id, params | {"count": 2, "kept": _VALUES["kept"]}))
    return found


_REFUSAL: Final = say(MessageId.ILLEGAL_MOVE, move=Move.parse("3a"),
                      reason=say(MessageId.CELL_OCCUPIED, place=Place.cell(0), card=Card.parse("QS")))
_CORE_VALUES: Final[dict[str, list[object]]] = {
    "place": [Place.column(2), Place.cell(1)], "cells": [1, 4], "count": [1, 3, 1234],
    "card": [Card.parse("7H")], "onto": [Card.parse("8D")], "needed": [Card.parse("6H")],
    "suit": list(Suit), "first": [Place.column(0), FOUNDATION_PLACE], "second": [Place.cell(3)],
    "cards": [(Card.parse("AS"), Card.parse("KC")), tuple(Card(r, Suit.CLUBS) for r in range(1, 12))],
    "reason": [_REFUSAL, say(MessageId.EMPTY_SOURCE, place=Place.column(4))],
    "move": [Move.parse("54:3")], "columns": [1, 8], "capacity": [1, 10], "line": [3],
    "header": ["Freecells:"], "text": ["BK1-C4-AAAAA2!"], "expected": ["BK1"], "length": [5],
    "char": ["!"], "number": [12345], "low": [1], "high": [2147483647], "rank": [14],
    "format": ["'x'"], "deal": [1234567], "limit": [1000000],
}


def message_samples() -> list[Message]:
    """Each core message with every parameter its sentence takes, each sample value in turn
    (the others at their first)."""
    found: list[Message] = []
    for id in MessageId:
        names = {arg.partition(":")[0] for choice in _CORE_VALUES["place"]
                 for arg in Message(id, {"place": choice}).text.args} | {"count", "cells"}
        first = {name: _CORE_VALUES[name][0] for name in names}
        found += [Message(id, first | {name: value}) for name in sorted(names)
                  for value in _CORE_VALUES[name]]
    return found


def differences() -> list[str]:
    """Every sample whose log English and window English differ."""
    from PySide6.QtWidgets import QApplication

    from boulanger_qt.ui import language
    from boulanger_qt.ui.text import render

    _app = QApplication.instance() or QApplication([])
    language.install("en")
    every: list[Problem | Message] = [*samples(), *message_samples()]
    return [f"{told.id.name.lower().replace('_', '-')}: log {str(told)!r} / window {render(told)!r}"
            for told in every if str(told) != render(told)]


def main() -> int:
    found = differences()
    count = len(samples()) + len(message_samples())
    print("\n".join(found) or f"{count} sentences: the log and the window say the same English")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
