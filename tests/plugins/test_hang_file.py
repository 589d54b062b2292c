"""The hang file is the watchdog's, and only what the watchdog writes is believed.

A damaged or hostile file (junk, a flood of lines, a pipe, a folder, a link to a device)
never hangs a start and never turns off a crowd of made-up plugins.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from boulanger_qt.plugin.hangs import MAX_HANGS, record_hang, take_hangs

posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX only")


def test_what_the_watchdog_wrote_is_read_back(tmp_path: Path) -> None:
    hang_file = tmp_path / "hangs"
    record_hang(hang_file, "sleepy", "boulanger_app_ready", 6.25)
    record_hang(hang_file, "slow_import", "import", 7.0)
    assert take_hangs(hang_file) == {"sleepy": "boulanger_app_ready", "slow_import": "import"}
    assert not hang_file.exists()


@pytest.mark.parametrize("size", [1_000, 60_000, 100_000])
def test_junk_names_no_plugin(tmp_path: Path, size: int) -> None:
    hang_file = tmp_path / "hangs"
    hang_file.write_bytes(random.Random(size).randbytes(size))
    assert take_hangs(hang_file) == {}


def test_junk_lines_shaped_like_the_watchdogs_name_no_binary_plugin(tmp_path: Path) -> None:
    rng = random.Random(7)
    lines = [rng.randbytes(12).replace(b"\t", b" ").replace(b"\n", b" ") + b"\tboulanger_app_ready\t5.0\n"
             for _ in range(300)]
    hang_file = tmp_path / "hangs"
    hang_file.write_bytes(b"".join(lines))
    for name in take_hangs(hang_file):
        assert name.isprintable() and "\ufffd" not in name


def test_a_flood_of_well_formed_lines_names_at_most_a_few_plugins(tmp_path: Path) -> None:
    hang_file = tmp_path / "hangs"
    hang_file.write_text("".join(f"plugin{n}\tboulanger_game_started\t5.0\n" for n in range(1_000)))
    assert len(take_hangs(hang_file)) == MAX_HANGS


def test_recording_keeps_the_file_small(tmp_path: Path) -> None:
    hang_file = tmp_path / "hangs"
    for n in range(MAX_HANGS * 3):
        record_hang(hang_file, f"plugin{n}", "boulanger_move_applied", 5.0)
    hangs = take_hangs(hang_file)
    assert len(hangs) == MAX_HANGS and f"plugin{MAX_HANGS * 3 - 1}" in hangs


@posix_only
@pytest.mark.parametrize("kind", ["named pipe", "link to /dev/zero", "folder"])
def test_a_hang_file_that_is_no_file_is_moved_aside_without_blocking(tmp_path: Path, kind: str) -> None:
    hang_file = tmp_path / "hangs"
    if kind == "named pipe":
        os.mkfifo(hang_file)
    elif kind == "link to /dev/zero":
        hang_file.symlink_to("/dev/zero")
    else:
        hang_file.mkdir()
    assert take_hangs(hang_file) == {}  # would block reading a pipe or /dev/zero
    assert not os.path.lexists(hang_file) and os.path.lexists(tmp_path / "hangs.bad")
    record_hang(hang_file, "sleepy", "boulanger_app_ready", 5.0)
    assert take_hangs(hang_file) == {"sleepy": "boulanger_app_ready"}
