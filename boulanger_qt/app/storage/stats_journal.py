"""Games waiting for the statistics database: a small JSON file beside it.

When the database cannot be written (read-only, locked, a newer schema, a full disk),
the recorder keeps each game's latest record here, one entry per game id, written
atomically. The entries go into the database as soon as it can be written again (at the
next start at the latest) and the file is then removed. Entries that fail the type
checks are reported and kept aside in `<name>.bad`, never merged.

Several copies of the app may keep games in one journal: each reads, merges and writes it
(or removes it once the database has the games) while holding the journal's lock, so no
copy ever replaces the file with a view of it that is out of date.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import asdict
from pathlib import Path

from boulanger_qt.app.storage.stats_rows import BadRecord, from_mapping
from boulanger_qt.app.storage.write_steps import write_step
from boulanger_qt.core.record import GameRecord
from boulanger_qt.support.atomic import write_text_atomic
from boulanger_qt.support.file_lock import Held, locked
from boulanger_qt.support.inputs import InputProblem, MissingInput, keep_aside, kept_name, read_json
from boulanger_qt.support.problems import Problem, ProblemId, problem

log = logging.getLogger(__name__)
JOURNAL_FORMAT = 1
MAX_JOURNAL_BYTES = 16 * 1024 * 1024  # some 40,000 games waiting
LOCK_WAIT_SECONDS = 10.0  # another copy merging: a read and a write of the journal, or a database write


def journal_path(database: Path) -> Path:
    return database.with_name(database.stem + "-journal.json")


class Journal:
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
        """The waiting games by id (empty when there is no journal)."""
        try:
            data = read_json(self.path, max_bytes=MAX_JOURNAL_BYTES)
        except MissingInput:
            return {}
        except InputProblem as exc:
            self.problems.append(problem(ProblemId.JOURNAL_UNUSABLE, reason=exc.message,
                                         kept=kept_name(keep_aside(self.path))))
            return {}
        ours = isinstance(data, dict) and data.get("format") == JOURNAL_FORMAT
        entries = data.get("games") if ours else None
        if not isinstance(entries, list):  # not a journal, or one of a format this version cannot read
            self.problems.append(problem(ProblemId.JOURNAL_DAMAGED, kept=kept_name(keep_aside(self.path))))
            return {}
        games: dict[str, GameRecord] = {}
        bad = 0
        for entry in entries:
            try:
                if not isinstance(entry, dict):
                    raise BadRecord(ProblemId.RECORD_NOT_OBJECT)
                record = from_mapping(entry)
            except BadRecord as exc:
                bad += 1
                log.error("bad journal entry skipped: %s", exc)
                continue
            games[record.id] = record
        if bad:
            self.problems.append(problem(ProblemId.JOURNAL_SKIPPED, count=bad,
                                         kept=kept_name(keep_aside(self.path))))
        return games

    def write(self, games: dict[str, GameRecord]) -> None:
        """Replace the journal with `games` (OSError when it cannot be written)."""
        write_step("journal")
        rows = [{**asdict(r), "result": str(r.result)} for r in games.values()]
        write_text_atomic(self.path, json.dumps({"format": JOURNAL_FORMAT, "games": rows}, indent=1))

    def remove(self) -> None:
        write_step("journal remove")
        self.path.unlink(missing_ok=True)
