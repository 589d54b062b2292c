"""Board files: the plain-text position format shared with FreeCell solvers (fc-solve)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boulanger_qt.core.cards import Card
from boulanger_qt.core.deals import deal
from boulanger_qt.core.moves import Move
from boulanger_qt.core.rules import apply_move
from boulanger_qt.core.state import BoardFileError, GameState, format_board, parse_board

from . import FILLER, build, positions

DEAL_1_BOARD = """\
Foundations: H-0 C-0 D-0 S-0
Freecells: - - - -
JD KD 2S 4C 3S 6D 6S
2D KC KS 5C TD 8S 9C
9H 9S 9D TS 4S 8D 2H
JC 5S QD QH TH QS 6H
5D AD JS 4H 8H 6C
7H QC AS AC 2C 3D
7C KH AH 4D JH 8C
5H 3H 3C 7S 7D TC
"""

# What fc-solve and similar tools write and read: a leading ':' on columns, '10' for
# tens, and only the listed free cells.
FC_SOLVE_STYLE = """\
Foundations: H-2 C-0 D-A S-0
Freecells:  KS  -
: JD KD 2S 4C 3S 6D 6S
: 2D KC 5C 10D 8S 9C
: 9H 9S 9D 10S 4S 8D
: JC 5S QD QH 10H QS 6H
: 5D JS 4H 8H 6C
: 7H QC AS AC 2C 3D
: 7C KH 4D JH 8C
: 5H 3H 3C 7S 7D 10C
"""
FC_SOLVE_COLUMNS = [
    "JD KD 2S 4C 3S 6D 6S",
    "2D KC 5C TD 8S 9C",
    "9H 9S 9D TS 4S 8D",
    "JC 5S QD QH TH QS 6H",
    "5D JS 4H 8H 6C",
    "7H QC AS AC 2C 3D",
    "7C KH 4D JH 8C",
    "5H 3H 3C 7S 7D TC",
]


def test_format_board_of_deal_1() -> None:
    assert format_board(deal(1)) == DEAL_1_BOARD
    assert str(deal(1)) == DEAL_1_BOARD


def test_format_board_shows_foundations_cells_and_empty_columns() -> None:
    state = build(["KH QH", "", FILLER], ["5C", None], foundations="JH 3C TS")
    text = format_board(state)
    lines = text.splitlines()
    assert lines[0] == "Foundations: H-J C-3 D-0 S-T"
    assert lines[1] == "Freecells: 5C -"
    assert lines[2] == "KH QH"
    assert lines[3] == ""
    assert len(lines) == 2 + 8
    assert text.endswith("\n")


@pytest.mark.parametrize("cells", [4, 2, 1])
def test_round_trip_of_a_deal(cells: int) -> None:
    state = deal(617, cells)
    assert parse_board(format_board(state), cells) == state


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_round_trip(state: GameState) -> None:
    text = format_board(state)
    assert parse_board(text, state.cell_count) == state
    if state.cell_count > 1:  # the Freecells line tells 4 and 2 cells apart by itself
        assert parse_board(text) == state
    assert format_board(parse_board(text, state.cell_count)) == text


def test_a_one_cell_board_needs_the_cell_count() -> None:
    # "Freecells: KS" is how other tools list one occupied cell, so a single slot does
    # not mean a one-cell game unless the caller says so.
    state = build([FILLER], ["KS"])
    text = format_board(state)
    assert text.splitlines()[1] == "Freecells: KS"
    assert parse_board(text, 1) == state
    assert parse_board(text).cells == (Card.parse("KS"), None, None, None)


def test_reads_fc_solve_style_input() -> None:
    expected = build(FC_SOLVE_COLUMNS, ["KS", None, None, None], foundations="2H AD")
    assert parse_board(FC_SOLVE_STYLE, 4) == expected
    # Without a cell count, the two listed slots make a two-cell game.
    assert parse_board(FC_SOLVE_STYLE).cells == (Card.parse("KS"), None)
    assert parse_board(FC_SOLVE_STYLE).columns == expected.columns


def test_reads_fc_solve_output_with_blank_cells_and_trailing_spaces() -> None:
    # fc-solve prints empty free cells as blanks: only the cards are left to read.
    text = FC_SOLVE_STYLE.replace("Freecells:  KS  -", "Freecells:  KS            ").replace(
        "S-0", "S-0 "
    )
    assert parse_board(text, 4) == build(FC_SOLVE_COLUMNS, ["KS", None, None, None], foundations="2H AD")


def test_headers_are_optional() -> None:
    columns = "\n".join(DEAL_1_BOARD.splitlines()[2:])
    assert parse_board(columns) == deal(1)
    assert parse_board(columns, 2) == deal(1, 2)


def test_headers_are_case_insensitive_and_in_either_order() -> None:
    lines = DEAL_1_BOARD.splitlines()
    text = "\n".join(["freecells: - -", "FOUNDATIONS: h-0 c-0 d-0 s-0", *lines[2:]])
    assert parse_board(text) == deal(1, 2)


def test_empty_columns_are_empty_lines_or_a_lone_colon_or_missing() -> None:
    state = build(["KH QH", "", FILLER, "", FILLER], 4, foundations="JH")
    lines = format_board(state).splitlines()
    assert lines[3] == "" and lines[5] == ""
    lines[3] = ":"
    lines[5] = "  :  "
    assert parse_board("\n".join(lines)) == state
    # Trailing empty columns may be left out altogether, or followed by extra blank lines.
    assert parse_board("\n".join(lines[:7])) == state
    assert parse_board("\n".join([*lines, "", "", ""])) == state


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Foundations: H-X C-0 D-0 S-0\n", "Line 1: “X” is not a rank"),
        ("Foundations: H-2 C-0 D-0 S-0 Q-1\n", ("Line 1: “Q-1” is not a foundation: write its suit, "
                "a dash and its top rank, e.g. H-5 or S-0.")),
        ("Foundations: H2\n", "Line 1: “H2” is not a foundation"),
        ("Freecells: - XY\n", "Line 1: “XY” is not a card: the suit must be one of S, H, D, C."),
        ("Freecells: -\nFreecells: -\n", "Line 2: a second “Freecells” line."),
        ("Foundations: H-0\nfoundations: S-0\n", "Line 2: a second “foundations” line."),
        ("JD KD\nFreecells: - -\n", "Line 2: the “Freecells” line must come before the columns."),
        ("Foundations: H-0\nFreecells: -\nJD KD 2S\n9H 1X\n", "Line 4: “1X” is not a card"),
        ("AS\n" * 9, "Line 9 is one column too many: a position has 8 columns."),
        ("AS\n\n\n\n\n\n\n\n2S\n", "Line 9 is one column too many: a position has 8 columns."),
    ],
)
def test_errors_name_the_line(text: str, message: str) -> None:
    with pytest.raises(BoardFileError) as info:
        parse_board(text)
    assert message in str(info.value)


def test_too_many_cards_for_the_free_cells() -> None:
    text = FC_SOLVE_STYLE.replace("Freecells:  KS  -", "Freecells: KS 8S")
    text = text.replace(": 2D KC 5C 10D 8S 9C", ": 2D KC 5C 10D 9C")
    with pytest.raises(BoardFileError, match=r"holds 2 cards, but the game has only 1 free cell\.$"):
        parse_board(text, 1)
    assert parse_board(text, 2).cells == (Card.parse("KS"), Card.parse("8S"))


def test_a_bad_cell_count_is_rejected() -> None:
    with pytest.raises(BoardFileError, match=r"A game has 4, 2 or 1 free cells, not 3\."):
        parse_board(DEAL_1_BOARD, 3)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("JD KD 2S 4C 3S 6D 6S", "JD KD 2S 4C 3S 6D"), "1 card missing: 6 of spades."),
        (("JD KD 2S 4C 3S 6D 6S", "JD KD 2S 4C 3S"), "2 cards missing: 6 of spades, 6 of diamonds."),
        (("JD KD 2S 4C 3S 6D 6S", "JD KD 2S 4C 3S 6D 6S 2H"),
         "The 2 of hearts appears twice: in column 1 and in column 3."),
        (("Freecells: - - - -", "Freecells: - KD - -"),
         "The king of diamonds appears twice: in column 1 and in free cell b."),
        (("H-0", "H-2"), "The 2 of hearts appears twice: on the foundation and in column 3."),
        (("S-0", "S-K"), "The 2 of spades appears twice: on the foundation and in column 1."),
    ],
)
def test_impossible_positions_are_rejected(change: tuple[str, str], message: str) -> None:
    text = DEAL_1_BOARD.replace(*change)
    with pytest.raises(BoardFileError) as info:
        parse_board(text)
    assert str(info.value) == message


def test_foundations_consistent_with_the_rest() -> None:
    # Aces on the foundation and not in the columns: fine.
    state = apply_move(build(["AH", FILLER]), Move.parse("1h"))
    assert parse_board(format_board(state)) == state
    # The foundation claims 2H while 2H is still in play: rejected.
    with pytest.raises(BoardFileError, match="The 2 of hearts appears twice"):
        parse_board(format_board(state).replace("H-A", "H-2"))


# --- fuzzing: nothing but BoardFileError ever escapes -----------------------------------

BOARD_PIECES = [*"AKQJT98765432SHDC10:- \n\t", "Foundations:", "Freecells:", "H-", "10", "KS", "AH"]
BOARD_TOKENS = st.lists(st.sampled_from(BOARD_PIECES), max_size=3).map("".join)


@settings(max_examples=300)
@given(st.lists(st.sampled_from(BOARD_PIECES), max_size=60).map("".join) | st.text(max_size=80))
def test_fuzz_text_is_a_board_or_a_board_file_error(text: str) -> None:
    try:
        state = parse_board(text)
    except BoardFileError as exc:
        assert str(exc)
        return
    state.validate()


@st.composite
def mutated_boards(draw: st.DrawFn) -> str:
    lines = [line.split(" ") for line in format_board(draw(positions())).splitlines()]
    for _ in range(draw(st.integers(1, 4))):
        row = draw(st.integers(0, len(lines) - 1))
        col = draw(st.integers(0, max(len(lines[row]) - 1, 0)))
        kind = draw(st.sampled_from(["drop", "copy", "swap", "token", "char", "line", "dupline", "dropline"]))
        if kind == "drop" and lines[row]:
            del lines[row][col]
        elif kind == "copy" and lines[row]:
            lines[draw(st.integers(0, len(lines) - 1))].append(lines[row][col])
        elif kind == "swap":
            other = draw(st.integers(0, len(lines) - 1))
            lines[row], lines[other] = lines[other], lines[row]
        elif kind == "token":
            lines[row].insert(col, draw(BOARD_TOKENS))
        elif kind == "char" and lines[row] and lines[row][col]:
            token = lines[row][col]
            at = draw(st.integers(0, len(token) - 1))
            lines[row][col] = token[:at] + draw(st.characters()) + token[at + 1 :]
        elif kind == "line":
            lines.insert(row, draw(st.lists(BOARD_TOKENS, max_size=5)))
        elif kind == "dupline":
            lines.insert(row, list(lines[row]))
        elif kind == "dropline" and len(lines) > 1:
            del lines[row]
    return "\n".join(" ".join(line) for line in lines)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_boards(), st.sampled_from([None, 4, 2, 1]))
def test_fuzz_mutated_boards_are_boards_or_board_file_errors(text: str, cells: int | None) -> None:
    try:
        state = parse_board(text, cells)
    except BoardFileError as exc:
        assert str(exc)
        return
    state.validate()
    assert parse_board(format_board(state), state.cell_count) == state
