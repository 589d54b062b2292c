"""Every file the app reads × {garbage bytes, not UTF-8, truncated, empty, directory, FIFO,
symlink to /dev/zero, 5,000-digit integer, 10,000-deep nesting, absurd values, huge but
valid}: the real app, in a subprocess and offscreen, starts (no hang: a pipe or /dev/zero
once hung it for ever), tells the player, keeps the bad file aside where it was a file,
and loses nothing else. The table and its expectations: tests/ui/hostile_files.py."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from .hostile_files import CASES, run_case

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(),
                                reason="named pipes and /dev/zero are POSIX")


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES)
def test_every_file_the_app_reads(case: str, tmp_path: Path) -> None:
    rows = run_case(case, tmp_path)
    assert {row.file for row in rows} >= {"settings.toml", "autosave.json", "theme.toml", "boulanger.lock",
                                          "window.json", "boulanger.log", "stats.sqlite3 (export)"}
    for row in rows:
        assert row.exit is not None, f"{row.file}: the app hung"
        assert row.exit == (2 if row.file.startswith("stats") and case in ("directory", "FIFO",
                                                                        "symlink to /dev/zero") else 0)
        assert (row.told, row.kept) == row.expected, f"{row.file}: told {row.told}, kept aside {row.kept}"
        assert row.original_safe, f"{row.file}: something was lost"
