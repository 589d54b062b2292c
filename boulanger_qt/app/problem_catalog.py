"""Every problem-id enum of the app, in one tuple: what says, checks or translates every
problem sentence at once (tools/check_messages.py, the tests) reads them here.

Each room declares the ids it says beside it (support/problem_ids.py for the modules of
the first paint, app/storage/problem_ids.py, plugin/problem_ids.py), so that a start
builds only the enums its first paint needs; the app itself never asks for all of them,
and nothing the start imports imports this module.
"""

from __future__ import annotations

from enum import Enum
from typing import Final

from boulanger_qt.app.storage.problem_ids import StorageProblem
from boulanger_qt.plugin.problem_ids import PluginProblem
from boulanger_qt.support.problem_ids import ProblemId, ThemeProblem

PROBLEM_IDS: Final[tuple[type[Enum], ...]] = (ProblemId, ThemeProblem, StorageProblem, PluginProblem)


def every_problem_id() -> list[Enum]:
    """Every member of every problem-id enum, enum by enum in declaration order."""
    return [id for ids in PROBLEM_IDS for id in ids]
