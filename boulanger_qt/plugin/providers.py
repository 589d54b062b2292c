"""What provider hooks return (`HintProvider`, `StatsExporter`), checked where it crosses
into the app.

A plugin's themes, hint providers and exporters are read once, at the boundary: their
names must be short printable strings and their methods callables, or the object is
refused with a message naming the plugin. What passes is copied into a frozen object
of ours, so a property that raises (or changes) later cannot reach the app, and a
failing `export()` becomes one `PluginError` naming the plugin.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, Protocol, TextIO, runtime_checkable

from boulanger_qt.core.messages import SaidError
from boulanger_qt.core.moves import Move
from boulanger_qt.core.record import GameRecord
from boulanger_qt.core.state import GameState
from boulanger_qt.plugin.problem_ids import PluginProblem
from boulanger_qt.plugin.theme_check import (
    CardTheme,
    ThemeError,
    TranslationsShape,
    check_fields,
    checked_translations,
)
from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problems import problem

NAME_LIMIT: Final = 40
TEXT_LIMIT: Final = 120
COUNT_LIMIT: Final = 10**9  # what Qt's plural forms take (a C int)


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested move, and why (`reason`, shown after it); `count`, when given, is the
    number the reason says where it has `%Ln` or `%n` (in the plural form the player's language needs)."""

    move: Move
    reason: str = ""
    count: int | None = None


@runtime_checkable
class HintProvider(Protocol):
    """Suggests a move. `hint` runs in a background thread: it must poll `cancel()`
    and return None soon after it turns true. None also means "no suggestion"."""

    @property
    def name(self) -> str:
        """A short key, e.g. "solver"."""

    @property
    def display_name(self) -> str:
        """What the Settings menu shows."""

    def hint(self, state: GameState, cancel: Callable[[], bool]) -> Hint | None: ...


@runtime_checkable
class StatsExporter(Protocol):
    """Writes game records to a text stream in one format (`name` is e.g. "csv")."""

    @property
    def name(self) -> str:
        """The format, as `--format` names it (e.g. "csv")."""

    @property
    def description(self) -> str:
        """What the export dialog shows (e.g. "Comma-separated values")."""

    @property
    def suffix(self) -> str:
        """The file name suffix, with its dot (e.g. ".csv")."""

    def export(self, records: Sequence[GameRecord], stream: TextIO) -> None: ...


class PluginError(SaidError):
    """A plugin's object failed or is unusable; `.message` names the plugin."""


class Refused(SaidError, ValueError):
    """Why a provided object is refused (said inside the plugin's PLUGIN_BAD_… problem)."""

    def __init__(self, id: PluginProblem, **params: object) -> None:
        super().__init__(problem(id, **params))


_FIELDS: Final = {"name": PluginProblem.FIELD_NAME, "display name": PluginProblem.FIELD_DISPLAY_NAME,
                  "description": PluginProblem.FIELD_DESCRIPTION, "suffix": PluginProblem.FIELD_SUFFIX}


def describe(exc: BaseException) -> str:
    """`Type: message`, bounded, for messages that quote what a plugin raised."""
    return f"{type(exc).__name__}: {bounded(text)}" if (text := str(exc)) else type(exc).__name__


def _read(obj: object, attribute: str) -> object:
    try:
        return getattr(obj, attribute)
    except BaseException as exc:  # a property is plugin code too
        raise Refused(PluginProblem.PROVIDED_RAISED, error=describe(exc), attribute=attribute) from None


def checked_name(value: object, field: str, *, limit: int = NAME_LIMIT) -> str:
    what = problem(_FIELDS[field])
    if not isinstance(value, str):
        raise Refused(PluginProblem.PROVIDED_NOT_TEXT, what=what, got=type(value).__name__)
    if not (text := value.strip()):
        raise Refused(PluginProblem.PROVIDED_EMPTY, what=what)
    if not text.isprintable():
        raise Refused(PluginProblem.PROVIDED_UNPRINTABLE, what=what, text=bounded(text))
    if len(text) > limit:
        raise Refused(PluginProblem.PROVIDED_TOO_LONG, what=what, limit=limit, text=bounded(text))
    return text


def _translations(obj: object, fields: dict[str, int]) -> dict[str, dict[str, str]]:
    """The object's optional `translations` of `fields` (name: length limit), checked."""
    if not hasattr(obj, "translations"):  # (a property that raises is read below, and told)
        return {}
    try:
        return checked_translations(
            _read(obj, "translations"), tuple(fields),
            lambda name, text: checked_name(text, name.replace("_", " "), limit=fields[name]))
    except TranslationsShape as exc:
        raise Refused(PluginProblem.PROVIDED_TRANSLATIONS, fields=", ".join(fields), got=str(exc)) from None


def _callable(obj: object, attribute: str) -> Callable[..., object]:
    method = _read(obj, attribute)
    if not callable(method):
        raise Refused(PluginProblem.PROVIDED_NOT_CALLABLE, attribute=attribute)
    return method


def check_theme(obj: object) -> CardTheme:
    """A plugin's theme must be a CardTheme whose fields pass the theme rules (`theme_check`);
    its files are checked in full when it is first rendered."""
    if not isinstance(obj, CardTheme):
        raise Refused(PluginProblem.PROVIDED_NOT_THEME, got=type(obj).__name__)
    try:
        check_fields(obj)
    except Exception as exc:  # a ThemeError, or a field of the wrong type
        reason = exc.message if isinstance(exc, ThemeError) else describe(exc)
        raise Refused(PluginProblem.PROVIDED_THEME_UNUSABLE, reason=reason) from None
    return obj


@dataclass(frozen=True, slots=True)
class CheckedHintProvider:
    """A plugin's hint provider with its names read once; `hint` is the plugin's method."""

    name: str
    display_name: str
    plugin: str
    _hint: Callable[..., object]
    translations: Mapping[str, Mapping[str, str]] = field(default_factory=dict, compare=False)

    def hint(self, state: GameState, cancel: Callable[[], bool]) -> Hint | None:
        """The plugin's suggestion; anything but a Hint or None raises PluginError."""
        if (result := self._hint(state, cancel)) is None:
            return None
        if not isinstance(result, Hint):
            raise self._refused(PluginProblem.HINT_NOT_A_HINT, type(result).__name__)
        if not isinstance(result.reason, str):
            raise self._refused(PluginProblem.HINT_WRONG_REASON, repr(result.reason))
        if (count := result.count) is not None and not (type(count) is int and 0 <= count <= COUNT_LIMIT):
            raise self._refused(PluginProblem.HINT_WRONG_COUNT, repr(count), limit=COUNT_LIMIT)
        return result

    def _refused(self, why: PluginProblem, got: str, **more: object) -> PluginError:
        return PluginError(problem(why, provider=self.name, plugin=self.plugin, got=bounded(got, NAME_LIMIT),
                                   **more))


def check_hint_provider(obj: object, plugin: str) -> CheckedHintProvider:
    name = checked_name(_read(obj, "name"), "name")
    display = checked_name(_read(obj, "display_name"), "display name", limit=TEXT_LIMIT)
    translations = _translations(obj, {"display_name": TEXT_LIMIT})
    return CheckedHintProvider(name, display, plugin, _callable(obj, "hint"), translations)


@dataclass(frozen=True, slots=True)
class CheckedExporter:
    """A plugin's statistics exporter; `export` turns any failure into one PluginError."""

    name: str
    description: str
    suffix: str
    plugin: str
    _export: Callable[..., object]
    translations: Mapping[str, Mapping[str, str]] = field(default_factory=dict, compare=False)

    def export(self, records: Sequence[GameRecord], stream: TextIO) -> None:
        try:
            self._export(records, stream)
        except BaseException as exc:  # plugin code: SystemExit and KeyboardInterrupt included
            raise PluginError(problem(PluginProblem.EXPORTER_FAILED, exporter=self.name, plugin=self.plugin,
                                      error=describe(exc))) from exc


def check_exporter(obj: object, plugin: str) -> CheckedExporter:
    name = checked_name(_read(obj, "name"), "name")
    if any(ch.isspace() or ch in "/\\" for ch in name):
        raise Refused(PluginProblem.PROVIDED_FORMAT_NAME, name=bounded(name))
    description = checked_name(_read(obj, "description"), "description", limit=TEXT_LIMIT)
    suffix = checked_name(_read(obj, "suffix"), "suffix", limit=16)
    if not suffix.startswith(".") or any(ch.isspace() or ch in "/\\" for ch in suffix):
        raise Refused(PluginProblem.PROVIDED_SUFFIX, suffix=bounded(suffix))
    translations = _translations(obj, {"description": TEXT_LIMIT})
    return CheckedExporter(name, description, suffix, plugin, _callable(obj, "export"), translations)
