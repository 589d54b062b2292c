"""The SQL the statistics share: which rows SQL can vouch for, and the sort keys of the
Statistics window's list with the index (schema 4, stats.py) that gives each its order."""

from __future__ import annotations

from typing import Final

from boulanger_qt.core.game_view import Result

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
    *(f"(typeof({name}) = 'integer' AND {name} BETWEEN 0 AND 2147483647)"
      for name in ("moves", "score", "undos", "hints", "solution_moves", "home_moves")),
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
