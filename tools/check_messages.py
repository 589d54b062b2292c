#!/usr/bin/env python3
"""Say every declared problem sentence with sample parameters twice — in the log's English
(`str(problem)`, pure Python) and in the window's English (Qt's translators, language
`en`) — and print each difference. Exit 1 if there is one.

Usage::

    QT_QPA_PLATFORM=offscreen python tools/check_messages.py
"""

from __future__ import annotations

import sys
from typing import Final

from boulanger_qt.core.sentences import Text
from boulanger_qt.support.problem_ids import DECLARED, ProblemId
from boulanger_qt.support.problems import Problem, problem
from boulanger_qt.support.theme_problems import DECLARED as THEME_DECLARED
from boulanger_qt.support.theme_problems import ThemeProblem

Id = ProblemId | ThemeProblem
_NESTED: Final = problem(ProblemId.FILE_NOT_UTF8, file="settings.toml", byte=1234)
_VALUES: Final[dict[str, object]] = {
    "count": 1234, "limit": 65536, "size": 70000, "byte": 1234, "version": 7, "seconds": 2.5, "low": 0.5,
    "high": 2.5, "height": 350.0, "width": 250.0, "line": 3, "column": 9, "row": 12, "number": "1e999",
    "reason": _NESTED, "problems": (_NESTED, problem(ProblemId.SETTING_UNKNOWN, name="foo")),
    "detail": problem(ProblemId.NESTED_TOO_DEEPLY), "what": problem(ProblemId.FIELD_DISPLAY_NAME),
    "kept": "settings.toml.bad",
}
# The parameters that choose among a problem's sentences, each way.
_CHOICES: Final[dict[Id, list[dict[str, object]]]] = {
    ProblemId.SAFE_MODE: [{"saved": None}, {"saved": "autosave-1.json"}],
    ProblemId.ALREADY_RUNNING: [{"code": None}, {"code": "BK1-C4-AAAAA24"}],
    ProblemId.THEME_UNKNOWN: [{"spec": "mine", "known": ""}, {"spec": "mine", "known": "classic, big"}],
    ProblemId.OS_ERROR: [{"errno": 28, "text": "No space left on device"}, {"errno": None, "text": "odd"}],
}


def samples() -> list[Problem]:
    """Each problem with every parameter its sentence takes (each way it can be chosen),
    with counts of one and more, and once kept aside."""
    found: list[Problem] = []
    for id in [*ProblemId, *ThemeProblem]:
        declared = DECLARED[id] if isinstance(id, ProblemId) else THEME_DECLARED[id]
        for chosen in _CHOICES.get(id, [{}]):
            args = declared.args if isinstance(declared, Text) else ()
            params = {name: _VALUES.get(name, f"<{name}>") for name in args} | chosen
            found += [Problem(id, params | {"count": count}) for count in (1, 3, 1234)]
            found.append(Problem(id, params | {"count": 2, "kept": _VALUES["kept"]}))
    return found


def differences() -> list[str]:
    """Every sample whose log English and window English differ."""
    from PySide6.QtWidgets import QApplication

    from boulanger_qt.ui import language
    from boulanger_qt.ui.text.problem_text import render_problem

    _app = QApplication.instance() or QApplication([])
    language.install("en")
    return [f"{told.id}: log {str(told)!r} / window {render_problem(told)!r}"
            for told in samples() if str(told) != render_problem(told)]


def main() -> int:
    found = differences()
    print("\n".join(found) or f"{len(samples())} sentences: the log and the window say the same English")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
