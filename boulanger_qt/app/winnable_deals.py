"""Choosing deals the solver has proved winnable: the shipped tables plus deals found
on this machine (kept in the data folder so the pool grows as you play)."""

from __future__ import annotations

import logging
import random
import re
import time
from collections.abc import Callable
from pathlib import Path

from boulanger_qt.core.deals import MAX_DEAL, deal
from boulanger_qt.core.solver.winnable import WinnableTable, WinnableTableError, winnable_table
from boulanger_qt.support.inputs import InputProblem, MissingInput, keep_aside, read_text

log = logging.getLogger(__name__)
PER_DEAL_TIMEOUT = 4.0
MAX_FOUND_BYTES = 16 * 1024 * 1024  # over a million deals
_DEAL_LINE = re.compile(r"[0-9]{1,10}", re.ASCII)


class WinnableDeals:
    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir

    def _found_file(self, cells: int) -> Path:
        return self.data_dir / f"winnable-found-c{cells}.txt"

    def table(self, cells: int) -> WinnableTable | None:
        try:
            return winnable_table(cells)
        except (OSError, WinnableTableError) as exc:
            log.error("winnable table for %d cells unusable: %s", cells, exc)
            return None

    def found(self, cells: int) -> set[int]:
        """Deals this machine proved winnable; unreadable lines are skipped, and a file that
        cannot be read at all is kept aside (the search fills a new one)."""
        path = self._found_file(cells)
        try:
            lines = read_text(path, max_bytes=MAX_FOUND_BYTES).splitlines()
        except MissingInput:
            return set()
        except InputProblem as exc:
            log.error("winnable deals found here not used: %s (kept as %s)", exc, keep_aside(path))
            return set()
        numbers = (int(line) for line in map(str.strip, lines) if _DEAL_LINE.fullmatch(line))
        return {n for n in numbers if 0 < n <= MAX_DEAL}

    def pick(self, cells: int) -> int | None:
        """A proven-winnable deal, uniformly over the table and the found ones."""
        rng = random.SystemRandom()
        table = self.table(cells)
        extra = sorted(n for n in self.found(cells) if table is None or n not in table)
        in_table = len(table) if table else 0
        if in_table + len(extra) == 0:
            return None
        n = rng.randrange(in_table + len(extra))
        return table.pick(rng) if table is not None and n < in_table else extra[n - in_table]

    def search(self, cells: int, budget: float, cancel: Callable[[], bool]) -> list[int]:
        """Try random deals outside the table for up to `budget` seconds; keep the winners.

        The searches go through the app's solver process and give way to any other search."""
        from boulanger_qt.app.solver_service import solve_giving_way

        rng = random.SystemRandom()
        table = self.table(cells)
        known = self.found(cells)
        kept = self._found_file(cells)
        found: list[int] = []
        end = time.monotonic() + budget
        while not cancel() and (left := end - time.monotonic()) > 0:
            number = rng.randint(1, MAX_DEAL)
            if (table is not None and table.known(number)) or number in known:
                continue
            if solve_giving_way(deal(number, cells), min(PER_DEAL_TIMEOUT, left), cancel).verdict == "solved":
                found.append(number)
                known.add(number)
                try:
                    kept.parent.mkdir(parents=True, exist_ok=True)
                    with kept.open("a", encoding="utf-8") as handle:
                        handle.write(f"{number}\n")
                except OSError as exc:
                    log.error("cannot record winnable deal %d: %s", number, exc)
        return found
