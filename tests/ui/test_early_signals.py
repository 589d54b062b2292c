"""Quit signals during the start, before the window can answer them, are noted, not
acted on in the middle of an import (no Qt here)."""

from __future__ import annotations

import os
import signal
import sys

import pytest

from boulanger_qt.support import early_signals

posix = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")


@posix
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP])
def test_a_quit_signal_is_noted_and_the_handlers_are_put_back(signum: int,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    inherited = signal.getsignal(signum)
    if inherited is signal.SIG_IGN:  # tests run under nohup: a start rightly leaves it ignored,
        signal.signal(signum, signal.SIG_DFL)  # so this one plays a start that was not
        # (IGNORED_AT_START was read when pytest imported the module: with it, the kill
        # below met the default action and ended the whole test run)
        monkeypatch.setattr(early_signals, "IGNORED_AT_START", early_signals.IGNORED_AT_START - {signum})
    before = signal.getsignal(signum)
    try:
        with early_signals.noted():
            os.kill(os.getpid(), signum)  # would end the process, or raise KeyboardInterrupt
            os.kill(os.getpid(), signum)
            assert early_signals.take() == [signum]  # once, however often it came
            assert early_signals.take() == []
        assert signal.getsignal(signum) == before
    finally:
        signal.signal(signum, inherited)


@posix
def test_a_signal_the_process_ignores_stays_ignored() -> None:
    before = signal.signal(signal.SIGHUP, signal.SIG_IGN)  # as for a job started with nohup
    try:
        with early_signals.noted():
            assert signal.getsignal(signal.SIGHUP) is signal.SIG_IGN
            os.kill(os.getpid(), signal.SIGHUP)
            assert early_signals.take() == []
        assert signal.getsignal(signal.SIGHUP) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGHUP, before)


@posix
def test_notes_left_when_the_block_ends_are_dropped() -> None:
    with early_signals.noted():
        os.kill(os.getpid(), signal.SIGTERM)
    assert early_signals.take() == []
