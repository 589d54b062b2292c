"""Cards (`TD`, `KS`) and the move notation (`3a`, `a5`, `1h`, `54:3`) of DESIGN.md."""

from __future__ import annotations

import pickle
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boulanger_qt.core.cards import (
    FULL_DECK,
    KING,
    RANK_LETTERS,
    SUIT_LETTERS,
    Card,
    CardError,
    Suit,
    rank_from_text,
    rank_to_text,
)
from boulanger_qt.core.messages import MessageId as M
from boulanger_qt.core.moves import (
    FOUNDATION_PLACE,
    Move,
    NotationError,
    Place,
    PlaceKind,
    parse_moves,
)

# --- cards -------------------------------------------------------------------------


def test_deck_has_52_distinct_cards() -> None:
    assert len(FULL_DECK) == 52
    assert len({(c.rank, c.suit) for c in FULL_DECK}) == 52
    assert {str(c) for c in FULL_DECK} == {r + s for r in "A23456789TJQK" for s in "SHDC"}


def test_rank_and_suit_letters_follow_the_notation() -> None:
    assert RANK_LETTERS == "A23456789TJQK"
    assert SUIT_LETTERS == "SHDC"
    assert [s.letter for s in Suit] == ["S", "H", "D", "C"]
    assert KING == 13


@pytest.mark.parametrize("card", FULL_DECK, ids=str)
def test_card_text_round_trip_and_identity(card: Card) -> None:
    text = str(card)
    assert len(text) == 2
    assert Card.parse(text) is card
    assert Card.parse(text.lower()) is card
    assert Card.parse(f"  {text}\n") is card
    assert Card(card.rank, card.suit) is card
    assert Card.from_index(card.index) is card
    assert pickle.loads(pickle.dumps(card)) is card
    assert repr(card) == f"Card({text})"


def test_ten_reads_as_t_or_10() -> None:
    for suit in Suit:
        ten = Card(10, suit)
        assert str(ten) == "T" + suit.letter
        assert Card.parse("10" + suit.letter) is ten
        assert Card.parse("t" + suit.letter.lower()) is ten


def test_card_fields() -> None:
    assert Card.parse("AS").rank == 1
    assert Card.parse("KC").rank == 13
    assert Card.parse("7H").suit is Suit.HEARTS
    assert Card.parse("7H").suit.is_red and Card.parse("7D").suit.is_red
    assert not Card.parse("7S").suit.is_red and not Card.parse("7C").suit.is_red


def test_card_order_is_by_index() -> None:
    assert sorted(reversed(FULL_DECK)) == list(FULL_DECK)
    assert Card.parse("AS") < Card.parse("2S")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "write the rank, then the suit"),
        ("K", "write the rank, then the suit"),
        ("KX", "the suit must be one of S, H, D, C"),
        ("1S", "rank must be one of"),
        ("11H", "rank must be one of"),
        ("ZZ", "suit must be one of"),
        ("KSS", "rank must be one of"),
    ],
)
def test_bad_cards_say_why(text: str, reason: str) -> None:
    with pytest.raises(CardError, match=reason):
        Card.parse(text)


def test_card_constructor_rejects_bad_ranks() -> None:
    for rank in (0, 14, -1):
        with pytest.raises(CardError):
            Card(rank, Suit.SPADES)


def test_foundation_rank_text() -> None:
    assert [rank_from_text(t) for t in ("0", "A", "a", "2", "9", "T", "10", "J", "Q", "K")] == [
        0, 1, 1, 2, 9, 10, 10, 11, 12, 13,
    ]
    assert [rank_to_text(r) for r in range(14)] == list("0A23456789TJQK")
    for bad in ("", "1", "11", "X", "-"):
        with pytest.raises(CardError, match="is not a rank"):
            rank_from_text(bad)


@given(st.text(max_size=5))
def test_any_text_is_a_card_or_a_card_error(text: str) -> None:
    try:
        card = Card.parse(text)
    except CardError:
        return
    assert card in FULL_DECK


# --- places and moves --------------------------------------------------------------

ALL_PLACES = [*(Place.column(i) for i in range(8)), *(Place.cell(i) for i in range(4)), FOUNDATION_PLACE]


def test_places_and_their_letters() -> None:
    assert [str(p) for p in ALL_PLACES] == list("12345678abcdh")
    for place in ALL_PLACES:
        assert Place.parse(str(place)) == place
        assert Place.parse(str(place).upper()) == place
    assert FOUNDATION_PLACE.kind is PlaceKind.FOUNDATION
    with pytest.raises(NotationError, match="“9” is not a place"):
        Place.parse("9")


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("3a", Move(Place.column(2), Place.cell(0))),
        ("a5", Move(Place.cell(0), Place.column(4))),
        ("1h", Move(Place.column(0), FOUNDATION_PLACE)),
        ("54:3", Move(Place.column(4), Place.column(3), 3)),
        ("dh", Move(Place.cell(3), FOUNDATION_PLACE)),
        ("ba", Move(Place.cell(1), Place.cell(0))),
        ("81:13", Move(Place.column(7), Place.column(0), 13)),
        ("12:1", Move(Place.column(0), Place.column(1))),
    ],
)
def test_move_notation_examples(text: str, move: Move) -> None:
    assert Move.parse(text) == move
    assert Move.parse(f" {text.upper()} ") == move
    assert Move.parse(str(move)) == move


def test_move_text_has_count_only_for_runs() -> None:
    assert str(Move(Place.column(4), Place.column(3), 3)) == "54:3"
    assert str(Move(Place.column(4), Place.column(3), 1)) == "54"


def test_every_single_card_move_round_trips() -> None:
    for source in ALL_PLACES[:-1]:
        for target in ALL_PLACES:
            move = Move(source, target)
            assert Move.parse(str(move)) == move


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "is not a move"),
        ("3", "is not a move"),
        ("39", "is not a move"),
        ("3e", "is not a move"),
        ("3a4", "is not a move"),
        ("54:", "is not a move"),
        ("54:x", "is not a move"),
        ("54:-2", "is not a move"),
        ("54:0", "at least one card"),
        ("h3", "never come back off the foundation"),
        ("a5:2", "Only a move from column to column carries several cards"),
        ("3a:2", "Only a move from column to column carries several cards"),
        ("3h:2", "Only a move from column to column carries several cards"),
    ],
)
def test_bad_moves_say_why(text: str, reason: str) -> None:
    with pytest.raises(NotationError, match=reason):
        Move.parse(text)


def test_parse_moves_splits_on_spaces_and_commas() -> None:
    assert [str(m) for m in parse_moves(" 3a, a5 1h\n54:3,,") ] == ["3a", "a5", "1h", "54:3"]
    assert parse_moves("") == []
    with pytest.raises(NotationError, match="“x9” is not a move"):
        parse_moves("3a x9")


@settings(max_examples=300)
@given(st.text(alphabet="12345678abcdhABCDH90:- ,x", max_size=8))
def test_any_text_is_a_move_or_a_notation_error(text: str) -> None:
    try:
        move = Move.parse(text)
    except NotationError:
        return
    assert Move.parse(str(move)) == move
    assert move.count >= 1
    assert move.source.kind is not PlaceKind.FOUNDATION


MOVE_PATTERN = re.compile(r"([1-8a-dh])([1-8a-dh])(?::([0-9]+))?", re.IGNORECASE)  # DESIGN.md's notation
# Near misses: places in both cases and letters whose case mapping is unusual (dotted and
# dotless i, Kelvin sign, long s), then a separator and digits, ASCII or not.
_NEAR_PLACES = st.sampled_from(list("123456789 0abcdhABCDHeİıKſ"))
near_moves = st.builds(
    lambda pad, source, target, colon, digits: f"{pad}{source}{target}{colon}{digits}{pad}",
    st.sampled_from(["", " ", "\n\t"]), _NEAR_PLACES, _NEAR_PLACES, st.sampled_from(["", ":", "::", "-"]),
    st.text(alphabet="0123456789٣²x", max_size=3),
)


@given(near_moves | st.text(max_size=6))
def test_a_move_is_read_where_the_notations_pattern_matches(text: str) -> None:
    match = MOVE_PATTERN.fullmatch(text.strip())
    if match is None:
        with pytest.raises(NotationError) as refused:
            Move.parse(text)
        assert refused.value.message.id is M.NOT_A_MOVE
        return
    try:
        move = Move.parse(text)
    except NotationError as exc:  # the shape of a move, but not one: no cards, from the foundation...
        assert exc.message.id is M.MOVE_TEXT_ILLEGAL
        return
    assert move.source == Place.parse(match[1]) and move.target == Place.parse(match[2])
    assert move.count == int(match[3] or 1)
