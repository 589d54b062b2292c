"""A game in progress: history with undo/redo, restart, score, move count and clock.

The session is the only place where the current position changes. It records every
command (moves, undo, redo, restart) so a snapshot can rebuild the exact session,
undo history included, by replaying them.
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter, deque
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any, Final, Literal, NamedTuple

from boulanger_qt.core.deals import MAX_DEAL, MIN_DEAL, GameCode
from boulanger_qt.core.deals import deal as deal_state
from boulanger_qt.core.messages import MessageId as M
from boulanger_qt.core.messages import SaidError, bounded, say
from boulanger_qt.core.moves import Move, NotationError
from boulanger_qt.core.rules import IllegalMoveError, apply_move, is_stuck, move_points
from boulanger_qt.core.state import CELL_CHOICES, BoardFileError, GameState, PositionKey, parse_board

UNDO_LIMIT: Final = 100
SNAPSHOT_FORMAT: Final = 1
# A saved game beyond these is damaged, not merely long: ten years of play, and far more
# commands than anyone types (each undo and redo counts).
MAX_SAVED_ELAPSED: Final = 10 * 365.25 * 86400
MAX_SAVED_COMMANDS: Final = 100_000
Clock = Callable[[], float]
WallClock = Callable[[], datetime]
# Who played a move: the player, Show Solution, Send Cards Home, or the command line (--play).
MoveSource = Literal["player", "solution", "home", "given"]
_COUNTERS: Final = ("hints", "solution_moves", "home_moves", "given_moves")  # kept in the snapshot


def utc_now() -> datetime:
    return datetime.now(UTC)


class SnapshotError(SaidError, ValueError):
    """A snapshot that cannot be restored; `.message` says what is wrong."""


class Action(NamedTuple):
    """One undoable step: a move, or a restart (`move` is None)."""

    move: Move | None
    before: GameState
    after: GameState
    score_before: int
    score_after: int
    moves_before: int
    moves_after: int
    line_before: tuple[PositionKey, ...] | None = None  # restarts only
    played_before: tuple[Move, ...] = ()  # restarts only: the moves of that line


class Session:
    """One deal being played, one game for the statistics. `clock` returns seconds (injectable
    for tests); `game_id` is given when it is dealt, `started_at` (ISO 8601 UTC) at its first
    command; `hints`, `undos` and the moves played by Show Solution or Send Cards Home are
    counted; `ever_won` stays true once it was won."""

    def __init__(
        self, initial: GameState, deal: int | None = None, clock: Clock = time.monotonic,
        game_id: str | None = None, wall_clock: WallClock = utc_now,
    ) -> None:
        self.initial = initial
        self.game_id = game_id or os.urandom(16).hex()
        self.started_at: str | None = None
        self.hints = 0
        self.undos = 0
        self.solution_moves = 0
        self.given_moves = 0
        self.pasted = False  # the position came from the clipboard
        self.home_moves = 0
        self.ever_won = False
        self.won_at: str | None = None  # ISO 8601 UTC: when it was first won
        self._wall_clock = wall_clock
        self.deal = deal
        self.state = initial
        self.score = 0
        self.move_count = 0
        self._clock = clock
        self._done: deque[Action] = deque(maxlen=UNDO_LIMIT)
        self._undone: list[Action] = []
        self._line: list[PositionKey] = [initial.position_key()]
        self._line_seen: Counter[PositionKey] = Counter(self._line)
        self._played: list[Move] = []  # the moves along `_line`
        self._commands: list[str] = []
        self._elapsed = 0.0
        self._running_since: float | None = None
        self._paused = False

    @classmethod
    def new_deal(cls, number: int, cells: int = 4, clock: Clock = time.monotonic,
                 wall_clock: WallClock = utc_now) -> Session:
        return cls(deal_state(number, cells), number, clock, wall_clock=wall_clock)

    @property
    def assisted(self) -> bool:
        """Not the player's own game, so never a win: Show Solution played a move of it, its
        first moves came from the command line, or it is a position pasted in (no deal)."""
        return self.solution_moves > 0 or self.given_moves > 0 or self.pasted

    @property
    def cells(self) -> int:
        return self.initial.cell_count

    @property
    def code(self) -> GameCode | None:
        return None if self.deal is None else GameCode(self.deal, self.cells)

    @property
    def can_undo(self) -> bool:
        return bool(self._done)

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    @property
    def line(self) -> str:
        """The moves from the start to where the game stands, undone moves left out."""
        return " ".join(map(str, self._played))

    def undo_states(self) -> list[GameState]:
        """The positions successive undos lead back to, the nearest first."""
        return [action.before for action in reversed(self._done)]

    @property
    def started(self) -> bool:
        return bool(self._commands)

    def is_won(self) -> bool:
        return self.state.is_won()

    def is_stuck(self) -> bool:
        """No legal move leads to a position not already reached on this line of play."""
        return is_stuck(self.state, self._line_seen)

    def play(self, move: Move, by: MoveSource = "player") -> Action:
        """Apply a legal move; IllegalMoveError says why otherwise. Clears redo.
        `by` says who played it, for the statistics."""
        action = Action(move, self.state, apply_move(self.state, move), self.score,
                        self.score + move_points(move), self.move_count, self.move_count + 1)
        self._undone.clear()
        self._do(action)
        self._command(str(move))
        if by == "solution":
            self.solution_moves += 1
        elif by == "home":
            self.home_moves += 1
        elif by == "given":
            self.given_moves += 1
        return action

    def _command(self, command: str) -> None:
        if not self._commands and self.started_at is None:
            self.started_at = self._wall_clock().isoformat(timespec="seconds")
        self._commands.append(command)

    def restart(self) -> Action:
        """Back to the opening position, score and move count zero; undoable. The clock goes
        on: the time a game records is all the time spent on it, restarts included."""
        action = Action(None, self.state, self.initial, self.score, 0, self.move_count, 0,
                        tuple(self._line), tuple(self._played))
        self._undone.clear()
        self._do(action)
        self._command("restart")
        return action

    def undo(self) -> Action | None:
        if not self._done:
            return None
        action = self._done.pop()
        self.state = action.before
        self.score = max(0, action.score_before)
        self.move_count = action.moves_before
        if action.line_before is None:
            # One count less for the position left, not a recount of the whole line
            # (replaying a long saved game undoes many times).
            key = self._line.pop()
            self._line_seen[key] -= 1
            if not self._line_seen[key]:
                del self._line_seen[key]  # as Counter(line) has it: is_stuck asks which keys are in it
            self._played.pop()
        else:
            self._set_line(list(action.line_before))
            self._played = list(action.played_before)
        self._undone.append(action)
        self._command("undo")
        self.undos += 1
        self._start_clock()  # undoing out of a win: play goes on, and so does the clock
        return action

    def redo(self) -> Action | None:
        if not self._undone:
            return None
        action = self._undone.pop()
        self._do(action)
        self._command("redo")
        return action

    def _do(self, action: Action) -> None:
        self._start_clock()
        self._done.append(action)
        self.state = action.after
        self.score = action.score_after
        self.move_count = action.moves_after
        if action.move is None:
            self._set_line([self.initial.position_key()])
            self._played = []
        else:
            key = action.after.position_key()
            self._line.append(key)
            self._played.append(action.move)
            self._line_seen[key] += 1
        if self.state.is_won():
            if not self.ever_won:
                self.won_at = self._wall_clock().isoformat(timespec="seconds")
            self.ever_won = True
            self._stop_clock()

    def _set_line(self, line: list[PositionKey]) -> None:
        self._line = line
        self._line_seen = Counter(line)

    @property
    def elapsed(self) -> float:
        """Seconds of play: from the first move, paused while the game is paused, stopped on a win."""
        if self._running_since is None:
            return self._elapsed
        return self._elapsed + self._clock() - self._running_since

    def pause(self) -> None:
        self._paused = True
        self._stop_clock()

    def resume(self) -> None:
        self._paused = False
        if self._commands:
            self._start_clock()

    def _start_clock(self) -> None:
        if self._running_since is None and not self._paused and not self.state.is_won():
            self._running_since = self._clock()

    def _stop_clock(self) -> None:
        if self._running_since is not None:
            self._elapsed += self._clock() - self._running_since
            self._running_since = None

    def snapshot(self) -> dict[str, Any]:
        """A JSON-able record from which `restore` rebuilds this exact session."""
        return {
            "format": SNAPSHOT_FORMAT,
            "deal": self.deal,
            "cells": self.cells,
            "initial": str(self.initial),
            "commands": list(self._commands),
            "elapsed": round(self.elapsed, 3),
            "id": self.game_id,
            "started_at": self.started_at,
            "won_at": self.won_at,
            "pasted": self.pasted,
            **{name: getattr(self, name) for name in _COUNTERS},
        }

    @classmethod
    def restore(cls, data: object, clock: Clock = time.monotonic,
                wall_clock: WallClock = utc_now) -> Session:
        """Rebuild a session from `snapshot()` output; SnapshotError if it is damaged. A
        snapshot saved before games had ids gets one derived from its content, so restoring
        it again (after a crash) names the same game."""
        if not isinstance(data, dict):
            raise SnapshotError(say(M.SAVE_NOT_OBJECT))
        if data.get("format") != SNAPSHOT_FORMAT:
            raise SnapshotError(say(M.SAVE_FORMAT, format=bounded(repr(data.get("format")))))
        deal, cells, initial = data.get("deal"), data.get("cells"), data.get("initial")
        commands, elapsed = data.get("commands"), data.get("elapsed", 0.0)
        if deal is not None and (not isinstance(deal, int) or isinstance(deal, bool)):
            raise SnapshotError(say(M.SAVE_DEAL_NOT_WHOLE))
        if deal is not None and not MIN_DEAL <= deal <= MAX_DEAL:
            shown = bounded(str(deal), 20)
            raise SnapshotError(say(M.SAVE_DEAL_RANGE, deal=shown, low=MIN_DEAL, high=MAX_DEAL))
        if not isinstance(cells, int) or not isinstance(initial, str):
            raise SnapshotError(say(M.SAVE_LACKS_START))
        if cells not in CELL_CHOICES:
            raise SnapshotError(say(M.SAVE_CELLS, cells=bounded(str(cells), 20)))
        if not isinstance(commands, list) or not all(isinstance(c, str) for c in commands):
            raise SnapshotError(say(M.SAVE_MOVES))
        if len(commands) > MAX_SAVED_COMMANDS:
            raise SnapshotError(say(M.SAVE_TOO_MANY_MOVES, limit=MAX_SAVED_COMMANDS))
        if (not isinstance(elapsed, int | float) or isinstance(elapsed, bool)
                or not 0 <= elapsed <= MAX_SAVED_ELAPSED):
            raise SnapshotError(say(M.SAVE_TIME))
        try:
            start = parse_board(initial, cells)
        except BoardFileError as exc:
            raise SnapshotError(say(M.SAVE_START_DAMAGED, reason=exc.message)) from None
        if deal is not None and deal_state(deal, cells) != start:  # deal and cells are checked above
            raise SnapshotError(say(M.SAVE_NOT_THE_DEAL, deal=deal))
        game_id, started_at = data.get("id"), data.get("started_at")
        if game_id is None:
            import uuid  # only for a save that carries no id

            game_id = uuid.uuid5(uuid.NAMESPACE_OID, json.dumps(data, sort_keys=True)).hex
        if not isinstance(game_id, str) or not game_id.strip() or len(game_id) > 64:
            raise SnapshotError(say(M.SAVE_ID))
        if started_at is not None and not _is_iso_time(started_at):
            raise SnapshotError(say(M.SAVE_START_TIME))
        won_at = data.get("won_at")  # a damaged one is guessed again, as for an older save
        counters = {name: data.get(name, 0) for name in _COUNTERS}
        if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_SAVED_COMMANDS
                   for v in counters.values()):
            raise SnapshotError(say(M.SAVE_COUNTS))
        session = cls(start, deal, clock, game_id=game_id, wall_clock=wall_clock)
        replays = {"restart": session.restart, "undo": session.undo, "redo": session.redo}
        for i, command in enumerate(commands, start=1):
            try:
                if command in replays:
                    replays[command]()
                else:
                    session.play(Move.parse(command))
            except (IllegalMoveError, NotationError) as exc:
                raise SnapshotError(say(M.SAVE_REPLAY, number=i, reason=exc.message)) from None
        session._stop_clock()
        session._elapsed = float(elapsed)
        for name, value in counters.items():
            setattr(session, name, value)
        session.pasted = data.get("pasted") is True
        if session._commands:  # a game saved before games kept its start or its win: guessed
            guessed = wall_clock() - timedelta(seconds=float(elapsed))
            session.started_at = started_at if isinstance(started_at, str) else guessed.isoformat(
                timespec="seconds")
            # Won at its start plus its play time (the clock stopped at the win).
            won = datetime.fromisoformat(session.started_at) + timedelta(seconds=float(elapsed))
            if session.ever_won:  # replaying set it to now: the game was won when it was saved won
                session.won_at = won_at if _is_iso_time(won_at) else won.isoformat(timespec="seconds")
            session._start_clock()  # unless it is won
        return session


def _is_iso_time(value: object) -> bool:
    if not isinstance(value, str) or len(value) > 40:
        return False
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return False
    return True
