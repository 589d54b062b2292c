"""Which solver build runs: compiled (mypyc, and the C successor generation; setup.py)
or pure Python, never a mix.

CI runs the solver tests twice and sets BOULANGER_EXPECT_SOLVER to the build each run
must be testing ("pure" for the editable install, "compiled" for the installed wheel),
so a run that silently tested the other build fails here.
"""

from __future__ import annotations

import os
from importlib.machinery import EXTENSION_SUFFIXES

import pytest

from boulanger_qt.core import solver
from boulanger_qt.core.solver import expand, search


def _compiled(module: object) -> bool:
    return str(getattr(module, "__file__", "")).endswith(tuple(EXTENSION_SUFFIXES))


def test_the_search_modules_are_all_compiled_or_all_pure() -> None:
    kinds = {_compiled(module) for module in solver.SEARCH_MODULES}
    kinds.add(search.new_children is not expand.new_children)  # the C twin is in use
    assert len(kinds) == 1
    assert ("compiled" if kinds == {True} else "pure") == solver.BUILD


@pytest.mark.skipif("BOULANGER_EXPECT_SOLVER" not in os.environ, reason="set by .ci/run")
def test_the_expected_build_is_the_one_under_test() -> None:
    assert os.environ["BOULANGER_EXPECT_SOLVER"] == solver.BUILD
