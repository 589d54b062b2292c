"""The problem channel, without Qt: queued until a window opens it, each problem once,
only Problem objects (never a worded sentence), logged once in English."""

from __future__ import annotations

import logging
import threading

import pytest

from boulanger_qt.app.storage.problem_ids import StorageProblem
from boulanger_qt.support.problems import Problem, ProblemChannel, ProblemId, problem

FIRST = problem(StorageProblem.JOURNAL_DAMAGED, kept="stats-journal.json.bad")
SECOND = problem(StorageProblem.GAME_NOT_SAVED, reason="Read-only file system")


def test_problems_wait_in_order_until_the_channel_is_opened() -> None:
    channel = ProblemChannel()
    channel.tell(FIRST)
    channel.tell(SECOND)
    shown: list[Problem] = []
    channel.open(shown.append)
    assert shown == [FIRST, SECOND] and channel._waiting == []
    third = problem(ProblemId.SETTINGS_NOT_SAVED, reason="disk full")
    channel.tell(third)
    assert shown == [FIRST, SECOND, third]


def test_a_duplicate_is_shown_and_logged_once(caplog: pytest.LogCaptureFixture) -> None:
    channel = ProblemChannel()
    shown: list[Problem] = []
    with caplog.at_level(logging.WARNING, "boulanger_qt.support.problems"):
        channel.tell(FIRST)
        channel.open(shown.append)
        channel.tell(problem(StorageProblem.JOURNAL_DAMAGED, kept="stats-journal.json.bad"))
    assert shown == [FIRST]
    logged = [r.getMessage() for r in caplog.records if r.name == "boulanger_qt.support.problems"]
    assert logged == ["told the player: The statistics journal was damaged (no list of games). "
                      "It was kept as stats-journal.json.bad."]


def test_again_tells_a_new_run_of_the_same_failure() -> None:
    channel = ProblemChannel()
    shown: list[Problem] = []
    channel.open(shown.append)
    channel.tell(SECOND)
    channel.tell(SECOND, again=True)
    assert shown == [SECOND, SECOND]


def test_first_goes_before_the_waiting_ones_and_withdraw_takes_one_back() -> None:
    channel = ProblemChannel()
    channel.tell(FIRST)
    channel.tell(SECOND)
    safe = problem(ProblemId.SAFE_MODE, saved=None)
    channel.tell(safe, first=True)
    channel.withdraw(FIRST)
    assert channel._waiting == [safe, SECOND]


def test_replay_shows_what_was_told_already_elsewhere() -> None:
    channel = ProblemChannel()
    printed: list[str] = []
    channel.open(lambda told: printed.append(str(told)))
    channel.tell(FIRST)
    shown: list[Problem] = []
    channel.open(shown.append, replay=True)
    assert printed == [str(FIRST)] and shown == [FIRST]


def test_only_problem_objects_are_accepted() -> None:
    channel = ProblemChannel()
    with pytest.raises(TypeError, match="as a Problem"):
        channel.tell("Something went wrong")  # type: ignore[arg-type]


def test_telling_from_many_threads_loses_and_doubles_nothing() -> None:
    channel = ProblemChannel()
    shown: list[Problem] = []
    lock = threading.Lock()

    def show(told: Problem) -> None:
        with lock:
            shown.append(told)

    channel.open(show)
    told = [problem(StorageProblem.GAME_NOT_SAVED, reason=f"error {n}") for n in range(50)]
    def tell_thrice(one: Problem) -> None:
        for _ in range(3):
            channel.tell(one)

    workers = [threading.Thread(target=tell_thrice, args=(one,)) for one in told]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert sorted(map(str, shown)) == sorted(map(str, told))


def test_a_withdrawn_problem_is_left_out_of_a_replay() -> None:
    channel = ProblemChannel()
    printed: list[Problem] = []
    channel.open(printed.append)  # the command line: said at once
    channel.tell(FIRST)
    channel.tell(SECOND)
    channel.withdraw(FIRST)  # said already
    shown: list[Problem] = []
    channel.open(shown.append, replay=True)
    assert printed == [FIRST, SECOND] and shown == [SECOND]


def test_closing_for_one_window_leaves_a_later_one_open() -> None:
    channel = ProblemChannel()
    first: list[Problem] = []
    second: list[Problem] = []
    channel.open(first.append)
    channel.open(second.append)
    channel.close(first.append)  # the first window goes away: the second still shows problems
    channel.tell(FIRST)
    assert first == [] and second == [FIRST]
    channel.close(second.append)
    channel.tell(SECOND)
    assert second == [FIRST] and channel._waiting == [SECOND]


def test_the_log_line_keeps_the_systems_own_words_beside_the_sentence(
        caplog: pytest.LogCaptureFixture) -> None:
    from boulanger_qt.support.problems import os_reason

    told = problem(StorageProblem.GAME_NOT_SAVED, reason=os_reason(OSError(28, "No space left on device")))
    with caplog.at_level(logging.WARNING, "boulanger_qt.support.problems"):
        ProblemChannel().tell(told)
    [logged] = [r.getMessage() for r in caplog.records if r.name == "boulanger_qt.support.problems"]
    assert logged == f"told the player: {told} (No space left on device)"
    assert "(the disk is full)" in logged
