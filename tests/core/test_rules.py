"""One test per rule of RULES.md (shared/RULES.md), named after the rule."""

from __future__ import annotations

import pytest
from hypothesis import given

from boulanger_qt.core.cards import KING, Card, Suit
from boulanger_qt.core.deals import GameCode, deal
from boulanger_qt.core.moves import FOUNDATION_PLACE, Move, Place, PlaceKind
from boulanger_qt.core.rules import (
    CELL_TO_TABLEAU_POINTS,
    FOUNDATION_POINTS,
    IllegalMoveError,
    apply_move,
    double_click_move,
    group_capacity,
    illegal_reason,
    is_legal,
    is_stuck,
    legal_moves,
    move_points,
    run_length,
    successors,
)
from boulanger_qt.core.session import UNDO_LIMIT, Session
from boulanger_qt.core.state import GameState

from . import FILLER, build, cards, positions, why_illegal

C = Place.column  # C(0) is column 1
CELL = Place.cell  # CELL(0) is free cell a
H = FOUNDATION_PLACE


def col(n: int) -> Place:
    """Column by its number on the board, 1-8."""
    return C(n - 1)


def play(state: GameState, *moves: str) -> GameState:
    for text in moves:
        state = apply_move(state, Move.parse(text))
    return state


def reason(state: GameState, text: str) -> str:
    why = why_illegal(state, Move.parse(text))
    assert why is not None, f"{text} should be illegal in\n{state}"
    return why


# --- Setup ---------------------------------------------------------------------------


@pytest.mark.parametrize("cells", [4, 2, 1])
def test_setup_deals_52_cards_face_up_into_columns_of_7_7_7_7_6_6_6_6(cells: int) -> None:
    state = deal(12345, cells)
    assert [len(c) for c in state.columns] == [7, 7, 7, 7, 6, 6, 6, 6]
    assert state.cells == (None,) * cells
    assert state.foundations == (0, 0, 0, 0)
    assert len(set(state.cards_in_play())) == 52
    state.validate()


def test_four_foundations_one_per_suit_spades_hearts_diamonds_clubs() -> None:
    assert [s.name for s in Suit] == ["SPADES", "HEARTS", "DIAMONDS", "CLUBS"]
    state = build([FILLER], foundations="3S 5H AD KC")
    assert state.foundations == (3, 5, 1, 13)
    assert state.foundation_top(Suit.HEARTS) is Card.parse("5H")
    assert state.foundation_top(Suit.CLUBS) is Card.parse("KC")


# --- Legal moves -----------------------------------------------------------------------


def test_only_the_top_card_of_a_column_moves() -> None:
    # 5C is buried under 9D: it cannot go to its foundation, nor into a cell, nor on 6C.
    state = build(["AS 5C 9D", "6C", FILLER], foundations="4C")
    assert reason(state, "1h") == "The 9 of diamonds cannot go to its foundation yet: the ace comes first."
    assert reason(state, "12:2") == ("These 2 cards are not a run: the 9 of diamonds does not belong "
            "on the 5 of clubs.")
    assert all(m.source != col(1) or m.count == 1 for m in legal_moves(state))
    # ... until 9D has gone.
    state = play(state, "1a")
    assert is_legal(state, Move.parse("1h"))
    assert is_legal(state, Move.parse("12"))


def test_a_card_in_a_free_cell_moves() -> None:
    state = build([FILLER, "6H"], ["5H", "AS", None, None])
    assert {str(m) for m in legal_moves(state) if m.source.kind is PlaceKind.CELL} >= {"a2", "bh", "ac", "bd"}


def test_column_takes_same_suit_one_rank_lower() -> None:
    state = build(["8H", "7H", FILLER])
    after = play(state, "21")
    assert after.columns[0] == tuple(cards("8H 7H"))
    assert after.columns[1] == ()
    assert reason(state, "12") == ("The 8 of hearts cannot go on the 7 of hearts: it needs a card "
            "one rank higher.")


def test_seven_of_hearts_never_on_eight_of_diamonds() -> None:
    state = build(["8D", "8S", "8C", "7H", FILLER])
    assert reason(state, "41") == "The 7 of hearts cannot go on the 8 of diamonds: the suit must be the same."
    assert reason(state, "42") == "The 7 of hearts cannot go on the 8 of spades: the suit must be the same."
    assert reason(state, "43") == "The 7 of hearts cannot go on the 8 of clubs: the suit must be the same."
    assert not any(
        m.source == col(4) and m.target.kind is PlaceKind.COLUMN and state.columns[m.target.index]
        for m in legal_moves(state)
    )


def test_column_takes_exactly_one_rank_lower() -> None:
    state = build(["9H", "7H", "7S", FILLER])
    assert "it needs a card one rank higher" in reason(state, "21")
    state = build(["7H", "7S", FILLER], ["6H", None, None, None])
    assert is_legal(state, Move.parse("a1"))
    assert "it needs a card one rank higher" in reason(build(["6H", FILLER], ["7H", None, None, None]), "a1")


def test_rank_order_is_ace_low_to_king_high() -> None:
    state = build(["AS", "KS", "2S", FILLER])
    assert reason(state, "21") == ("The king of spades cannot go on the ace of spades: it needs a "
            "card one rank higher.")
    assert is_legal(state, Move.parse("13"))  # the ace goes on the two
    # A king can only go to an empty column (or a cell, or its foundation).
    assert {m.target for m in legal_moves(state) if m.source == col(2)} <= {
        *(CELL(i) for i in range(4)), *(C(i) for i in range(8) if not state.columns[i]),
    }


def test_free_cell_holds_one_card() -> None:
    state = build(["9D", "4C", FILLER], ["KS", None, None, None])
    assert reason(state, "1a") == "Free cell a already holds the king of spades."
    after = play(state, "1b")
    assert after.cells == (Card.parse("KS"), Card.parse("9D"), None, None)
    assert reason(after, "2b") == "Free cell b already holds the 9 of diamonds."
    assert reason(after, "ab") == "Free cell b already holds the 9 of diamonds."
    # Cells never take several cards.
    several = why_illegal(after, Move(col(1), CELL(2), 2))
    assert several == "Only a move from column to column carries several cards."


def test_any_card_goes_into_an_empty_free_cell() -> None:
    state = build(["KH", "AS", "7D", FILLER], 4)
    for source in (col(1), col(2), col(3), col(4)):
        for cell in range(4):
            assert is_legal(state, Move(source, CELL(cell)))
    moved = play(state, "1c")
    assert moved.cells[2] is Card.parse("KH")
    assert is_legal(moved, Move.parse("cd"))  # from one empty cell into another


def test_foundation_builds_ace_to_king_same_suit() -> None:
    hearts = " ".join(f"{r}H" for r in "KQJT98765432A")  # ace on top
    state = build([hearts, "2D", FILLER])
    assert reason(state, "2h") == "The 2 of diamonds cannot go to its foundation yet: the ace comes first."
    for rank in range(1, KING + 1):
        assert state.foundations[Suit.HEARTS] == rank - 1
        state = play(state, "1h")
        assert state.foundations[Suit.HEARTS] == rank
        if rank < KING:
            # Never skip a rank, never the wrong suit.
            assert reason(state, "2h") == ("The 2 of diamonds cannot go to its foundation yet: the "
                    "ace comes first.")
    assert state.foundation_top(Suit.HEARTS) is Card.parse("KH")
    assert state.columns[0] == ()


def test_foundation_needs_the_next_rank() -> None:
    state = build(["2H", "4H", "5C", FILLER], foundations="AH 3C")
    assert is_legal(state, Move.parse("1h"))
    assert reason(state, "2h") == ("The 4 of hearts cannot go to its foundation yet: the 2 of hearts "
            "comes first.")
    assert reason(state, "3h") == ("The 5 of clubs cannot go to its foundation yet: the 4 of clubs "
            "comes first.")


def test_foundation_takes_one_card_at_a_time() -> None:
    state = build(["3H 2H AH", FILLER])
    assert is_legal(state, Move.parse("1h"))
    assert why_illegal(state, Move(col(1), H, 2)) == ("Only a move from column to column carries "
            "several cards.")
    assert [m for m in legal_moves(state) if m.target is H] == [Move(col(1), H)]


def test_empty_column_takes_any_card_or_run() -> None:
    state = build(["KC 9H 8H 7H", "", "AS", FILLER], ["QD", None, None, None])
    for text in ("12", "12:2", "12:3", "32", "a2"):
        assert is_legal(state, Move.parse(text)), text
    after = play(state, "12:3")
    assert after.columns[1] == tuple(cards("9H 8H 7H"))
    assert after.columns[0] == tuple(cards("KC"))
    # A run is same suit and consecutive: KC does not belong to it.
    assert reason(state, "12:4") == ("These 4 cards are not a run: the 9 of hearts does not belong "
            "on the king of clubs.")
    assert {m.count for m in legal_moves(state) if m.source == col(1) and m.target == col(2)} == {1, 2, 3}


def test_group_move_needs_a_same_suit_run() -> None:
    state = build(["TS 9H 8H", "TH", FILLER])
    assert run_length(state.columns[0]) == 2
    assert is_legal(state, Move.parse("12:2"))
    assert reason(state, "12:3") == ("These 3 cards are not a run: the 9 of hearts does not belong "
            "on the 10 of spades.")
    state = build(["9D 8H 7H", "9H", FILLER])
    assert reason(state, "12:3") == ("These 3 cards are not a run: the 8 of hearts does not belong "
            "on the 9 of diamonds.")
    assert "holds only 3 cards" in reason(state, "12:4")


# (free cells) -> capacity: to an occupied column with 0, 1, 2 empty columns; to an empty
# column with 1, 2 empty columns in total. Copied from the RULES.md table.
CAPACITY_TABLE = {
    0: (1, 2, 4, 1, 2),
    1: (2, 4, 8, 2, 4),
    2: (3, 6, 12, 3, 6),
    3: (4, 8, 16, 4, 8),
    4: (5, 10, 20, 5, 10),
}
TABLE_COLUMNS = [("occupied", 0), ("occupied", 1), ("occupied", 2), ("empty", 1), ("empty", 2)]
CAPACITY_CASES = [
    pytest.param(game_cells, free, target, empty, CAPACITY_TABLE[free][n],
                 id=f"{game_cells}cells-{free}free-to_{target}-{empty}empty")
    for game_cells in (4, 2, 1)
    for free in range(5)
    if free <= game_cells
    for n, (target, empty) in enumerate(TABLE_COLUMNS)
]
HIGH_HEARTS = ["KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3H", "2H", "AH"]


def capacity_position(game_cells: int, free: int, target: str, empty: int, run: int) -> GameState:
    """Column 1: KC under a heart run of `run` cards. Column 2 is the target: KH (the run
    then starts at QH), or empty. `empty` empty columns in all, `free` empty cells."""
    skip = 1 if target == "occupied" else 0
    hearts = HIGH_HEARTS[skip : skip + run]
    below = HIGH_HEARTS[skip + run :]  # the rest of the hearts are on their foundation
    columns = ["KC " + " ".join(hearts)]
    columns += ["KH", *[""] * empty] if target == "occupied" else ["", *[""] * (empty - 1)]
    columns += [FILLER] * (8 - len(columns))
    held: list[str | None] = [*["2S", "3S", "4S", "5S"][: game_cells - free], *[None] * free]
    return build(columns, held, foundations=below[0] if below else "")


@pytest.mark.parametrize(("game_cells", "free", "target", "empty", "capacity"), CAPACITY_CASES)
def test_group_move_capacity_table(
    game_cells: int, free: int, target: str, empty: int, capacity: int
) -> None:
    to_empty = target == "empty"
    assert group_capacity(free, empty, to_empty) == capacity
    longest = 12 if target == "occupied" else 13  # a heart run below KH, or from KH down
    # The largest allowed run moves (as far as a 13-card suit allows) ...
    n = min(capacity, longest)
    state = capacity_position(game_cells, free, target, empty, n)
    assert state.cell_count == game_cells
    assert state.empty_cell_count == free
    assert state.empty_column_count == empty
    assert run_length(state.columns[0]) == n
    move = Move(col(1), col(2), n)
    assert why_illegal(state, move) is None
    assert move in legal_moves(state)
    assert apply_move(state, move).columns[1][-n:] == state.columns[0][-n:]
    # ... one card more does not.
    if capacity + 1 <= longest:
        state = capacity_position(game_cells, free, target, empty, capacity + 1)
        move = Move(col(1), col(2), capacity + 1)
        why = why_illegal(state, move)
        at_most = f"at most {capacity} card{'' if capacity == 1 else 's'} can move"
        assert why is not None and at_most in why
        assert move not in legal_moves(state)
        with pytest.raises(IllegalMoveError, match=at_most):
            apply_move(state, move)


@pytest.mark.parametrize("free", range(5))
@pytest.mark.parametrize("empty", range(8))
def test_group_capacity_formula(free: int, empty: int) -> None:
    assert group_capacity(free, empty, False) == (free + 1) * 2**empty
    if empty:
        assert group_capacity(free, empty, True) == (free + 1) * 2 ** (empty - 1)


def test_rules_example_ten_onto_an_occupied_column_five_into_an_empty_one() -> None:
    ten = capacity_position(4, 4, "occupied", 1, 10)
    assert is_legal(ten, Move(col(1), col(2), 10))
    eleven = capacity_position(4, 4, "occupied", 1, 11)
    assert "at most 10 cards can move" in (why_illegal(eleven, Move(col(1), col(2), 11)) or "")
    into_empty = capacity_position(4, 4, "empty", 1, 6)
    assert is_legal(into_empty, Move(col(1), col(2), 5))
    assert why_illegal(into_empty, Move(col(1), col(2), 6)) == (
        "A run of 6 cards cannot move there: with 4 free cells and 1 empty column, "
        "at most 5 cards can move into an empty column."
    )


def test_target_empty_column_is_not_its_own_stepping_stone() -> None:
    state = capacity_position(4, 0, "empty", 1, 2)
    assert reason(state, "12:2").endswith("at most 1 card can move into an empty column.")
    assert is_legal(state, Move(col(1), col(2), 1))


def test_removed_cells_do_not_count() -> None:
    # Two cells, both empty, one empty column: (2 + 1) x 2 = 6, not (4 + 1) x 2 = 10.
    six = capacity_position(2, 2, "occupied", 1, 6)
    assert six.cells == (None, None)
    assert six.empty_cell_count == 2
    assert is_legal(six, Move(col(1), col(2), 6))
    seven = capacity_position(2, 2, "occupied", 1, 7)
    assert "at most 6 cards can move" in reason(seven, "12:7")
    # One cell: (1 + 1) x 2 = 4.
    assert "at most 4 cards can move" in reason(capacity_position(1, 1, "occupied", 1, 5), "12:5")
    assert is_legal(capacity_position(1, 1, "occupied", 1, 4), Move(col(1), col(2), 4))


def test_removed_cells_cannot_be_used() -> None:
    state = build(["KC", FILLER], 2)
    assert reason(state, "1c") == "Free cell c does not exist in a game with 2 free cells."
    assert reason(state, "1d") == "Free cell d does not exist in a game with 2 free cells."
    assert reason(build(["KC", FILLER], 1), "1b") == "Free cell b does not exist in a game with 1 free cell."
    for game_cells in (2, 1):
        state = deal(99, game_cells)
        for move in legal_moves(state):
            for place in (move.source, move.target):
                assert place.kind is not PlaceKind.CELL or place.index < game_cells


def test_illegal_moves_say_why() -> None:
    state = build(["", "KC", FILLER], ["AS", None, None, None])
    assert reason(state, "1a") == "Column 1 is empty."
    assert reason(state, "b1") == "Free cell b is empty."
    assert reason(state, "22") == "Column 2 is both the source and the target."
    assert reason(state, "aa") == "Free cell a is both the source and the target."
    assert why_illegal(state, Move(col(2), col(1), 0)) == "A move carries at least one card."
    assert reason(state, "21:2") == "Column 2 holds only 1 card."
    with pytest.raises(IllegalMoveError, match=r"^Free cell b is empty\. \(b1\)$"):
        apply_move(state, Move.parse("b1"))


# --- End of the game ------------------------------------------------------------------


def test_won_when_all_52_cards_are_on_the_foundations() -> None:
    state = build(["KH"], foundations="QH KS KD KC")
    assert not state.is_won()
    won = play(state, "1h")
    assert won.is_won()
    assert won.foundation_count == 52
    assert list(won.cards_in_play()) == []
    assert legal_moves(won) == []


def stuck_line() -> tuple[GameState, GameState]:
    """A 1-cell position whose only move puts 5H from the cell back on 6H, and that move's result."""
    stuck = build([FILLER] * 7 + ["6H"], ["5H"])
    assert [str(m) for m in legal_moves(stuck)] == ["a8"]
    return stuck, play(stuck, "a8")


def test_stuck_when_no_move_leads_to_a_new_position() -> None:
    stuck, before = stuck_line()
    assert not is_stuck(stuck, set())  # a8 leads somewhere new
    assert is_stuck(stuck, {before.position_key()})
    # In play: put 5H into the cell; the only way on is back.
    session = Session(before)
    assert not session.is_stuck()
    session.play(Move.parse("8a"))
    assert session.state == stuck
    assert session.is_stuck()
    session.undo()
    assert not session.is_stuck()


def test_stuck_when_no_legal_move_at_all() -> None:
    jammed = build([FILLER] * 7 + ["8D"], ["4S"])
    assert legal_moves(jammed) == []
    assert is_stuck(jammed, set())


def test_stuck_compares_positions_ignoring_the_order_of_free_cells() -> None:
    state = build([FILLER] * 7 + ["6H"], ["5H", "9C"])
    swapped = build([FILLER] * 7 + ["6H"], ["9C", "5H"])
    assert state != swapped
    assert state.position_key() == swapped.position_key()
    # The only move, 5H onto 6H, empties cell a here and cell b there: different states,
    # the same position.
    [(_, mine)] = successors(state)
    [(_, theirs)] = successors(swapped)
    assert mine != theirs
    assert is_stuck(state, {theirs.position_key()})


def test_a_won_position_is_never_stuck() -> None:
    won = play(build(["KH"], foundations="QH KS KD KC"), "1h")
    assert not is_stuck(won, {won.position_key()})


# --- What the app adds -------------------------------------------------------------------


def test_no_automatic_moves_to_the_foundation() -> None:
    state = build(["AS 5C", "AH", FILLER])
    after = play(state, "1a")
    # AS and AH are free to go up, but nothing goes up by itself.
    assert after.foundations == (0, 0, 0, 0)
    assert after.columns[0] == tuple(cards("AS"))
    assert after.columns[1] == tuple(cards("AH"))
    session = Session(state)
    session.play(Move.parse("1a"))
    assert session.state == after


def test_double_click_looks_at_foundation_then_column_then_empty_column_then_cell() -> None:
    state = build(["2S 5H", "6H", "", FILLER], foundations="AS")
    assert double_click_move(state, col(1)) == Move(col(1), col(2))
    assert double_click_move(play(state, "12"), col(1)) == Move(col(1), H)


def test_foundations_are_final() -> None:
    state = build(["AS", FILLER], foundations="KH")
    state = play(state, "1h")
    for move in legal_moves(state):
        assert move.source.kind is not PlaceKind.FOUNDATION
    assert why_illegal(state, Move(H, col(1))) == "Cards never come back off the foundation."
    assert why_illegal(state, Move(H, CELL(0))) == "Cards never come back off the foundation."
    # Only Undo takes a card back.
    session = Session(build(["AS", FILLER], foundations="KH"))
    session.play(Move.parse("1h"))
    assert session.state.foundations[Suit.SPADES] == 1
    session.undo()
    assert session.state.foundations[Suit.SPADES] == 0


def test_undo_covers_the_last_100_actions_and_a_group_move_is_one_action() -> None:
    assert UNDO_LIMIT == 100
    session = Session(build(["KC 9H 8H 7H", "TH", FILLER]))
    session.play(Move.parse("12:3"))
    assert len(session.undo_states()) == 1
    session.undo()
    assert session.state.columns[0] == tuple(cards("KC 9H 8H 7H"))
    for _ in range(150):
        session.play(Move.parse("1a"))
        session.play(Move.parse("a1"))
    assert len(session.undo_states()) == 100
    assert all(session.undo() is not None for _ in range(100))
    assert session.undo() is None


def test_game_code_recreates_the_deal_exactly() -> None:
    assert GameCode.parse("BK1-C4-AAAAA24").state() == deal(860, 4)
    assert GameCode.parse(str(GameCode(860, 2))).state() == deal(860, 2)


# --- Score ---------------------------------------------------------------------------------


def test_score_card_placed_on_a_foundation_is_10() -> None:
    assert FOUNDATION_POINTS == 10
    assert move_points(Move.parse("1h")) == 10
    assert move_points(Move.parse("ah")) == 10


def test_score_card_from_a_free_cell_placed_on_the_tableau_is_5() -> None:
    assert CELL_TO_TABLEAU_POINTS == 5
    for text in ("a1", "b8", "d4"):
        assert move_points(Move.parse(text)) == 5


@pytest.mark.parametrize("text", ["1a", "12", "54:3", "ab", "3d", "81:12"])
def test_score_any_other_move_is_0(text: str) -> None:
    assert move_points(Move.parse(text)) == 0


def test_score_undo_removes_the_points_and_never_drops_below_zero() -> None:
    session = Session(build(["AS", "6H", FILLER], ["5H", None, None, None]))
    session.play(Move.parse("1h"))
    session.play(Move.parse("a2"))
    session.play(Move.parse("2a"))
    assert session.score == 15
    session.undo()
    assert session.score == 15
    session.undo()
    assert session.score == 10
    session.undo()
    assert session.score == 0
    assert session.undo() is None
    assert session.score == 0


ALL_PLACES = [*(C(i) for i in range(8)), *(CELL(i) for i in range(4)), H]


@given(positions())
def test_is_legal_answers_as_illegal_reason(state: GameState) -> None:
    # is_legal checks without building a reason; it must agree with the reasoned check
    # on every move, legal or not (counts from 0 past the longest column).
    for source in ALL_PLACES:
        for target in ALL_PLACES:
            for count in range(15):
                move = Move(source, target, count)
                assert is_legal(state, move) is (illegal_reason(state, move) is None), move
