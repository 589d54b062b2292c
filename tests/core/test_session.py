"""The game in progress: undo/redo (last 100 actions), restart, score, move count, clock,
and snapshots (JSON) that rebuild the exact session."""

from __future__ import annotations

import contextlib
import json
import math
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boulanger_qt.core.deals import GameCode, deal
from boulanger_qt.core.moves import Move
from boulanger_qt.core.rules import IllegalMoveError
from boulanger_qt.core.session import (
    MAX_SAVED_COMMANDS,
    MAX_SAVED_ELAPSED,
    UNDO_LIMIT,
    Session,
    SnapshotError,
)
from boulanger_qt.core.state import GameState

from . import FILLER, build


class FakeClock:
    """An injectable clock: seconds only move when the test says so."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def play(session: Session, *moves: str) -> None:
    for text in moves:
        session.play(Move.parse(text))


def near_win() -> GameState:
    """Four kings left, one per column: 1h 2h 3h 4h wins."""
    return build(["KH", "KS", "KD", "KC"], foundations="QH QS QD QC")


# --- basics --------------------------------------------------------------------------------


def test_new_deal_session() -> None:
    session = Session.new_deal(617, 2)
    assert session.state == deal(617, 2)
    assert session.initial == deal(617, 2)
    assert session.deal == 617
    assert session.cells == 2
    assert session.code == GameCode(617, 2)
    assert (session.score, session.move_count, len(session.undo_states())) == (0, 0, 0)
    assert not session.can_undo and not session.can_redo and not session.started
    assert not session.is_won() and not session.is_stuck()
    assert Session(near_win()).code is None


def test_moves_count_and_score_10_5_0() -> None:
    session = Session(build(["AS", "6H", "9C", FILLER], ["5H", None, None, None]))
    session.play(Move.parse("1h"))
    assert (session.score, session.move_count) == (10, 1)
    action = session.play(Move.parse("a2"))
    assert action.score_after - action.score_before == 5
    assert (session.score, session.move_count) == (15, 2)
    for text in ("3a", "ab", "2c", "c2"):  # column to cell, cell to cell: 0; cell to column: 5
        session.play(Move.parse(text))
    assert (session.score, session.move_count) == (20, 6)
    assert session.started


def test_group_move_scores_0_and_counts_as_one_move() -> None:
    session = Session(build(["KC 9H 8H 7H", "TH", FILLER]))
    action = session.play(Move.parse("12:3"))
    assert action.score_after - action.score_before == 0
    assert (session.score, session.move_count, len(session.undo_states())) == (0, 1, 1)


def test_an_illegal_move_changes_nothing() -> None:
    session = Session.new_deal(1, clock=FakeClock())
    play(session, "1a")
    before = (session.state, session.score, session.move_count, session.undo_states(), session.snapshot())
    with pytest.raises(IllegalMoveError, match=(r"^The 6 of diamonds cannot go to its foundation "
            r"yet: the ace comes first\. \(1h\)$")):
        session.play(Move.parse("1h"))
    with pytest.raises(IllegalMoveError, match=r"Free cell a already holds the 6 of spades\."):
        session.play(Move.parse("2a"))
    after = (session.state, session.score, session.move_count, session.undo_states(), session.snapshot())
    assert after == before


def test_score_is_taken_back_by_undo_and_given_again_by_redo() -> None:
    session = Session(build(["AS", "6H", FILLER], ["5H", None, None, None]))
    play(session, "1h", "a2")
    assert session.score == 15
    undone = session.undo()
    assert undone is not None and undone.score_after - undone.score_before == 5
    assert (session.score, session.move_count) == (10, 1)
    session.undo()
    assert (session.score, session.move_count) == (0, 0)
    assert session.undo() is None
    assert session.score == 0
    session.redo()
    session.redo()
    assert (session.score, session.move_count) == (15, 2)
    assert session.redo() is None


# --- undo / redo ---------------------------------------------------------------------------


def test_undo_limit_is_100() -> None:
    assert UNDO_LIMIT == 100
    session = Session(build([FILLER] * 7 + ["6H 5H"]))
    play(session, "1a")
    for _ in range(60):  # 121 moves in all; every b8 scores 5
        play(session, "8b", "b8")
    assert (session.score, session.move_count, len(session.undo_states())) == (300, 121, 100)
    for n in range(100):
        assert session.undo() is not None, f"undo {n + 1}"
    assert session.undo() is None  # the 101st
    assert len(session.undo_states()) == 0
    # Back 100 actions: after "1a" and ten pairs.
    assert (session.score, session.move_count) == (50, 21)
    assert session.state.cells[0] is not None and session.state.cells[1] is None
    # Everything undone can be redone.
    for _ in range(100):
        assert session.redo() is not None
    assert session.redo() is None
    assert (session.score, session.move_count) == (300, 121)


def test_undo_and_redo_walk_the_history() -> None:
    session = Session.new_deal(5)
    states = [session.state]
    for text in ("1a", "2b", "3c"):
        session.play(Move.parse(text))
        states.append(session.state)
    for expected in reversed(states[:-1]):
        session.undo()
        assert session.state == expected
    for expected in states[1:]:
        session.redo()
        assert session.state == expected


def test_redo_is_cleared_by_a_new_move() -> None:
    session = Session.new_deal(5)
    play(session, "1a", "2b")
    session.undo()
    could_redo = session.can_redo
    play(session, "3b")
    assert could_redo and not session.can_redo
    assert session.redo() is None
    assert session.move_count == 2


def test_restart_is_undoable() -> None:
    session = Session(build(["AS", "6H", FILLER], ["5H", None, None, None]))
    play(session, "1h", "a2")
    played = session.state
    action = session.restart()
    assert action.move is None
    assert session.state == session.initial
    assert (session.score, session.move_count, len(session.undo_states())) == (0, 0, 3)
    session.undo()
    assert session.state == played
    assert (session.score, session.move_count) == (15, 2)
    session.redo()
    assert session.state == session.initial
    assert (session.score, session.move_count) == (0, 0)


def test_restart_clears_redo_and_resets_the_line_for_stuck() -> None:
    session = Session(build([FILLER] * 7 + ["6H 5H"], 1))
    play(session, "8a")
    assert session.is_stuck()  # only a8 is left, back to where we were
    session.undo()
    could_redo = session.can_redo
    session.restart()
    assert could_redo and not session.can_redo
    assert not session.is_stuck()


# --- clock ---------------------------------------------------------------------------------


def test_clock_starts_with_the_first_move() -> None:
    clock = FakeClock()
    session = Session.new_deal(1, clock=clock)
    clock.advance(30)
    assert session.elapsed == 0
    session.resume()  # nothing played yet: still not running
    clock.advance(5)
    assert session.elapsed == 0
    play(session, "1a")
    clock.advance(12.5)
    assert session.elapsed == 12.5
    play(session, "2b")
    clock.advance(1)
    assert session.elapsed == 13.5


def test_restart_keeps_the_clock_the_game_records_all_its_time() -> None:
    """Restart once set the clock to zero, and undoing the restart did not bring the time
    back: a game left after 7 minutes recorded the 2:30 since its restart."""
    clock = FakeClock()
    session = Session.new_deal(1, clock=clock)
    play(session, "1a")
    clock.advance(40)
    session.restart()
    assert session.elapsed == 40
    clock.advance(9)
    assert session.elapsed == 49
    session.undo()  # the restart undone: the time is the same
    clock.advance(1)
    assert session.elapsed == 50
    restored = Session.restore(session.snapshot(), clock=clock)  # and replayed from a save
    assert restored.elapsed == 50


def test_clock_pauses_and_resumes() -> None:
    clock = FakeClock()
    session = Session.new_deal(1, clock=clock)
    play(session, "1a")
    clock.advance(10)
    session.pause()
    clock.advance(100)
    assert session.elapsed == 10
    play(session, "2b")  # a move while paused does not restart the clock
    clock.advance(100)
    assert session.elapsed == 10
    session.resume()
    clock.advance(5)
    assert session.elapsed == 15
    session.pause()
    session.pause()
    clock.advance(5)
    assert session.elapsed == 15


def test_clock_stops_on_a_win() -> None:
    clock = FakeClock()
    session = Session(near_win(), clock=clock)
    play(session, "1h", "2h", "3h")
    clock.advance(7)
    play(session, "4h")
    assert session.is_won()
    assert session.score == 40
    clock.advance(1000)
    assert session.elapsed == 7
    session.resume()
    clock.advance(1000)
    assert session.elapsed == 7
    # Undo out of the win: play goes on, and so does the clock.
    session.undo()
    clock.advance(3)
    assert session.elapsed == 10
    session.redo()
    clock.advance(3)
    assert session.elapsed == 10


# --- snapshots -----------------------------------------------------------------------------


def json_round_trip(data: dict[str, Any]) -> Any:
    return json.loads(json.dumps(data))


def assert_same_session(a: Session, b: Session) -> None:
    assert b.state == a.state
    assert b.initial == a.initial
    assert (b.deal, b.cells, b.score, b.move_count) == (a.deal, a.cells, a.score, a.move_count)
    assert (len(b.undo_states()), b.can_redo, b.started) == (len(a.undo_states()), a.can_redo, a.started)
    assert b.is_stuck() == a.is_stuck()
    assert b.snapshot() == a.snapshot()


def test_snapshot_json_restore_gives_the_same_session() -> None:
    clock = FakeClock()
    session = Session.new_deal(1, 2, clock=clock)
    play(session, "6a", "6b", "6h", "6h", "bh")
    assert session.score == 30
    session.undo()
    session.restart()
    session.undo()
    session.redo()
    session.undo()
    play(session, "bh")
    session.undo()
    clock.advance(42.25)
    restored = Session.restore(json_round_trip(session.snapshot()), clock=clock)
    assert_same_session(session, restored)
    assert restored.elapsed == 42.25
    clock.advance(1)
    assert restored.elapsed == session.elapsed == 43.25
    # Both histories unwind the same way, step by step.
    while session.can_undo:
        a, b = session.undo(), restored.undo()
        assert a == b
        assert_same_session(session, restored)
    assert restored.undo() is None


def test_a_game_not_all_the_players_own_is_assisted() -> None:
    """Show Solution's moves, moves given on the command line, a pasted position (no deal)."""
    by_hand = Session.new_deal(1, 4, clock=FakeClock())
    play(by_hand, "6a", "6b")
    assert not by_hand.assisted
    for source in ("solution", "given"):
        helped = Session.new_deal(1, 4, clock=FakeClock())
        helped.play(Move.parse("6a"), by=source)
        play(helped, "6b")
        assert helped.assisted
        restored = Session.restore(json_round_trip(helped.snapshot()), clock=FakeClock())
        assert restored.assisted and restored.given_moves == helped.given_moves
    board = build(["AS", "6H", FILLER], ["5H", None])
    assert not Session(board, clock=FakeClock()).assisted  # a position without a deal: not by itself
    pasted = Session(board, clock=FakeClock())
    pasted.pasted = True
    assert Session.restore(json_round_trip(pasted.snapshot()), clock=FakeClock()).assisted


def test_snapshot_keeps_only_100_undos() -> None:
    session = Session(build([FILLER] * 7 + ["6H 5H"]), clock=FakeClock())
    play(session, "1a")
    for _ in range(70):
        play(session, "8b", "b8")
    session.undo()
    restored = Session.restore(json_round_trip(session.snapshot()), clock=FakeClock())
    assert_same_session(session, restored)
    assert len(restored.undo_states()) == 99
    assert restored.can_redo


def test_snapshot_of_a_position_without_a_deal_number() -> None:
    clock = FakeClock()
    session = Session(build(["AS", "6H", FILLER], ["5H", None]), clock=clock)
    play(session, "1h", "a2")
    restored = Session.restore(json_round_trip(session.snapshot()), clock=clock)
    assert restored.deal is None
    assert_same_session(session, restored)


def test_snapshot_of_a_won_game_keeps_its_time() -> None:
    clock = FakeClock()
    session = Session(near_win(), clock=clock)
    play(session, "1h")
    clock.advance(2)
    play(session, "2h", "3h", "4h")
    restored = Session.restore(json_round_trip(session.snapshot()), clock=clock)
    clock.advance(50)
    assert restored.is_won()
    assert restored.elapsed == session.elapsed == 2


def test_a_fresh_session_snapshot_restores() -> None:
    session = Session.new_deal(2**31 - 1, 1)
    restored = Session.restore(json_round_trip(session.snapshot()))
    assert_same_session(session, restored)
    assert restored.elapsed == 0


def valid_snapshot() -> dict[str, Any]:
    session = Session.new_deal(617)
    play(session, "78", "7a")
    data: dict[str, Any] = json_round_trip(session.snapshot())
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": 2}, "It is in an unknown format, 2"),
        ({"format": None}, "It is in an unknown format, None"),
        ({"deal": "617"}, "Its deal number is not a whole number"),
        ({"deal": 617.0}, "Its deal number is not a whole number"),
        ({"deal": True}, "Its deal number is not a whole number"),
        ({"deal": 0}, "Its deal number 0 is not between 1 and 2,147,483,647"),
        ({"deal": 2**31}, "Its deal number 2147483648 is not between"),
        ({"deal": 618}, "Its opening position is not that of deal 618"),
        ({"cells": None}, "Its number of free cells or its opening position is missing"),
        ({"cells": "4"}, "Its number of free cells or its opening position is missing"),
        ({"cells": 3}, "Its number of free cells is 3, where a game has 4, 2 or 1"),
        ({"initial": None}, "Its number of free cells or its opening position is missing"),
        ({"initial": "JD KD\n"}, "Its opening position is damaged: 50 cards missing: ace of spades"),
        ({"initial": "Freecells: XX\n"}, "Its opening position is damaged: line 1: “XX” is not a card"),
        ({"commands": "1a 2h"}, "Its list of moves is damaged"),
        ({"commands": ["1a", 2]}, "Its list of moves is damaged"),
        ({"commands": ["1a", "zz"]}, "Its move 2 cannot be replayed: “zz” is not a move"),
        ({"commands": ["1h"]},
         ("Its move 1 cannot be replayed: the jack of diamonds cannot go to its foundation yet: the "
                 "ace comes first")),
        ({"elapsed": -1}, "Its play time is damaged"),
        ({"elapsed": "12"}, "Its play time is damaged"),
        ({"elapsed": math.nan}, "Its play time is damaged"),
        ({"elapsed": math.inf}, "Its play time is damaged"),
        ({"elapsed": 10**400}, "Its play time is damaged"),
        ({"elapsed": 1e308}, "Its play time is damaged"),  # once turned the recorder off
        ({"elapsed": MAX_SAVED_ELAPSED * 1.01}, "Its play time is damaged"),
        ({"deal": 10**4000}, "Its deal number 10000000000000000000… is not between"),
        ({"cells": 10**4000}, "is 10000000000000000000…, where"),
        ({"commands": ["1a"] * (MAX_SAVED_COMMANDS + 1)}, "holds more than 100,000 moves"),
    ],
    ids=repr,
)
def test_corrupted_snapshots_raise_snapshot_error(change: dict[str, Any], message: str) -> None:
    data = valid_snapshot() | change
    with pytest.raises(SnapshotError) as info:
        Session.restore(data)
    assert message in str(info.value)


@pytest.mark.parametrize("data", [None, [], "snapshot", 5, [valid_snapshot()]], ids=repr)
def test_a_snapshot_that_is_not_an_object(data: object) -> None:
    with pytest.raises(SnapshotError, match="The file holds no saved game"):
        Session.restore(data)


def test_a_snapshot_missing_fields() -> None:
    for key in ("format", "cells", "initial", "commands"):
        data = valid_snapshot()
        del data[key]
        with pytest.raises(SnapshotError):
            Session.restore(data)
    data = valid_snapshot()
    del data["deal"], data["elapsed"]
    assert Session.restore(data).state == Session.restore(valid_snapshot()).state


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)
COMMANDS = st.lists(
    st.sampled_from(["undo", "redo", "restart", "1a", "2h", "a1", "8h", "ab", "54:2", "x", ""]), max_size=8
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.dictionaries(
        st.sampled_from(["format", "deal", "cells", "initial", "commands", "elapsed", "extra"]),
        JSON | COMMANDS | st.sampled_from([1, 2, 4, 617, "", "Freecells: -"]),
        max_size=4,
    ),
    st.booleans(),
)
def test_fuzz_damaged_snapshots_raise_only_snapshot_error(change: dict[str, Any], replace_all: bool) -> None:
    data = change if replace_all else valid_snapshot() | change
    try:
        session = Session.restore(data)
    except SnapshotError as exc:
        assert str(exc)
        return
    assert len(session.undo_states()) <= UNDO_LIMIT
    session.state.validate()


@settings(max_examples=100, deadline=None)
@given(JSON)
def test_fuzz_any_json_value_restores_or_raises_snapshot_error(data: object) -> None:
    with contextlib.suppress(SnapshotError):
        Session.restore(data)
