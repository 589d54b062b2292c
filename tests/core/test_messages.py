"""The core speaks in message ids with parameters; `str()` of each is the English sentence."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boulanger_qt.core.cards import Card, CardError, Suit
from boulanger_qt.core.deals import DealError, GameCode, GameCodeError, check_deal_number
from boulanger_qt.core.messages import Message, MessageId, SaidError, say
from boulanger_qt.core.moves import FOUNDATION_PLACE, Move, NotationError, Place
from boulanger_qt.core.rules import IllegalMoveError, apply_move, illegal_reason
from boulanger_qt.core.sentences import Text
from boulanger_qt.core.state import GameState

from . import FILLER, build, positions

ALL_PLACES = [*(Place.column(i) for i in range(8)), *(Place.cell(i) for i in range(4)), FOUNDATION_PLACE]


def test_every_message_id_has_an_english_sentence() -> None:
    assert all(isinstance(id.value, Text) or callable(id.value) for id in MessageId)


def test_a_refusal_names_the_cards_it_is_about() -> None:
    state = build(["8D 7H", "6D", FILLER])
    reason = illegal_reason(state, Move.parse("21"))
    assert reason == say(MessageId.SAME_SUIT_NEEDED, card=Card.parse("6D"), onto=Card.parse("7H"))
    assert str(reason) == "The 6 of diamonds cannot go on the 7 of hearts: the suit must be the same."


def test_illegal_move_error_keeps_english_text_and_carries_the_message() -> None:
    state = build(["8D 7H", FILLER])
    with pytest.raises(IllegalMoveError) as caught:
        apply_move(state, Move.parse("1h"))
    error = caught.value
    assert str(error) == "The 7 of hearts cannot go to its foundation yet: the ace comes first. (1h)"
    assert error.move == Move.parse("1h")
    assert error.reason.id is MessageId.FOUNDATION_NEEDS_ACE
    assert error.message.id is MessageId.ILLEGAL_MOVE
    assert error.message["reason"] == error.reason


def test_a_run_too_long_carries_every_count() -> None:
    position = build(["KS QS JS TS 9S 8S", "", FILLER, FILLER, FILLER, FILLER, FILLER, FILLER])
    run = illegal_reason(position, Move(Place.column(0), Place.column(1), 6))
    assert run is not None and run.id is MessageId.RUN_TOO_LONG_TO_EMPTY
    assert dict(run.params) == {"count": 6, "cells": 4, "columns": 1, "capacity": 5}
    assert str(run).endswith("at most 5 cards can move into an empty column.")


@given(positions(), st.sampled_from(ALL_PLACES), st.sampled_from(ALL_PLACES), st.integers(0, 14))
def test_illegal_reason_is_a_message_about_the_move(
    state: GameState, source: Place, target: Place, count: int
) -> None:
    reason = illegal_reason(state, Move(source, target, count))
    if reason is not None:
        assert isinstance(reason, Message)
        assert set(reason.params) <= {"place", "cells", "count", "card", "onto", "needed", "columns",
                                      "capacity"}


@pytest.mark.parametrize(
    ("bad", "error", "message_id"),
    [
        (lambda: Card.parse("Z"), CardError, MessageId.CARD_SHAPE),
        (lambda: Card.parse("KX"), CardError, MessageId.CARD_SUIT),
        (lambda: Card.parse("1S"), CardError, MessageId.CARD_RANK),
        (lambda: Move.parse("3x"), NotationError, MessageId.NOT_A_MOVE),
        (lambda: Move.parse("h3"), NotationError, MessageId.MOVE_TEXT_ILLEGAL),
        (lambda: Place.parse("z"), NotationError, MessageId.NOT_A_PLACE),
        (lambda: check_deal_number(0), DealError, MessageId.DEAL_OUT_OF_RANGE),
        (lambda: GameCode.parse("BK1-C4"), GameCodeError, MessageId.CODE_PARTS),
        (lambda: GameCode.parse("XX1-C4-AAAAA24"), GameCodeError, MessageId.CODE_PREFIX),
        (lambda: GameCode.parse("BK1-C3-AAAAA24"), GameCodeError, MessageId.CODE_CELLS),
        (lambda: GameCode.parse("BK1-C4-AAA"), GameCodeError, MessageId.CODE_LENGTH),
        (lambda: GameCode.parse("BK1-C4-AAAAA18"), GameCodeError, MessageId.CODE_CHARACTER),
        (lambda: GameCode.parse("BK1-C4-AAAAAAA"), GameCodeError, MessageId.CODE_DEAL_RANGE),
    ],
)
def test_bad_input_errors_carry_a_message(bad: object, error: type[Exception], message_id: MessageId) -> None:
    with pytest.raises(error) as caught:
        bad()  # type: ignore[operator]
    assert isinstance(caught.value, SaidError)
    assert caught.value.message.id is message_id
    assert str(caught.value) == str(caught.value.message)


def test_suits_are_listed_in_foundation_order() -> None:
    assert [s.name for s in Suit] == ["SPADES", "HEARTS", "DIAMONDS", "CLUBS"]

