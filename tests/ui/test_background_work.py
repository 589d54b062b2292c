"""Work off the UI thread: the solver process and background jobs, including shutdown races."""

from __future__ import annotations

import gc
import threading

import shiboken6
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from boulanger_qt.app.solver_service import SolverService
from boulanger_qt.core.deals import deal
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session
from boulanger_qt.core.solver import SolveResult
from boulanger_qt.ui.app_window import MainThreadCollector
from boulanger_qt.ui.assist.work import WinnabilityMonitor
from boulanger_qt.ui.background import BackgroundJob

from .fake_solver_workers import answer_when_cancelled, never_answer

WAIT = 20.0  # generous: these are liveness checks, not timings


def _solve_in_thread(
    service: SolverService, cancelled: threading.Event
) -> tuple[threading.Thread, list[SolveResult]]:
    results: list[SolveResult] = []
    thread = threading.Thread(
        target=lambda: results.append(service.solve(deal(1, 4), 60.0, cancelled.is_set))
    )
    thread.start()
    return thread, results


def test_the_real_worker_solves_a_deal() -> None:
    service = SolverService()
    try:
        result = service.solve(deal(1, 4), 60.0, lambda: False)
    finally:
        service.stop()
    assert result.verdict == "solved"


def test_cancelling_reaches_the_worker_process() -> None:
    service = SolverService(worker=answer_when_cancelled)
    cancelled = threading.Event()
    thread, results = _solve_in_thread(service, cancelled)
    try:
        cancelled.set()
        thread.join(WAIT)
        assert not thread.is_alive()
        assert [r.verdict for r in results] == ["gave_up"]
    finally:
        service.stop()


def test_stop_does_not_wait_for_a_running_search() -> None:
    service = SolverService(worker=never_answer)
    thread, results = _solve_in_thread(service, threading.Event())
    while service._conn is None:  # set once solve() holds the service and has a worker
        thread.join(0.01)
    service.stop()
    thread.join(WAIT)
    assert not thread.is_alive()
    assert [r.verdict for r in results] == ["gave_up"]


def test_a_stopped_service_starts_a_new_worker_when_asked_again() -> None:
    service = SolverService()
    service.stop()
    try:
        assert service.solve(deal(1, 4), 60.0, lambda: False).verdict == "solved"
    finally:
        service.stop()


def test_a_job_delivers_its_result(qtbot: QtBot) -> None:
    job = BackgroundJob()
    with qtbot.waitSignal(job.finished, timeout=int(WAIT * 1000)) as blocker:
        job.start(lambda cancelled: 42)
    assert blocker.args == [42]
    assert not job.busy


def test_a_failing_job_reports_the_exception(qtbot: QtBot) -> None:
    job = BackgroundJob()

    def work(cancelled: object) -> None:
        raise ValueError("broken")

    with qtbot.waitSignal(job.failed, timeout=int(WAIT * 1000)) as blocker:
        job.start(work)
    assert isinstance(blocker.args[0], ValueError)


def test_only_the_newest_job_is_delivered(qtbot: QtBot) -> None:
    job = BackgroundJob()
    release = threading.Event()
    seen: list[object] = []
    job.finished.connect(seen.append)
    job.start(lambda cancelled: release.wait(WAIT) and "old")
    with qtbot.waitSignal(job.finished, timeout=int(WAIT * 1000)):
        job.start(lambda cancelled: "new")
    release.set()
    qtbot.wait(200)
    assert seen == ["new"]


def test_a_result_arriving_after_its_owner_is_deleted_is_dropped(qtbot: QtBot) -> None:
    owner = QObject()
    job = BackgroundJob(owner)
    seen: list[object] = []
    job.finished.connect(seen.append)
    started, release, done = threading.Event(), threading.Event(), threading.Event()

    def work(cancelled: object) -> str:
        started.set()
        release.wait(WAIT)
        done.set()
        return "late"

    job.start(work)
    assert started.wait(WAIT)
    shiboken6.delete(owner)  # the window closes while the job still runs
    release.set()
    assert done.wait(WAIT)
    qtbot.wait(200)  # the relay's queued delivery runs here
    assert seen == []
    assert not shiboken6.isValid(job)


def test_cyclic_garbage_is_collected_on_the_ui_thread(qtbot: QtBot) -> None:
    collected_in: list[str] = []

    class Cycle:
        def __init__(self) -> None:
            self.me = self

        def __del__(self) -> None:
            collected_in.append(threading.current_thread().name)

    assert not gc.isenabled()  # the fixture installed the collector, as the app does
    Cycle()

    def make_cycles() -> None:  # enough garbage to cross the collection threshold
        for _ in range(5 * gc.get_threshold()[0]):
            cycle: list[object] = []
            cycle.append(cycle)

    worker = threading.Thread(target=make_cycles, name="allocating")
    worker.start()
    worker.join(WAIT)
    qtbot.waitUntil(lambda: bool(collected_in), timeout=int(WAIT * 1000))
    assert collected_in == ["MainThread"]


def test_the_collector_collects_by_the_interpreters_thresholds() -> None:
    collector = MainThreadCollector()
    try:
        gc.collect()
        assert collector.collect_due() == 0  # nothing due right after a full collection
        garbage: list[list[object]] = [[] for _ in range(gc.get_threshold()[0] + 10)]
        for item in garbage:
            item.append(item)  # each list is a cycle
        del garbage, item
        assert collector.collect_due() > 0
    finally:
        collector.stop()


def test_a_slow_winnability_check_says_it_is_checking(qtbot: QtBot) -> None:
    monitor = WinnabilityMonitor()
    stuck = SolverService(worker=never_answer)  # a search that takes "forever"
    monitor.service = stuck
    seen: list[str] = []
    monitor.report.connect(lambda verdict, text, undos: seen.append(verdict))
    try:
        session = Session.new_deal(1, 4)
        session.play(Move.parse("3a"))  # off the start, which the shipped tables answer at once
        monitor.check(session)
        assert seen == []  # nothing yet: most checks end within moments
        qtbot.waitUntil(lambda: seen == ["checking"], timeout=int(WAIT * 1000))
    finally:
        monitor.cancel()
        stuck.stop()
