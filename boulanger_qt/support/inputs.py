"""The one reader for every file the app loads: regular files only, a size cap per kind
of file, and any decoding or parsing failure turned into one `InputProblem`.

Every file is hostile until checked: a FIFO would hang the start, a link to /dev/zero
would eat the memory, a 5,000-digit integer or a 10,000-deep nesting raises errors
the parsers do not document. Callers catch `InputProblem` alone, tell the player its
`.message`, and `keep_aside` the damaged file. `bounded` cuts every input that
is echoed in a message.
"""

from __future__ import annotations

import io
import json
import os
import re
import stat
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, Final, TypeVar

from boulanger_qt.core.messages import SaidError
from boulanger_qt.core.messages import bounded as bounded
from boulanger_qt.core.sentences import Said
from boulanger_qt.support.problems import Problem, ProblemId, os_reason, problem

_CHUNK: Final = 1 << 16
_ASIDE_SUFFIX: Final = ".bad"
_MAX_ASIDE: Final = 100
T = TypeVar("T")


class InputProblem(SaidError):
    """A file that cannot be used. `.message` says why, naming the file."""

    message: Problem

    def __init__(self, path: Path, id: ProblemId, **params: object) -> None:
        super().__init__(problem(id, file=bounded(path.name), **params))

    @property
    def reason(self) -> str:
        """The English sentence without the file's name: "is a folder, not a file"."""
        return str(self).removeprefix(f"{self.message['file']} ")


class MissingInput(InputProblem):
    """The file (or its folder) does not exist: usually fine, the caller uses defaults."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, ProblemId.FILE_MISSING)


def _refuse_unless_regular(path: Path, info: os.stat_result) -> None:
    mode = info.st_mode
    if stat.S_ISREG(mode):
        return
    what = (ProblemId.FILE_IS_FOLDER if stat.S_ISDIR(mode) else ProblemId.FILE_IS_PIPE if stat.S_ISFIFO(mode)
            else ProblemId.FILE_IS_DEVICE if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
            else ProblemId.FILE_IS_SOCKET if stat.S_ISSOCK(mode) else ProblemId.FILE_NOT_REGULAR)
    raise InputProblem(path, what)


def read_bytes(path: Path, *, max_bytes: int) -> bytes:
    """The bytes of a regular file of at most `max_bytes` (a FIFO is refused before it
    is opened, so nothing blocks; a file growing while read is cut off at the cap)."""
    return bytes(read_buffer(path, max_bytes=max_bytes))


def read_buffer(path: Path, *, max_bytes: int) -> bytearray:
    """`read_bytes` into memory of the caller's own (a bytearray, read in one go where the
    file's size allows: a large cache file costs one copy, not a list of chunks joined)."""
    try:
        _refuse_unless_regular(path, os.stat(path))
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
                     | getattr(os, "O_BINARY", 0))
    except (FileNotFoundError, NotADirectoryError):
        raise MissingInput(path) from None
    except OSError as exc:
        raise InputProblem(path, ProblemId.FILE_UNREADABLE, reason=os_reason(exc)) from None
    try:
        info = os.fstat(fd)
        _refuse_unless_regular(path, info)  # swapped for something else since the stat
        if info.st_size > max_bytes:
            raise InputProblem(path, ProblemId.FILE_TOO_LARGE, size=info.st_size, limit=max_bytes)
        # one byte more than the file: a file grown since its stat is noticed
        buffer = bytearray(min(max(info.st_size, _CHUNK), max_bytes) + 1)
        view = memoryview(buffer)
        total = 0
        with io.FileIO(fd, closefd=False) as stream:
            while got := stream.readinto(view[total:]):
                total += got
                if total > max_bytes:
                    raise InputProblem(path, ProblemId.FILE_TOO_LARGE, size=total, limit=max_bytes)
                if total == len(buffer):
                    view.release()
                    buffer.extend(bytes(min(len(buffer), max_bytes + 1 - total)))
                    view = memoryview(buffer)
        view.release()
        del buffer[total:]
        return buffer
    except OSError as exc:
        raise InputProblem(path, ProblemId.FILE_UNREADABLE, reason=os_reason(exc)) from None
    finally:
        os.close(fd)


def read_text(path: Path, *, max_bytes: int) -> str:
    try:
        return read_bytes(path, max_bytes=max_bytes).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputProblem(path, ProblemId.FILE_NOT_UTF8, byte=exc.start) from None


def _position(exc: BaseException) -> tuple[int, int] | None:
    """Where the parser stopped (JSON says it in attributes, tomllib in its message)."""
    line, column = getattr(exc, "lineno", None), getattr(exc, "colno", None)
    if isinstance(line, int) and isinstance(column, int):
        return line, column
    found = re.search(r"\(at line (\d{1,9}), column (\d{1,9})\)$", str(exc).partition("\n")[0])
    return (int(found[1]), int(found[2])) if found else None


def _parsed(path: Path, kind: str, parse: Callable[[str], T], max_bytes: int) -> T:
    """`path`'s text parsed; anything the parser raises on hostile input is one InputProblem."""
    text = read_text(path, max_bytes=max_bytes)
    try:
        return parse(text)
    except Exception as exc:
        detail: Said
        if isinstance(exc, SaidError):
            detail = exc.message
        elif isinstance(exc, RecursionError):
            detail = problem(ProblemId.NESTED_TOO_DEEPLY)
        elif isinstance(exc, MemoryError):
            detail = problem(ProblemId.TOO_LARGE_FOR_MEMORY)
        elif isinstance(exc, ValueError) and "limit" in str(exc) and "digits" in str(exc):
            detail = problem(ProblemId.TOO_MANY_DIGITS)
        else:  # the parser's own words go to the log only: they would stay English
            words = bounded(str(exc).splitlines()[0] if str(exc) else type(exc).__name__, 100)
            if (where := _position(exc)) is not None:
                detail = problem(ProblemId.PARSE_POSITION, line=where[0], column=where[1], text=words)
            elif re.search(r"\(at end of document\)$", words):
                detail = problem(ProblemId.PARSE_END, text=words)
            else:
                detail = problem(ProblemId.PARSE_MISTAKE, text=words)
        raise InputProblem(path, ProblemId.FILE_NOT_VALID, kind=kind, detail=detail) from None


def _toml(text: str) -> dict[str, Any]:
    # Imported once there is a text to parse: tomllib compiles its regular expressions as it
    # is imported (with a one-line parse, 8 M of a warm start's 1,043 M instructions), and a
    # start with no settings file and the remembered theme reads no TOML.
    import tomllib

    return tomllib.loads(text)


def read_toml(path: Path, *, max_bytes: int) -> dict[str, Any]:
    return _parsed(path, "TOML", _toml, max_bytes)


class _Refused(SaidError, ValueError):
    """A value the JSON reader refuses itself (its reason is ours, not the parser's)."""


def _finite_float(text: str) -> float:
    value = float(text)
    if value - value != 0.0:  # inf or nan
        raise _Refused(problem(ProblemId.NUMBER_OUT_OF_RANGE, number=bounded(text)))
    return value


def _no_constant(name: str) -> Any:
    raise _Refused(problem(ProblemId.NOT_A_JSON_NUMBER, name=bounded(name)))


def read_json(path: Path, *, max_bytes: int) -> Any:
    """A JSON file, read strictly: no NaN or Infinity, no number that overflows."""
    return _parsed(path, "JSON", partial(json.loads, parse_float=_finite_float, parse_constant=_no_constant),
                   max_bytes)


def keep_aside(path: Path) -> Path | None:
    """`move_aside` for a damaged regular file; None when it is not one or cannot be moved:
    links, pipes and folders stay (the next save replaces a link or pipe, not its target)."""
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return None
    except OSError:
        return None
    return move_aside(path)


def move_aside(path: Path) -> Path | None:
    """Move whatever is at `path` (a file, a folder, a pipe, a link) to `<name>.bad` (or
    `<name>.2.bad`, …), never over an earlier one; None when it cannot be moved."""
    for n in range(1, _MAX_ASIDE + 1):
        aside = path.with_name(path.name + (_ASIDE_SUFFIX if n == 1 else f".{n}{_ASIDE_SUFFIX}"))
        if os.path.lexists(aside):
            continue
        try:
            path.rename(aside)
        except OSError:
            return None
        return aside
    return None


def kept_name(aside: Path | None) -> str | None:
    """The name a damaged file was kept as (a problem's `kept`), or None when it was not moved."""
    return bounded(aside.name) if aside is not None else None
