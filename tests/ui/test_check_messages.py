"""tools/check_messages.py: the log's English and the window's English are one sentence."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from boulanger_qt.app.problem_catalog import every_problem_id
from boulanger_qt.app.storage.problem_ids import StorageProblem
from boulanger_qt.core.message_ids import MessageId
from boulanger_qt.core.sentences import Text
from boulanger_qt.ui import language

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import check_messages


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    yield
    language.install("en")


def test_every_declared_sentence_reads_the_same_in_the_log_and_the_window(english: None) -> None:
    assert check_messages.differences() == []
    assert check_messages.main() == 0


def test_the_check_finds_an_english_plural_the_window_does_not_say(
        english: None, monkeypatch: pytest.MonkeyPatch) -> None:
    declared = StorageProblem.JOURNAL_SKIPPED.value
    assert isinstance(declared, Text)
    drifted = declared._replace(plural=("%Ln game was skipped.", "%Ln games were skipped."))
    monkeypatch.setattr(StorageProblem.JOURNAL_SKIPPED, "_value_", drifted)
    assert any(found.startswith("journal-skipped") for found in check_messages.differences())


def test_the_check_covers_every_problem_id_of_every_room() -> None:
    assert {told.id for told in check_messages.samples()} == set(every_problem_id())


def test_the_check_covers_the_core_messages(english: None, monkeypatch: pytest.MonkeyPatch) -> None:
    assert {told.id for told in check_messages.message_samples()} == set(MessageId)
    declared = MessageId.NOT_A_RUN.value
    assert isinstance(declared, Text)
    monkeypatch.setattr(MessageId.NOT_A_RUN, "_value_", declared._replace(plural=None))
    assert any(found.startswith("not-a-run") for found in check_messages.differences())
