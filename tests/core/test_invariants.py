"""Properties that hold in every position of every game (hypothesis).

Games are driven by drawing move indices into `legal_moves`, from random deals with
4, 2 and 1 free cells. Group moves are checked against an independent supermove
decomposition, and the whole list of legal moves against an independent oracle; the
run-rich positions of `positions()` make sure long runs and empty columns get covered.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boulanger_qt.core.deals import MAX_DEAL, MIN_DEAL, deal
from boulanger_qt.core.moves import FOUNDATION_PLACE, Move, Place, PlaceKind
from boulanger_qt.core.rules import apply_move, is_legal, is_stuck, legal_moves
from boulanger_qt.core.session import UNDO_LIMIT, Session
from boulanger_qt.core.state import Column, GameState

from . import positions, why_illegal

COLUMN, CELL, FOUNDATION = PlaceKind.COLUMN, PlaceKind.CELL, PlaceKind.FOUNDATION

# --- an independent reading of the rules ---------------------------------------------------------


def fits(card_rank: int, card_suit: int, column: Column) -> bool:
    """RULES.md: a column takes a card of the same suit one rank lower; an empty one takes any."""
    if not column:
        return True
    top = column[-1]
    return int(top.suit) == card_suit and top.rank == card_rank + 1


def run_on_top(column: Column) -> int:
    n = 0
    while n < len(column) and (
        n == 0 or (column[-n - 1].suit == column[-n].suit and column[-n - 1].rank == column[-n].rank + 1)
    ):
        n += 1
    return n


def capacity(state: GameState, target: Column) -> int:
    """(free cells + 1) x 2^(empty columns), the target column not counting."""
    free = sum(1 for c in state.cells if c is None)
    empty = sum(1 for c in state.columns if not c) - (0 if target else 1)
    return (free + 1) * int(2**empty)


def expected_moves(state: GameState) -> set[Move]:
    moves: set[Move] = set()
    free = [i for i, c in enumerate(state.cells) if c is None]
    for i, column in enumerate(state.columns):
        if not column:
            continue
        source = Place.column(i)
        top = column[-1]
        if state.foundations[top.suit] == top.rank - 1:
            moves.add(Move(source, FOUNDATION_PLACE))
        moves.update(Move(source, Place.cell(c)) for c in free)
        for j, target in enumerate(state.columns):
            if j != i:
                for n in range(1, min(run_on_top(column), capacity(state, target)) + 1):
                    if fits(column[-n].rank, column[-n].suit, target):
                        moves.add(Move(source, Place.column(j), n))
    for c, card in enumerate(state.cells):
        if card is None:
            continue
        source = Place.cell(c)
        if state.foundations[card.suit] == card.rank - 1:
            moves.add(Move(source, FOUNDATION_PLACE))
        moves.update(
            Move(source, Place.column(j))
            for j, target in enumerate(state.columns)
            if fits(card.rank, card.suit, target)
        )
        moves.update(Move(source, Place.cell(e)) for e in free)
    return moves


def single_move_is_legal(state: GameState, move: Move) -> bool:
    """One card, by the plain rules (no group moves involved)."""
    if move.count != 1:
        return False
    if move.source.kind is COLUMN:
        column = state.columns[move.source.index]
        if not column:
            return False
        card = column[-1]
    else:
        held = state.cells[move.source.index]
        if held is None:
            return False
        card = held
    if move.target.kind is CELL:
        return state.cells[move.target.index] is None
    if move.target.kind is COLUMN:
        return move.target != move.source and fits(card.rank, card.suit, state.columns[move.target.index])
    return state.foundations[card.suit] == card.rank - 1


def decompose(state: GameState, move: Move) -> list[Move]:
    """The standard recursive supermove: a group move as single-card moves through the
    empty free cells and the empty columns other than the target."""
    cells = [Place.cell(i) for i, c in enumerate(state.cells) if c is None]
    spaces = [Place.column(j) for j, c in enumerate(state.columns) if not c and j != move.target.index]
    steps: list[Move] = []

    def through_cells(n: int, source: Place, target: Place) -> None:
        parked = cells[: n - 1]
        steps.extend(Move(source, c) for c in parked)
        steps.append(Move(source, target))
        steps.extend(Move(c, target) for c in reversed(parked))

    def move_run(n: int, source: Place, target: Place, spare: list[Place]) -> None:
        if n <= len(cells) + 1:
            through_cells(n, source, target)
            return
        assert spare, f"{move}: {n} cards cannot move with {len(cells)} free cells and no empty column"
        space, rest = spare[0], spare[1:]
        half = n // 2
        move_run(half, source, space, rest)
        move_run(n - half, source, target, rest)
        move_run(half, space, target, rest)

    move_run(move.count, move.source, move.target, spaces)
    return steps


def check_position(state: GameState, thorough: bool) -> None:
    """Every invariant of one position; `thorough` also asks why_illegal about every move."""
    state.validate()
    moves = legal_moves(state)
    assert len(moves) == len(set(moves)), "legal_moves lists a move twice"
    expected = expected_moves(state)
    assert set(moves) == expected, (
        f"\n{state}\nextra: {sorted(map(str, set(moves) - expected))}"
        f"\nmissing: {sorted(map(str, expected - set(moves)))}"
    )
    for move in moves:
        assert why_illegal(state, move) is None
        assert move.source.kind is not FOUNDATION
        assert move.target.kind is not CELL or move.target.index < state.cell_count
        if move.count > 1:
            # A group move is a shortcut for single legal moves reaching the same position.
            after = state
            for step in decompose(state, move):
                assert single_move_is_legal(after, step), f"{move}: step {step} in\n{after}"
                after = apply_move(after, step)
            assert after == apply_move(state, move)
    # A run one card longer than the capacity never moves.
    for i, column in enumerate(state.columns):
        for j, target in enumerate(state.columns):
            if i == j or not column:
                continue
            cap = capacity(state, target)
            too_many = Move(Place.column(i), Place.column(j), cap + 1)
            assert not is_legal(state, too_many)
            if cap + 1 <= run_on_top(column) and fits(column[-cap - 1].rank, column[-cap - 1].suit, target):
                at_most = f"at most {cap} card{'' if cap == 1 else 's'} can move"
                assert at_most in (why_illegal(state, too_many) or "")
    if thorough:
        places = [*(Place.column(i) for i in range(8)), *(Place.cell(i) for i in range(state.cell_count))]
        for source in places:
            for goal in [*places, FOUNDATION_PLACE]:
                longest = len(state.columns[source.index]) + 1 if source.kind is goal.kind is COLUMN else 2
                for n in range(1, longest + 1):
                    move = Move(source, goal, n)
                    assert is_legal(state, move) == (move in expected), move


# --- random games ---------------------------------------------------------------------------------


def game_plan(data: st.DataObject, longest: int) -> list[int]:
    """The move choices of one game: up to `longest` indices, drawn in one go (cheaper
    than one draw per move); `pick_move` reads each modulo the moves there are."""
    length = data.draw(st.integers(0, longest))
    plan: list[int] = data.draw(st.lists(st.integers(0, 2**16 - 1), min_size=length, max_size=length))
    return plan


def pick_move(state: GameState, index: int) -> Move | None:
    """The legal move at `index` among the moves of `legal_moves` plus copies of the most
    useful kind there is (to a foundation, onto a card, out of a cell), about three to
    one, so that games get somewhere instead of filling the free cells and jamming."""
    moves = legal_moves(state)
    if not moves:
        return None
    to_foundation = [m for m in moves if m.target.kind is FOUNDATION]
    onto_a_card = [m for m in moves if m.target.kind is COLUMN and state.columns[m.target.index]]
    out_of_a_cell = [m for m in moves if m.source.kind is CELL and m.target.kind is COLUMN]
    for subset in (to_foundation, onto_a_card, out_of_a_cell):
        if subset:
            moves = moves + subset * -(-3 * len(moves) // len(subset))
            break
    return moves[index % len(moves)]


@settings(max_examples=1200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_games_keep_every_invariant(data: st.DataObject) -> None:
    cells = data.draw(st.sampled_from([4, 2, 1]))
    session = Session.new_deal(data.draw(st.integers(MIN_DEAL, MAX_DEAL)), cells, clock=lambda: 0.0)
    states, scores, depth = [session.state], [0], 0
    for index in game_plan(data, 80):
        move = pick_move(session.state, index)
        if move is None:  # jammed: back up a few moves (or stop when that is not possible)
            if not depth:
                break
            for _ in range(1 + index % min(depth, 10)):
                assert session.undo() is not None
                states.pop()
                scores.pop()
                depth -= 1
                assert (session.state, session.score) == (states[-1], scores[-1])
            continue
        before = session.state
        session.play(move)
        after = session.state
        # 52 cards, each once; the score never falls; the move count grows by one.
        after.validate()
        assert session.score >= scores[-1] >= 0
        assert session.move_count == len(states)
        assert after.foundation_count >= before.foundation_count
        assert after.cell_count == cells
        states.append(after)
        scores.append(session.score)
        depth = min(depth + 1, UNDO_LIMIT)
        assert len(session.undo_states()) == depth
    # Undo k, then redo k: the identical state and score at every step.
    redo_left = session.can_redo  # after backing up at the very end
    k = data.draw(st.integers(0, depth))
    for n in range(1, k + 1):
        assert session.undo() is not None
        assert session.state == states[-1 - n]
        assert session.score == scores[-1 - n] >= 0
        assert session.move_count == len(states) - 1 - n
    for n in range(k - 1, -1, -1):
        assert session.redo() is not None
        assert session.state == states[-1 - n]
        assert session.score == scores[-1 - n]
    assert session.can_redo == redo_left
    assert (session.state, session.score, session.move_count) == (states[-1], scores[-1], len(states) - 1)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_every_position_of_random_games_obeys_the_rules(data: st.DataObject) -> None:
    line = [deal(data.draw(st.integers(MIN_DEAL, MAX_DEAL)), data.draw(st.sampled_from([4, 2, 1])))]
    for index in game_plan(data, 60):
        check_position(line[-1], thorough=False)
        move = pick_move(line[-1], index)
        if move is None:  # jammed: back up a few moves
            del line[max(1, len(line) - 1 - index % 10) :]
            continue
        line.append(apply_move(line[-1], move))
    check_position(line[-1], thorough=True)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_run_rich_positions_obey_the_rules(state: GameState) -> None:
    check_position(state, thorough=True)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.data())
def test_score_and_history_from_any_position(state: GameState, data: st.DataObject) -> None:
    """From any position: the score never goes negative, and undoing everything gives back
    the start with score 0 and no moves."""
    session = Session(state, clock=lambda: 0.0)
    for index in game_plan(data, 30):
        move = pick_move(session.state, index)
        if move is None:
            break
        session.play(move)
        assert session.score >= 0
    while session.undo() is not None:
        assert session.score >= 0
    assert session.state == state
    assert (session.score, session.move_count) == (0, 0)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_the_line_of_play_is_counted_exactly_through_undo_redo_and_restart(data: st.DataObject) -> None:
    """Undo steps the count of positions on the line back by one (no recount): after any
    mix of commands it is exactly the count of the line, no position left at zero, and
    whether the game is stuck is what a fresh count says."""
    session = Session.new_deal(data.draw(st.integers(MIN_DEAL, MAX_DEAL)),
                               data.draw(st.sampled_from([4, 2, 1])), clock=lambda: 0.0)
    for index in game_plan(data, 60):
        command = index % 8
        if command < 5 and (move := pick_move(session.state, index)) is not None:
            session.play(move)
        elif command < 7:
            session.undo()
        elif index % 16 == 7:
            session.restart()
        else:
            session.redo()
        line = session._line  # the session's own bookkeeping: compared with a recount
        assert session._line_seen == Counter(line)
        assert min(session._line_seen.values()) >= 1
        assert line[-1] == session.state.position_key()
        assert session.is_stuck() == is_stuck(session.state, set(line))
