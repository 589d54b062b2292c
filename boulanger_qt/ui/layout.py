"""Board geometry in card units, scaled to the view: resizing is one scale change.

Plain floats, no Qt, so the arithmetic is easy to test.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..core.moves import COLUMN_COUNT, MAX_CELLS

MARGIN: Final = 0.28  # around the board, in card widths
GAP: Final = 0.2  # between columns, in card widths
ROW_GAP: Final = 0.42  # between the top row and the tableau, in card widths
FAN: Final = 0.3  # vertical offset of overlapping cards, in card heights
MIN_FAN: Final = 0.085  # the tightest a long column is squeezed, in card heights
TYPICAL_DEPTH: Final = 10  # the column length the board is sized for before it squeezes
STATUS_ROOM: Final = 0.0

Rect = tuple[float, float, float, float]  # x, y, width, height


@dataclass(frozen=True, slots=True)
class BoardLayout:
    width: float
    height: float
    aspect: float  # card height / card width
    card_width: float
    left: float  # x of the first column (the board is centred)

    @staticmethod
    def fit(width: float, height: float, aspect: float = 1.4) -> BoardLayout:
        across = COLUMN_COUNT + 2 * MARGIN + (COLUMN_COUNT - 1) * GAP
        down = 2 * MARGIN + ROW_GAP + aspect * (2 + FAN * (TYPICAL_DEPTH - 1))
        card_width = max(8.0, min(width / across, height / down))
        board_width = card_width * (COLUMN_COUNT + (COLUMN_COUNT - 1) * GAP)
        return BoardLayout(width, height, aspect, card_width, (width - board_width) / 2)

    @property
    def card_height(self) -> float:
        return self.card_width * self.aspect

    def column_x(self, index: int) -> float:
        return self.left + index * self.card_width * (1 + GAP)

    @property
    def top_y(self) -> float:
        return self.card_width * MARGIN

    @property
    def tableau_y(self) -> float:
        return self.top_y + self.card_height + self.card_width * ROW_GAP

    def cell_rect(self, index: int) -> Rect:
        return (self.column_x(index), self.top_y, self.card_width, self.card_height)

    def foundation_rect(self, suit_index: int) -> Rect:
        slot = COLUMN_COUNT - MAX_CELLS + suit_index
        return (self.column_x(slot), self.top_y, self.card_width, self.card_height)

    def fan(self, count: int) -> float:
        """Vertical step between overlapping cards so a column of `count` stays on screen."""
        if count <= 1:
            return FAN * self.card_height
        room = self.height - self.tableau_y - self.card_height - self.card_width * MARGIN
        return max(MIN_FAN * self.card_height, min(FAN * self.card_height, room / (count - 1)))

    def column_card_pos(self, column: int, depth: int, count: int) -> tuple[float, float]:
        return (self.column_x(column), self.tableau_y + depth * self.fan(count))

    def column_rect(self, column: int, count: int) -> Rect:
        """The area a column occupies (at least one card tall), for drops and highlights."""
        height = self.card_height + max(count - 1, 0) * self.fan(count)
        return (self.column_x(column), self.tableau_y, self.card_width, height)

    def column_drop_rect(self, column: int) -> Rect:
        """Where a drop counts for this column: its whole lane down to the bottom."""
        return (
            self.column_x(column) - self.card_width * GAP / 2,
            self.tableau_y,
            self.card_width * (1 + GAP),
            max(self.height - self.tableau_y, self.card_height),
        )
