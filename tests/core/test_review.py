"""Game review (core/review.py, `boulanger-solve --review`): the bisection against a known
edge, searches that give up, and every prefix of random games against fc-solve."""

from __future__ import annotations

import io
import json
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boulanger_qt.cli.solve import main
from boulanger_qt.core.deals import deal
from boulanger_qt.core.moves import Move
from boulanger_qt.core.review import read_line, review
from boulanger_qt.core.rules import apply_move
from boulanger_qt.core.solver import solve
from boulanger_qt.core.state import GameState, format_board
from boulanger_qt.core.verdict import SolveResult

from . import random_line

FC_SOLVE = shutil.which("fc-solve")
START = deal(1, 4)




class Line:
    """A made-up line of n positions, winnable before `edge` and lost from it, with a solver
    that gives up on the `unknown` ones. The positions are equal states but distinct
    objects: the stand-in solver tells them apart by identity."""

    def __init__(self, length: int, edge: int, unknown: set[int]) -> None:
        self.positions = [GameState.from_columns(START.columns, START.cell_count) for _ in range(length)]
        self.index = {id(p): k for k, p in enumerate(self.positions)}
        self.edge, self.unknown, self.calls = edge, unknown, 0

    def solve(self, state: GameState) -> SolveResult:
        self.calls += 1
        k = self.index[id(state)]
        verdict = "gave_up" if k in self.unknown else "solved" if k < self.edge else "unsolvable"
        moves = (Move.parse("1a"),) if verdict == "solved" else ()
        return SolveResult(verdict, moves, 1, 0.0)  # type: ignore[arg-type]


@given(st.integers(1, 200), st.data())
def test_the_edge_is_found_by_bisection(length: int, data: st.DataObject) -> None:
    edge = data.draw(st.integers(0, length))  # length: never lost
    line = Line(length, edge, set())
    done = review(line.positions, line.solve)
    assert done.verdicts == tuple("winnable" if k < edge else "unwinnable" for k in range(length))
    assert done.fatal_move == (edge if 0 < edge < length else None)
    assert (done.better_move is not None) == (done.fatal_move is not None)
    assert line.calls <= 2 + (length - 1).bit_length() + 1  # both ends, the halvings, the better move


@given(st.integers(2, 120), st.data())
def test_a_search_that_gives_up_is_stepped_round(length: int, data: st.DataObject) -> None:
    edge = data.draw(st.integers(0, length))
    unknown = data.draw(st.sets(st.integers(0, length - 1), max_size=length))
    line = Line(length, edge, unknown)
    done = review(line.positions, line.solve)
    for k, verdict in enumerate(done.verdicts):  # never wrong; unknown only where it must be
        assert verdict == "unknown" or verdict == ("winnable" if k < edge else "unwinnable")
    known = [k for k in range(length) if k not in unknown]
    below = max((k for k in known if k < edge), default=None)
    above = min((k for k in known if k >= edge), default=None)
    assert done.fatal_move == (edge if below == edge - 1 and above == edge else None)



def _fc_solve(state: GameState, board: Path) -> str:
    assert FC_SOLVE is not None
    board.write_text(format_board(state))
    out = subprocess.run([FC_SOLVE, "-g", "bakers_game", "--freecells-num", str(state.cell_count),
                          "-to", "01ABCDE", str(board)], capture_output=True, text=True, timeout=120).stdout
    return "winnable" if "This game is solveable." in out else "unwinnable"


@pytest.mark.oracle
@pytest.mark.skipif(FC_SOLVE is None, reason="fc-solve is not installed")
def test_every_prefix_of_random_games_agrees_with_fc_solve(tmp_path: Path) -> None:
    rng = random.Random(24)
    games = fatal = 0
    while games < 50:
        cells = rng.choice((4, 2))
        start = deal(rng.randint(1, 32000), cells)
        positions = read_line(start, " ".join(map(str, random_line(rng, start, rng.randint(5, 30)))))[1]
        done = review(positions, solve)
        assert "unknown" not in done.verdicts
        truth = [_fc_solve(p, tmp_path / "board.txt") if not p.is_won() else "winnable" for p in positions]
        assert list(done.verdicts) == truth, (start, [str(m) for m in positions])
        if done.fatal_move is not None:
            fatal += 1
            before = positions[done.fatal_move - 1]
            assert done.better_move is not None
            assert _fc_solve(apply_move(before, done.better_move), tmp_path / "b.txt") == "winnable"
        games += 1
    assert fatal >= 10  # the check saw games lost on the way, not only won or lost from the start


def _review(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, line: str,
            *args: str) -> tuple[int, dict[str, object]]:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(line.encode())))
    status = main([*args, "--review", "-"])
    out = capsys.readouterr().out
    return status, json.loads(out) if status == 0 else {}


def test_boulanger_solve_review(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    line = " ".join(str(m) for m in random_line(random.Random(5), deal(5, 4), 60))
    status, result = _review(capsys, monkeypatch, line, "--deal", "5")
    assert status == 0
    assert list(result) == ["legal", "verdicts", "fatal_move", "better_move", "seconds", "error"]
    done = review(read_line(deal(5, 4), line)[1], solve)
    assert result["verdicts"] == list(done.verdicts) and result["fatal_move"] == done.fatal_move
    assert result["legal"] is True and result["error"] is None
    # A bad move ends the line there: what came before is reviewed, the move is named.
    status, result = _review(capsys, monkeypatch, f"{line.split()[0]} 9z 2h", "--deal", "5")
    assert status == 0 and result["legal"] is False and result["verdicts"] == ["winnable", "winnable"]
    assert str(result["error"]).startswith("move 2: ")
    status, result = _review(capsys, monkeypatch, "", "--deal", "617", "--cells", "2")
    assert result["verdicts"] == ["unwinnable"] and result["fatal_move"] is None  # lost from the deal
    assert main(["--deals", "1-2", "--review", "-"]) == 2
