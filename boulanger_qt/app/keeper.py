"""Built-in listeners that keep data: the autosave and the statistics recorder (with its journal).

One listener, `GameKeeper`, writes both after every change, always in the same order:
first the autosave (the game on the table, the truth), then the game's statistics row
(derived from it, an upsert by game id). Whatever write a crash interrupts, the next
start re-writes the saved game's row from the autosave, so no game is lost or doubled.

Both run on the UI thread. The autosave is written (and fsync'ed) after every move. The
row of a game in progress that the autosave holds waits in memory when one was written in
the last `ROW_EVERY_SECONDS`, until the next write (at the latest when the game ends, the
app quits or anything reads the statistics; a kill loses nothing, see above): a quick run
of moves costs one SQLite transaction (a few fsyncs: milliseconds on a slow disk), not one
per move. Any other row is written at once.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

from boulanger_qt.app.storage.autosave import save_game
from boulanger_qt.app.storage.problem_ids import StorageProblem
from boulanger_qt.app.storage.stats_rows import BadRecord, from_mapping
from boulanger_qt.core.game_view import Outcome, Result
from boulanger_qt.core.record import GameRecord, record_of
from boulanger_qt.core.sentences import Said
from boulanger_qt.core.session import Session, utc_now
from boulanger_qt.plugin.specs import hookimpl
from boulanger_qt.support.atomic import write_text_atomic
from boulanger_qt.support.file_lock import Held, locked
from boulanger_qt.support.inputs import InputProblem, MissingInput, keep_aside, kept_name, read_json
from boulanger_qt.support.problems import Problem, Tell, os_reason, problem

if TYPE_CHECKING:
    from boulanger_qt.app.storage.stats import StatsStore

log = logging.getLogger(__name__)
ROW_EVERY_SECONDS = 5.0  # see the module: how long the row of a saved game may wait
JOURNAL_FORMAT = 1
MAX_JOURNAL_BYTES = 16 * 1024 * 1024  # some 40,000 games waiting
LOCK_WAIT_SECONDS = 10.0  # another copy merging: a read and a write of the journal, or a database write


def journal_path(database: Path) -> Path:
    return database.with_name(database.stem + "-journal.json")


class Journal:
    """Games waiting for the database, a small JSON file beside it, when it cannot be written
    (read-only, locked, a newer schema, a full disk): each game's latest record, one entry
    per id, written atomically; merged as soon as the database can be written again (at the
    next start at the latest), the file then removed. Several copies of the app may keep
    games in one journal: each reads, merges and writes it (or removes it) holding its lock,
    so none ever replaces it with a view of it that is out of date."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problems: list[Problem] = []

    @contextmanager
    def locked(self) -> Iterator[None]:
        """Hold the journal for a read-merge-write; `Held` when another copy keeps it past
        the wait. Where no lock file can be made (no folder, a read-only one), no journal
        can be written either: the block runs without it."""
        lock = self.path.with_name(self.path.name + ".lock")
        with ExitStack() as holding:
            try:
                holding.enter_context(locked(lock, timeout=LOCK_WAIT_SECONDS))
            except Held:
                raise
            except OSError as exc:
                log.warning("no journal lock %s (%s)", lock, exc)
            yield

    def read(self) -> dict[str, GameRecord]:
        try:
            data = read_json(self.path, max_bytes=MAX_JOURNAL_BYTES)
        except MissingInput:
            return {}
        except InputProblem as exc:
            self.problems.append(problem(StorageProblem.JOURNAL_UNUSABLE, reason=exc.message,
                                         kept=kept_name(keep_aside(self.path))))
            return {}
        ours = isinstance(data, dict) and data.get("format") == JOURNAL_FORMAT
        entries = data.get("games") if ours else None
        if not isinstance(entries, list):  # not a journal, or one of a format this version cannot read
            self.problems.append(problem(StorageProblem.JOURNAL_DAMAGED,
                                         kept=kept_name(keep_aside(self.path))))
            return {}
        games: dict[str, GameRecord] = {}
        bad = 0
        for entry in entries:
            try:
                if not isinstance(entry, dict):
                    raise BadRecord(StorageProblem.RECORD_NOT_OBJECT)
                record = from_mapping(entry)
                games[record.id] = record
            except BadRecord as exc:
                bad += 1
                log.error("bad journal entry skipped: %s", exc)
        if bad:
            self.problems.append(problem(StorageProblem.JOURNAL_SKIPPED, count=bad,
                                         kept=kept_name(keep_aside(self.path))))
        return games

    def write(self, games: dict[str, GameRecord]) -> None:
        rows = [{**asdict(r), "result": str(r.result)} for r in games.values()]
        write_text_atomic(self.path, json.dumps({"format": JOURNAL_FORMAT, "games": rows}, indent=1))


class _TellOnce:
    """Tells of a failure once per run of failures: not after every move; again once it had worked."""

    def __init__(self, report: Tell) -> None:
        self._report = report
        self._told = False

    def failed(self, told: Problem) -> None:
        if not self._told:
            self._told = True
            self._report(told, again=True)  # a new run of failures is told anew

    def worked(self) -> None:
        self._told = False


class StatsRecorder:
    """Writes game records to the database; while it cannot be written they wait in the
    `Journal` (if even that fails, in memory). `waiting()` says how many wait and where."""

    def __init__(self, open_store: Callable[[], StatsStore], journal: Path, report: Tell,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.open_store = open_store  # the database opens when the first record is written
        self.journal = Journal(journal)
        self.pending: dict[str, GameRecord] = {}  # not even in the journal
        self.waiting_rows: dict[str, GameRecord] = {}  # rows the autosave also holds, not yet written
        self._clock = clock
        self._last_write: float | None = None
        self._journal_in_use = journal.exists()
        self._tell = _TellOnce(report)
        self._report = report

    def write_game(self, game: Session, left: bool = False, *, saved: bool = False) -> None:
        """Record the game; `saved`: the autosave holds it as it is, so its row may wait (see the module)."""
        record = record_of(game, left=left, now=utc_now())
        if record is None:
            return
        recent = self._last_write is not None and self._clock() - self._last_write < ROW_EVERY_SECONDS
        if saved and recent and record.result is Result.IN_PROGRESS:
            self.waiting_rows[record.id] = record
            return
        self.pending[record.id] = record
        self.flush()

    def write_waiting(self) -> None:  # the statistics are about to be read
        if self.waiting_rows:
            self.flush()

    def flush(self) -> None:
        games = {**self.waiting_rows, **self.pending}
        if not games and not self.journal.path.exists():
            return
        self.waiting_rows.clear()
        try:
            with self.journal.locked():  # another copy may be merging into the journal
                self._flush(games)
        except Held as exc:  # another copy keeps the journal: the games wait for the next write
            log.error("statistics journal %s cannot be locked: %s", self.journal.path, exc)
            self.pending = games
            self._tell.failed(problem(StorageProblem.STATS_NOT_SAVED_KEPT, reason=os_reason(exc)))

    def _flush(self, ours: dict[str, GameRecord]) -> None:
        from boulanger_qt.app.storage.stats import StatsUnavailable

        games = self.journal.read()  # what every copy left waiting, read under the lock
        for told in self.journal.problems:
            self._report(told)
        self.journal.problems.clear()
        self._journal_in_use = bool(games)
        games.update(ours)
        if not games:
            return
        self._last_write = self._clock()
        try:
            store = self.open_store()
            store.before_read = self.write_waiting
            store.write(list(games.values()))
        except StatsUnavailable as exc:
            log.error("statistics not saved: %s", exc)
            self._keep_in_journal(games, exc.message)
            return
        self.pending.clear()
        if self._journal_in_use:
            try:
                self.journal.path.unlink(missing_ok=True)
            except OSError as exc:  # merged: at worst merged again (writes are idempotent)
                log.error("journal %s not removed: %s", self.journal.path, exc)
            else:
                self._journal_in_use = False
        self._tell.worked()

    def _keep_in_journal(self, games: dict[str, GameRecord], why: Said) -> None:
        try:
            self.journal.write(games)
        except OSError as exc:
            log.error("statistics journal %s not written: %s", self.journal.path, exc)
            self.pending = games
            self._tell.failed(problem(StorageProblem.STATS_NOT_SAVED_KEPT, reason=why))
            return
        self._journal_in_use = True
        self.pending.clear()
        self._tell.failed(problem(StorageProblem.STATS_NOT_SAVED_WAITING, reason=why,
                                  journal=str(self.journal.path)))

    def waiting(self) -> Problem | None:
        """What to tell the player at quit when games have not reached the database."""
        journal = str(self.journal.path)
        if self.pending:
            return problem(StorageProblem.GAMES_LOST_AT_QUIT, count=len(self.pending), journal=journal)
        if self._journal_in_use and (count := len(self.journal.read())):
            return problem(StorageProblem.GAMES_WAITING_AT_QUIT, count=count, journal=journal)
        return None


class Autosave:
    """Keeps the game on disk after every change; a won game too (the next start records it)."""

    def __init__(self, path: Path, report: Tell) -> None:
        self.path = path
        self._tell = _TellOnce(report)

    def save(self, session: Session) -> bool:
        try:
            save_game(self.path, session)
        except OSError as exc:
            log.error("game not saved to %s: %s", self.path, exc)
            self._tell.failed(problem(StorageProblem.GAME_NOT_SAVED, reason=os_reason(exc)))
            return False
        self._tell.worked()
        return True


class GameKeeper:
    """Without an autosave (another Boulanger owns it) a game left at quit is abandoned.
    Its hooks run last (`trylast`): the board moves the cards, and every other listener
    hears of the change, before the fsync and the statistics write. The session comes from
    `current`, the controller's (during `game_ended`, still the game being left)."""

    def __init__(self, autosave: Autosave | None, recorder: StatsRecorder,
                 current: Callable[[], Session]) -> None:
        self.autosave = autosave
        self.recorder = recorder
        self.current = current
        self.session: Session | None = None

    @hookimpl(trylast=True)
    def boulanger_game_started(self) -> None:
        """Also every move played or undone: the game is kept as it is now."""
        session = self.current()
        self.session = session
        self.recorder.write_game(session, saved=self.autosave is not None and self.autosave.save(session))

    boulanger_move_applied = boulanger_move_undone = boulanger_game_started

    @hookimpl(trylast=True)
    def boulanger_game_ended(self, outcome: Outcome) -> None:
        if outcome.result is not Result.WON:  # a win was written with the move that made it
            self.recorder.write_game(self.current(), left=True)

    @hookimpl(trylast=True)
    def boulanger_app_shutting_down(self) -> None:
        if self.session is not None:
            if self.autosave is not None:
                self.autosave.save(self.session)
            self.recorder.write_game(self.session, left=self.autosave is None)
        self.recorder.flush()


def asks_before_leaving(session: Session) -> bool:
    """Leaving this game counts as a loss: it has moves and was never won."""
    return session.started and not session.ever_won
