"""A record in the cache folder is read whole, or it is no record."""

from __future__ import annotations

from pathlib import Path

from boulanger_qt.cache_record import read_record


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
