"""The autosaved game in progress: written after every change, resumed at start."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path

from ..atomic import keep_aside, write_text_atomic
from ..core.session import Clock, Session, SnapshotError

log = logging.getLogger(__name__)


@dataclass(slots=True)
class Resumed:
    session: Session | None
    problem: str | None = None


def save_game(path: Path, session: Session) -> None:
    write_text_atomic(path, json.dumps(session.snapshot(), indent=1))


def clear_saved_game(path: Path) -> None:
    path.unlink(missing_ok=True)


def load_game(path: Path, clock: Clock) -> Resumed:
    """The saved session, or None; a damaged file is kept aside and explained."""
    try:
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError):  # no file, or no folder to hold one
        return Resumed(None)
    except (OSError, UnicodeDecodeError) as exc:
        return Resumed(None, f"The saved game could not be read ({exc}).")
    try:
        session = Session.restore(json.loads(text), clock)
    except (json.JSONDecodeError, SnapshotError) as exc:
        kept = keep_aside(path)
        log.error("saved game %s is damaged: %s", path, exc)
        return Resumed(None, f"The saved game was damaged ({exc}); a new game was dealt.{kept}")
    return Resumed(session)
