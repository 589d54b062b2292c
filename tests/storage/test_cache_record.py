"""A record in the cache folder is read whole, or it is no record; it is written only to change it."""

from __future__ import annotations

from pathlib import Path

import pytest

from boulanger_qt.support.cache_record import keep_record, read_record


def test_a_record_is_its_text(tmp_path: Path) -> None:
    record = tmp_path / "r.json"
    record.write_bytes("{\"é\": 1}\n".encode())
    assert read_record(record, max_bytes=64) == "{\"é\": 1}\n"


def test_a_record_at_its_limit_is_read_and_one_byte_more_is_not(tmp_path: Path) -> None:
    record = tmp_path / "r.json"
    record.write_bytes(b"x" * 10)
    assert read_record(record, max_bytes=10) == "x" * 10
    assert read_record(record, max_bytes=9) is None


def test_a_missing_unreadable_or_undecodable_record_is_none(tmp_path: Path) -> None:
    assert read_record(tmp_path / "missing.json", max_bytes=64) is None
    assert read_record(tmp_path, max_bytes=64) is None  # a folder where the record should be
    broken = tmp_path / "broken.json"
    broken.write_bytes(b"\xff\xfe{")
    assert read_record(broken, max_bytes=64) is None


def test_a_record_is_written_only_when_it_would_change(tmp_path: Path) -> None:
    record = tmp_path / "r.json"
    keep_record(record, "one\n", max_bytes=64)
    assert record.read_text(encoding="utf-8") == "one\n"
    first = record.stat().st_ino
    keep_record(record, "one\n", max_bytes=64)
    assert record.stat().st_ino == first  # the same text: not written again (a write replaces the file)
    keep_record(record, "two\n", max_bytes=64)
    assert record.read_text(encoding="utf-8") == "two\n"


def test_a_record_that_cannot_be_written_raises_oserror(tmp_path: Path) -> None:
    blocker = tmp_path / "cache"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    with pytest.raises(OSError):
        keep_record(blocker / "r.json", "one\n", max_bytes=64)
