"""Difficulty ratings (core/difficulty.py, docs/difficulty.md): the rule, the shipped
tables against the winnable tables and the solver, and boulanger-solve's `difficulty`."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from boulanger_qt.cli.solve import main
from boulanger_qt.core.deals import deal
from boulanger_qt.core.difficulty import (
    difficulty,
    difficulty_table,
    parse_difficulty,
    rate,
)
from boulanger_qt.core.solver import solve, winnable_table
from boulanger_qt.core.solver.winnable import WinnableTableError
from boulanger_qt.core.state import format_board

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import make_difficulty_tables


def test_the_rule() -> None:
    steps = (600, 1900)
    assert [rate(4, fewest, 10**6, steps) for fewest in (1, 2, 4)] == [1, 2, 5]
    assert [rate(2, fewest, 0, steps) for fewest in (1, 2)] == [2, 3]
    assert [rate(1, 1, states, steps) for states in (1, 600, 601, 1900, 1901)] == [3, 3, 4, 4, 5]


def test_a_table_reads_back() -> None:
    digits = "0123450" * 40
    text = "# first: 7\n# steps: 10 20\n" + "\n".join(make_difficulty_tables.table_lines(digits)) + "\n"
    table = parse_difficulty(text)
    assert (table.first, table.steps, table.ratings) == (7, (10, 20), digits)
    assert [table.rating(n) for n in (6, 7, 8, 12, 7 + len(digits))] == [None, None, 1, 5, None]
    assert table.count(3) == 40
    rng = random.Random(1)
    assert {table.rating(table.pick(5, rng)) for _ in range(20)} == {5}


@pytest.mark.parametrize("text", ["# first: 1\n012\n", "# steps: 1 2\n0\n", "# first: 1\n# steps: 1 2\n0x9\n",
                                  "# first: one\n# steps: 1 2\n0\n"])
def test_a_damaged_table_is_refused(text: str) -> None:
    with pytest.raises(WinnableTableError):
        parse_difficulty(text)


@pytest.mark.parametrize("cells", [4, 2, 1])
def test_the_shipped_ratings_follow_the_winnable_tables(cells: int) -> None:
    table = difficulty_table(cells)
    assert table.first == 1 and len(table.ratings) == 32000
    tables = {c: winnable_table(c) for c in (1, 2, 4)}
    for number in range(1, 32001):
        rating = table.rating(number)
        assert (rating is not None) == (number in tables[cells]), number
        fewest = next((c for c in (1, 2, 4) if number in tables[c]), None)
        if rating is not None and fewest is not None:
            assert (rating == 1) == (fewest * 4 <= cells)
            assert (rating == 2) == (cells // 2 >= fewest > cells // 4)


@pytest.mark.parametrize("cells", [4, 2, 1])
def test_the_shipped_ratings_are_the_solvers(cells: int) -> None:
    """Stable: the solver, run again, rates the deals that need every cell as the table does."""
    table = difficulty_table(cells)
    rng = random.Random(cells)
    hard = [n for n in range(1, 32001) if (table.rating(n) or 0) >= 3]
    for number in rng.sample(hard, 4):
        state = deal(number, cells)
        result = solve(state)
        assert rate(cells, cells, result.states, table.steps) == table.rating(number), number


def test_boulanger_solve_gives_the_difficulty(capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    def solved(*args: str) -> dict[str, object]:
        assert main(list(args)) == 0
        return dict(json.loads(capsys.readouterr().out))

    assert solved("--deal", "1", "--json")["difficulty"] == difficulty_table(4).rating(1)
    assert solved("--deal", "617", "--cells", "2", "--json")["difficulty"] is None  # cannot be won
    # Beyond the tables: the same rule, solved here (deal 40001 with 4 cells: the tables know
    # nothing of it with 4 cells, and the 2- and 1-cell tables say whether it needs fewer).
    beyond = solved("--deal", "40001", "--json")
    if beyond["verdict"] == "solved":
        expected = difficulty(40001, deal(40001, 4))
        assert beyond["difficulty"] == expected and expected in (1, 2, 3, 4, 5)
    # A position that is no deal's start needs every cell: rated by its search alone.
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(format_board(deal(1, 4)).encode())))
    board = solved("--board", "-", "--json")
    assert board["difficulty"] == rate(4, 4, int(str(board["states"])), difficulty_table(4).steps)
