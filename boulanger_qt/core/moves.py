"""Moves as values, with the project's text notation (`3a`, `a5`, `1h`, `54:3`).

Places: tableau columns `1`-`8`, free cells `a`-`d`, foundation `h`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Final

from .echo import quoted

COLUMN_COUNT: Final = 8
MAX_CELLS: Final = 4
FOUNDATION: Final = "h"


class PlaceKind(Enum):
    COLUMN = "column"
    CELL = "cell"
    FOUNDATION = "foundation"


class NotationError(ValueError):
    """Text that is not a move in our notation."""


@dataclass(frozen=True, slots=True)
class Place:
    """A spot on the board: a column (index 0-7), a free cell (0-3) or the foundation."""

    kind: PlaceKind
    index: int = 0

    @staticmethod
    def column(index: int) -> Place:
        return _COLUMNS[index]

    @staticmethod
    def cell(index: int) -> Place:
        return _CELLS[index]

    @staticmethod
    def parse(char: str) -> Place:
        place = _BY_CHAR.get(char.lower())
        if place is None:
            raise NotationError(
                f"{char!r} is not a place: use 1-8 for columns, a-d for free cells, h for the foundation"
            )
        return place

    def __str__(self) -> str:
        if self.kind is PlaceKind.COLUMN:
            return str(self.index + 1)
        if self.kind is PlaceKind.CELL:
            return "abcd"[self.index]
        return FOUNDATION

    def describe(self) -> str:
        if self.kind is PlaceKind.COLUMN:
            return f"column {self.index + 1}"
        if self.kind is PlaceKind.CELL:
            return f"free cell {'abcd'[self.index]}"
        return "the foundation"


_COLUMNS: Final = tuple(Place(PlaceKind.COLUMN, i) for i in range(COLUMN_COUNT))
_CELLS: Final = tuple(Place(PlaceKind.CELL, i) for i in range(MAX_CELLS))
FOUNDATION_PLACE: Final = Place(PlaceKind.FOUNDATION)
_BY_CHAR: Final[dict[str, Place]] = (
    {str(p): p for p in _COLUMNS} | {str(p): p for p in _CELLS} | {FOUNDATION: FOUNDATION_PLACE}
)

_MOVE_RE: Final = re.compile(r"^([1-8a-dh])([1-8a-dh])(?::([0-9]+))?$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Move:
    """Move `count` cards from the top of `source` onto `target`."""

    source: Place
    target: Place
    count: int = 1

    @staticmethod
    def parse(text: str) -> Move:
        """Read `3a`, `a5`, `1h`, `54:3` (case and surrounding spaces ignored)."""
        match = _MOVE_RE.match(text.strip())
        if match is None:
            raise NotationError(
                f"{quoted(text)} is not a move: expected <from><to>[:n], e.g. 3a, a5, 1h, 54:3"
            )
        source, target = Place.parse(match[1]), Place.parse(match[2])
        digits = (match[3] or "1").lstrip("0") or "0"
        if len(digits) > 2:  # no run is that long; and int() refuses 4,300+ digits
            raise NotationError(f"{quoted(text)}: a run has at most 13 cards")
        count = int(digits)
        if count < 1:
            raise NotationError(f"{quoted(text)}: a move carries at least one card")
        if source.kind is PlaceKind.FOUNDATION:
            raise NotationError(f"{quoted(text)}: cards never come back off the foundation")
        if count > 1 and not (
            source.kind is PlaceKind.COLUMN and target.kind is PlaceKind.COLUMN
        ):
            raise NotationError(f"{quoted(text)}: only a column-to-column move carries several cards")
        return Move(source, target, count)

    def __str__(self) -> str:
        suffix = f":{self.count}" if self.count > 1 else ""
        return f"{self.source}{self.target}{suffix}"


def parse_moves(text: str) -> list[Move]:
    """Whitespace- or comma-separated moves."""
    return [Move.parse(token) for token in text.replace(",", " ").split()]
