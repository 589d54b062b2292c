"""Settings ▸ Language offers Restart now: the window closes as Quit closes it, and once the
saved game is let go, Boulanger starts again with the same program and options."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QProcess
from PySide6.QtWidgets import QApplication

from boulanger_qt.core.session import Session
from boulanger_qt.support.file_lock import InstanceLock
from boulanger_qt.ui import language, start
from boulanger_qt.ui.language import ask_restart, restart_command, restart_if_asked

from .conftest import Board, notice_button

ARGV = ["/opt/boulanger/boulanger", "--deal", "617", "--cells=2", "--theme", "dark", "--daily",
        "--date", "2026-12-01", "--language", "fr", "--play=6a", "--safe-mode"]


def test_a_restart_keeps_the_options_but_those_that_chose_the_game_or_the_language() -> None:
    assert restart_command(ARGV, "/usr/bin/python3", frozen=False) == (
        "/usr/bin/python3", ["-m", "boulanger_qt", "--theme", "dark", "--safe-mode"])
    assert restart_command(ARGV, "/opt/boulanger/boulanger", frozen=True) == (
        "/opt/boulanger/boulanger", ["--theme", "dark", "--safe-mode"])


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, list[str]]]]:
    """What QProcess.startDetached was asked to start (nothing starts)."""
    calls: list[tuple[str, list[str]]] = []

    def detached(program: str, arguments: list[str]) -> tuple[bool, int]:
        calls.append((program, list(arguments)))
        return True, 4242

    monkeypatch.setattr(QProcess, "startDetached", detached)
    monkeypatch.setattr(sys, "argv", ["boulanger", "--deal", "5"])
    yield calls
    language._asked.clear()


def test_restart_now_closes_the_window_then_starts_again(
    make_board: Callable[..., Board], started: list[tuple[str, list[str]]],
) -> None:
    window = make_board(Session.new_deal(5, 4)).window
    window.language_menu.actions["fr"].trigger()
    notice = window.notice
    assert "Français" in notice.label.text()
    notice_button(notice, "Restart now").click()
    assert not window.isVisible()
    assert started == []  # not while this Boulanger still holds the saved game
    assert restart_if_asked()
    assert started == [(sys.executable, ["-m", "boulanger_qt"])]  # --deal 5 dropped: the game resumes
    assert not restart_if_asked()  # once


def test_the_new_boulanger_starts_after_the_lock_is_let_go(
    monkeypatch: pytest.MonkeyPatch, started: list[tuple[str, list[str]]], tmp_path: Path,
    qapp: QApplication,
) -> None:
    free_at_restart: list[bool] = []
    real_restart = language.restart_if_asked

    def restart() -> bool:
        from boulanger_qt.app.settings import app_paths

        probe = InstanceLock(app_paths().lock_file)
        free_at_restart.append(probe.owner)
        probe.release()
        return real_restart()

    def run(self: start.StartUp) -> int:
        ask_restart()  # as Restart now does, from inside the running app
        return 0

    monkeypatch.setattr(start.StartUp, "run", run)
    monkeypatch.setattr(language, "restart_if_asked", restart)
    assert start.start(start.StartRequest()) == 0
    assert free_at_restart == [True] and len(started) == 1
