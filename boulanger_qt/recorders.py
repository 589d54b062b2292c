"""Built-in listeners that keep data: the statistics recorder and the autosave.

They are ordinary hook implementations, registered like any plugin.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from .core.game_view import GameView, view_of
from .core.outcome import Outcome, result_of
from .core.record import GameRecord
from .core.session import Session
from .markers import hookimpl
from .storage.autosave import clear_saved_game, save_game
from .storage.stats import StatsUnavailable

if TYPE_CHECKING:
    from .storage.stats import StatsStore

Report = Callable[[str], None]  # tells the user about a problem, without stopping play

log = logging.getLogger(__name__)


def record_for(game: GameView, outcome: Outcome) -> GameRecord:
    ended = datetime.now(UTC)
    started = ended - timedelta(seconds=game.elapsed)
    code = game.code
    return GameRecord(
        code=None if code is None else str(code),
        deal=game.deal,
        cells=game.cells,
        started_at=started.isoformat(timespec="seconds"),
        ended_at=ended.isoformat(timespec="seconds"),
        outcome=outcome.result.value,
        score=game.score,
        moves=game.moves,
        seconds=round(game.elapsed, 1),
    )


def retire_saved_game(old: Session | None, record: Callable[[GameRecord], None]) -> None:
    """A new deal is replacing the saved game in progress `old` (read once at start):
    record it as abandoned (or lost, when it was stuck) so it is not silently dropped
    from the statistics."""
    if old is not None and old.started and not old.is_won():
        game = view_of(old)
        record(record_for(game, Outcome(result_of(won=False, stuck=game.stuck, left=True))))


class _TellOnce:
    """Tells the user of a failure once per run of failures: not after every move, and
    again if it fails anew after it had worked."""

    def __init__(self, report: Report) -> None:
        self._report = report
        self._told = False

    def failed(self, message: str) -> None:
        if not self._told:
            self._told = True
            self._report(message)

    def worked(self) -> None:
        self._told = False


class StatsRecorder:
    """Adds one row to the statistics for every game that ends. When the file cannot be
    written, the rows wait in memory and go in with the next write that works."""

    def __init__(self, open_store: Callable[[], StatsStore], report: Report) -> None:
        self.open_store = open_store  # the database opens when the first game ends
        self.pending: list[GameRecord] = []
        self._tell = _TellOnce(report)

    def record(self, record: GameRecord) -> None:
        self.pending.append(record)
        self.flush()

    def flush(self) -> None:
        try:
            if self.pending:
                store = self.open_store()
                while self.pending:
                    store.add(self.pending[0])
                    del self.pending[0]
        except StatsUnavailable as exc:
            log.error("statistics not saved: %s", exc)
            self._tell.failed(f"The statistics could not be saved ({exc}). This session's games are "
                              "kept and saved as soon as the file can be written.")
            return
        self._tell.worked()

    @hookimpl
    def boulanger_game_ended(self, game: GameView, outcome: Outcome) -> None:
        self.record(record_for(game, outcome))

    @hookimpl
    def boulanger_app_shutting_down(self) -> None:
        self.flush()


class Autosave:
    """Keeps the game in progress on disk after every change, so nothing is ever lost.

    The hooks only say *that* the game changed (listeners get frozen views); the session
    itself comes from `current`, the controller's."""

    def __init__(self, path: Path, report: Report, current: Callable[[], Session]) -> None:
        self.path = path
        self.current = current
        self.session: Session | None = None
        self._tell = _TellOnce(report)

    def _save(self, session: Session) -> None:
        self.session = session
        try:
            if session.is_won():
                clear_saved_game(self.path)
            else:
                save_game(self.path, session)
        except OSError as exc:
            log.error("game not saved to %s: %s", self.path, exc)
            self._tell.failed(f"The game in progress could not be saved ({exc.strerror or exc}). "
                              "Play on: saving is tried again after every move.")
            return
        self._tell.worked()

    @hookimpl
    def boulanger_game_started(self) -> None:
        self._save(self.current())

    @hookimpl
    def boulanger_move_applied(self) -> None:
        self._save(self.current())

    @hookimpl
    def boulanger_move_undone(self) -> None:
        self._save(self.current())

    @hookimpl
    def boulanger_app_shutting_down(self) -> None:
        if self.session is not None:
            self._save(self.session)
