"""Deal numbers (the Microsoft FreeCell shuffle) and game codes (`BK1-C4-AAAAA24`)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boulanger_qt.core.cards import FULL_DECK, Card
from boulanger_qt.core.deals import (
    ALPHABET,
    MAX_DEAL,
    MIN_DEAL,
    DealError,
    GameCode,
    GameCodeError,
    deal,
    ms_shuffle,
    random_deal_number,
)
from boulanger_qt.core.state import GameState

# --- golden deals ------------------------------------------------------------------------
# Columns left to right, each from the bottom (first dealt) card to the top card.

# Microsoft FreeCell deal #1, as published (e.g. Rosetta Code, "Deal cards for FreeCell",
# whose rows read across: JD 2D 9H JC 5D 7H 7C 5H / KD KC 9S 5S AD QC KH 3H / ...).
DEAL_1 = [
    "JD KD 2S 4C 3S 6D 6S",
    "2D KC KS 5C TD 8S 9C",
    "9H 9S 9D TS 4S 8D 2H",
    "JC 5S QD QH TH QS 6H",
    "5D AD JS 4H 8H 6C",
    "7H QC AS AC 2C 3D",
    "7C KH AH 4D JH 8C",
    "5H 3H 3C 7S 7D TC",
]

# Deal #617, the other published example: its first row is 7D AD 5C 3S 5S 8C 2D AH.
DEAL_617 = [
    "7D TD TH KD 4C 4S JD",
    "AD 7S QC 5H QS TS KS",
    "5C QD 3H 9S 9C 2H KC",
    "3S AC 9D 3C 9H 5D 4H",
    "5S 6D 6S 8S 7C JC",
    "8C 8H 8D 7H 6H 6C",
    "2D AS 3D 4D 2C JH",
    "AH KH TC JS 2S QH",
]

# The following were checked independently with PyPI's pysol_cards
# (Game("freecell", n, RandomBase.DEALS_MS).calc_layout_string(CardRenderer(True))).
DEAL_2 = [
    "QD 4D TD 7S AH 3H AS",
    "QC JD JC 9D 9S AD 5S",
    "KC JS 8C KS TC 7H TH",
    "3C 6H 6C 7C 2S 3D JH",
    "4C QS 8S 6S 3S 5H",
    "2C 6D 4S 4H TS 8D",
    "KD 2D 5D AC 9H KH",
    "5C 9C QH 8H 2H 7D",
]

# Deal #11982, the famous deal that FreeCell cannot win.
DEAL_11982 = [
    "AH 3D KD JC 6C JD KC",
    "AS 3H 6H 5D 2C 7D 8D",
    "4H QS 5S 5C TH 8H 2S",
    "AC QC 4D 8C QH 9C 3S",
    "2D 8S 9H 9D 6D 2H",
    "6S 7H JH TD TC QD",
    "TS AD 9S KH 4S 4C",
    "JS KS 3C 7C 7S 5H",
]

DEAL_1000000 = [
    "2D 9C KD JD 3H TC TS",
    "6H 3D 5H 7S 4S AS AH",
    "6S 7D 5D QD 3S 6D 9S",
    "TH 7C QH 8D KC 8H 4H",
    "JC QC JH 2H KH 2C",
    "3C AC 6C AD 9D QS",
    "4D 2S 9H 5C 7H 5S",
    "TD 4C KS 8C 8S JS",
]

# The last deal number, 2^31 - 1.
DEAL_MAX = [
    "9S JH 7S 5S 5D 5C 7D",
    "2H TC 6C AD QH JD 9C",
    "7C TD 3H TH 8C AS 7H",
    "5H QS 8S 3C 6H QC 8H",
    "4C 3S KD 2C 6S AC",
    "6D KH TS AH QD KC",
    "3D 8D 9D 2D 4H 2S",
    "4S JC 4D 9H JS KS",
]


def layout(state: GameState) -> list[str]:
    return [" ".join(str(c) for c in column) for column in state.columns]


def test_deal_1_is_the_microsoft_deal_1() -> None:
    state = deal(1)
    assert layout(state) == DEAL_1
    assert state.cells == (None, None, None, None)
    assert state.foundations == (0, 0, 0, 0)
    # Read across the rows, as usually printed.
    first_row = [str(column[0]) for column in state.columns]
    assert first_row == ["JD", "2D", "9H", "JC", "5D", "7H", "7C", "5H"]


def test_deal_617_first_row() -> None:
    state = deal(617)
    first_row = ["7D", "AD", "5C", "3S", "5S", "8C", "2D", "AH"]
    assert [str(column[0]) for column in state.columns] == first_row
    assert layout(state) == DEAL_617


@pytest.mark.parametrize(
    ("number", "expected"),
    [(2, DEAL_2), (11982, DEAL_11982), (1_000_000, DEAL_1000000), (2**31 - 1, DEAL_MAX)],
)
def test_golden_deals(number: int, expected: list[str]) -> None:
    assert layout(deal(number)) == expected


@pytest.mark.parametrize("cells", [4, 2, 1])
def test_the_cell_count_changes_only_the_cells(cells: int) -> None:
    state = deal(617, cells)
    assert layout(state) == DEAL_617
    assert state.cells == (None,) * cells


def test_ms_shuffle_deals_every_card_once_row_by_row() -> None:
    order = ms_shuffle(1)
    assert sorted(order) == list(FULL_DECK)
    assert [str(c) for c in order[:8]] == [DEAL_1[i].split()[0] for i in range(8)]
    assert order[8] is Card.parse("KD")


def pysol_layout(number: int) -> list[str]:
    """Microsoft deal `number` as pysol_cards lays it out: one line per column."""
    deal_game = pytest.importorskip("pysol_cards.deal_game")
    from pysol_cards.cards import CardRenderer
    from pysol_cards.random_base import RandomBase

    text = deal_game.Game("freecell", number, RandomBase.DEALS_MS).calc_layout_string(CardRenderer(True))
    lines: list[str] = [line.strip() for line in text.splitlines() if line.strip()]
    return lines


SAMPLE = [1, 2, 3, 617, 11982, 32000, 32001, 2**16, 2**31 - 2, 2**31 - 1, *random.Random(1941).sample(
    range(MIN_DEAL, MAX_DEAL + 1), 20
)]


@pytest.mark.parametrize("number", SAMPLE)
def test_deals_match_pysol_cards(number: int) -> None:
    assert layout(deal(number)) == pysol_layout(number)


@settings(max_examples=40, deadline=None)
@given(st.integers(MIN_DEAL, MAX_DEAL))
def test_any_deal_matches_pysol_cards(number: int) -> None:
    assert layout(deal(number)) == pysol_layout(number)


@pytest.mark.parametrize("number", [0, -1, 2**31, 2**40])
def test_deal_numbers_outside_the_range_are_rejected(number: int) -> None:
    with pytest.raises(DealError, match=f"There is no deal {number:,}: deals go from 1 to 2,147,483,647."):
        deal(number)


def test_random_deal_numbers_are_in_range() -> None:
    rng = random.Random(7)
    for _ in range(100):
        assert MIN_DEAL <= random_deal_number(rng) <= MAX_DEAL
    assert MIN_DEAL <= random_deal_number() <= MAX_DEAL


# --- game codes --------------------------------------------------------------------------


def test_code_bk1_c4_aaaaa24_is_deal_860_with_4_cells() -> None:
    code = GameCode.parse("BK1-C4-AAAAA24")
    assert code == GameCode(860, 4)
    assert str(GameCode(860, 4)) == "BK1-C4-AAAAA24"
    assert code.state() == deal(860, 4)


@pytest.mark.parametrize(
    ("number", "text"),
    [(1, "AAAAAAB"), (31, "AAAAAA7"), (32, "AAAAABA"), (2**31 - 1, "B777777")],
)
def test_deal_part_is_7_base32_digits_most_significant_first(number: int, text: str) -> None:
    assert ALPHABET == "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
    assert str(GameCode(number, 2)) == f"BK1-C2-{text}"
    assert GameCode.parse(f"BK1-C2-{text}") == GameCode(number, 2)


@given(st.integers(MIN_DEAL, MAX_DEAL), st.sampled_from([4, 2, 1]))
def test_game_code_round_trip(number: int, cells: int) -> None:
    code = GameCode(number, cells)
    text = str(code)
    assert len(text) == len("BK1-C4-AAAAA24")
    assert text.startswith(f"BK1-C{cells}-")
    assert GameCode.parse(text) == code
    assert GameCode.parse(f"  {text.lower()}\t\n") == code


@pytest.mark.parametrize(
    "text", ["bk1-c4-aaaaa24", "  BK1-C4-AAAAA24  ", "\tBk1-c4-AaAaA24\n", " bK1-C4-aaaaa24"]
)
def test_codes_are_read_case_insensitively_with_surrounding_spaces(text: str) -> None:
    assert GameCode.parse(text) == GameCode(860, 4)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "“” is not a game code: a code has three parts, like BK1-C4-AAAAA24."),
        ("BK1C4AAAAA24", "“BK1C4AAAAA24” is not a game code"),
        ("BK1-C4-AAAAA24-X", "is not a game code: a code has three parts"),
        ("BK1 - C4 - AAAAA24", "A game code begins with BK1, not “BK1 ”."),
        ("BK2-C4-AAAAA24", "A game code begins with BK1, not “BK2”."),
        ("BK1-C3-AAAAA24", ("The middle part of a game code says how many free cells: C4, C2 or C1, "
                "not “C3”.")),
        ("BK1-4-AAAAA24", "C4, C2 or C1, not “4”"),
        ("BK1-C4-AAAA24", "The last part of a game code has 7 characters; “AAAA24” has 6."),
        ("BK1-C4-AAAAAA24", "The last part of a game code has 7 characters; “AAAAAA24” has 8."),
        ("BK1-C4-AAAAA21", "only letters A–Z and digits 2–7; “AAAAA21” has “1”."),
        ("BK1-C4-AAAA 24", "“AAAA 24” has “ ”."),
        ("BK1-C4-AAAAAAA", "“AAAAAAA” would be deal 0, but the deals stop at 2,147,483,647."),
        ("BK1-C4-7777777", "would be deal 34,359,738,367, but the deals stop at 2,147,483,647"),
        ("BK1-C4-CAAAAAA", "would be deal 2,147,483,648, but"),
    ],
)
def test_bad_codes_name_the_bad_part(text: str, message: str) -> None:
    with pytest.raises(GameCodeError) as info:
        GameCode.parse(text)
    assert message in str(info.value)


def test_game_code_values_are_checked() -> None:
    with pytest.raises(DealError):
        GameCode(0, 4)
    with pytest.raises(ValueError, match="4, 2 or 1 free cells, not 3"):
        GameCode(1, 3)


@settings(max_examples=400)
@given(st.text(max_size=20))
def test_fuzz_any_text_is_a_code_or_a_game_code_error(text: str) -> None:
    try:
        code = GameCode.parse(text)
    except GameCodeError:
        return
    assert str(code) == text.strip().upper()


@st.composite
def mutated_codes(draw: st.DrawFn) -> str:
    text = str(GameCode(draw(st.integers(MIN_DEAL, MAX_DEAL)), draw(st.sampled_from([4, 2, 1]))))
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(text)))
        kind = draw(st.sampled_from(["replace", "insert", "delete", "case", "pad"]))
        char = draw(st.characters(codec="utf-8") | st.sampled_from("-ABC1234567890 "))
        if kind == "replace":
            text = text[:i] + char + text[i + 1 :]
        elif kind == "insert":
            text = text[:i] + char + text[i:]
        elif kind == "delete":
            text = text[:i] + text[i + 1 :]
        elif kind == "case":
            text = text.lower()
        else:
            text = f" {text}\n"
    return text


@settings(max_examples=400)
@given(mutated_codes())
def test_fuzz_mutated_codes_are_codes_or_game_code_errors(text: str) -> None:
    try:
        code = GameCode.parse(text)
    except GameCodeError as exc:
        assert str(exc)
        return
    assert str(code) == text.strip().upper()
    assert GameCode.parse(str(code)) == code
