"""One door to the solver: every search the app starts runs in its one solver process.

Hints (the shipped solver provider through `api.solve`, as any plugin's would), Show
Solution, the winnability check and the winnable-deal search all go to the app's worker;
the UI process itself never searches (its solver is made to fail here to prove it).
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from boulanger_qt import api
from boulanger_qt.app.solver_service import SolverService, app_solver, close_app_solver
from boulanger_qt.core import solver
from boulanger_qt.core.deals import deal
from boulanger_qt.core.moves import Move
from boulanger_qt.core.solver import SolveResult, search

from .conftest import Board
from .fake_solver_workers import quick_unless_told_to_wait
from .positions import ENDGAME, session_from

WAIT_MS = 20000


def _solver_children() -> list[multiprocessing.process.BaseProcess]:
    return [p for p in multiprocessing.active_children() if p.name == "boulanger-solver"]


@pytest.fixture
def no_search_here(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Any search in this (the UI) process fails loudly and is recorded."""
    caught: list[str] = []

    def refuse(*args: object, **kwargs: object) -> SolveResult:
        caught.append(threading.current_thread().name)
        raise AssertionError("a search ran in the UI process")

    monkeypatch.setattr(solver, "solve", refuse)
    monkeypatch.setattr(search, "run", refuse)
    yield caught


def test_api_solve_runs_here_until_the_app_opens_its_solver() -> None:
    close_app_solver()
    assert api.solve(deal(1, 4)).verdict == "solved"
    assert _solver_children() == []


def test_api_solve_goes_to_the_app_worker(no_search_here: list[str]) -> None:
    app_solver()._worker = quick_unless_told_to_wait
    result = api.solve(deal(1, 4), timeout=5.0)
    assert (result.verdict, result.states) == ("unsolvable", 7)  # the stand-in worker's answer
    assert no_search_here == []


def test_every_search_of_a_window_uses_one_solver_process(
    make_board: Callable[..., Board], no_search_here: list[str]
) -> None:
    board = make_board(session_from(ENDGAME))
    assist = board.window.assist
    board.window.context.update_settings(hint_provider="solver")
    assist.hint_action.trigger()
    board.qtbot.waitUntil(lambda: board.hint_shown, timeout=WAIT_MS)
    worker = _solver_children()
    assert len(worker) == 1
    assist.check_action.setChecked(True)
    board.qtbot.waitUntil(lambda: assist.known_verdict == "winnable", timeout=WAIT_MS)
    assist.deal_winnable(2)  # deals from the table, then searches for more in the background
    board.qtbot.waitUntil(lambda: not assist.finder.busy, timeout=WAIT_MS)
    board.window.controller.start(session_from(ENDGAME))
    assist.solution_action.trigger()
    board.qtbot.waitUntil(board.window.controller.session.is_won, timeout=WAIT_MS)
    assert _solver_children() == worker
    assert no_search_here == []


def test_a_background_search_gives_way_to_any_other() -> None:
    service = SolverService(worker=quick_unless_told_to_wait)
    results: list[SolveResult] = []
    background = threading.Thread(
        target=lambda: results.append(service.solve(deal(1, 4), 99, background=True)))
    try:
        background.start()
        while service._conn is None:  # the background search holds the worker
            background.join(0.01)
        answer = service.solve(deal(2, 4), 5.0)
        background.join(10)
        assert not background.is_alive()
        assert [r.verdict for r in results] == ["gave_up"]
        assert (answer.verdict, answer.states) == ("unsolvable", 7)
    finally:
        service.stop()


def test_a_caller_waiting_for_the_worker_can_give_up() -> None:
    service = SolverService(worker=quick_unless_told_to_wait)
    stop_first = threading.Event()
    first = threading.Thread(target=lambda: service.solve(deal(1, 4), 99, stop_first.is_set))
    try:
        first.start()
        while service._conn is None:
            first.join(0.01)
        assert service.solve(deal(2, 4), 5.0, lambda: True).verdict == "gave_up"  # did not wait
        stop_first.set()
        first.join(10)
        assert not first.is_alive()
    finally:
        service.stop()


def test_a_fresh_deal_needs_no_solver_process(make_board: Callable[..., Board]) -> None:
    """Helpers start when first needed: the shipped tables answer for a deal at its start."""
    from boulanger_qt.core.session import Session

    board = make_board(Session.new_deal(10, 4))  # unsolvable with 4 cells (fc-solve agrees)
    assist = board.window.assist
    assist.check_action.setChecked(True)
    board.qtbot.waitUntil(lambda: assist.known_verdict == "lost", timeout=WAIT_MS)  # told only if it changes
    board.window.controller.start(Session.new_deal(1, 4))
    board.qtbot.waitUntil(lambda: assist.known_verdict == "winnable", timeout=WAIT_MS)
    assert _solver_children() == []
    board.window.request_move(Move.parse("3a"))  # off the table's positions: now it searches
    board.qtbot.waitUntil(lambda: len(_solver_children()) == 1, timeout=WAIT_MS)


KILLED_AFTER_A_SEARCH = """
import time
from boulanger_qt.core.session import Session
from boulanger_qt.app.solver_service import SolverService
service = SolverService()  # kept, as the app keeps its own
service.solve(Session.new_deal(1, 4).state, 5.0)
print("searched", flush=True)
time.sleep(60)  # until killed
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_an_app_killed_after_a_search_leaves_nothing_on_the_terminal() -> None:
    """kill -9 cannot be handled, but the worker and multiprocessing's resource tracker
    then go quietly: no "leaked semaphore" warning."""
    app = subprocess.Popen([sys.executable, "-c", KILLED_AFTER_A_SEARCH],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert app.stdout is not None and app.stderr is not None
    assert app.stdout.readline() == "searched\n"
    children = Path(f"/proc/{app.pid}/task/{app.pid}/children").read_text().split()
    assert len(children) == 2  # the worker and the resource tracker
    os.kill(app.pid, signal.SIGKILL)
    app.wait(10)
    deadline = time.monotonic() + 20
    while any(Path(f"/proc/{pid}").exists() for pid in children) and time.monotonic() < deadline:
        time.sleep(0.05)  # the worker sees its pipe close, then the tracker its own
    assert not any(Path(f"/proc/{pid}").exists() for pid in children)
    assert app.stderr.read() == ""
