"""Cards, ranks and suits, with the two-character text form (`TD`, `KS`)."""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from boulanger_qt.core.messages import MessageId as M
from boulanger_qt.core.messages import SaidError, bounded, say


class Suit(IntEnum):
    """The four suits, in the order the foundations are laid out on the board."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return SUIT_LETTERS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


SUIT_LETTERS: Final = "SHDC"
RANK_LETTERS: Final = "A23456789TJQK"
KING: Final = 13


class CardError(ValueError):
    """A card's text form is not valid."""


class CardTextError(SaidError, CardError):
    """Text that is not a card or a rank; `.message` says why."""


class Card:
    """One of the 52 cards, each one instance (so `is` works); `rank` runs from 1 (ace) to 13 (king)."""

    __slots__ = ("index", "rank", "suit", "text")

    rank: int
    suit: Suit
    index: int  # 0..51, suit-major: the card's slot in per-card tables
    text: str  # the short form, "7H"

    def __new__(cls, rank: int, suit: Suit) -> Card:
        if not 1 <= rank <= KING:
            raise CardError(f"rank {rank} is out of range 1-13")
        return FULL_DECK[(suit * KING) + rank - 1]

    @staticmethod
    def parse(text: str) -> Card:
        """Read `TD`, `kS`, `10h`; raise CardError with the reason otherwise."""
        key = text.strip().upper()
        if (card := _BY_TEXT.get(key)) is None:
            if len(key) < 2:
                raise CardTextError(say(M.CARD_SHAPE, text=bounded(text)))
            if key[-1] not in SUIT_LETTERS:
                raise CardTextError(say(M.CARD_SUIT, text=bounded(text)))
            raise CardTextError(say(M.CARD_RANK, text=bounded(text)))
        return card

    @staticmethod
    def from_index(index: int) -> Card:
        return FULL_DECK[index]

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_index, (self.index,))

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card({self.text})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index


def _new_card(rank: int, suit: Suit) -> Card:
    """The one instance of a card (`Card(...)` hands out these)."""
    card = object.__new__(Card)
    card.rank = rank
    card.suit = suit
    card.index = suit * KING + rank - 1
    card.text = RANK_LETTERS[rank - 1] + SUIT_LETTERS[suit]
    return card


FULL_DECK: Final[tuple[Card, ...]] = tuple(
    _new_card(rank, suit) for suit in Suit for rank in range(1, KING + 1)
)
_BY_TEXT: Final[dict[str, Card]] = {str(c): c for c in FULL_DECK} | {
    "10" + c.text[1]: c for c in FULL_DECK if c.rank == 10
}


_RANKS: Final = {"0": 0, "10": 10} | {letter: rank for rank, letter in enumerate(RANK_LETTERS, start=1)}


def rank_from_text(text: str) -> int:
    """A foundation rank as written in board files: `0` for none, else A..K."""
    if (rank := _RANKS.get(text.strip().upper())) is None:
        raise CardTextError(say(M.NOT_A_RANK, text=bounded(text)))
    return rank


def rank_to_text(rank: int) -> str:
    return "0" if rank == 0 else RANK_LETTERS[rank - 1]
