"""`boulanger-solve` default action: the solve report, --json, --deals, --jobs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from boulanger_qt.cli.solve import main
from boulanger_qt.core.deals import deal
from boulanger_qt.core.difficulty import difficulty_table
from boulanger_qt.core.state import format_board

KEYS = ["deal", "verdict", "moves", "states", "seconds", "difficulty"]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_json_single_deal_replays_to_a_win(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, _ = run(capsys, "--deal", "1", "--json")
    assert status == 0
    (line,) = out.splitlines()
    result = json.loads(line)
    assert list(result) == KEYS
    assert result["deal"] == 1 and result["verdict"] == "solved"
    assert isinstance(result["states"], int) and isinstance(result["seconds"], float)
    moves = tmp_path / "moves.txt"
    moves.write_text(" ".join(result["moves"]))
    status, out, _ = run(capsys, "--deal", "1", "--replay", str(moves))
    replayed = json.loads(out)
    assert replayed["legal"] and replayed["won"] and replayed["applied"] == len(result["moves"])


def test_code_and_board_inputs(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    _, out, _ = run(capsys, "--code", "BK1-C1-AAAAAAB", "--json")
    assert json.loads(out) | {"seconds": 0} == {
        "deal": 1, "verdict": "unsolvable", "moves": [], "states": 35, "seconds": 0, "difficulty": None,
    }
    board = tmp_path / "board.txt"
    board.write_text(format_board(deal(1, 1)))
    _, out, _ = run(capsys, "--board", str(board), "--cells", "1", "--json")
    result = json.loads(out)
    assert "deal" not in result and result["verdict"] == "unsolvable"


def test_plain_report_is_readable(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--deal", "3")
    assert status == 0
    lines = out.splitlines()
    assert lines[0].startswith("Deal 3 (4 free cells): solved in ")
    assert lines[1].startswith("Positions searched: ") and "Time: " in lines[1]
    assert lines[2] == f"Difficulty: {difficulty_table(4).rating(3)} of 5 (1 easy ... 5 expert)"
    assert lines[3] == "Moves:"
    _, out, _ = run(capsys, "--deal", "1", "--cells", "1")
    assert out.startswith("Deal 1 (1 free cell): unsolvable")


@pytest.mark.parametrize("jobs", ["1", "2", "0"])
def test_deals_one_json_line_each_in_order(capsys: pytest.CaptureFixture[str], jobs: str) -> None:
    status, out, _ = run(capsys, "--deals", "1-6", "--cells", "2", "--json", "--jobs", jobs)
    assert status == 0
    results = [json.loads(line) for line in out.splitlines()]
    assert [r["deal"] for r in results] == [1, 2, 3, 4, 5, 6]
    assert all(list(r) == KEYS for r in results)
    assert all(r["verdict"] == "unsolvable" for r in results)


def test_deals_plain_lines_and_summary(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "--deals", "28-30", "--cells", "2", "--jobs", "2")
    assert status == 0
    lines = out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["deal 28", "deal 29", "deal 30"]
    assert "deal 29: solved in " in lines[1]
    assert "3 deals:" in err


def test_timeout_gives_up(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "--deal", "966", "--timeout", "0.01", "--json")
    result = json.loads(out)
    assert result["verdict"] == "gave_up" and result["moves"] == []


@pytest.mark.parametrize(
    "argv",
    [
        ["--deals", "5-3"],
        ["--deals", "x"],
        ["--deal", "0"],
        ["--deal", "1", "--timeout", "0"],
        ["--deal", "1", "--jobs", "-1"],
        ["--deal", "1", "--cells", "3"],
        ["--code", "BK1-C4-!!"],
        ["--board", "/nonexistent/board.txt"],
    ],
)
def test_bad_input_exits_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("boulanger-solve: error: ")


def test_jobs_solve_and_format_in_the_workers_and_return_chunks(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With --jobs 2 the parent only prints: it solves nothing, formats nothing, and gets
    the results a chunk of deals at a time."""
    from boulanger_qt.cli import solve as solve_cli

    def parent_must_not(*_args: object, **_kwargs: object) -> object:
        raise AssertionError("the parent did a worker's job")

    chunks: list[int] = []
    real_results = solve_cli._deal_results

    def counted(*args: object, **kwargs: object) -> object:
        for chunk in real_results(*args, **kwargs):  # type: ignore[arg-type]
            chunks.append(len(chunk))
            yield chunk

    monkeypatch.setattr(solve_cli, "solve", parent_must_not)
    monkeypatch.setattr(solve_cli, "result_dict", parent_must_not)
    monkeypatch.setattr(solve_cli, "_line", parent_must_not)
    monkeypatch.setattr(solve_cli, "_deal_results", counted)
    status, out, _ = run(capsys, "--deals", "1-40", "--cells", "1", "--json", "--jobs", "2")
    assert status == 0
    assert [json.loads(line)["deal"] for line in out.splitlines()] == list(range(1, 41))
    assert sum(chunks) == 40 and max(chunks) > 1
