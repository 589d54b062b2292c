"""Where Boulanger keeps its files (platformdirs, or BOULANGER_HOME) and the typed settings."""

from __future__ import annotations

import logging
import os
import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Final

import platformdirs

from .atomic import keep_aside, write_text_atomic

APP_NAME: Final = "boulanger"
HOME_ENV: Final = "BOULANGER_HOME"
log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Paths:
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
    def autosave_file(self) -> Path:
        return self.state_dir / "autosave.json"

    @property
    def lock_file(self) -> Path:
        """Held by the running Boulanger that owns the autosave."""
        return self.state_dir / "boulanger.lock"

    @property
    def log_file(self) -> Path:
        return self.log_dir / "boulanger.log"

    def ensure(self) -> None:
        for folder in (self.config_dir, self.data_dir, self.state_dir, self.log_dir):
            folder.mkdir(parents=True, exist_ok=True)


def app_paths() -> Paths:
    """The platform's locations, or all of them under $BOULANGER_HOME when it is set."""
    home = os.environ.get(HOME_ENV)
    if home:
        root = Path(home).expanduser()
        return Paths(root / "config", root / "data", root / "state", root / "log")
    return Paths(
        Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
        Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
        Path(platformdirs.user_state_dir(APP_NAME, appauthor=False)),
        Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)),
    )


def _option(default: Any, help: str, **limits: Any) -> Any:
    return field(default=default, metadata={"help": help, **limits})


@dataclass(frozen=True, slots=True)
class Settings:
    """Every user setting with its default; the file holds only what differs."""

    theme: str = _option("classic", "card theme name")
    cells: int = _option(4, "free cells for a new game", choices=(4, 2, 1))
    winnable_only: bool = _option(True, "deal only proven-winnable games (2 and 1 cells)")
    animation_ms: int = _option(160, "move animation duration; 0 = instant", minimum=0, maximum=2000)
    hint_provider: str = _option("solver", "which hint provider answers Hint")
    winnability_check: bool = _option(True, "check after each move whether the game is still winnable")
    disabled_plugins: tuple[str, ...] = _option((), "plugins not to load")
    window_geometry: str = _option("", "saved window geometry (base64)")
    language: str = _option("", "interface language: sk, fr or en; empty follows the system",
                            choices=("", "sk", "fr", "en"))

    def to_dict(self) -> dict[str, Any]:
        defaults = Settings()
        return {
            f.name: list(value) if isinstance(value, tuple) else value
            for f in fields(self)
            if (value := getattr(self, f.name)) != getattr(defaults, f.name)
        }


@dataclass(slots=True)
class LoadedSettings:
    settings: Settings
    problems: list[str]


def _check(name: str, value: Any, default: Any, meta: Any) -> str | None:
    expected = type(default)
    if expected is tuple and isinstance(value, list):
        value = tuple(value)
    if expected is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if type(value) is not expected:
        return f"{name} should be {expected.__name__}, not {type(value).__name__}"
    if isinstance(value, tuple) and not all(isinstance(v, str) for v in value):
        return f"{name} should be a list of strings"
    if "choices" in meta and value not in meta["choices"]:
        return f"{name} must be one of {', '.join(map(str, meta['choices']))}"
    if "minimum" in meta and value < meta["minimum"]:
        return f"{name} must be at least {meta['minimum']}"
    if "maximum" in meta and value > meta["maximum"]:
        return f"{name} must be at most {meta['maximum']}"
    return None


def load_settings(path: Path) -> LoadedSettings:
    """Read settings; a damaged file is kept aside as `.bad` and defaults are used.

    Never raises: problems come back as sentences the app shows to the user.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError):  # no file, or no folder to hold one
        return LoadedSettings(Settings(), [])
    except (OSError, UnicodeDecodeError) as exc:
        return LoadedSettings(Settings(), [f"Could not read {path}: {exc}; using defaults."])
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        kept = keep_aside(path)
        return LoadedSettings(Settings(), [f"Settings file was damaged ({exc}); using defaults.{kept}"])
    problems: list[str] = []
    values: dict[str, Any] = {}
    defaults = Settings()
    known = {f.name: f for f in fields(Settings)}
    for key, value in data.items():
        spec = known.get(key)
        if spec is None:
            problems.append(f"Unknown setting {key!r} ignored.")
            continue
        problem = _check(key, value, getattr(defaults, key), spec.metadata)
        if problem:
            problems.append(f"Setting {problem}; using the default.")
            continue
        values[key] = tuple(value) if isinstance(value, list) else value
    return LoadedSettings(replace(defaults, **values), problems)


def save_settings(path: Path, settings: Settings) -> None:
    import tomli_w  # only needed when settings change, not at start-up

    write_text_atomic(path, tomli_w.dumps(settings.to_dict()))
