"""Deal numbers: the Microsoft FreeCell shuffle, so numbers match other programs."""

from __future__ import annotations

import random
from typing import Final

from boulanger_qt.core.cards import Card, Suit
from boulanger_qt.core.messages import MessageId as M
from boulanger_qt.core.messages import SaidError, say
from boulanger_qt.core.state import GameState

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
