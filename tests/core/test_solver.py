"""The solver: verdicts, solutions that replay to a win, limits, exhaustiveness."""

from __future__ import annotations

import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from boulanger_qt.core.cards import FULL_DECK
from boulanger_qt.core.deals import deal
from boulanger_qt.core.moves import Move, PlaceKind
from boulanger_qt.core.rules import apply_move, legal_moves
from boulanger_qt.core.solver import SolveResult, solve
from boulanger_qt.core.solver.expand import SEP_BYTES, child_parts, start_key
from boulanger_qt.core.solver.winnable import WinnableTableError, parse_table, winnable_table
from boulanger_qt.core.state import GameState, format_board

from . import build, positions

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import make_winnable_tables

FC_SOLVE = shutil.which("fc-solve")

# The aces of spades and hearts are buried under their kings and the one cell is full.
STUCK = build(["AS 2S KS", "AH 2H KH", "*", "*", "*", "*", "*", "*"], cells=["QS"])

# Verdicts checked against `fc-solve -g bakers_game --freecells-num N -to 01ABCDE`.
KNOWN = [
    (1, 4, "solved"), (2, 4, "solved"), (3, 4, "solved"), (10, 4, "unsolvable"),
    (14, 4, "unsolvable"), (22, 4, "unsolvable"), (422, 4, "unsolvable"),
    (29, 2, "solved"), (33, 2, "solved"), (1, 2, "unsolvable"), (2, 2, "unsolvable"),
    (367, 1, "solved"), (662, 1, "solved"), (904, 1, "solved"),
    (1, 1, "unsolvable"), (2, 1, "unsolvable"), (3, 1, "unsolvable"),
]


def replay(state: GameState, moves: tuple[Move, ...]) -> GameState:
    for move in moves:
        state = apply_move(state, move)
    return state


def check(state: GameState, result: SolveResult, verdict: str) -> None:
    assert result.verdict == verdict
    assert result.states >= 1 and result.seconds >= 0
    if verdict == "solved":
        assert replay(state, result.moves).is_won()
    else:
        assert result.moves == ()


@pytest.mark.parametrize(("number", "cells", "verdict"), KNOWN)
def test_known_deals(number: int, cells: int, verdict: str) -> None:
    state = deal(number, cells)
    check(state, solve(state), verdict)


def test_solutions_use_group_moves_and_are_not_padded() -> None:
    result = solve(deal(1, 4))
    assert any(m.count > 1 for m in result.moves)
    assert sum(m.target.kind is PlaceKind.FOUNDATION for m in result.moves) == 52
    assert len(result.moves) <= 100  # 90 today; fc-solve's default takes 118 here


def test_a_deal_phase_one_finds_late_gets_a_solution_a_player_can_follow() -> None:
    # Deal 1188 is the deal of 1-12000 whose win the best-first phase finds last; a
    # depth-first win from phase 2 was 2,909 moves long.
    state = deal(1188, 4)
    result = solve(state)
    check(state, result, "solved")
    assert len(result.moves) <= 150


def test_mid_game_positions() -> None:
    start = deal(5, 4)
    moves = solve(start).moves
    for k in (10, 40, len(moves) - 3):
        middle = replay(start, moves[:k])
        check(middle, solve(middle), "solved")
    # A deal that cannot be won stays lost after a few moves.
    lost = replay(deal(1, 1), (Move.parse("1a"), Move.parse("72")))
    check(lost, solve(lost), "unsolvable")


def test_hand_built_positions() -> None:
    nearly = build(["KS QS", "KH", "", "KD", "KC"], cells=["QH", None], foundations="JS JH QD QC")
    result = solve(nearly)
    check(nearly, result, "solved")
    assert len(result.moves) == 6  # QS KS QH KH KD KC
    won = build([], cells=1, foundations="KS KH KD KC")
    check(won, solve(won), "solved")
    assert solve(won).moves == ()
    check(STUCK, solve(STUCK), "unsolvable")


def test_timeout_cancel_and_state_limit_give_up() -> None:
    # Winnable, but the search takes ~0.2 s compiled (~2 s pure), the longest of deals
    # 1-12000: with the C search an unsolvability proof such as deal 966's can now finish
    # inside the 0.05 s budget.
    hard = deal(1188, 4)
    result = solve(hard, timeout=0.05)
    assert result.verdict == "gave_up" and result.moves == ()
    assert result.seconds < 0.5
    calls: list[int] = []

    def cancel() -> bool:
        calls.append(1)
        return len(calls) > 2

    result = solve(hard, cancel=cancel)
    assert result.verdict == "gave_up" and len(calls) == 3
    result = solve(hard, max_states=500)
    assert result.verdict == "gave_up" and result.states < 10_000


def children(key: bytes, cell_count: int, groups: bool = False) -> list[bytes]:
    return [SEP_BYTES.join(parts) for parts in child_parts(key, cell_count, groups)]


def _engine_children(state: GameState, group: bool = False) -> set[bytes]:
    """Keys after every legal single-card (or group) move, by the engine's own rules."""
    return {
        start_key(apply_move(state, m))
        for m in legal_moves(state)
        if (m.count > 1) == group
    }


def to_state(key: bytes, cell_count: int) -> GameState:
    """The position a key stands for, columns and cells in canonical order."""
    *columns, cells, f = key.split(SEP_BYTES)
    return GameState(
        tuple(tuple(FULL_DECK[c] for c in col) for col in columns),
        tuple(FULL_DECK[c] for c in cells) + (None,) * (cell_count - len(cells)),
        (f[0], f[1], f[2], f[3]),
    )


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_successors_are_every_single_card_move(state: GameState) -> None:
    """The proof search is exhaustive: it generates every single-card move the rules allow
    (only moves that leave the position unchanged up to column / cell order are left out).
    The group moves the best-first search adds are exactly the engine's legal ones."""
    key = start_key(state)
    settled = to_state(key, state.cell_count)
    expected = _engine_children(settled) - {key}
    single = children(key, state.cell_count)
    assert set(single) == expected
    group = _engine_children(settled, group=True) - {key}
    assert set(children(key, state.cell_count, groups=True)[len(single):]) == group


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_random_positions_solve_or_give_up_soundly(state: GameState) -> None:
    result = solve(state, max_states=20_000)
    if result.verdict == "solved":
        assert replay(state, result.moves).is_won()


def _fc_solve_verdict(state: GameState, path: Path) -> str:
    path.write_text(format_board(state))
    assert FC_SOLVE is not None
    out = subprocess.run(
        [FC_SOLVE, "-g", "bakers_game", "--freecells-num", str(state.cell_count),
         "-to", "01ABCDE", str(path)],
        capture_output=True, text=True, timeout=60, check=False,
    ).stdout
    return "solved" if "This game is solveable." in out else "unsolvable"


@pytest.mark.oracle
@pytest.mark.skipif(FC_SOLVE is None, reason="fc-solve is not installed")
@pytest.mark.parametrize(("number", "cells"), [(n, c) for c in (2, 1) for n in range(1, 21)])
def test_agrees_with_fc_solve(number: int, cells: int, tmp_path: Path) -> None:
    state = deal(number, cells)
    assert solve(state).verdict == _fc_solve_verdict(state, tmp_path / "board.txt")


@pytest.mark.oracle
@pytest.mark.skipif(FC_SOLVE is None, reason="fc-solve is not installed")
def test_mid_game_agrees_with_fc_solve(tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    assert _fc_solve_verdict(STUCK, board) == "unsolvable"
    rng = random.Random(11)
    for _ in range(24):
        state = deal(rng.randint(1, 10**6), rng.choice((4, 2, 1)))
        for _ in range(rng.randint(0, 40)):
            moves = legal_moves(state)
            if not moves:
                break
            state = apply_move(state, rng.choice(moves))
        assert solve(state).verdict == _fc_solve_verdict(state, board)


def test_winnable_table_format_round_trip() -> None:
    body = make_winnable_tables.table_lines([1, 2, 3, 5, 7, 8, 20])
    assert body == ["1-3", "5", "7-8", "20"]
    table = parse_table("# comment\n# searched: 1-25\n" + "\n".join(body) + "\n", 4)
    assert table.searched == range(1, 26) and len(table) == 7
    winnable = [n for n in range(1, 26) if n in table]
    assert winnable == [1, 2, 3, 5, 7, 8, 20]
    assert 2 in table and 4 not in table and 20 in table and 21 not in table
    assert table.known(25) and not table.known(26)
    rng = random.Random(7)
    assert {table.pick(rng) for _ in range(300)} == set(winnable)
    with pytest.raises(WinnableTableError, match="searched"):
        parse_table("1-3\n", 4)
    with pytest.raises(WinnableTableError, match="line 2"):
        parse_table("# searched: 1-9\n3-x\n", 4)


def test_shipped_tables_match_known_verdicts() -> None:
    for number, cells, verdict in KNOWN:
        table = winnable_table(cells)
        assert table.known(number)
        assert (number in table) == (verdict == "solved")
    four, two, one = winnable_table(4), winnable_table(2), winnable_table(1)
    assert four.searched.start == 1 and len(four.searched) >= 1000
    assert 0.7 < len(four) / len(four.searched) < 0.8  # "about three deals in four"
    assert {n for n in range(1, 1001) if n in one} == {367, 662, 904}
    assert len([n for n in range(1, 1001) if n in two]) == 55
    assert len([n for n in range(1, 1001) if n in four]) == 766
    rng = random.Random(3)
    for _ in range(3):
        number = one.pick(rng)
        assert number in one and solve(deal(number, 1)).verdict == "solved"
