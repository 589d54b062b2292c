"""Deal numbers: the Microsoft FreeCell shuffle, so numbers match other programs; and game
codes, `BK1-C<cells>-<deal in 7 base32 characters>`, e.g. `BK1-C4-AAAAA24`."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from boulanger_qt.core.cards import Card, Suit
from boulanger_qt.core.messages import MessageId as M
from boulanger_qt.core.messages import SaidError, bounded, say
from boulanger_qt.core.state import CELL_CHOICES, GameState

MIN_DEAL: Final = 1
MAX_DEAL: Final = 2**31 - 1

# The MS deck index is 4 x rank + suit with suits ordered clubs, diamonds, hearts, spades.
_MS_SUITS: Final = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
_MS_DECK: Final = tuple(Card(rank, suit) for rank in range(1, 14) for suit in _MS_SUITS)


class DealError(SaidError, ValueError):
    """A deal number outside 1 ... 2^31-1."""


def check_deal_number(number: int) -> int:
    if not MIN_DEAL <= number <= MAX_DEAL:
        raise DealError(say(M.DEAL_OUT_OF_RANGE, number=number, low=MIN_DEAL, high=MAX_DEAL))
    return number


def ms_shuffle(number: int) -> list[Card]:
    """The 52 cards in dealing order for Microsoft deal `number`."""
    check_deal_number(number)
    deck = list(_MS_DECK)
    seed = number
    dealt: list[Card] = []
    for left in range(52, 0, -1):
        seed = (seed * 214013 + 2531011) & 0x7FFFFFFF
        j = (seed >> 16) % left
        dealt.append(deck[j])
        deck[j] = deck[left - 1]
    return dealt


def deal(number: int, cells: int = 4) -> GameState:
    """The opening position of deal `number`, dealt row by row across the 8 columns."""
    order = ms_shuffle(number)
    return GameState.from_columns([order[i::8] for i in range(8)], cells)


def random_deal_number(rng: random.Random | None = None) -> int:
    return (rng or random.SystemRandom()).randint(MIN_DEAL, MAX_DEAL)

ALPHABET: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
PREFIX: Final = "BK1"
DEAL_CHARS: Final = 7


class GameCodeError(SaidError, ValueError):
    """A game code that cannot be read; the message names the bad part."""


@dataclass(frozen=True, slots=True)
class GameCode:
    """A Microsoft deal number and the free cells it is played with; `str()` is its code."""

    deal: int
    cells: int = 4

    def __post_init__(self) -> None:
        check_deal_number(self.deal)
        if self.cells not in CELL_CHOICES:
            raise ValueError(f"a game has 4, 2 or 1 free cells, not {self.cells}")

    def __str__(self) -> str:
        digits = "".join(ALPHABET[(self.deal >> 5 * k) & 31] for k in reversed(range(DEAL_CHARS)))
        return f"{PREFIX}-C{self.cells}-{digits}"

    def state(self) -> GameState:
        return deal(self.deal, self.cells)

    @staticmethod
    def parse(text: str) -> GameCode:
        if len(parts := text.strip().upper().split("-")) != 3:
            raise GameCodeError(say(M.CODE_PARTS, text=bounded(text.strip())))
        prefix, cells_part, deal_part = parts
        if prefix != PREFIX:
            raise GameCodeError(say(M.CODE_PREFIX, text=bounded(prefix), expected=PREFIX))
        if cells_part not in {f"C{n}" for n in CELL_CHOICES}:
            raise GameCodeError(say(M.CODE_CELLS, text=bounded(cells_part)))
        if len(deal_part) != DEAL_CHARS:
            raise GameCodeError(say(M.CODE_LENGTH, text=bounded(deal_part), expected=DEAL_CHARS,
                                    length=len(deal_part)))
        number = 0
        for ch in deal_part:
            if (digit := ALPHABET.find(ch)) < 0:
                raise GameCodeError(say(M.CODE_CHARACTER, text=bounded(deal_part), char=bounded(ch)))
            number = number * 32 + digit
        if not MIN_DEAL <= number <= MAX_DEAL:
            raise GameCodeError(say(M.CODE_DEAL_RANGE, text=bounded(deal_part), number=number,
                                    low=MIN_DEAL, high=MAX_DEAL))
        return GameCode(number, int(cells_part[1:]))
