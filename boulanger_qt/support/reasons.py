"""Why the system, SQLite or Python's import machinery refused, as `Problem`s.

Their own words are English ("No space left on device", "database is locked", "No module
named 'numpy'"). A reason carries what the window needs to say it in the player's language
(an errno, a module's name), and its English is those own words, for the log.
"""

from __future__ import annotations

import errno
import re
from typing import Final

from boulanger_qt.core.echo import bounded
from boulanger_qt.support.problems import Problem, ProblemId, problem

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
    """Why an OS call failed: its errno for the window, the OS's words for the log."""
    if isinstance(exc, OSError):
        return problem(ProblemId.OS_ERROR, errno=exc.errno, text=bounded(exc.strerror or str(exc), 200))
    if isinstance(exc, RuntimeError) and "loop" in str(exc).lower():  # pathlib's resolve()
        return problem(ProblemId.OS_ERROR, errno=errno.ELOOP, text=bounded(str(exc), 200))
    number = errno.ENOMEM if isinstance(exc, MemoryError) else None
    return problem(ProblemId.OS_ERROR, errno=number, text=bounded(str(exc) or type(exc).__name__, 200))


def sqlite_reason(exc: BaseException) -> Problem:
    """Why SQLite could not use the file now (locked, read-only, full…), as an OS reason."""
    code = getattr(exc, "sqlite_errorcode", None)  # sqlite3.Error's (not imported here: slow)
    if isinstance(code, int):
        number = _SQLITE_AS_ERRNO.get(code & 0xFF)
        return problem(ProblemId.OS_ERROR, errno=number, text=bounded(str(exc) or type(exc).__name__, 200))
    return os_reason(exc)


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
