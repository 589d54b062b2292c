"""Game records to database rows and back, with the type checks SQLite does not make.

SQLite stores whatever it is given, so a row written by another program (or a damaged
one) can hold text where a number belongs. `from_row` and `from_mapping` check every
field and say what is wrong instead of passing a bad record on to the window or an
exporter. The journal and the exporters' round-trip tests use the same checks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Final

from boulanger_qt.app.storage.problem_ids import StorageProblem
from boulanger_qt.core.game_view import Result
from boulanger_qt.core.messages import SaidError
from boulanger_qt.core.record import MAX_LINE_CHARS, RECORD_FIELDS, GameRecord
from boulanger_qt.support.problems import Problem, problem

# The games table's columns: every field but the line, which the table `lines` holds (stats.py).
COLUMNS: Final = tuple(name for name in RECORD_FIELDS if name != "line")
_RESULTS: Final = {r.value: r for r in Result}
_INTS: Final = ("moves", "score", "undos", "hints", "solution_moves", "home_moves")


class BadRecord(SaidError, ValueError):
    """A stored game whose fields have the wrong types or values; `.message` says which."""

    def __init__(self, id: StorageProblem, **params: object) -> None:
        super().__init__(problem(id, **params))


def to_row(record: GameRecord) -> tuple[Any, ...]:
    return tuple(
        str(record.result) if name == "result" else int(record.assisted) if name == "assisted"
        else getattr(record, name)
        for name in COLUMNS
    )


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _time(name: str, value: object) -> str:
    if not isinstance(value, str) or len(value) > 40:
        raise BadRecord(StorageProblem.RECORD_NOT_TIME, name=name)
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise BadRecord(StorageProblem.RECORD_NOT_ISO, name=name, value=repr(value[:40])) from None
    if moment.utcoffset() is None:
        raise BadRecord(StorageProblem.RECORD_NO_ZONE, name=name, value=repr(value))
    return value


def from_mapping(data: Mapping[str, object]) -> GameRecord:
    """A checked record from named fields; BadRecord says what is wrong. The line is
    optional information: missing (a journal written before lines were kept) or unusable,
    it is unknown ("")."""
    missing = [name for name in COLUMNS if name not in data]
    if missing:
        raise BadRecord(StorageProblem.RECORD_MISSING, names=", ".join(missing))
    game_id, code, deal, cells = data["id"], data["code"], data["deal"], data["cells"]
    if not isinstance(game_id, str) or not game_id or len(game_id) > 64:
        raise BadRecord(StorageProblem.RECORD_ID)
    if code is not None and (not isinstance(code, str) or len(code) > 32):
        raise BadRecord(StorageProblem.RECORD_CODE)
    if deal is not None and (not _is_int(deal) or not 1 <= deal < 2**31):  # type: ignore[operator]
        raise BadRecord(StorageProblem.RECORD_DEAL)
    if cells not in (1, 2, 4) or not _is_int(cells):
        raise BadRecord(StorageProblem.RECORD_CELLS)
    result = _RESULTS.get(data["result"]) if isinstance(data["result"], str) else None
    if result is None:
        raise BadRecord(StorageProblem.RECORD_RESULT, value=repr(str(data["result"])[:20]),
                        results=", ".join(_RESULTS))
    assisted = data["assisted"]
    if assisted not in (0, 1) or isinstance(assisted, float):
        raise BadRecord(StorageProblem.RECORD_ASSISTED)
    ended = data["ended_at"]
    seconds = data["seconds"]
    if not isinstance(seconds, int | float) or isinstance(seconds, bool) or not 0 <= seconds < 1e9:
        raise BadRecord(StorageProblem.RECORD_SECONDS)
    numbers: dict[str, int] = {}
    for name in _INTS:
        value = data[name]
        if not _is_int(value) or not 0 <= value < 2**31:  # type: ignore[operator]
            raise BadRecord(StorageProblem.RECORD_NOT_WHOLE, name=name)
        numbers[name] = value  # type: ignore[assignment]
    return GameRecord(
        id=game_id, code=code, deal=deal, cells=cells,  # type: ignore[arg-type]
        result=result, assisted=bool(assisted),
        started_at=_time("started_at", data["started_at"]),
        ended_at=None if ended is None else _time("ended_at", ended),
        seconds=float(seconds), **numbers, line=usable_line(data.get("line", "")),
    )


def usable_line(value: object) -> str:
    return value if isinstance(value, str) and len(value) <= MAX_LINE_CHARS else ""


def from_row(values: Sequence[object], line: object = "") -> tuple[GameRecord | None, Problem | None]:
    """A checked record from a database row in `COLUMNS` order and its line, or None and why not."""
    try:
        return from_mapping({**dict(zip(COLUMNS, values, strict=True)), "line": line}), None
    except BadRecord as exc:
        return None, exc.message if isinstance(exc.message, Problem) else None
