"""Game records to database rows and back, with the type checks SQLite does not make.

SQLite stores whatever it is given, so a row written by another program (or a damaged
one) can hold text where a number belongs. `from_row` and `from_mapping` check every
field and say what is wrong instead of passing a bad record on to the window or an
exporter. The journal and the exporters' round-trip tests use the same checks.

Also the SQL the statistics share: which rows SQL can vouch for (`PLAIN_ROW`), and the sort
keys of the Statistics window's list with the index (schema 4, stats.py) that gives each its order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Final

from boulanger_qt.core.messages import SaidError
from boulanger_qt.core.outcome import Result
from boulanger_qt.core.record import MAX_LINE_CHARS, RECORD_FIELDS, GameRecord
from boulanger_qt.support.problems import Problem, ProblemId, problem

# The games table's columns: every field but the line, which the table `lines` holds (stats.py).
COLUMNS: Final = tuple(name for name in RECORD_FIELDS if name != "line")
_RESULTS: Final = {r.value: r for r in Result}
_INTS: Final = ("moves", "score", "undos", "hints", "solution_moves", "home_moves")


class BadRecord(SaidError, ValueError):
    """A stored game whose fields have the wrong types or values; `.message` says which."""

    def __init__(self, id: ProblemId, **params: object) -> None:
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
        raise BadRecord(ProblemId.RECORD_NOT_TIME, name=name)
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise BadRecord(ProblemId.RECORD_NOT_ISO, name=name, value=repr(value[:40])) from None
    if moment.utcoffset() is None:
        raise BadRecord(ProblemId.RECORD_NO_ZONE, name=name, value=repr(value))
    return value


def from_mapping(data: Mapping[str, object]) -> GameRecord:
    """A checked record from named fields; BadRecord says what is wrong. The line is
    optional information: missing (a journal written before lines were kept) or unusable,
    it is unknown ("")."""
    missing = [name for name in COLUMNS if name not in data]
    if missing:
        raise BadRecord(ProblemId.RECORD_MISSING, names=", ".join(missing))
    game_id, code, deal, cells = data["id"], data["code"], data["deal"], data["cells"]
    if not isinstance(game_id, str) or not game_id or len(game_id) > 64:
        raise BadRecord(ProblemId.RECORD_ID)
    if code is not None and (not isinstance(code, str) or len(code) > 32):
        raise BadRecord(ProblemId.RECORD_CODE)
    if deal is not None and (not _is_int(deal) or not 1 <= deal < 2**31):  # type: ignore[operator]
        raise BadRecord(ProblemId.RECORD_DEAL)
    if cells not in (1, 2, 4) or not _is_int(cells):
        raise BadRecord(ProblemId.RECORD_CELLS)
    result = _RESULTS.get(data["result"]) if isinstance(data["result"], str) else None
    if result is None:
        raise BadRecord(ProblemId.RECORD_RESULT, value=repr(str(data["result"])[:20]),
                        results=", ".join(_RESULTS))
    assisted = data["assisted"]
    if assisted not in (0, 1) or isinstance(assisted, float):
        raise BadRecord(ProblemId.RECORD_ASSISTED)
    ended = data["ended_at"]
    seconds = data["seconds"]
    if not isinstance(seconds, int | float) or isinstance(seconds, bool) or not 0 <= seconds < 1e9:
        raise BadRecord(ProblemId.RECORD_SECONDS)
    numbers: dict[str, int] = {}
    for name in _INTS:
        value = data[name]
        if not _is_int(value) or not 0 <= value < 2**31:  # type: ignore[operator]
            raise BadRecord(ProblemId.RECORD_NOT_WHOLE, name=name)
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
    """A checked record from a database row in `COLUMNS` order and its line, or None and
    why not."""
    try:
        return from_mapping({**dict(zip(COLUMNS, values, strict=True)), "line": line}), None
    except BadRecord as exc:
        return None, exc.message if isinstance(exc.message, Problem) else None


_TIME: Final = "[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]+00:00"


def _plain_time(column: str) -> str:
    """`column` is a UTC time as this app writes it, on a real day (SQLite's date() with a
    modifier moves 30 February to March) at a real hour."""
    return (f"(typeof({column}) = 'text' AND {column} GLOB '{_TIME}' AND substr({column}, 1, 4) != '0000'"
            f" AND substr({column}, 12, 2) < '24'"
            f" AND date(substr({column}, 1, 10), '+0 days') = substr({column}, 1, 10))")


# SQL: every row for which this is true passes from_row (the converse need not hold: the rest is
# checked in Python). Never NULL: coalesce.
PLAIN_ROW: Final = "coalesce(" + " AND ".join((
    "typeof(id) = 'text' AND length(id) BETWEEN 1 AND 64",
    "(code IS NULL OR (typeof(code) = 'text' AND length(code) <= 32))",
    "(deal IS NULL OR (typeof(deal) = 'integer' AND deal BETWEEN 1 AND 2147483647))",
    "typeof(cells) = 'integer' AND cells IN (1, 2, 4)",
    "typeof(result) = 'text' AND result IN (" + ", ".join(f"'{r.value}'" for r in Result) + ")",
    "typeof(assisted) = 'integer' AND assisted IN (0, 1)",
    "typeof(seconds) IN ('integer', 'real') AND seconds >= 0 AND seconds < 1e9",
    *(f"(typeof({name}) = 'integer' AND {name} BETWEEN 0 AND 2147483647)" for name in _INTS),
    _plain_time("started_at"),
    f"(ended_at IS NULL OR {_plain_time('ended_at')})",
)) + ", 0)"

# The list in the Statistics window sorts by what a column shows: the result column by its
# word, which is one of these groups (an assisted win has its own words).
RESULT_GROUP: Final = "(CASE WHEN result = 'won' AND assisted = 1 THEN 'won assisted' ELSE result END)"
RESULT_GROUPS: Final = ("won", "won assisted", "lost", "abandoned", "in_progress")
# Per column of that list: what it sorts by, and the index (schema 4) that gives that order.
# Ties: by start for the date and cell count columns; by cell count, then in the order the
# games were recorded (rowid) for the others, as their indexes hold them, so no query sorts.
# (Ties by start in those indexes too made the file 3x as large and its check at start 2x as
# long, for an order no one sees: games with the same score started in the same second.)
SORTS: Final = (
    ("started_at", "games_started"), ("coalesce(code, '')", "games_code"), ("cells", "games_cells"),
    (RESULT_GROUP, "games_result"), ("score", "games_score"), ("moves", "games_moves"),
    ("seconds", "games_seconds"), ("hints", "games_hints"), ("assisted", "games_assisted"),
)
INDEXES: Final = "".join(
    f"CREATE INDEX IF NOT EXISTS {name} ON games ({key}, {'started_at' if key == 'cells' else 'cells'});\n"
    for key, name in SORTS[1:]
) + f"CREATE INDEX IF NOT EXISTS games_odd ON games (started_at) WHERE NOT {PLAIN_ROW};\n"
