"""Quit signals that come before the window can answer them: noted, not acted on mid-step.

Until `ui.quit_signals` takes over (as soon as the application object exists), SIGINT
would raise KeyboardInterrupt inside whatever import or Qt call is running — PySide turns
one inside its own import into an ImportError or an AttributeError, or swallows it and
the app starts as if nothing came — and SIGTERM or SIGHUP would end the process on the
spot. While `noted` is on, each is only written down; the start ends in order at its
next step that can (before any window is built), and the window's handler takes over
what was noted.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from types import FrameType
from typing import Final

NAMES: Final = ("SIGTERM", "SIGINT", "SIGHUP", "SIGBREAK")
_noted: list[int] = []


# What the parent asked this process to ignore (`nohup` ignores SIGHUP, a shell's background
# job SIGINT), read when the program starts, before the app sets any handler of its own:
# the whole run leaves these ignored, the window's handler included.
IGNORED_AT_START: Final = frozenset(
    number for name in NAMES if (number := getattr(signal, name, None)) is not None
    and signal.getsignal(number) is signal.SIG_IGN)


def _note(number: int, frame: FrameType | None) -> None:
    _noted.append(number)


def take() -> list[int]:
    taken = list(dict.fromkeys(_noted))
    _noted.clear()
    return taken


@contextlib.contextmanager
def noted() -> Iterator[None]:
    """Quit signals are noted, not acted on, until the block ends (then as before)."""
    previous: dict[int, object] = {}
    for name in NAMES:
        number = getattr(signal, name, None)
        if number is None or number in IGNORED_AT_START or signal.getsignal(number) is signal.SIG_IGN:
            continue
        with contextlib.suppress(OSError, ValueError):  # not the main thread: signals are not ours to take
            previous[number] = signal.signal(number, _note)
    try:
        yield
    finally:
        for number, handler in previous.items():
            if signal.getsignal(number) is _note:  # (else the window's handler has it now)
                with contextlib.suppress(OSError, ValueError, TypeError):
                    signal.signal(number, handler)  # type: ignore[arg-type]
        _noted.clear()
