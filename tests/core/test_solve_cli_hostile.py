"""`boulanger-solve` on hostile input: exit 0 or 2, never a traceback, one bounded line."""

from __future__ import annotations

import io
import json
import os
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boulanger_qt.cli.solve import MAX_BOARD_BYTES, MAX_MOVES_BYTES, main
from boulanger_qt.core.deals import deal
from boulanger_qt.core.state import format_board

LINE_LIMIT = 330  # "boulanger-solve: error: " + at most 300 characters + "…"

move_tokens = st.one_of(
    st.from_regex(r"[1-8a-dh]{2}(:[0-9]{1,3})?", fullmatch=True),
    st.from_regex(r"[1-8a-dhA-Z]{1,3}(:[0-9]{0,6000})?", fullmatch=True),
    st.text(max_size=80),
)
codes = st.one_of(
    st.from_regex(r"BK1-C[124]-[A-Z2-7]{7}", fullmatch=True),
    st.from_regex(r"[A-Z0-9]{0,5}-C[0-9]{0,3}-[A-Z2-7\x00-\x1f]{0,5000}", fullmatch=True),
    st.text(max_size=200),
)


def _run(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, args: list[str],
         stdin: str = "") -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8", "surrogatepass")),
                                                       encoding="utf-8"))
    status = main(args)
    out, err = capsys.readouterr()
    return status, out, err


def _one_bounded_line_or_none(status: int, err: str) -> None:
    assert status in (0, 2)
    if status == 0:
        assert err == ""
        return
    assert err.count("\n") == 1 and err.endswith("\n")
    assert err.startswith("boulanger-solve: error: ") and len(err) <= LINE_LIMIT + 1
    assert err[:-1].isprintable()


@given(st.lists(move_tokens, max_size=12))
def test_replay_any_moves(moves: list[str]) -> None:
    with pytest.MonkeyPatch.context() as monkeypatch:
        capsys_free_stdout = io.StringIO()
        capsys_free_stderr = io.StringIO()
        monkeypatch.setattr(sys, "stdout", capsys_free_stdout)
        monkeypatch.setattr(sys, "stderr", capsys_free_stderr)
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(
            io.BytesIO(" ".join(moves).encode("utf-8", "surrogatepass")), encoding="utf-8"))
        status = main(["--deal", "1", "--replay", "-"])
    out, err = capsys_free_stdout.getvalue(), capsys_free_stderr.getvalue()
    _one_bounded_line_or_none(status, err)
    if status == 0:
        verdict = json.loads(out)
        assert verdict["error"] is None or len(verdict["error"]) < 300


@given(codes)
def test_any_code(code: str) -> None:
    with pytest.MonkeyPatch.context() as monkeypatch:
        stdout, stderr = io.StringIO(), io.StringIO()
        monkeypatch.setattr(sys, "stdout", stdout)
        monkeypatch.setattr(sys, "stderr", stderr)
        status = main(["--code", code, "--print-board"])
    _one_bounded_line_or_none(status, stderr.getvalue())


def test_a_run_of_5000_digits_is_an_illegal_move_not_a_traceback(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    status, out, err = _run(capsys, monkeypatch, ["--deal", "1", "--replay", "-"], stdin="54:" + "9" * 5000)
    assert status == 0 and err == ""
    verdict = json.loads(out)
    assert verdict["legal"] is False and "at most 13 cards" in verdict["error"]
    assert len(verdict["error"]) < 120


def test_a_100000_character_code_gives_a_short_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    status, _, err = _run(capsys, monkeypatch, ["--code", "\x1b[31m" + "A" * 100_000, "--print-board"])
    assert status == 2 and len(err) < 200 and "\x1b" not in err and "\\x1b[31m" in err


def _hostile(kind: str, path: Path, cap: int) -> None:
    if kind == "folder":
        path.mkdir()
    elif kind == "named pipe":
        os.mkfifo(path)
    elif kind == "link to /dev/zero":
        path.symlink_to("/dev/zero")
    elif kind == "huge":
        path.write_text(format_board(deal(1)) + "\n" * cap)
    elif kind == "not UTF-8":
        path.write_bytes(b"\xff" * 100)


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(), reason="POSIX only")
@pytest.mark.parametrize("kind", ["folder", "named pipe", "link to /dev/zero", "huge", "not UTF-8"])
@pytest.mark.parametrize("option", ["--board", "--replay"])
def test_hostile_files_exit_2_at_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
    kind: str, option: str,
) -> None:
    path = tmp_path / "input.txt"
    _hostile(kind, path, MAX_BOARD_BYTES if option == "--board" else MAX_MOVES_BYTES)
    args = ["--board", str(path), "--print-board"] if option == "--board" else \
        ["--deal", "1", "--replay", str(path)]
    status, out, err = _run(capsys, monkeypatch, args)
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and f"cannot read {path}: it " in err


def test_standard_input_is_capped(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    args = ["--board", "-", "--print-board"]
    status, _, err = _run(capsys, monkeypatch, args, stdin="\n" * (MAX_BOARD_BYTES + 1))
    assert status == 2 and "standard input holds more than" in err
