"""The statistics read in SQL for the Statistics window: the list a page at a time, sorted
and filtered by SQLite over an index; the summary and the weeks as aggregates, the streaks
in one pass over one column. No query reads every game into Python. The counting rules are
core.stats_summary's, stated in Python in tests/core/stats_rules.py, which
tests/storage/test_stats_queries.py holds these queries to.

Rows that fail `stats_rows.from_row` are left out everywhere, as by `StatsStore.records`.
`check()` finds them: the rows SQL vouches for (`stats_sql.PLAIN_ROW`, every row this app
writes) are never read; the others (index `games_odd`) are checked in Python, and those
that fail are left out by rowid.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from itertools import groupby
from typing import Final

from boulanger_qt.app.storage.problem_ids import StorageProblem
from boulanger_qt.app.storage.stats import StatsStore
from boulanger_qt.app.storage.stats_rows import COLUMNS, from_row, usable_line
from boulanger_qt.app.storage.stats_sql import PLAIN_ROW, RESULT_GROUP, RESULT_GROUPS, SORTS
from boulanger_qt.core.daily import DAILY_CELLS, daily_deal, daily_streaks, is_daily, local_day
from boulanger_qt.core.record import GameRecord
from boulanger_qt.core.stats_summary import Summary, Week, deal_groups
from boulanger_qt.support.problems import Problem, problem

RESULT_SORT: Final = 3  # the column sorted by words that depend on the language: see `Order`
CELLS_SORT: Final = 2
PAGE_ROWS: Final = 200
_SELECT: Final = ", ".join(COLUMNS)
_WIN: Final = "(result = 'won' AND assisted = 0)"
_FINISHED: Final = "result != 'in_progress'"
# The day a game started, as days since Monday 1 January of year 1, in the time zone it
# was written in (as `datetime.fromisoformat(...).date()`); another ISO form asks Python.
_DAY: Final = ("CASE WHEN started_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*' "
               "THEN CAST(julianday(substr(started_at, 1, 10)) - 1721425.5 AS INTEGER) "
               "ELSE boulanger_day(started_at) END")
_EPOCH: Final = date(1, 1, 1)  # a Monday
DAILY_SPAN: Final = timedelta(days=20 * 366)  # the deal-of-the-day streaks look this far back


def _day_number(started_at: str) -> int:
    return (datetime.fromisoformat(started_at).date() - _EPOCH).days


@dataclass(frozen=True, slots=True)
class Order:
    """How the list is sorted: by a column (stats_sql.SORTS), ties as said there, all in
    the same direction. The result column sorts by its words: `result_groups` are
    stats_sql.RESULT_GROUPS in the order of the words shown for them."""

    column: int = 0
    descending: bool = True
    result_groups: tuple[str, ...] = RESULT_GROUPS

    @property
    def by_groups(self) -> bool:
        return self.column == RESULT_SORT

    def keys(self) -> tuple[str, ...]:
        """The sort keys, each in the order of the column's index (row last)."""
        if self.column == 0:
            return ("started_at", "rowid")
        if self.by_groups:
            return ("cells", "rowid")
        if self.column == CELLS_SORT:
            return ("cells", "started_at", "rowid")
        return (SORTS[self.column][0], "cells", "rowid")

    def by(self) -> str:
        return ", ".join(k + (" DESC" if self.descending else "") for k in self.keys())

    def groups(self) -> tuple[str, ...]:
        return tuple(reversed(self.result_groups)) if self.descending else self.result_groups


class GamesQuery:
    """One store's games as the Statistics window reads them; `check()` first, and after changes."""

    def __init__(self, store: StatsStore) -> None:
        self.store = store
        self._bad: list[int] = []
        self._group_counts: dict[int | None, dict[str, int]] = {}

    @contextmanager
    def _db(self) -> Iterator[sqlite3.Connection]:
        with self.store.connect() as db:
            db.create_function("boulanger_day", 1, _day_number, deterministic=True)
            yield db

    def _where(self, cells: int | None, *more: str,
               cells_term: str = "cells = ?") -> tuple[str, list[object]]:
        terms, params = list(more), list[object]()
        if cells is not None:
            terms.append(cells_term)
            params.append(cells)
        if self._bad:
            terms.append("rowid NOT IN (SELECT value FROM json_each(?))")
            params.append(json.dumps(self._bad))
        return (" WHERE " + " AND ".join(terms) if terms else ""), params

    def check(self) -> list[Problem]:
        """Why the rows that cannot be read are skipped (the games the store keeps waiting
        are written first), in the order of `StatsStore.records`."""
        self.store.before_read()
        with self._db() as db:
            odd = db.execute(f"SELECT rowid, {_SELECT} FROM games INDEXED BY games_odd WHERE NOT {PLAIN_ROW} "
                             "ORDER BY rowid").fetchall()
        self._bad, skipped, self._group_counts = [], [], {}
        for rowid, *values in odd:
            record, why = from_row(values)
            if record is None:
                self._bad.append(rowid)
                skipped.append(problem(StorageProblem.ROW_SKIPPED, row=rowid, reason=why))
        return skipped

    def summary(self, cells: int | None = None, today: date | None = None) -> Summary:
        where, params = self._where(cells)
        with self._db() as db:
            row = db.execute(f"""
                SELECT count(*), coalesce(sum({_FINISHED}), 0), coalesce(sum({_WIN}), 0),
                    coalesce(sum(result = 'lost'), 0), coalesce(sum(result = 'abandoned'), 0),
                    coalesce(sum(assisted), 0), coalesce(sum(result = 'won' AND assisted = 1), 0),
                    coalesce(sum(hints), 0),
                    min(CASE WHEN {_WIN} THEN seconds END), avg(CASE WHEN {_WIN} THEN seconds END),
                    max(CASE WHEN assisted = 0 THEN score END), avg(CASE WHEN {_WIN} THEN moves END)
                FROM games NOT INDEXED{where}""", params).fetchone()
            streaks = self._streaks(db, cells)
            daily = daily_streaks(self._daily_wins(db), today or date.today())
            where, params = self._where(cells, _FINISHED, "deal IS NOT NULL")
            winnable_played, winnable_won, by_difficulty = deal_groups(db.execute(
                f"SELECT cells, deal, count(*), sum({_WIN}) FROM games{where} GROUP BY cells, deal", params))
        (chosen, played, won, lost, abandoned, assisted, assisted_wins, hints, best_time, average_time,
         best_score, average_moves) = row
        return Summary(
            played=played, won=won, lost=lost, abandoned=abandoned, in_progress=chosen - played,
            assisted=assisted, assisted_wins=assisted_wins, hints=hints,
            current_win_streak=streaks[0], longest_win_streak=streaks[1],
            current_loss_streak=streaks[2], longest_loss_streak=streaks[3],
            best_time=None if best_time is None else float(best_time),
            average_time=average_time, best_score=best_score, average_moves=average_moves,
            current_daily_streak=daily[0], longest_daily_streak=daily[1],
            winnable_played=winnable_played, winnable_won=winnable_won, by_difficulty=by_difficulty,
        )

    def _streaks(self, db: sqlite3.Connection, cells: int | None) -> tuple[int, int, int, int]:
        """(current, longest) winning then losing streak: the runs of finished games that
        are wins or not, in the order they were recorded. One pass over the table: SQL's
        window functions took 3-5 times as long here."""
        where, params = self._where(cells, _FINISHED)
        wins = db.execute(f"SELECT {_WIN} FROM games{where} ORDER BY rowid", params)
        longest = {0: 0, 1: 0}
        win, length = 0, 0
        for ((win,), run) in groupby(wins):
            length = sum(1 for _ in run)
            longest[win] = max(longest[win], length)
        return (length if win else 0), longest[1], (0 if win else length), longest[0]

    def _daily_wins(self, db: sqlite3.Connection) -> Iterator[date]:
        """The days whose deal of the day was won. Only the games of a deal that was some
        day's deal of the day, within the span the wins cover, are read."""
        where, params = self._where(DAILY_CELLS, _WIN, "deal IS NOT NULL")
        span = f"SELECT min(started_at), max(started_at) FROM games{where}"
        first, last = db.execute(span, params).fetchone()
        if first is None:
            return
        try:
            end = local_day(last) + timedelta(days=1)
            day = max(local_day(first) - timedelta(days=1), end - DAILY_SPAN)
        except ValueError:  # not ISO: such a row fails the checks and is left out
            return
        deals = {daily_deal(day + timedelta(days=k)) for k in range((end - day).days + 1)}
        daily = f"SELECT deal, started_at FROM games{where} AND deal IN (SELECT value FROM json_each(?))"
        for deal, started_at in db.execute(daily, [*params, json.dumps(sorted(deals))]):
            day = local_day(started_at)
            if is_daily(deal, DAILY_CELLS, day):
                yield day

    def weeks(self, cells: int | None = None) -> list[Week]:
        """Played and won per week (from Monday), oldest first, with the empty weeks between."""
        where, params = self._where(cells, _FINISHED)
        with self._db() as db:
            counted = db.execute(f"SELECT ({_DAY}) / 7 AS week, count(*), sum({_WIN}) FROM games{where} "
                                 "GROUP BY week ORDER BY week", params).fetchall()
        if not counted:
            return []
        found = {week: (played, won) for week, played, won in counted}
        first, last = counted[0][0], counted[-1][0]
        return [Week(_EPOCH + timedelta(weeks=week), *found.get(week, (0, 0)))
                for week in range(first, last + 1)]

    def count(self, cells: int | None = None) -> int:
        return sum(self._counts(cells).values())

    def _counts(self, cells: int | None) -> dict[str, int]:
        """Games per result group (over an index, kept until the next `check()`)."""
        if cells not in self._group_counts:
            where, params = self._where(cells)
            with self._db() as db:
                rows = db.execute(f"SELECT {RESULT_GROUP} AS grp, count(*) FROM games INDEXED BY games_result"
                                  f"{where} GROUP BY grp", params).fetchall()
            self._group_counts[cells] = dict(rows)
        return self._group_counts[cells]

    def page(self, cells: int | None, order: Order, offset: int, limit: int = PAGE_ROWS) -> list[GameRecord]:
        """Rows `offset`.. in this order; one gone bad since `check()` is left out (a shorter page)."""
        if not order.by_groups:
            index = "games_cells" if order.column == 0 and cells is not None else SORTS[order.column][1]
            rows = self._rows(cells, order.by(), index, (), offset, limit)
        else:  # the groups one after another, each in the order of its index
            rows, start = [], 0
            for group in order.groups():
                size = self._counts(cells).get(group, 0)
                if start + size > offset and start < offset + limit:
                    skip = max(0, offset - start)
                    rows += self._rows(cells, order.by(), "games_result", (f"{RESULT_GROUP} = ?", group),
                                       skip, offset + limit - start - skip)
                start += size
        return [record for record, _ in map(from_row, rows) if record is not None]

    def _rows(self, cells: int | None, by: str, index: str, term: tuple[str, str] | tuple[()], offset: int,
              limit: int) -> list[tuple[object, ...]]:
        # A filter by cells is read from the index (cells is in it), as `cells + 0` so that
        # SQLite keeps the index's order instead of sorting what is left.
        where, params = self._where(cells, *term[:1], cells_term="cells = ?" if index == "games_cells"
                                    else "cells + 0 = ?")
        with self._db() as db:
            return db.execute(f"SELECT {_SELECT} FROM games INDEXED BY {index}{where} ORDER BY {by} "
                              "LIMIT ? OFFSET ?", [*term[1:], *params, limit, offset]).fetchall()

    def position(self, cells: int | None, order: Order, game_id: str) -> int | None:
        """Where the game with this id stands in the list in this order (None: not in it)."""
        keys = order.keys()
        before = ">" if order.descending else "<"
        with self._db() as db:
            found = db.execute(f"SELECT {RESULT_GROUP}, rowid, cells FROM games WHERE id = ?",
                               [game_id]).fetchone()
            if found is None or found[1] in self._bad or cells not in (None, found[2]):
                return None
            group = found[0]
            terms = [f"({', '.join(keys)}) {before} (SELECT {', '.join(keys)} FROM games WHERE id = ?)"]
            if order.by_groups:
                terms.append(f"{RESULT_GROUP} = ?")
            where, params = self._where(cells, *terms, cells_term="cells + 0 = ?")
            more = [game_id, group] if order.by_groups else [game_id]
            (rows,) = db.execute(f"SELECT count(*) FROM games{where}", [*more, *params]).fetchone()
        if order.by_groups:
            groups = order.groups()
            rows += sum(self._counts(cells).get(g, 0) for g in groups[:groups.index(group)])
        return int(rows)

    def line(self, game_id: str) -> str:  # its moves, space-separated; "" when none is usable
        with self._db() as db:
            found = db.execute("SELECT line FROM lines WHERE id = ?", [game_id]).fetchone()
        return "" if found is None else usable_line(found[0])

    def history(self, code: str | None) -> list[GameRecord]:  # this deal's games, as recorded
        if code is None:
            return []
        where, params = self._where(None, "coalesce(code, '') = ?", "code IS NOT NULL")
        with self._db() as db:
            rows = db.execute(f"SELECT {_SELECT} FROM games INDEXED BY games_code{where} "
                              "ORDER BY rowid", [code, *params]).fetchall()
        return [record for record, _ in map(from_row, rows) if record is not None]
