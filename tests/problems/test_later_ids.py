"""`LaterIds`: the enum's own members, its module loaded when the first one is asked for."""

from __future__ import annotations

import subprocess
import sys

import pytest

from boulanger_qt.support.later_ids import LaterIds
from boulanger_qt.support.problem_ids import ProblemId
from boulanger_qt.support.theme_problems import ThemeProblem


def test_a_member_is_the_enums_own() -> None:
    assert LaterIds("boulanger_qt.support.problem_ids", "ProblemId").FILE_MISSING is ProblemId.FILE_MISSING
    assert LaterIds("boulanger_qt.support.theme_problems", "ThemeProblem").NAMED is ThemeProblem.NAMED


def test_the_module_is_loaded_when_a_member_is_asked_for() -> None:
    probe = ("import sys\n"
             "from boulanger_qt.support.later_ids import LaterIds\n"
             "ids = LaterIds('boulanger_qt.support.problem_ids', 'ProblemId')\n"
             "print('boulanger_qt.support.problem_ids' in sys.modules)\n"
             "print(ids.FILE_MISSING.value, 'boulanger_qt.support.problem_ids' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "file-missing", "True"]


def test_an_unknown_member_is_an_attribute_error() -> None:
    ids = LaterIds("boulanger_qt.support.problem_ids", "ProblemId")
    with pytest.raises(AttributeError):
        ids.NO_SUCH_PROBLEM  # noqa: B018
