"""`boulanger --code / --play` on any input: exit 0 or 2, and at most one bounded line."""

from __future__ import annotations

import io
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boulanger_qt.cli.boulanger import main

move_tokens = st.one_of(
    st.sampled_from(["6a", "6h", "1a", "54:2", "a5"]),
    st.from_regex(r"[1-8a-dhA-Z]{1,3}(:[0-9]{0,6000})?", fullmatch=True),
    st.text(max_size=60),
)
codes = st.one_of(
    st.from_regex(r"BK1-C[124]-[A-Z2-7]{7}", fullmatch=True),
    st.from_regex(r"[A-Z0-9]{0,5}-C[0-9]{0,3}-[A-Z2-7\x00-\x1f]{0,5000}", fullmatch=True),
    st.text(max_size=300),
)
OUT = Path(tempfile.gettempdir()) / "boulanger-fuzz-board.png"


def _main(args: list[str]) -> tuple[int, str]:
    with pytest.MonkeyPatch.context() as monkeypatch:
        stderr = io.StringIO()
        monkeypatch.setattr(sys, "stderr", stderr)
        status = main([*args, "--screenshot", str(OUT), "--size", "320x240"])
    return status, stderr.getvalue()


def _check(status: int, err: str) -> None:
    assert status in (0, 2), err
    lines = err.splitlines()
    if status == 0:
        assert not any(line.startswith("boulanger: error") for line in lines)
        return
    assert len(lines) == 1 and lines[0].startswith("boulanger: error: ")
    assert len(lines[0]) <= 330 and lines[0].isprintable()


@pytest.mark.usefixtures("qapp")
@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(codes)
def test_any_code(code: str) -> None:
    _check(*_main(["--code", code]))


@pytest.mark.usefixtures("qapp")
@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(move_tokens, max_size=6))
def test_any_play(moves: list[str]) -> None:
    _check(*_main(["--deal", "860", "--play", " ".join(moves)]))


@pytest.mark.usefixtures("qapp")
def test_the_issue_cases() -> None:
    status, err = _main(["--deal", "1", "--play", "54:" + "9" * 5000])
    assert status == 2 and "at most 13 cards" in err and len(err) < 200
    status, err = _main(["--code", "Z" * 100_000])
    assert status == 2 and len(err) < 200
    status, err = _main(["--deal", "9" * 5000])
    assert status == 2 and len(err) < 130 and err.rstrip().endswith("…'")
    status, err = _main(["--deal", "1", "--theme", "/" + "x" * 100_000])
    assert status == 2 and "File name too long" in err and len(err) < 200
