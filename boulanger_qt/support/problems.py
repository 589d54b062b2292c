"""The one way a problem reaches the player: `Problem`s told to the app's `ProblemChannel`.

Every producer (settings, storage, plugins, themes, the log, the error hook, from any
thread) tells the channel a `Problem` — an id with parameters, never a worded sentence, so
the window can say it in the player's language. Until a window can show problems, the
channel keeps them; once one `opens` it, the waiting ones are shown in the order they were
told, and later ones at once. Each distinct problem is shown and logged (in English) once.
"""

from __future__ import annotations

import errno
import logging
import re
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Final, Protocol

from boulanger_qt.core.messages import bounded
from boulanger_qt.core.sentences import ENGLISH, QT_TRANSLATE_NOOP, Language, Text, fill, render_template
from boulanger_qt.support.problem_ids import ProblemId as ProblemId
from boulanger_qt.support.problem_ids import ThemeProblem as ThemeProblem

log = logging.getLogger(__name__)

KEPT: Final = QT_TRANSLATE_NOOP("ProblemText", "It was kept as %1.")


class Tell(Protocol):
    """`ProblemChannel.tell`, as producers take it."""

    def __call__(self, told: Problem, *, again: bool = False) -> None: ...


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem sentence: its id and its parameters. `str()` is the English sentence
    (for the log and the command line); the window renders the same sentence translated.
    The id is a member of any problem-id enum (`ProblemId`, `ThemeProblem`, or one declared
    beside the modules that say it), its value the declared sentence."""

    id: Enum
    params: Mapping[str, object] = field(default_factory=dict)

    @property
    def text(self) -> Text:
        return declared if isinstance(declared := self.id.value, Text) else declared(self.params)

    def render(self, language: Language, *, part: bool = False) -> str:
        """The sentence in `language`; a `part` (a reason inside another sentence) without
        its full stop."""
        template, said = render_template(self.text, self.params, language)
        if kept := self.params.get("kept"):
            said += " " + fill(language.translate(KEPT, None), kept)
        if part:
            return said.rstrip(".")
        # A sentence that opens with a file name keeps the name's case.
        return said if template.startswith("%") else said[:1].upper() + said[1:]

    def __str__(self) -> str:
        return self.render(ENGLISH)

    def __getitem__(self, name: str) -> object:
        return self.params[name]


def problem(id: Enum, **params: object) -> Problem:
    return Problem(id, params)


def own_words(told: object) -> list[str]:
    """The system's, Python's or pluggy's own English words inside a problem (its reasons'
    `text`), which only the log records."""
    if isinstance(told, tuple):
        return [words for item in told for words in own_words(item)]
    if not isinstance(told, Problem):
        return []
    name = OWN_WORDS.get(told.id)
    found = [str(told.params[name])] if name and told.params.get(name) else []
    return found + [words for value in told.params.values() for words in own_words(value)]


def logged(told: Problem) -> str:
    """The English sentence, then the outside world's own words it stands for, if any: what
    the log and the command line print."""
    return f"{told} ({'; '.join(words)})" if (words := own_words(told)) else str(told)


# The parameter that holds the outside world's own words, per problem that has one.
OWN_WORDS: Final[dict[Enum, str]] = {
    **dict.fromkeys((ProblemId.OS_ERROR, ProblemId.IMPORT_NO_MODULE, ProblemId.IMPORT_NO_NAME,
                     ProblemId.IMPORT_SYNTAX, ProblemId.PARSE_POSITION, ProblemId.PARSE_END,
                     ProblemId.PARSE_MISTAKE), "text"),
    ThemeProblem.SVG_NOT_XML: "error",
}


Show = Callable[[Problem], None]


class ProblemChannel:
    """Queues problems until a window opens the channel, then shows each one once.

    `tell` may be called from any thread; `show` (given to `open`) is called on the
    telling thread, so a window passes a callable that hands the problem to its own thread
    (a queued Qt signal)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._waiting: list[Problem] = []  # told, not shown by a window yet
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

    def withdraw(self, told: Problem) -> None:
        """Take back a problem not shown yet (a later one says it too), and leave it out of a
        replay."""
        with self._lock:
            for kept in (self._told, self._waiting):
                if told in kept:
                    kept.remove(told)

    def close(self, show: Show | None = None) -> None:
        """Back to keeping problems (the window is closing); with `show`, only if problems
        still go there (another window may have opened the channel since)."""
        with self._lock:
            if show is None or self._show == show:
                self._show = None


# SQLite's primary result codes (sqlite3.h) said as the errno that means the same to a player.
_SQLITE_AS_ERRNO: Final = {
    3: errno.EACCES,  # SQLITE_PERM
    5: errno.EBUSY,  # SQLITE_BUSY
    6: errno.EBUSY,  # SQLITE_LOCKED
    7: errno.ENOMEM,  # SQLITE_NOMEM
    8: errno.EACCES,  # SQLITE_READONLY: the file or its folder may not be written
    10: errno.EIO,  # SQLITE_IOERR
    13: errno.ENOSPC,  # SQLITE_FULL
}


def os_reason(exc: BaseException) -> Problem:
    """Why an OS call, or SQLite (locked, read-only, full…), failed: an errno for the window,
    their own words for the log."""
    if isinstance(code := getattr(exc, "sqlite_errorcode", None), int):  # sqlite3.Error's (slow to import)
        number = _SQLITE_AS_ERRNO.get(code & 0xFF)
    elif isinstance(exc, OSError):
        number = exc.errno
    elif isinstance(exc, RuntimeError) and "loop" in str(exc).lower():  # pathlib's resolve()
        number = errno.ELOOP
    else:
        number = errno.ENOMEM if isinstance(exc, MemoryError) else None
    words = (exc.strerror if isinstance(exc, OSError) else None) or str(exc) or type(exc).__name__
    return problem(ProblemId.OS_ERROR, errno=number, text=bounded(words, 200))


def import_reason(exc: BaseException, described: str) -> Problem | str:
    """Why a plugin could not be imported: a missing module or name, or a syntax error, said
    in the player's language; anything else as the plugin's own `described` words."""
    if isinstance(exc, ModuleNotFoundError) and exc.name:
        return problem(ProblemId.IMPORT_NO_MODULE, module=bounded(exc.name), text=described)
    if isinstance(exc, ImportError):
        found = re.search(r"cannot import name '([^']{1,200})' from '([^']{1,200})'", str(exc))
        if found:
            return problem(ProblemId.IMPORT_NO_NAME, name=bounded(found[1]), module=bounded(found[2]),
                           text=described)
    if isinstance(exc, SyntaxError) and exc.lineno:
        file = bounded((exc.filename or "").replace("\\", "/").rpartition("/")[2] or "?")
        return problem(ProblemId.IMPORT_SYNTAX, file=file, line=exc.lineno, text=described)
    return described
