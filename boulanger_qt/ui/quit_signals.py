"""SIGTERM, SIGINT and SIGHUP end the app the way closing its window does.

A desktop session that ends (logout, `kill`, systemd stopping a unit) sends SIGTERM;
Ctrl+C in a terminal sends SIGINT; closing that terminal sends SIGHUP. By default each
one kills the process on the spot: no clean quit, the solver worker orphaned, and
multiprocessing's resource tracker warning about a leaked semaphore.

Python runs a signal handler only between two bytecodes of the main thread, and Qt's
event loop waits in C++ where no bytecode runs. So the well-known pattern: the C-level
handler Python installs writes the signal number to a pipe (`signal.set_wakeup_fd`; on
Windows, where SIGINT and SIGBREAK are the ones that come, it takes only a socket pair), a
`QSocketNotifier` on the other end wakes the event loop, and from that slot (on the UI
thread, at a safe point, never inside some other callback) the app closes as if the player
had closed every window: open menus and dialogs first, then each window, whose close saves
the game and the statistics; then the event loop ends and the app exits with status 0, the
same as a window close (a session manager or systemd sees a clean stop, not a failure).
Where no wake-up channel can be had, a short timer lets Python run the handler instead (at
most `POLL_MS` late).
"""

from __future__ import annotations

import contextlib
import functools
import logging
import os
import signal
import sys
import time
from collections.abc import Callable
from types import FrameType
from typing import Final

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

from boulanger_qt.support import early_signals

log = logging.getLogger(__name__)
POLL_MS: Final = 200  # the fallback timer, without a wake-up channel
STEP_MS: Final = 20  # one step of closing: a menu, a dialog or a window
# A window that refuses to close (or a dialog that will not go) does not keep the app
# alive past this: the event loop is ended anyway.
GIVE_UP_SECONDS: Final = 5.0

Handler = Callable[[int, FrameType | None], object] | int | signal.Handlers | None


def quit_signals() -> tuple[signal.Signals, ...]:
    """The quit signals this platform has (`early_signals.NAMES`), less those the process
    was started ignoring (`nohup`, a background job): those stay ignored."""
    return tuple(getattr(signal, name) for name in early_signals.NAMES
                 if hasattr(signal, name) and getattr(signal, name) not in early_signals.IGNORED_AT_START)


class WakeUp:
    """A non-blocking channel: a pipe; on Windows a socket pair, the only kind
    `signal.set_wakeup_fd` takes there (elsewhere the socket module is not loaded before
    the first paint for it). The platform is asked once, here: `drain` and `close` use
    what it gave."""

    _read: Callable[[int], bytes]
    _closes: list[Callable[[], None]]

    def __init__(self) -> None:
        if sys.platform == "win32":
            import socket

            pair = socket.socketpair()
            for end in pair:
                end.setblocking(False)
            self.read_fd, self.write_fd = (end.fileno() for end in pair)
            self._read, self._closes = pair[0].recv, [end.close for end in pair]
        else:
            self.read_fd, self.write_fd = os.pipe()
            for fd in (self.read_fd, self.write_fd):
                os.set_blocking(fd, False)
            self._read = functools.partial(os.read, self.read_fd)
            self._closes = [functools.partial(os.close, fd) for fd in (self.read_fd, self.write_fd)]

    def drain(self) -> None:
        with contextlib.suppress(OSError):  # empty: BlockingIOError
            while self._read(64):
                pass

    def close(self) -> None:
        for close in self._closes:
            close()


class SignalQuit(QObject):
    """While installed, a quit signal closes every window from Qt's event loop, then
    quits the application (or calls `end`). Install on the main thread; `uninstall`
    puts back what was."""

    def __init__(self, app: QApplication, end: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self._end = end or app.quit
        self.received: list[int] = []
        self._started_at: float | None = None
        self._previous: dict[signal.Signals, Handler] = {}
        self._old_wakeup = -1  # the wake-up fd before ours (-1: none)
        self._wakeup: WakeUp | None = None
        self._notifier: QSocketNotifier | None = None
        self._poll: QTimer | None = None
        self._steps = QTimer(self, interval=STEP_MS)
        self._steps.timeout.connect(self._close_step)

    def install(self) -> None:
        """From now on; a signal noted earlier in the start (`early_signals`) counts as
        received, and is acted on once the event loop runs."""
        self._wake_up_on_signals()
        for number in quit_signals():
            try:
                self._previous[number] = signal.signal(number, self._note)
            except (OSError, ValueError) as exc:  # not ours to catch here (or not the main thread)
                log.warning("cannot handle %s: %s", number.name, exc)
        if early := early_signals.take():
            self.received.extend(early)
            QTimer.singleShot(0, self._check)

    def uninstall(self) -> None:
        """The previous handlers back; after a quit signal the process is ending, and
        further ones are ignored until it has (its clean-up is short and bounded)."""
        for number, previous in self._previous.items():
            with contextlib.suppress(OSError, ValueError, TypeError):
                signal.signal(number, signal.SIG_IGN if self.received else previous)
        self._previous.clear()
        if self._notifier is not None and self._wakeup is not None:  # (made together)
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            with contextlib.suppress(OSError, ValueError):
                signal.set_wakeup_fd(self._old_wakeup)
            self._wakeup.close()
            self._notifier, self._wakeup = None, None
        if self._poll is not None:
            self._poll.stop()
        self._steps.stop()

    def _wake_up_on_signals(self) -> None:
        wakeup: WakeUp | None = None
        try:
            wakeup = WakeUp()
            self._old_wakeup = signal.set_wakeup_fd(wakeup.write_fd, warn_on_full_buffer=False)
        except (OSError, ValueError) as exc:
            if wakeup is not None:
                wakeup.close()
            log.warning("no wake-up channel for signals (%s): polling instead", exc)
            self._poll = QTimer(self)
            self._poll.timeout.connect(self._check)  # Python runs pending handlers before it
            self._poll.start(POLL_MS)
            return
        self._wakeup = wakeup
        self._notifier = QSocketNotifier(wakeup.read_fd, QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(wakeup.drain)
        self._notifier.activated.connect(self._check)

    def _note(self, number: int, frame: FrameType | None) -> None:
        """The Python-level handler: it may run inside any code, so it only notes."""
        self.received.append(number)

    def _check(self) -> None:
        if not self.received or self._started_at is not None:  # none yet, or closing already
            return
        log.info("%s received: closing the app as a window close does", signal.Signals(self.received[0]).name)
        self._started_at = time.monotonic()
        self._steps.start()
        self._close_step()

    def _close_step(self) -> None:
        """One thing at a time, so each close runs to its end (a close that opens a
        dialog is answered by the next step, from inside that dialog's event loop)."""
        assert self._started_at is not None
        busy = QApplication.activePopupWidget() or QApplication.activeModalWidget()
        shown = [window for window in QApplication.topLevelWidgets() if window.isVisible()]
        if time.monotonic() - self._started_at > GIVE_UP_SECONDS:
            log.warning("the app did not close in %.0f s after the signal: quitting", GIVE_UP_SECONDS)
        elif busy is not None or shown:
            (shown[0] if busy is None else busy).close()
            return
        self._steps.stop()
        self._end()


_watching: SignalQuit | None = None


def watch_quit_signals(app: QApplication) -> SignalQuit:
    """From the moment the start has an application (a question asked before the window
    closes too) until `stop_watching`: one handler for the whole start, installed once."""
    global _watching
    if _watching is None:
        _watching = SignalQuit(app)
        _watching.install()
    return _watching


def quit_received() -> bool:
    """Whether a quit signal has come since the start's handler was installed (or was noted
    before it: `early_signals`)."""
    return _watching is not None and bool(_watching.received)


def stop_watching() -> None:
    global _watching
    if _watching is not None:
        _watching.uninstall()
        _watching = None
