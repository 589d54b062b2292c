"""A hint provider that ignores `cancel()` is named (status, notice, log, the thread left at
quit), and no second search starts beside it; one that stops when asked is never named and
the next hint simply follows."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

import pytest

from boulanger_qt.api import GameState, Hint, HintProvider, Move, hookimpl
from boulanger_qt.core.session import Session
from boulanger_qt.support.problems import Problem
from boulanger_qt.ui import background

from .conftest import Board


class Stubborn:
    """Keeps searching until `release` is set, whatever `cancel()` says."""

    name = "stubborn"
    display_name = "Stubborn"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.lock = threading.Lock()
        self.calls = self.running = self.most_at_once = 0

    def hint(self, state: GameState, cancel: Callable[[], bool]) -> Hint | None:
        with self.lock:
            self.calls += 1
            self.running += 1
            self.most_at_once = max(self.most_at_once, self.running)
        try:
            self.release.wait(30)
            return Hint(Move.parse("6b"))
        finally:
            with self.lock:
                self.running -= 1


class Polite(Stubborn):
    """Stops as soon as `cancel()` turns true."""

    name = "polite"
    display_name = "Polite"

    def hint(self, state: GameState, cancel: Callable[[], bool]) -> Hint | None:
        with self.lock:
            self.calls += 1
            self.running += 1
            self.most_at_once = max(self.most_at_once, self.running)
        try:
            while not cancel() and not self.release.wait(0.005):
                pass
            return None if cancel() else Hint(Move.parse("6b"))
        finally:
            with self.lock:
                self.running -= 1


class Offers:
    def __init__(self, provider: HintProvider) -> None:
        self.provider = provider

    @hookimpl
    def boulanger_hint_providers(self) -> list[HintProvider]:
        return [self.provider]


def _board_with(make_board: Callable[..., Board], provider: Stubborn) -> Board:
    board = make_board(Session.new_deal(1, 4))
    context = board.window.context
    assert context.host.register(Offers(provider), f"offers_{provider.name}", origin="entry point")
    context.update_settings(hint_provider=provider.name)
    return board


def test_a_provider_that_ignores_cancel_is_named_and_never_runs_twice_at_once(
        make_board: Callable[..., Board], caplog: pytest.LogCaptureFixture) -> None:
    stubborn = Stubborn()
    board = _board_with(make_board, stubborn)
    window, qtbot = board.window, board.qtbot
    try:
        window.assist.hint_action.trigger()
        qtbot.waitUntil(lambda: stubborn.running == 1, timeout=5000)
        window.controller.play(Move.parse("6a"))  # asks it to stop: it does not
        with caplog.at_level(logging.WARNING):
            window.assist.hint_action.trigger()
            qtbot.waitUntil(lambda: "“stubborn”" in window.notice.label.text(), timeout=10_000)
        assert window.notice.label.text() == (
            "The hint provider “stubborn” did not stop when it was asked to (it does not check cancel()); "
            "no other hint is looked for until it has finished.")
        status = window.statusBar().currentMessage()
        assert status == "The hint provider “stubborn” is still busy with the last hint."
        assert any("hint provider stubborn has not stopped" in r.getMessage() for r in caplog.records)
        assert "hint provider stubborn" in background.still_running()  # what the log says at quit
        assert (stubborn.calls, stubborn.most_at_once) == (1, 1)
        assert not window.assist.busy.isVisible()
        stubborn.release.set()  # it finally returns: the next hint is looked for again
        qtbot.waitUntil(lambda: "hint provider stubborn" not in background.still_running(), timeout=5000)
        window.assist.hint_action.trigger()
        qtbot.waitUntil(lambda: board.hint_shown, timeout=5000)
        assert (stubborn.calls, stubborn.most_at_once) == (2, 1)
    finally:
        stubborn.release.set()


def test_a_provider_that_stops_when_asked_is_never_named_and_the_next_hint_follows(
        make_board: Callable[..., Board], monkeypatch: pytest.MonkeyPatch) -> None:
    polite = Polite()
    board = _board_with(make_board, polite)
    window, qtbot = board.window, board.qtbot
    told: list[Problem] = []
    tell = window.context.problems.tell

    def counted(problem: Problem, **how: bool) -> None:
        told.append(problem)
        tell(problem, **how)

    monkeypatch.setattr(window.context.problems, "tell", counted)
    try:
        window.assist.hint_action.trigger()
        qtbot.waitUntil(lambda: polite.running == 1, timeout=5000)
        window.assist.hint_action.trigger()  # asked again at once: the first is stopped, then the second runs
        qtbot.waitUntil(lambda: polite.calls == 2 and polite.running == 1, timeout=5000)
        polite.release.set()
        qtbot.waitUntil(lambda: board.hint_shown, timeout=5000)
        assert polite.most_at_once == 1 and told == []
    finally:
        polite.release.set()
