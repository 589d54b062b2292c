"""Where Boulanger keeps its files (platformdirs, or BOULANGER_HOME) and the typed settings.

The settings are what the player chose; what the app remembers by itself (the game in
progress, the window's place) is state, kept in the state folder. `settings.toml` is
written only when a setting changes. An older release kept the window's geometry in it as
`window_geometry`: that key is read once for `window_state` and dropped at the next write.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final, NamedTuple, TypeVar

import platformdirs

from boulanger_qt.app.window_state import usable_geometry
from boulanger_qt.support.atomic import write_text_atomic
from boulanger_qt.support.inputs import (
    InputProblem,
    MissingInput,
    bounded,
    keep_aside,
    kept_name,
    read_toml,
)
from boulanger_qt.support.problems import Problem, ProblemId, problem

APP_NAME: Final = "boulanger"
HOME_ENV: Final = "BOULANGER_HOME"
log = logging.getLogger(__name__)
T = TypeVar("T")


class Paths(NamedTuple):
    """The four folders Boulanger keeps its files in, and the files it keeps there."""

    config_dir: Path
    data_dir: Path
    state_dir: Path
    log_dir: Path

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.toml"

    @property
    def stats_db(self) -> Path:
        return self.data_dir / "stats.sqlite3"

    @property
    def themes_dir(self) -> Path:
        return self.data_dir / "themes"

    @property
    def plugins_dir(self) -> Path:
        return self.data_dir / "plugins"

    @property
    def window_state_file(self) -> Path:  # where the main window was (`window_state`)
        return self.state_dir / "window.json"

    @property
    def autosave_file(self) -> Path:
        return self.state_dir / "autosave.json"

    @property
    def lock_file(self) -> Path:  # held by the running Boulanger that owns the autosave
        return self.state_dir / "boulanger.lock"

    @property
    def log_file(self) -> Path:
        return self.log_dir / "boulanger.log"

    def ensure(self) -> None:
        for folder in self:
            folder.mkdir(parents=True, exist_ok=True)


def _folder(kind: str) -> Path:
    """The platform's folder of this kind ("config", "data", …), or `$BOULANGER_HOME/<kind>`."""
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home).expanduser() / kind
    return Path(getattr(platformdirs, f"user_{kind}_dir")(APP_NAME, appauthor=False))


def app_paths() -> Paths:
    return Paths(*map(_folder, ("config", "data", "state", "log")))


def cache_root() -> Path:
    return _folder("cache")


class Option(NamedTuple):
    """A setting's help text, and the limits a value read from the file must keep."""

    help: str
    choices: tuple[object, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None


def _setting(default: T, option: Option) -> T:
    return field(default=default, metadata={"option": option})


@dataclass(frozen=True, slots=True)
class Settings:
    """Every user setting with its default, help and limits; the file holds only what differs."""

    theme: str = _setting("classic", Option("card theme name"))
    table_color: str = _setting("green", Option("table colour: green, blue, red, grey, walnut, or #rrggbb"))
    cells: int = _setting(4, Option("free cells for a new game", choices=(4, 2, 1)))
    winnable_only: bool = _setting(True, Option("deal only proven-winnable games (every cell count)"))
    animation_ms: int = _setting(160, Option("move animation duration; 0 = instant", minimum=0, maximum=2000))
    hint_provider: str = _setting("solver", Option("which hint provider answers Hint"))
    winnability_check: bool = _setting(
        True, Option("check after each move whether the game is still winnable"))
    ask_before_abandoning: bool = _setting(
        True, Option("ask before leaving a game in progress (it counts as a loss)"))
    auto_play: bool = _setting(
        False, Option("after each move, send every card that may go to its foundation"))
    disabled_plugins: tuple[str, ...] = _setting((), Option("plugins not to load"))
    export_folder: str = _setting("", Option("folder of the last statistics export; empty: Documents"))
    language: str = _setting("", Option("interface language: sk, fr or en; empty follows the system",
                                        choices=("", "sk", "fr", "en")))


OPTIONS: Final[Mapping[str, Option]] = MappingProxyType(
    {f.name: f.metadata["option"] for f in fields(Settings)})


class LoadedSettings(NamedTuple):
    """The settings as read (defaults where the file could not be used), what was wrong, and
    the window geometry an older release kept in the file (`LEGACY_GEOMETRY`), if any."""

    settings: Settings
    problems: list[Problem]
    legacy_geometry: str | None = None


LEGACY_GEOMETRY: Final = "window_geometry"  # state now (`window_state`): neither a setting nor unknown


MAX_SETTINGS_BYTES: Final = 64 * 1024
MAX_TEXT: Final = 4096  # characters in one text setting
MAX_ITEMS: Final = 1000  # entries in one list setting
_SHOWN_PROBLEMS: Final = 3


def _check(name: str, value: Any) -> Problem | None:
    option = OPTIONS.get(name)
    if option is None:
        return problem(ProblemId.SETTING_UNKNOWN, name=bounded(name))
    expected = type(getattr(Settings(), name))
    if type(value) is not expected:
        return problem(ProblemId.SETTING_TYPE, name=name, expected=expected.__name__,
                       got=type(value).__name__)
    if isinstance(value, tuple) and not all(isinstance(v, str) and len(v) <= MAX_TEXT for v in value):
        return problem(ProblemId.SETTING_NOT_TEXTS, name=name)
    if isinstance(value, tuple | str) and len(value) > (MAX_ITEMS if isinstance(value, tuple) else MAX_TEXT):
        return problem(ProblemId.SETTING_TOO_LONG, name=name)
    if option.choices is not None and value not in option.choices:
        return problem(ProblemId.SETTING_CHOICES, name=name, choices=", ".join(map(str, option.choices)))
    if option.minimum is not None and value < option.minimum:
        return problem(ProblemId.SETTING_MINIMUM, name=name, limit=option.minimum)
    if option.maximum is not None and value > option.maximum:
        return problem(ProblemId.SETTING_MAXIMUM, name=name, limit=option.maximum)
    return None


def load_settings(path: Path) -> LoadedSettings:
    """Read settings; never raises. A file that cannot be used is kept aside as `.bad`
    and defaults are used; a file with some bad values is kept aside too, and rewritten
    with the good ones. Problems come back as one sentence for the player."""
    try:
        data = read_toml(path, max_bytes=MAX_SETTINGS_BYTES)
    except MissingInput:  # no file, or no folder to hold one
        return LoadedSettings(Settings(), [])
    except InputProblem as exc:
        log.error("settings not used: %s", exc)
        return LoadedSettings(Settings(), [problem(ProblemId.SETTINGS_DAMAGED, reason=exc.message,
                                                   kept=kept_name(keep_aside(path)))])
    values: dict[str, Any] = {}
    problems: list[Problem] = []
    legacy_geometry = usable_geometry(old := data.pop(LEGACY_GEOMETRY, None))
    if old is not None and legacy_geometry is None:
        log.warning("the window geometry in %s is not used: not a geometry", path.name)
    for name, value in data.items():
        value = tuple(value) if isinstance(value, list) else value  # TOML has arrays, Settings tuples
        wrong = _check(name, value)
        if wrong:
            problems.append(wrong)
        else:
            values[name] = value
    settings = Settings(**values)
    if not problems:
        return LoadedSettings(settings, [], legacy_geometry)
    log.error("settings with problems: %s", "; ".join(map(str, problems)))
    aside = keep_aside(path)
    if aside is not None:
        try:  # the good values stay; the next start is quiet
            save_settings(path, settings)
        except OSError as exc:
            log.error("could not rewrite the settings: %s", exc)
    return LoadedSettings(settings, [problem(
        ProblemId.SETTINGS_IGNORED, problems=tuple(problems[:_SHOWN_PROBLEMS]),
        more=max(0, len(problems) - _SHOWN_PROBLEMS), count=len(problems), kept=kept_name(aside))],
        legacy_geometry)


def save_settings(path: Path, settings: Settings) -> None:
    import tomli_w  # only when the settings change

    defaults = Settings()
    changed = {name: list(value) if isinstance(value, tuple) else value
               for name in OPTIONS if (value := getattr(settings, name)) != getattr(defaults, name)}
    write_text_atomic(path, tomli_w.dumps(changed))
