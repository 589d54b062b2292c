"""The autosaved game in progress: written after every change, resumed at start."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Final, NamedTuple

from boulanger_qt.core.session import Clock, Session, SnapshotError
from boulanger_qt.support.atomic import write_text_atomic
from boulanger_qt.support.inputs import InputProblem, MissingInput, keep_aside, kept_name, read_json
from boulanger_qt.support.problems import Problem, ProblemId, problem

log = logging.getLogger(__name__)
# A snapshot holds the opening board and every command (at most MAX_SAVED_COMMANDS).
MAX_AUTOSAVE_BYTES: Final = 4 * 1024 * 1024


class Resumed(NamedTuple):
    session: Session | None
    problem: Problem | None = None


def save_game(path: Path, session: Session) -> None:
    write_text_atomic(path, json.dumps(session.snapshot(), indent=1))


def load_game(path: Path, clock: Clock) -> Resumed:
    """The saved session, or None; a damaged file is kept aside and explained. Never raises."""
    try:
        session = Session.restore(read_json(path, max_bytes=MAX_AUTOSAVE_BYTES), clock)
    except MissingInput:  # no file, or no folder to hold one
        return Resumed(None)
    except (InputProblem, SnapshotError) as exc:
        log.error("saved game %s not used: %s", path, exc)
        return Resumed(None, problem(ProblemId.SAVED_GAME_DAMAGED, reason=exc.message,
                                     kept=kept_name(keep_aside(path))))
    return Resumed(session)
