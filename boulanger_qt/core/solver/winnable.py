"""The shipped tables of winnable deal numbers, one per free-cell count.

Files live in `resources/winnable/cells-<n>.txt` (made by
tools/make_winnable_tables.py). Format: `#` comment lines, one of them
`# searched: A-B` giving the deals the table covers, then one deal number or one
`A-B` range of winnable deals per line, in increasing order.
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, cached_property
from itertools import accumulate

from boulanger_qt.core.resource_files import resource_path


class WinnableTableError(ValueError):
    """A shipped table (of winnable deals, or of difficulty ratings) that cannot be read."""


@dataclass(frozen=True)
class WinnableTable:
    """Winnable deals among `searched`; deals outside it are simply unknown."""

    cells: int
    searched: range
    ranges: tuple[tuple[int, int], ...]  # inclusive (first, last), sorted, disjoint

    @cached_property
    def _starts(self) -> list[int]:
        return [a for a, _ in self.ranges]

    @cached_property
    def _cumulative(self) -> list[int]:
        return list(accumulate(b - a + 1 for a, b in self.ranges))

    def __contains__(self, deal: object) -> bool:
        if not isinstance(deal, int):
            return False
        k = bisect.bisect_right(self._starts, deal) - 1
        return k >= 0 and deal <= self.ranges[k][1]

    def __len__(self) -> int:
        return self._cumulative[-1] if self._cumulative else 0

    def known(self, deal: int) -> bool:
        """Whether the table says anything about `deal` (winnable or not)."""
        return deal in self.searched

    def pick(self, rng: random.Random | None = None) -> int:
        """A winnable deal chosen uniformly from the table."""
        if not self.ranges:
            raise LookupError(f"no winnable deals known for {self.cells} free cells")
        n = (rng or random.SystemRandom()).randrange(len(self))
        k = bisect.bisect_right(self._cumulative, n)
        return self.ranges[k][0] + n - (self._cumulative[k - 1] if k else 0)


def table_lines(text: str) -> tuple[dict[str, tuple[int, str]], list[tuple[int, str]]]:
    """A shipped table's `# key: value` lines, {key: (line number, value)}, and its other lines."""
    keys: dict[str, tuple[int, str]] = {}
    body: list[tuple[int, str]] = []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        if (line := raw.strip()).startswith("#"):
            key, _, value = line[1:].partition(":")
            keys[key.strip()] = (lineno, value)
        elif line:
            body.append((lineno, line))
    return keys, body


def parse_table(text: str, cells: int) -> WinnableTable:
    keys, body = table_lines(text)
    if "searched" not in keys:
        raise WinnableTableError("the table has no '# searched: A-B' line")
    first, last = _span(*keys["searched"])
    return WinnableTable(cells, range(first, last + 1), tuple(_merge(_span(*line) for line in body)))


def _span(lineno: int, text: str) -> tuple[int, int]:
    first, dash, last = text.strip().partition("-")
    try:
        a = int(first)
        b = int(last) if dash else a
    except ValueError:
        raise WinnableTableError(f"line {lineno}: expected N or A-B, not {text.strip()!r}") from None
    if a > b:
        raise WinnableTableError(f"line {lineno}: range {a}-{b} runs backwards")
    return a, b


def _merge(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for a, b in sorted(spans):
        if merged and a <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    return merged


def shipped_table(name: str, cells: int) -> str:
    """The text of `resources/winnable/<name>-<cells>.txt`, for 4, 2 or 1 free cells."""
    if cells not in (4, 2, 1):
        raise ValueError(f"a game has 4, 2 or 1 free cells, not {cells}")
    return resource_path("winnable", f"{name}-{cells}.txt").read_text(encoding="utf-8")


@cache
def winnable_table(cells: int) -> WinnableTable:
    """The shipped table for 4, 2 or 1 free cells."""
    return parse_table(shipped_table("cells", cells), cells)
