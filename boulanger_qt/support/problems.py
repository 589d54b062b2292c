"""The one way a problem reaches the player: `Problem`s told to the app's `ProblemChannel`
(problem_channel.py).

Every producer (settings, storage, plugins, themes, the log, the error hook, from any
thread) tells the channel a `Problem` — an id with parameters, never a worded sentence, so
the window can say it in the player's language. Until a window can show problems, the
channel keeps them; once one `opens` it, the waiting ones are shown in the order they were
told, and later ones at once. Each distinct problem is shown and logged (in English) once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol

from boulanger_qt.support.problem_ids import ENGLISH, ProblemId
from boulanger_qt.support.theme_problems import ENGLISH as THEME_ENGLISH
from boulanger_qt.support.theme_problems import ThemeProblem

__all__ = ["Problem", "ProblemId", "Tell", "ThemeProblem", "problem"]


class Tell(Protocol):
    """`ProblemChannel.tell`, as producers take it."""

    def __call__(self, told: Problem, *, again: bool = False) -> None: ...


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem sentence: its id and its parameters. `str()` is the English sentence
    (for the log and the command line); the UI renders it in the player's language."""

    id: ProblemId | ThemeProblem
    params: Mapping[str, object] = field(default_factory=dict)

    def __str__(self) -> str:
        english = ENGLISH[self.id] if isinstance(self.id, ProblemId) else THEME_ENGLISH[self.id]
        text = english(self.params) if callable(english) else english.format(**self.params)
        kept = self.params.get("kept")
        return f"{text} It was kept as {kept}." if kept else text

    def __getitem__(self, name: str) -> object:
        return self.params[name]


def problem(id: ProblemId | ThemeProblem, **params: object) -> Problem:
    return Problem(id, params)
