"""The channel through which every problem reaches the player.

Every producer tells the channel a `Problem`. Until a window can show problems, the
channel keeps them; once one `opens` it, the waiting ones are shown in the order they were
told, and later ones at once. Each distinct problem is shown and logged (in English) once.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from boulanger_qt.support.problems import Problem, logged

log = logging.getLogger("boulanger_qt.support.problems")  # where the told problems were always logged
Show = Callable[["Problem"], None]

__all__ = ["ProblemChannel", "Show"]


class ProblemChannel:
    """Queues problems until a window opens the channel, then shows each one once.

    `tell` may be called from any thread; `show` (given to `open`) is called on the
    telling thread, so a window passes a callable that hands the problem to its own thread
    (a queued Qt signal)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._waiting: list[Problem] = []
        self._told: list[Problem] = []  # every distinct problem, in the order told
        self._seen: set[str] = set()
        self._show: Show | None = None

    def tell(self, told: Problem, *, again: bool = False, first: bool = False) -> None:
        """Let the player know, now if a window shows problems, else as soon as one does.
        A problem already told is not told again unless `again` (a new run of failures);
        `first` puts it before the others still waiting."""
        if not isinstance(told, Problem):
            raise TypeError(f"a problem is told as a Problem, not {type(told).__name__}")
        english = str(told)
        with self._lock:
            if english in self._seen and not again:
                return
            if english not in self._seen:
                self._told.append(told)
            self._seen.add(english)
            show = self._show
            if show is None:
                self._waiting.insert(0 if first else len(self._waiting), told)
        log.warning("told the player: %s", logged(told))
        if show is not None:
            show(told)

    def open(self, show: Show, *, replay: bool = False) -> None:
        """From now on problems go to `show`; the waiting ones first, in the order told
        (with `replay`, every one told so far: a screenshot shows what stderr said)."""
        with self._lock:
            waiting = list(self._told) if replay else self._waiting
            self._waiting = []
            self._show = show
        for told in waiting:
            show(told)

    def withdraw(self, told: Problem) -> bool:
        """Take back a problem not shown yet (a later one says it too), and leave it out of a
        replay; False if it was shown already."""
        with self._lock:
            if told in self._told:
                self._told.remove(told)
            if told in self._waiting:
                self._waiting.remove(told)
                return True
            return False

    def close(self, show: Show | None = None) -> None:
        """Back to keeping problems (the window is closing); with `show`, only if problems
        still go there (another window may have opened the channel since)."""
        with self._lock:
            if show is None or self._show == show:
                self._show = None

    @property
    def waiting(self) -> tuple[Problem, ...]:
        """Told, but no window has shown them yet."""
        with self._lock:
            return tuple(self._waiting)
