"""A game is a record from its first move: ids, counters, results, the record built once."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from boulanger_qt.core.game_view import Result
from boulanger_qt.core.moves import Move
from boulanger_qt.core.record import EXPORT_FIELDS, record_of
from boulanger_qt.core.session import Session

from .test_session import near_win

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def test_a_game_gets_its_id_when_dealt_and_its_start_time_at_the_first_move() -> None:
    session = Session.new_deal(5, 4, wall_clock=lambda: NOW)
    other = Session.new_deal(5, 4)
    assert session.game_id and session.game_id != other.game_id
    assert session.started_at is None and record_of(session, left=True, now=NOW) is None  # no move: no game
    session.play(Move.parse("6a"))
    assert session.started_at == "2026-03-01T12:00:00+00:00"


def test_the_snapshot_keeps_the_id_and_the_counters() -> None:
    session = Session.new_deal(5, 4)
    session.play(Move.parse("6a"))
    session.hints += 1
    session.play(Move.parse("6b"), by="solution")
    session.play(Move.parse("6c"), by="home")
    session.undo()
    again = Session.restore(json.loads(json.dumps(session.snapshot())))
    assert (again.game_id, again.started_at) == (session.game_id, session.started_at)
    assert (again.hints, again.solution_moves, again.home_moves, again.undos) == (1, 1, 1, 1)
    assert again.assisted


def test_assisted_is_decided_once_by_the_session_and_the_record_asks_it() -> None:
    class AssistedFromTheStart(Session):  # as a rule about how a game began would make it
        @property
        def assisted(self) -> bool:
            return True

    session = Session.new_deal(5, 4)
    session.play(Move.parse("6a"))
    record = record_of(session, left=False, now=NOW)
    assert record is not None and not record.assisted
    session.play(Move.parse("6b"), by="solution")
    record = record_of(session, left=False, now=NOW)
    assert record is not None and record.assisted
    other = AssistedFromTheStart.new_deal(5, 4)
    other.play(Move.parse("6a"))
    record = record_of(other, left=False, now=NOW)
    assert other.solution_moves == 0 and record is not None and record.assisted


def test_a_game_saved_before_ids_gets_the_same_id_each_time_it_is_resumed() -> None:
    session = Session.new_deal(5, 4)
    session.play(Move.parse("6a"))
    old = {k: v for k, v in session.snapshot().items() if k in ("format", "deal", "cells", "initial",
                                                                  "commands", "elapsed")}
    first, second = Session.restore(dict(old)), Session.restore(dict(old))
    assert first.game_id == second.game_id and first.started_at is not None


def test_a_game_left_is_abandoned_or_lost_and_one_in_play_is_in_progress() -> None:
    session = Session.new_deal(5, 4)
    session.play(Move.parse("6a"))
    playing = record_of(session, left=False, now=NOW)
    left = record_of(session, left=True, now=NOW)
    assert playing is not None and left is not None
    assert (playing.result, playing.ended_at) == (Result.IN_PROGRESS, None)
    assert (left.result, left.ended_at) == (Result.ABANDONED, "2026-03-01T12:00:00+00:00")
    assert tuple(left.exported()) == EXPORT_FIELDS


def test_show_solution_makes_a_game_assisted_and_hints_are_counted() -> None:
    session = Session.new_deal(5, 4)
    session.hints += 1
    session.play(Move.parse("6a"), by="solution")
    record = record_of(session, left=True, now=NOW)
    assert record is not None and record.assisted and record.hints == 1
    assert not record.counts_as_win


def _won_once() -> Session:
    session = Session(near_win())
    for move in ("1h", "2h", "3h", "4h"):
        session.play(Move.parse(move))
    assert session.is_won()
    return session


def test_undo_after_a_win_keeps_the_record_of_the_win_until_it_is_won_again() -> None:
    session = _won_once()
    won = record_of(session, left=False, now=NOW)
    assert won is not None and won.result is Result.WON and won.ended_at is not None
    session.undo()
    assert session.ever_won and record_of(session, left=True, now=NOW) is None  # nothing to rewrite
    session.redo()
    again = record_of(session, left=False, now=NOW)
    assert again is not None and again.id == won.id and again.result is Result.WON


def test_a_won_game_ends_when_it_was_won_not_when_it_is_written_again() -> None:
    """A won game stays in the autosave, and the next start writes its record again: its
    `ended_at` is the moment of the win, not that start's."""
    won_then = datetime(2026, 3, 1, 12, 0, 5, tzinfo=UTC)
    next_start = datetime(2026, 3, 2, 8, 30, tzinfo=UTC)
    session = Session(near_win(), wall_clock=lambda: won_then)
    for move in ("1h", "2h", "3h", "4h"):
        session.play(Move.parse(move))
    first = record_of(session, left=False, now=won_then)
    resumed = Session.restore(json.loads(json.dumps(session.snapshot())), wall_clock=lambda: next_start)
    again = record_of(resumed, left=False, now=next_start)
    assert first is not None and again is not None
    assert again.ended_at == first.ended_at == "2026-03-01T12:00:05+00:00"
    assert again == first


def test_a_won_game_saved_before_games_kept_their_win_time_ends_at_its_start_plus_play_time() -> None:
    session = Session(near_win(), wall_clock=lambda: NOW)
    for move in ("1h", "2h", "3h", "4h"):
        session.play(Move.parse(move))
    saved = session.snapshot()
    del saved["won_at"]
    saved["elapsed"] = 95.0
    resumed = Session.restore(saved, wall_clock=lambda: datetime(2027, 1, 1, tzinfo=UTC))
    record = record_of(resumed, left=False, now=datetime(2027, 1, 1, tzinfo=UTC))
    assert record is not None and record.ended_at == "2026-03-01T12:01:35+00:00"
