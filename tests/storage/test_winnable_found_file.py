"""The deals this machine proved winnable: a hostile file is skipped or kept aside, never a crash."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from boulanger_qt.app import winnable_deals
from boulanger_qt.app.winnable_deals import WinnableDeals


def test_good_lines_are_read_and_odd_ones_skipped(tmp_path: Path) -> None:
    (tmp_path / "winnable-found-c2.txt").write_text(
        "617\n 5 \n0\n2147483648\n12abc\n²\n" + "9" * 5000 + "\n-3\n\n")
    assert WinnableDeals(tmp_path).found(2) == {617, 5}


@pytest.mark.parametrize("kind", ["not UTF-8", "huge", "folder", "named pipe", "link to /dev/zero"])
def test_a_hostile_file_gives_no_deals_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    monkeypatch.setattr(winnable_deals, "MAX_FOUND_BYTES", 1000)
    path = tmp_path / "winnable-found-c1.txt"
    if kind == "not UTF-8":
        path.write_bytes(b"617\n\xff\xfe\n")
    elif kind == "huge":
        path.write_bytes(b"617\n" * 251)
    elif kind == "folder":
        path.mkdir()
    elif kind == "named pipe":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes here")
        os.mkfifo(path)
    else:
        if not Path("/dev/zero").exists():
            pytest.skip("no /dev/zero here")
        path.symlink_to("/dev/zero")
    assert WinnableDeals(tmp_path).found(1) == set()
    if kind in ("not UTF-8", "huge"):  # a damaged file is kept, and a new one will grow
        assert (tmp_path / "winnable-found-c1.txt.bad").exists() and not path.exists()
