"""`boulanger-solve`: --print-board and --replay (the default solve action is tested elsewhere)."""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from boulanger_qt.cli.solve import build_parser, main
from boulanger_qt.core.deals import MAX_DEAL, MIN_DEAL, deal
from boulanger_qt.core.moves import Move, PlaceKind
from boulanger_qt.core.rules import apply_move
from boulanger_qt.core.state import GameState, format_board, parse_board

from . import build

FC_SOLVE = shutil.which("fc-solve")
SCRIPT = Path(sys.executable).parent / "boulanger-solve"

# A winning line for deal 1 (4 cells), found once with `fc-solve -g bakers_game` and
# converted with fc_solve_moves() below; kept here so the replay test needs no fc-solve.
DEAL_1_SOLUTION = """
6a 6b 6h 6h bh 7c 7d a7 c2 4b 4a 4c d4 6d b6 c4 5b 65:2 7c 76 7h 3h c6 7c b7 72:2 c7
47:3 8b 83 8c 8h 8h 85 48 41 b4 8b c8 18:2 13 1c 1h 1h ch b1 6c 6b d6 46:2 26:4 2d 24
2h 6h 6h 6h 6h 6h 6h 6h a2 2a 26 2h a6 2a c2 a2 1c 1a 41 b4 24:2 d2 82:3 3b 3d 38 3h
2h 2h 2h 2h d8 b8 3d 3b 3h dh b1 53:4 5h 5h 5h 4h 4h 4h 5h 8h 8h 8h 3h 3h 3h 3h 3h 1h
1h 1h 7h 7h 7h 7h 6h 6h ch ah
"""


def run(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, *args: str, stdin: str = ""
) -> tuple[int, str, str]:
    """main(args) in-process, with `stdin` as standard input: (exit status, stdout, stderr)."""
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin.encode())))
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def expected_score(moves: list[str]) -> int:
    """What a won game scores: 10 per card to the foundations, 5 per free cell to tableau."""
    parsed = [Move.parse(m) for m in moves]
    to_foundation = sum(1 for m in parsed if m.target.kind is PlaceKind.FOUNDATION)
    assert to_foundation == 52
    from_cell = sum(
        1 for m in parsed if m.source.kind is PlaceKind.CELL and m.target.kind is PlaceKind.COLUMN
    )
    return 52 * 10 + 5 * from_cell


# --- --print-board -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "number", [MIN_DEAL, 617, MAX_DEAL, *random.Random(2024).sample(range(MIN_DEAL, MAX_DEAL + 1), 8)]
)
def test_print_board_for_a_deal(
    number: int, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    status, out, err = run(capsys, monkeypatch, "--deal", str(number), "--print-board")
    assert (status, err) == (0, "")
    assert out == format_board(deal(number))
    assert parse_board(out) == deal(number)


@pytest.mark.parametrize("cells", ["4", "2", "1"])
def test_print_board_with_cells(
    cells: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    status, out, _ = run(capsys, monkeypatch, "--deal", "5", "--cells", cells, "--print-board")
    assert status == 0
    assert out == format_board(deal(5, int(cells)))
    assert out.splitlines()[1] == "Freecells: " + " ".join(["-"] * int(cells))


def test_print_board_for_the_deal_of_a_day(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    status, out, _ = run(capsys, monkeypatch, "--daily", "2026-12-05", "--print-board")
    assert status == 0 and out == format_board(deal(11695, 4))  # docs/daily.md
    status, out, _ = run(capsys, monkeypatch, "--daily", "2026-12-05", "--cells", "4", "--json")
    assert status == 0 and json.loads(out)["deal"] == 11695


def test_print_board_for_a_code(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    status, out, _ = run(capsys, monkeypatch, "--code", " bk1-c2-aaaaa24 ", "--print-board")
    assert status == 0
    assert out == format_board(deal(860, 2))
    status, out, _ = run(capsys, monkeypatch, "--code", "BK1-C2-AAAAA24", "--cells", "2", "--print-board")
    assert (status, out) == (0, format_board(deal(860, 2)))


def test_print_board_from_standard_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    state = build(["KH QH", "", "*", "*", "*"], ["5C", None, None, None], foundations="JH 3C")
    text = format_board(state)
    status, out, err = run(capsys, monkeypatch, "--board", "-", "--print-board", stdin=text)
    assert (status, out, err) == (0, text, "")
    # fc-solve style input comes out in our own spelling.
    fc_style = "\n".join(": " + line if line else ":" for line in format_board(deal(3)).splitlines()[2:])
    tens = fc_style.replace("T", "10")
    status, out, _ = run(capsys, monkeypatch, "--board", "-", "--print-board", stdin=tens)
    assert (status, out) == (0, format_board(deal(3)))
    status, out, _ = run(capsys, monkeypatch, "--board", "-", "--cells", "2", "--print-board", stdin=fc_style)
    assert (status, out) == (0, format_board(deal(3, 2)))


def test_print_board_from_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    board = tmp_path / "board.txt"
    board.write_text(format_board(deal(24, 1)), encoding="utf-8")
    status, out, _ = run(capsys, monkeypatch, "--board", str(board), "--cells", "1", "--print-board")
    assert (status, out) == (0, format_board(deal(24, 1)))


# --- --replay ----------------------------------------------------------------------------------


def replay_result(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, moves: str, *source: str
) -> dict[str, object]:
    status, out, err = run(capsys, monkeypatch, *source, "--replay", "-", stdin=moves)
    assert (status, err) == (0, "")
    assert out.endswith("\n") and out.count("\n") == 1, "one JSON object on one line"
    result: dict[str, object] = json.loads(out)
    assert list(result) == ["legal", "applied", "error", "won", "score"]
    return result


def test_replay_a_winning_solution(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    moves = DEAL_1_SOLUTION.split()
    result = replay_result(capsys, monkeypatch, DEAL_1_SOLUTION, "--deal", "1")
    assert result == {"legal": True, "applied": len(moves), "error": None, "won": True,
                      "score": expected_score(moves)}
    assert result["score"] == 520 + 5 * 21  # 21 moves from a free cell to the tableau
    # The same game by its code; separators may be any whitespace.
    result = replay_result(capsys, monkeypatch, "\n".join(moves), "--code", "BK1-C4-AAAAAAB")
    assert result["won"] is True


def test_replay_a_board_won_by_foundation_moves_only(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    suits = [" ".join(f"{r}{s}" for r in "KQJT98765432A") for s in "SHDC"]
    board = tmp_path / "board.txt"
    board.write_text(format_board(build(suits, 4)), encoding="utf-8")
    moves = " ".join(f"{c}h" for c in "1234" for _ in range(13))
    result = replay_result(capsys, monkeypatch, moves, "--board", str(board))
    assert result == {"legal": True, "applied": 52, "error": None, "won": True, "score": 520}


def test_replay_reads_moves_from_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    moves = tmp_path / "moves.txt"
    moves.write_text("6a 6b\n6h\n", encoding="utf-8")
    status, out, _ = run(capsys, monkeypatch, "--deal", "1", "--replay", str(moves))
    assert status == 0
    assert json.loads(out) == {"legal": True, "applied": 3, "error": None, "won": False, "score": 10}


@pytest.mark.parametrize(
    ("moves", "applied", "error", "score"),
    [
        ("6a 6b 1h", 2, ("move 3: The 6 of spades cannot go to its foundation yet: the ace comes "
                "first. (1h)"), 0),
        ("6a 6b 6h 6h bh 12", 5, ("move 6: The 6 of spades cannot go on the 9 of clubs: the suit "
                "must be the same. (12)"), 30),
        ("6a 6b 6c 6d 6a", 4, "move 5: Free cell a already holds the 3 of diamonds. (6a)", 0),
        ("6a zz 6h", 1, ("move 2: “zz” is not a move: type where from, then where to, e.g. 3a, a5, "
                "1h, 54:3."), 0),
        ("6a,6b", 0, ("move 1: “6a,6b” is not a move: type where from, then where to, e.g. 3a, a5, "
                "1h, 54:3."), 0),
        ("h1", 0, "move 1: “h1”: Cards never come back off the foundation.", 0),
        ("12:3", 0, ("move 1: These 3 cards are not a run: the 6 of diamonds does not belong on the "
                "3 of spades. (12:3)"), 0),
    ],
)
def test_replay_stops_at_an_illegal_move_and_says_why(
    moves: str, applied: int, error: str, score: int,
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    result = replay_result(capsys, monkeypatch, moves, "--deal", "1")
    assert result == {"legal": False, "applied": applied, "error": error, "won": False, "score": score}


def test_replay_of_nothing(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    result = replay_result(capsys, monkeypatch, "  \n", "--deal", "1", "--cells", "2")
    assert result == {"legal": True, "applied": 0, "error": None, "won": False, "score": 0}


def test_replay_respects_the_cell_count(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    result = replay_result(capsys, monkeypatch, "6a 6b 6c", "--deal", "1", "--cells", "2")
    assert result["applied"] == 2
    assert result["error"] == "move 3: Free cell c does not exist in a game with 2 free cells. (6c)"


# --- replaying fc-solve's solutions --------------------------------------------------------------

_FC_MOVE = re.compile(
    r"^Move (?:a card|(?P<count>\d+) cards) from (?P<source>stack|freecell) (?P<i>\d+)"
    r" to (?:the foundations|(?P<target>stack|freecell) (?P<j>\d+))$"
)


def fc_solve_moves(output: str) -> list[str]:
    """fc-solve's "Move ..." lines in our notation (its stacks and cells count from 0)."""
    moves: list[str] = []
    for line in output.splitlines():
        if not line.startswith("Move "):
            continue
        match = _FC_MOVE.match(line.strip())
        assert match is not None, f"unknown fc-solve move: {line!r}"

        def place(kind: str | None, index: str | None) -> str:
            if kind is None:
                return "h"
            assert index is not None
            return str(int(index) + 1) if kind == "stack" else "abcd"[int(index)]

        count = int(match["count"] or 1)
        moves.append(place(match["source"], match["i"]) + place(match["target"], match["j"])
                     + (f":{count}" if count > 1 else ""))
    return moves


def fc_solve_states(output: str) -> list[GameState]:
    """The positions fc-solve prints after its echo of the input, start first."""
    _, _, solution = output.partition("-=-=-=-=-=-=-=-=-=-=-=-")
    blocks = re.findall(r"^Foundations:.*?(?=^\s*$)", solution, flags=re.MULTILINE | re.DOTALL)
    return [parse_board(block, 4) for block in blocks]


def test_fc_solve_converter() -> None:
    output = (
        "Move a card from stack 5 to freecell 0\n\nMove 3 cards from stack 0 to stack 7\n"
        "Move a card from freecell 3 to the foundations\nMove a card from stack 7 to the foundations\n"
        "Move a card from freecell 1 to stack 2\nMove 1 cards from stack 2 to stack 4\n"
        "Move a card from freecell 1 to freecell 2\n"
    )
    assert fc_solve_moves(output) == ["6a", "18:3", "dh", "8h", "b3", "35", "bc"]


@pytest.mark.oracle
@pytest.mark.skipif(FC_SOLVE is None, reason="fc-solve is not installed (Debian package fc-solve)")
@pytest.mark.parametrize("number", [1, 2, 3, 24, 617, 1000, 11982, 971477687, 1859167399])
def test_replay_fc_solve_solutions(
    number: int, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert FC_SOLVE is not None
    board = tmp_path / "board.txt"
    board.write_text(format_board(deal(number)), encoding="utf-8")
    solved = subprocess.run(
        [FC_SOLVE, "-g", "bakers_game", "-p", "-t", "-sam", str(board)],
        capture_output=True, text=True, timeout=60, check=False,
    )
    if "This game is solveable." not in solved.stdout:
        pytest.skip(f"fc-solve does not solve deal {number} with its default search")
    moves = fc_solve_moves(solved.stdout)
    # Every position fc-solve went through is the one our rules reach (cells in any order).
    states = fc_solve_states(solved.stdout)
    assert len(states) == len(moves) + 1
    ours = deal(number)
    assert ours.position_key() == states[0].position_key()
    for move, theirs in zip(moves, states[1:], strict=True):
        ours = apply_move(ours, Move.parse(move))
        assert ours.position_key() == theirs.position_key(), move
    assert ours.is_won()
    # And the command line agrees.
    result = replay_result(capsys, monkeypatch, " ".join(moves), "--board", str(board))
    assert result == {"legal": True, "applied": len(moves), "error": None, "won": True,
                      "score": expected_score(moves)}


# --- bad input: exit 2, one line on stderr -----------------------------------------------------


@pytest.mark.parametrize(
    ("args", "stdin", "message"),
    [
        ([], "", "one of the arguments --deal --deals --code --board --daily is required"),
        (["--deal", "0", "--print-board"], "", "There is no deal 0: deals go from 1 to 2,147,483,647."),
        (["--deal", str(2**31), "--print-board"], "", "There is no deal 2,147,483,648"),
        (["--deal", "x", "--print-board"], "", "argument --deal: invalid int value: 'x'"),
        (["--deal", "1", "--cells", "3", "--print-board"], "", "argument --cells: invalid choice: 3"),
        (["--deal", "1", "--code", "BK1-C4-AAAAAAB"], "", "not allowed with argument"),
        (["--code", "BK1-C3-AAAAAAB", "--print-board"], "", "free cells: C4, C2 or C1, not “C3”."),
        (["--code", "BK1-C2-AAAAAAB", "--cells", "4", "--print-board"], "",
         "--cells 4 contradicts game code BK1-C2-AAAAAAB"),
        (["--deals", "1-3", "--print-board"], "",
         "--print-board, --replay and --review take a single position"),
        (["--deals", "3-1", "--print-board"], "", "--deals '3-1': expected A-B with 1 <= A <= B"),
        (["--deals", "a-b", "--replay", "-"], "", "--deals 'a-b': expected A-B, e.g. 1-1000"),
        (["--board", "-", "--print-board"], "JD KD\nXX\n", "board -: Line 2: “XX” is not a card"),
        (["--board", "-", "--print-board"], "JD KD\n", "board -: 50 cards missing: ace of spades"),
        (["--board", "/nonexistent/board.txt", "--print-board"], "",
         "cannot read /nonexistent/board.txt: it does not exist"),
        (["--deal", "1", "--replay", "/nonexistent/moves.txt"], "", "cannot read /nonexistent/moves.txt"),
        (["--deal", "1", "--print-board", "--replay", "-"], "", "not allowed with argument"),
        (["--deal", "1", "--print-board", "extra"], "", "unrecognized arguments: extra"),
        (["--daily", "2026-02-30", "--print-board"], "",
         "--daily: '2026-02-30' is not a date: expected YYYY-MM-DD"),
        (["--daily", "2026-12-05", "--cells", "2"], "", "--cells 2: the deal of the day has 4 free cells"),
        (["--daily", "2026-12-05", "--deal", "3"], "", "not allowed with argument"),
    ],
)
def test_bad_input_exits_2_with_one_line_on_stderr(
    args: list[str], stdin: str, message: str,
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    status, out, err = run(capsys, monkeypatch, *args, stdin=stdin)
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert err.startswith("boulanger-solve: error: ")
    assert message in err


def test_unreadable_files_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00board")
    status, _, err = run(capsys, monkeypatch, "--board", str(binary), "--print-board")
    assert (status, err) == (2, f"boulanger-solve: error: cannot read {binary}: it is not UTF-8 text "
                                "at byte 0\n")
    status, _, err = run(capsys, monkeypatch, "--board", str(tmp_path), "--print-board")
    assert status == 2 and err.count("\n") == 1 and f"cannot read {tmp_path}" in err
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"\xff\xfe6a"), encoding="utf-8"))
    status = main(["--deal", "1", "--replay", "-"])
    out, err = capsys.readouterr()
    assert (status, out) == (2, "")
    assert err == "boulanger-solve: error: cannot read standard input: not UTF-8 text\n"


# --- the installed script ----------------------------------------------------------------------


@pytest.mark.skipif(not SCRIPT.exists(), reason="boulanger-solve is not installed beside this Python")
def test_installed_script(tmp_path: Path) -> None:
    done = subprocess.run([str(SCRIPT), "--deal", "617", "--print-board"],
                          capture_output=True, text=True, timeout=60, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, format_board(deal(617)), "")
    moves = tmp_path / "moves.txt"
    moves.write_text(DEAL_1_SOLUTION, encoding="utf-8")
    done = subprocess.run([str(SCRIPT), "--board", "-", "--replay", str(moves)], input=format_board(deal(1)),
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0
    assert json.loads(done.stdout)["won"] is True
    done = subprocess.run([str(SCRIPT), "--deal", "0", "--print-board"],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.splitlines() == [("boulanger-solve: error: There is no deal 0: deals go from "
            "1 to 2,147,483,647.")]


def _help(columns: int, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("COLUMNS", str(columns))  # the terminal's width, as argparse asks for it
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    parser = build_parser()
    parser.formatter_class = argparse.HelpFormatter
    shown = capsys.readouterr().out
    assert shown == parser.format_help()
    return shown


def test_help_wraps_to_the_terminal(capsys: pytest.CaptureFixture[str],
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """argparse's own formatter lays out --help, at the terminal's width (the parser checks
    its arguments with a formatter of a set width, which asks nothing of the terminal)."""
    narrow, wide = _help(50, capsys, monkeypatch), _help(130, capsys, monkeypatch)
    assert narrow != wide
    assert "\nSolve, print or replay Jeu du Boulanger (Baker's Game) positions.\n" in wide


@pytest.mark.skipif(not SCRIPT.exists(), reason="boulanger-solve is not installed beside this Python")
@pytest.mark.parametrize("args", [["--deal", "1"], ["--deal", "1", "--print-board"],
                                  ["--deals", "1-3", "--json"]])
def test_a_reader_that_stops_reading_gets_no_traceback(args: list[str]) -> None:
    """`boulanger-solve --deal 1 | head -1`: the pipe's reader is gone before the output is
    written (its end closed first, so the write surely fails): no word, 128 + SIGPIPE."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run([str(SCRIPT), *args], stdout=write_end, stderr=subprocess.PIPE,
                              text=True, timeout=120, check=False)
    finally:
        os.close(write_end)
    assert (done.returncode, done.stderr) == (141, "")
