"""Input echoed in an error is cut short and escaped: codes, moves, cards, ranks."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boulanger_qt.core.cards import Card, CardError, rank_from_text
from boulanger_qt.core.deals import GameCode, GameCodeError
from boulanger_qt.core.messages import ECHO_LIMIT, bounded, bounded_quotes
from boulanger_qt.core.moves import Move, NotationError, parse_moves

# Text that looks like our notation often enough to reach every branch of the parsers.
tokens = st.one_of(
    st.text(max_size=300),
    st.from_regex(r"[1-8a-dhA-Z]{1,3}(:[0-9]{0,6000})?", fullmatch=True),
    st.from_regex(r"BK1-C[0-9]-[A-Z2-7\x00-\x1f]{0,20}", fullmatch=True),
    st.builds(lambda n: "54:" + "9" * n, st.integers(0, 6000)),
)
LONGEST = 200 + 2 * ECHO_LIMIT  # a message's own words plus at most two echoed inputs


def _check_message(exc: Exception) -> None:
    message = str(exc)
    assert len(message) <= LONGEST
    assert message.isprintable()


@given(tokens)
def test_move_parse_raises_only_notation_errors_with_bounded_messages(text: str) -> None:
    try:
        Move.parse(text)
    except NotationError as exc:
        _check_message(exc)
    try:
        parse_moves(text)
    except NotationError as exc:
        _check_message(exc)


@given(tokens)
def test_game_code_parse_raises_only_code_errors_with_bounded_messages(text: str) -> None:
    try:
        GameCode.parse(text)
    except GameCodeError as exc:
        _check_message(exc)


@given(tokens)
def test_card_and_rank_parse_raise_only_card_errors_with_bounded_messages(text: str) -> None:
    for parse in (Card.parse, rank_from_text):
        try:
            parse(text)
        except CardError as exc:
            _check_message(exc)


def test_a_run_with_thousands_of_digits_is_a_notation_error() -> None:
    with pytest.raises(NotationError, match="at most 13 cards") as caught:
        Move.parse("54:" + "9" * 5000)
    assert len(str(caught.value)) < 120
    assert Move.parse("54:003").count == 3


def test_a_long_code_is_cut_in_the_message() -> None:
    with pytest.raises(GameCodeError) as caught:
        GameCode.parse("X" * 100_000)
    expected = f"“{bounded('X' * 100_000)}” is not a game code: a code has three parts, like BK1-C4-AAAAA24."
    assert str(caught.value) == expected
    assert len(str(caught.value)) < 130


def test_control_characters_are_escaped_in_the_message() -> None:
    with pytest.raises(NotationError) as caught:
        Move.parse("\x1b[2J")
    assert str(caught.value).startswith("“\\x1b[2J” is not a move")


def test_quoted_inputs_in_a_message_are_bounded() -> None:
    message = "argument --deal: invalid int value: '" + "9" * 5000 + "'"
    assert bounded_quotes(message) == "argument --deal: invalid int value: '" + "9" * 60 + "…'"
    short = "invalid choice: '3' (choose from 4, 2, 1)"
    assert bounded_quotes(short) == short
