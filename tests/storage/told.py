"""A stand-in for the problem channel's `tell` that keeps what it was told, in English."""

from __future__ import annotations

from boulanger_qt.support.problems import Problem


class Told(list[str]):
    """Every problem told, as its English sentence (`again` tells are kept too)."""

    def __call__(self, told: Problem, *, again: bool = False) -> None:
        assert isinstance(told, Problem), told
        self.append(str(told))
