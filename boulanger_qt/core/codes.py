"""Game codes: `BK1-C<cells>-<deal in 7 base32 characters>`, e.g. `BK1-C4-AAAAA24`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .deals import MAX_DEAL, MIN_DEAL, check_deal_number, deal
from .echo import quoted
from .state import CELL_CHOICES, GameState

ALPHABET: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
PREFIX: Final = "BK1"
DEAL_CHARS: Final = 7


class GameCodeError(ValueError):
    """A game code that cannot be read; the message names the bad part."""


@dataclass(frozen=True, slots=True)
class GameCode:
    deal: int
    cells: int = 4

    def __post_init__(self) -> None:
        check_deal_number(self.deal)
        if self.cells not in CELL_CHOICES:
            raise ValueError(f"a game has 4, 2 or 1 free cells, not {self.cells}")

    def __str__(self) -> str:
        digits = []
        n = self.deal
        for _ in range(DEAL_CHARS):
            digits.append(ALPHABET[n & 31])
            n >>= 5
        return f"{PREFIX}-C{self.cells}-{''.join(reversed(digits))}"

    def state(self) -> GameState:
        return deal(self.deal, self.cells)

    @staticmethod
    def parse(text: str) -> GameCode:
        raw = text.strip().upper()
        parts = raw.split("-")
        if len(parts) != 3:
            raise GameCodeError(
                f"{quoted(text.strip())} is not a game code: expected three parts like BK1-C4-AAAAA24"
            )
        prefix, cells_part, deal_part = parts
        if prefix != PREFIX:
            raise GameCodeError(f"game code prefix {quoted(prefix)} is unknown: expected {PREFIX}")
        if cells_part not in {f"C{n}" for n in CELL_CHOICES}:
            raise GameCodeError(
                f"game code cells part {quoted(cells_part)} is wrong: expected C4, C2 or C1"
            )
        if len(deal_part) != DEAL_CHARS:
            raise GameCodeError(
                f"game code deal part {quoted(deal_part)} must be {DEAL_CHARS} characters, "
                f"not {len(deal_part)}"
            )
        number = 0
        for ch in deal_part:
            digit = ALPHABET.find(ch)
            if digit < 0:
                raise GameCodeError(
                    f"game code deal part {quoted(deal_part)} has {quoted(ch)}: only A-Z and 2-7 are allowed"
                )
            number = number * 32 + digit
        if not MIN_DEAL <= number <= MAX_DEAL:
            raise GameCodeError(
                f"game code deal part {quoted(deal_part)} means deal {number}, "
                f"outside {MIN_DEAL}-{MAX_DEAL}"
            )
        return GameCode(number, int(cells_part[1:]))
