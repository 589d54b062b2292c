"""How hard a winnable deal is, from 1 (easy) to 5 (expert), as the solver finds it: the
rule docs/difficulty.md states, which `rate` applies (a quarter of the cells win it, half
of them, or every cell and then the positions stored winning it, cut at the table's steps).

The shipped tables `resources/winnable/difficulty-<C>.txt` (tools/make_difficulty_tables.py)
hold every rating of deals 1-32000, so these never change between machines or releases;
another position is rated by solving it with the same rule and the table's steps.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from typing import Final

from boulanger_qt.core.deals import deal
from boulanger_qt.core.solver import solve, winnable_table
from boulanger_qt.core.solver.winnable import WinnableTableError, shipped_table, table_lines
from boulanger_qt.core.state import GameState

LEVELS: Final = (1, 2, 3, 4, 5)


def rate(cells: int, fewest: int, states: int, steps: tuple[int, int]) -> int:
    """The rating of a winnable deal: `fewest` cells win it, `states` positions were
    stored winning it with `cells`."""
    if fewest * 4 <= cells:
        return 1
    if fewest * 2 <= cells:
        return 2
    return 3 if states <= steps[0] else 4 if states <= steps[1] else 5


@dataclass(frozen=True, slots=True)
class DifficultyTable:
    """The ratings of deals `first`, `first + 1`, … (a digit each, "0" for not winnable)."""

    first: int
    steps: tuple[int, int]
    ratings: str

    def rating(self, number: int) -> int | None:
        """1-5, None for a deal that cannot be won or that the table does not hold."""
        index = number - self.first
        if not 0 <= index < len(self.ratings) or self.ratings[index] == "0":
            return None
        return int(self.ratings[index])

    def count(self, level: int) -> int:
        return self.ratings.count(str(level))

    def pick(self, level: int, rng: random.Random | None = None) -> int:
        """A deal of this rating, chosen uniformly."""
        digit = str(level)
        deals = [k for k, rating in enumerate(self.ratings) if rating == digit]
        return self.first + deals[(rng or random.SystemRandom()).randrange(len(deals))]  # ValueError if none


def parse_difficulty(text: str) -> DifficultyTable:
    keys, body = table_lines(text)
    if "first" not in keys or "steps" not in keys:
        raise WinnableTableError("the table needs its '# first: N' and '# steps: A B' lines")
    try:
        first, (low, high) = int(keys["first"][1]), map(int, keys["steps"][1].split())
    except ValueError:
        raise WinnableTableError("cannot read the table's '# first: N' or '# steps: A B' line") from None
    for lineno, line in body:
        if not set(line) <= set("012345"):
            raise WinnableTableError(f"line {lineno}: ratings are the digits 0-5")
    return DifficultyTable(first, (low, high), "".join(line for _, line in body))


@cache
def difficulty_table(cells: int) -> DifficultyTable:
    """The shipped ratings for 4, 2 or 1 free cells."""
    return parse_difficulty(shipped_table("difficulty", cells))


def fewest_cells(number: int, cells: int, timeout: float | None = 60.0) -> int:
    """The fewest free cells (1, 2 or `cells`) with which deal `number` can be won, if it
    can be won with `cells`: the tables where they know, else the solver (a search that
    gives up counts as not winnable with fewer)."""
    for fewer in (n for n in (1, 2) if n < cells):
        table = winnable_table(fewer)
        if (number in table if table.known(number)
                else solve(deal(number, fewer), timeout=timeout).verdict == "solved"):
            return fewer
    return cells


def difficulty(number: int | None, state: GameState, states: int | None = None,
               timeout: float | None = 60.0) -> int | None:
    """The rating of a position (a deal `number` at its start, or any other position):
    the table's for a deal it holds; else solved by the same rule (a position that is no
    deal's start counts as needing every cell). None when it cannot be won or the search
    gives up. `states`: what solving `state` stored, when already known."""
    cells = state.cell_count
    table = difficulty_table(cells)
    if number is not None and table.first <= number < table.first + len(table.ratings):
        return table.rating(number)
    if states is None:
        if (result := solve(state, timeout=timeout)).verdict != "solved":
            return None
        states = result.states
    return rate(cells, cells if number is None else fewest_cells(number, cells, timeout), states, table.steps)


@cache
def deal_difficulty(number: int, cells: int, timeout: float = 10.0) -> int | None:
    """Deal `number`'s rating with `cells` free cells, as `boulanger-solve --json` gives it:
    the table's, else solved (None when it cannot be won or the search gives up). Kept per
    deal, since an export asks once for every game played with it."""
    return difficulty(number, deal(number, cells), timeout=timeout)
