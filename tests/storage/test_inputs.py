"""The one file reader: hostile files become one InputProblem, never a hang or a crash."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boulanger_qt.support.inputs import (
    InputProblem,
    MissingInput,
    bounded,
    keep_aside,
    kept_name,
    read_bytes,
    read_json,
    read_text,
    read_toml,
)
from boulanger_qt.support.problems import ProblemId, logged

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


def _write(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


# --- bounded -------------------------------------------------------------------------

def test_bounded_leaves_short_text_alone() -> None:
    assert bounded("BK1-C4-AAAAA24") == "BK1-C4-AAAAA24"
    assert bounded("é ♠ 10") == "é ♠ 10"


def test_bounded_cuts_long_text_to_the_limit_plus_an_ellipsis() -> None:
    assert bounded("x" * 100_000) == "x" * 60 + "…"
    assert bounded("x" * 61) == "x" * 60 + "…"
    assert bounded("x" * 60) == "x" * 60
    assert bounded("abcdef", limit=3) == "abc…"


def test_bounded_escapes_control_characters() -> None:
    assert bounded("a\x1b[31mred\n\t\x00\x7f") == "a\\x1b[31mred\\n\\t\\x00\\x7f"
    assert bounded("\u202eevil") == "\\u202eevil"  # a bidi override would turn the line round
    assert bounded("\udcff") == "\\udcff"  # a lone surrogate from a bad file name


def test_bounded_cuts_after_escaping() -> None:
    assert bounded("\x00" * 100, limit=10) == "\\x00\\x00\\x" + "…"


@given(st.text(), st.integers(min_value=1, max_value=200))
def test_bounded_is_short_and_printable(text: str, limit: int) -> None:
    shown = bounded(text, limit)
    assert len(shown) <= limit + 1
    assert shown.isprintable() or shown == ""
    if len(text) <= limit and text.isprintable():
        assert shown == text


# --- reading -------------------------------------------------------------------------

def test_read_text_reads_utf8(tmp_path: Path) -> None:
    path = _write(tmp_path, "a.txt", "carte ♠\n".encode())
    assert read_text(path, max_bytes=100) == "carte ♠\n"
    assert read_bytes(path, max_bytes=100) == "carte ♠\n".encode()


def test_a_missing_file_is_a_missing_input(tmp_path: Path) -> None:
    with pytest.raises(MissingInput):
        read_bytes(tmp_path / "nothing.toml", max_bytes=100)
    (tmp_path / "file").write_text("x")
    with pytest.raises(MissingInput):  # its folder is a file
        read_bytes(tmp_path / "file" / "settings.toml", max_bytes=100)


def test_a_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "settings.toml").mkdir()
    with pytest.raises(InputProblem, match=r"settings\.toml is a folder, not a file") as caught:
        read_text(tmp_path / "settings.toml", max_bytes=100)
    assert not isinstance(caught.value, MissingInput)


@needs_fifo
def test_a_named_pipe_is_refused_without_blocking_or_opening_it(tmp_path: Path) -> None:
    fifo = tmp_path / "autosave.json"
    os.mkfifo(fifo)
    outcome: list[BaseException] = []

    def attempt() -> None:
        try:
            read_json(fifo, max_bytes=100)
        except BaseException as exc:
            outcome.append(exc)

    reader = threading.Thread(target=attempt, daemon=True)
    reader.start()
    reader.join(5)
    assert not reader.is_alive(), "reading a named pipe blocked"
    assert isinstance(outcome[0], InputProblem)
    assert "named pipe" in str(outcome[0])
    # Nobody opened the read end, so a writer that does not wait finds no reader.
    with pytest.raises(OSError):
        os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_link_to_a_device_is_refused(tmp_path: Path) -> None:
    link = tmp_path / "settings.toml"
    link.symlink_to("/dev/zero")
    with pytest.raises(InputProblem, match="is a device, not a file"):
        read_toml(link, max_bytes=1 << 20)
    assert keep_aside(link) is None  # the link stays; the next save replaces the link only
    assert link.is_symlink()


def test_a_link_to_a_regular_file_is_read(tmp_path: Path) -> None:
    target = _write(tmp_path, "real.toml", b"cells = 2\n")
    link = tmp_path / "settings.toml"
    link.symlink_to(target)
    assert read_toml(link, max_bytes=100) == {"cells": 2}


def test_size_cap_is_checked_before_reading(tmp_path: Path) -> None:
    path = _write(tmp_path, "big.json", b"1" * 1001)
    with pytest.raises(InputProblem, match="too large"):
        read_bytes(path, max_bytes=1000)
    assert read_bytes(path, max_bytes=1001) == b"1" * 1001


def test_size_cap_holds_while_reading(tmp_path: Path) -> None:
    """A file whose size says nothing (like /proc files) is still cut at the cap."""
    proc = Path("/proc/self/maps")
    if not proc.exists() or proc.stat().st_size != 0:
        pytest.skip("no zero-size proc files here")
    with pytest.raises(InputProblem, match="too large"):
        read_bytes(proc, max_bytes=10)


def test_not_utf8_is_a_problem(tmp_path: Path) -> None:
    path = _write(tmp_path, "settings.toml", b"theme = '\xff\xfe'\n")
    with pytest.raises(InputProblem, match=r"settings\.toml is not UTF-8 text"):
        read_toml(path, max_bytes=100)


def test_an_unreadable_file_is_a_problem(tmp_path: Path) -> None:
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        pytest.skip("root reads everything")
    path = _write(tmp_path, "settings.toml", b"cells = 2\n")
    path.chmod(0)
    try:
        with pytest.raises(InputProblem, match="cannot be read"):
            read_toml(path, max_bytes=100)
    finally:
        path.chmod(0o600)


# --- parsing -------------------------------------------------------------------------

HOSTILE_TOML = {
    "garbage": b"\x00\x01 = = [[[",
    "truncated": b"theme = \"clas",
    "huge integer": b"cells = " + b"9" * 5000 + b"\n",
    "deep nesting": b"x = " + b"[" * 10_000 + b"]" * 10_000 + b"\n",
    "deep inline tables": b"x = " + b"{a = " * 5000 + b"1" + b"}" * 5000 + b"\n",
}


@pytest.mark.parametrize("case", sorted(HOSTILE_TOML))
def test_hostile_toml_is_one_problem(tmp_path: Path, case: str) -> None:
    path = _write(tmp_path, "theme.toml", HOSTILE_TOML[case])
    with pytest.raises(InputProblem) as caught:
        read_toml(path, max_bytes=1 << 20)
    message = str(caught.value)
    assert message.startswith("theme.toml is not valid TOML: ")
    assert len(message) < 200 and message.isprintable()


HOSTILE_JSON = {
    "garbage": b"\x00\x01{{",
    "truncated": b'{"deal": 1, "cells": ',
    "empty": b"",
    "huge integer": b'{"deal": ' + b"9" * 5000 + b"}",
    "deep nesting": b"[" * 10_000 + b"]" * 10_000,
    "deep objects": b'{"a":' * 10_000 + b"1" + b"}" * 10_000,
    "infinity": b'{"elapsed": Infinity}',
    "nan": b'{"elapsed": NaN}',
    "overflowing float": b'{"elapsed": 1e400}',
}


@pytest.mark.parametrize("case", sorted(HOSTILE_JSON))
def test_hostile_json_is_one_problem(tmp_path: Path, case: str) -> None:
    path = _write(tmp_path, "autosave.json", HOSTILE_JSON[case])
    with pytest.raises(InputProblem) as caught:
        read_json(path, max_bytes=1 << 20)
    message = str(caught.value)
    assert message.startswith("autosave.json is not valid JSON: ")
    assert len(message) < 200 and message.isprintable()


def test_problem_names_say_why_in_plain_words(tmp_path: Path) -> None:
    deep = _write(tmp_path, "a.json", HOSTILE_JSON["deep nesting"])
    with pytest.raises(InputProblem, match="nested too deeply"):
        read_json(deep, max_bytes=1 << 20)
    digits = _write(tmp_path, "b.json", HOSTILE_JSON["huge integer"])
    with pytest.raises(InputProblem, match="too many digits"):
        read_json(digits, max_bytes=1 << 20)


def test_valid_files_parse(tmp_path: Path) -> None:
    toml = _write(tmp_path, "s.toml", b'theme = "classic"\ncells = 2\n')
    assert read_toml(toml, max_bytes=100) == {"theme": "classic", "cells": 2}
    js = _write(tmp_path, "a.json", b'{"elapsed": 12.5, "deal": 617}')
    assert read_json(js, max_bytes=100) == {"elapsed": 12.5, "deal": 617}


def test_problem_echo_of_a_hostile_name_is_bounded(tmp_path: Path) -> None:
    problem = InputProblem(tmp_path / ("\x1b[2J" + "n" * 500), ProblemId.FILE_IS_FOLDER)
    text = str(problem)
    assert text.startswith("\\x1b[2J") and "…" in text and len(text) < 100


# --- keeping aside -------------------------------------------------------------------

def test_keep_aside_moves_the_file_and_keeps_earlier_ones(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    kept: list[Path | None] = []
    for n in range(3):
        path.write_text(f"damaged {n}")
        kept.append(keep_aside(path))
        assert not path.exists()
    assert [p.name if p else None for p in kept] == [
        "settings.toml.bad", "settings.toml.2.bad", "settings.toml.3.bad"]
    assert [p.read_text() if p else None for p in kept] == ["damaged 0", "damaged 1", "damaged 2"]
    assert kept_name(kept[0]) == "settings.toml.bad"
    assert kept_name(None) is None


def test_keep_aside_leaves_folders_pipes_and_missing_files(tmp_path: Path) -> None:
    (tmp_path / "dir").mkdir()
    assert keep_aside(tmp_path / "dir") is None
    assert (tmp_path / "dir").is_dir()
    assert keep_aside(tmp_path / "missing") is None
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe")
        assert keep_aside(tmp_path / "pipe") is None


@pytest.mark.parametrize(("content", "said"), [
    (HOSTILE_TOML["truncated"], "the text ends before it is complete"),
    (b"x = 1\ny == 2\n", "a mistake at line 2, column 4"),
])
def test_the_parsers_own_english_goes_only_to_the_log(tmp_path: Path, content: bytes, said: str) -> None:
    path = _write(tmp_path, "theme.toml", content)
    with pytest.raises(InputProblem) as caught:
        read_toml(path, max_bytes=1 << 20)
    told = caught.value.message
    assert str(told) == f"theme.toml is not valid TOML: {said}"  # the sentence the window translates
    assert logged(told).startswith(f"{told} (") and logged(told) != str(told)  # the parser's words
