"""Moves as values, with the project's text notation (`3a`, `a5`, `1h`, `54:3`).

Places: tableau columns `1`-`8`, free cells `a`-`d`, foundation `h`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Final

from boulanger_qt.core.messages import Message, SaidError, bounded, say
from boulanger_qt.core.messages import MessageId as M

COLUMN_COUNT: Final = 8
MAX_CELLS: Final = 4
FOUNDATION: Final = "h"


class PlaceKind(Enum):
    COLUMN = "column"
    CELL = "cell"
    FOUNDATION = "foundation"


class NotationError(SaidError, ValueError):
    """Text that is not a move in our notation; `.message` says why."""


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
        if (place := _BY_CHAR.get(char.lower())) is None:
            raise NotationError(say(M.NOT_A_PLACE, text=bounded(char)))
        return place

    def __str__(self) -> str:
        if self.kind is PlaceKind.COLUMN:
            return str(self.index + 1)
        if self.kind is PlaceKind.CELL:
            return "abcd"[self.index]
        return FOUNDATION


_COLUMNS: Final = tuple(Place(PlaceKind.COLUMN, i) for i in range(COLUMN_COUNT))
_CELLS: Final = tuple(Place(PlaceKind.CELL, i) for i in range(MAX_CELLS))
FOUNDATION_PLACE: Final = Place(PlaceKind.FOUNDATION)
_BY_CHAR: Final[dict[str, Place]] = (
    {str(p): p for p in _COLUMNS} | {str(p): p for p in _CELLS} | {FOUNDATION: FOUNDATION_PLACE}
)
_NOTATION: Final = re.compile(r"([1-8a-dh])([1-8a-dh])(?::([0-9]+))?", re.IGNORECASE | re.ASCII)


@dataclass(frozen=True, slots=True)
class Move:
    """Move `count` cards from the top of `source` onto `target`."""

    source: Place
    target: Place
    count: int = 1

    @staticmethod
    def parse(text: str) -> Move:
        """Read `3a`, `a5`, `1h`, `54:3` (case and surrounding spaces ignored)."""
        if (match := _NOTATION.fullmatch(text.strip())) is None:
            raise NotationError(say(M.NOT_A_MOVE, text=bounded(text)))
        source, target = _BY_CHAR[match[1].lower()], _BY_CHAR[match[2].lower()]
        digits = (match[3] or "1").lstrip("0") or "0"
        if len(digits) > 2:  # no run is that long; and int() refuses 4,300+ digits
            raise NotationError(_refused(text, M.RUN_AT_MOST_13))
        if (count := int(digits)) < 1:
            raise NotationError(_refused(text, M.NO_CARDS))
        if source.kind is PlaceKind.FOUNDATION:
            raise NotationError(_refused(text, M.FROM_FOUNDATION))
        if count > 1 and not (source.kind is PlaceKind.COLUMN and target.kind is PlaceKind.COLUMN):
            raise NotationError(_refused(text, M.SEVERAL_NOT_COLUMNS))
        return Move(source, target, count)

    def __str__(self) -> str:
        suffix = f":{self.count}" if self.count > 1 else ""
        return f"{self.source}{self.target}{suffix}"


def _refused(text: str, why: M) -> Message:
    return say(M.MOVE_TEXT_ILLEGAL, text=bounded(text), reason=say(why))


def parse_moves(text: str) -> list[Move]:
    """Whitespace- or comma-separated moves."""
    return [Move.parse(token) for token in text.replace(",", " ").split()]
