"""Every problem sentence the Qt-free modules can say, as an id, and its English.

A problem names what went wrong (`ProblemId`) and carries what it is about (files, names,
counts, reasons); the UI renders it in the player's language (`ui/problem_text.py`), the
log and the command line get the English below. A parameter may itself be a `Problem`
(a reason inside a sentence), a core `Message`, a tuple of problems (said one after the
other), a number, or a plain text that is shown as it is (a file name, a plugin's own words); the
system's and SQLite's errors come as OS_ERROR problems (reasons.py), said in any language.
A `kept` parameter, when set, adds "It was kept as <name>." to any sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import Final


class ProblemId(StrEnum):
    # Start-up and settings (context.py, settings.py, cli.py, logs.py).
    FOLDER_UNCREATABLE = "folder-uncreatable"  # folder, reason
    SETTINGS_NOT_SAVED = "settings-not-saved"  # reason
    SETTINGS_DAMAGED = "settings-damaged"  # reason, kept
    SETTINGS_IGNORED = "settings-ignored"  # problems, more, count, kept
    SETTING_UNKNOWN = "setting-unknown"  # name
    SETTING_TYPE = "setting-type"  # name, expected, got
    SETTING_NOT_TEXTS = "setting-not-texts"  # name
    SETTING_TOO_LONG = "setting-too-long"  # name
    SETTING_NOT_FINITE = "setting-not-finite"  # name
    SETTING_CHOICES = "setting-choices"  # name, choices
    SETTING_MINIMUM = "setting-minimum"  # name, limit
    SETTING_MAXIMUM = "setting-maximum"  # name, limit
    TABLE_COLOR_UNKNOWN = "table-color-unknown"  # setting, choices
    SAFE_MODE = "safe-mode"  # saved: what the saved game was kept as, or None
    ALREADY_RUNNING = "already-running"  # code (or None: a new deal)
    LOG_UNUSABLE = "log-unusable"  # file, reason
    LOG_UNWRITABLE = "log-unwritable"  # file, reason
    UNEXPECTED_ERROR = "unexpected-error"  # detail, log
    # Files (inputs.py): `file` is the file's name.
    FILE_MISSING = "file-missing"  # file
    FILE_IS_FOLDER = "file-is-folder"  # file
    FILE_IS_PIPE = "file-is-pipe"  # file
    FILE_IS_DEVICE = "file-is-device"  # file
    FILE_IS_SOCKET = "file-is-socket"  # file
    FILE_NOT_REGULAR = "file-not-regular"  # file
    FILE_TOO_LARGE = "file-too-large"  # file, size, limit
    FILE_UNREADABLE = "file-unreadable"  # file, reason
    FILE_NOT_UTF8 = "file-not-utf8"  # file, byte
    FILE_NOT_VALID = "file-not-valid"  # file, kind (TOML, JSON), detail
    NESTED_TOO_DEEPLY = "nested-too-deeply"
    TOO_LARGE_FOR_MEMORY = "too-large-for-memory"
    TOO_MANY_DIGITS = "too-many-digits"
    PARSE_POSITION = "parse-position"  # line, column: where the text stops making sense
    NUMBER_OUT_OF_RANGE = "number-out-of-range"  # number
    NOT_A_JSON_NUMBER = "not-a-json-number"  # name (NaN, Infinity)
    # Why the system, SQLite or Python's import refused (reasons.py); `text` is their own
    # English words, for the log: the window says the rest in the player's language.
    OS_ERROR = "os-error"  # errno (or None), text
    IMPORT_NO_MODULE = "import-no-module"  # module, text
    IMPORT_NO_NAME = "import-no-name"  # name, module, text
    IMPORT_SYNTAX = "import-syntax"  # file, line, text
    HOOK_UNKNOWN = "hook-unknown"  # hook, text
    HOOK_ARGUMENTS = "hook-arguments"  # hook, names, text
    HOOK_WRAPPER_REFUSED = "hook-wrapper-refused"  # hook
    # Saved game, statistics, journal (storage/*, recorders.py).
    SAVED_GAME_DAMAGED = "saved-game-damaged"  # reason, kept
    STATS_UNOPENABLE = "stats-unopenable"  # reason
    STATS_DAMAGED = "stats-damaged"  # reason, aside
    STATS_UNMOVABLE = "stats-unmovable"  # reason
    STATS_NEWER = "stats-newer"  # version
    STATS_NOT_A_DATABASE = "stats-not-a-database"  # the reason SQLite gives as "file is not a database"
    STATS_CONTENTS_DAMAGED = "stats-contents-damaged"  # malformed, or a failed integrity check
    JOURNAL_UNUSABLE = "journal-unusable"  # reason, kept
    JOURNAL_DAMAGED = "journal-damaged"  # kept
    JOURNAL_SKIPPED = "journal-skipped"  # count, kept
    STATS_NOT_SAVED_KEPT = "stats-not-saved-kept"  # reason
    STATS_NOT_SAVED_WAITING = "stats-not-saved-waiting"  # reason, journal
    GAMES_LOST_AT_QUIT = "games-lost-at-quit"  # count, journal
    GAMES_WAITING_AT_QUIT = "games-waiting-at-quit"  # count, journal
    GAME_NOT_SAVED = "game-not-saved"  # reason
    # A stored game that fails the type checks (storage/stats_rows.py): a statistics row
    # or a journal entry, skipped.
    ROW_SKIPPED = "row-skipped"  # row, reason
    RECORD_MISSING = "record-missing"  # names
    RECORD_NOT_OBJECT = "record-not-object"
    RECORD_ID = "record-id"
    RECORD_CODE = "record-code"
    RECORD_DEAL = "record-deal"
    RECORD_CELLS = "record-cells"
    RECORD_RESULT = "record-result"  # value, results
    RECORD_ASSISTED = "record-assisted"
    RECORD_SECONDS = "record-seconds"
    RECORD_NOT_WHOLE = "record-not-whole"  # name
    RECORD_NOT_TIME = "record-not-time"  # name
    RECORD_NOT_ISO = "record-not-iso"  # name, value
    RECORD_NO_ZONE = "record-no-zone"  # name, value
    # Plugins (plugins.py, the hint providers of ui/assist.py).
    PLUGIN_HUNG = "plugin-hung"  # plugin, seconds, hook
    PLUGIN_SAME_NAME = "plugin-same-name"  # plugin
    PLUGIN_INVALID = "plugin-invalid"  # plugin, reason
    PLUGIN_IMPORT_FAILED = "plugin-import-failed"  # plugin, error
    PLUGIN_FAILED = "plugin-failed"  # plugin, hook, error
    PLUGIN_BAD_THEME = "plugin-bad-theme"  # plugin, why
    PLUGIN_BAD_HINT_PROVIDER = "plugin-bad-hint-provider"  # plugin, why
    PLUGIN_BAD_EXPORTER = "plugin-bad-exporter"  # plugin, why
    HINT_BAD_MOVE = "hint-bad-move"  # provider, reason
    HINT_NOT_A_HINT = "hint-not-a-hint"  # provider, plugin, got
    EXPORTER_FAILED = "exporter-failed"  # exporter, plugin, error
    WRAPPER_GENERATOR = "wrapper-generator"
    # Why a plugin's theme, hint provider or exporter is refused (providers.py): `what` is
    # one of the FIELD_ problems.
    PROVIDED_RAISED = "provided-raised"  # error, attribute
    PROVIDED_NOT_TEXT = "provided-not-text"  # what, got
    PROVIDED_EMPTY = "provided-empty"  # what
    PROVIDED_UNPRINTABLE = "provided-unprintable"  # what, text
    PROVIDED_TOO_LONG = "provided-too-long"  # what, limit, text
    PROVIDED_NOT_CALLABLE = "provided-not-callable"  # attribute
    PROVIDED_NOT_THEME = "provided-not-theme"  # got
    PROVIDED_THEME_UNUSABLE = "provided-theme-unusable"  # reason
    PROVIDED_FORMAT_NAME = "provided-format-name"  # name
    PROVIDED_SUFFIX = "provided-suffix"  # suffix
    FIELD_NAME = "field-name"
    FIELD_DISPLAY_NAME = "field-display-name"
    FIELD_DESCRIPTION = "field-description"
    FIELD_SUFFIX = "field-suffix"
    HINT_FAILED = "hint-failed"  # provider, error
    # Card themes (themes.py, ui/start_theme.pick_renderer).
    THEME_NAME_TAKEN = "theme-name-taken"  # theme, origin
    PLUGIN_THEME_SKIPPED = "plugin-theme-skipped"  # reason
    THEME_FOLDER_SKIPPED = "theme-folder-skipped"  # folder, reason
    THEME_NO_MANIFEST = "theme-no-manifest"  # spec, manifest
    THEME_UNKNOWN = "theme-unknown"  # spec, known
    THEME_FALLBACK = "theme-fallback"  # theme, reason
    THEME_REFUSED = "theme-refused"  # reason: a theme asked for by name or folder
    THEME_SWITCH_FAILED = "theme-switch-failed"  # theme, reason


_English = str | Callable[[Mapping[str, object]], str]


def _them(p: Mapping[str, object]) -> str:
    return "them" if p["count"] != 1 else "it"


def _s(count: object) -> str:
    return "" if count == 1 else "s"


def _settings_ignored(p: Mapping[str, object]) -> str:
    shown = "; ".join(map(str, p["problems"]))  # type: ignore[call-overload]
    if p["more"]:
        shown += f"; and {p['more']:,} more"
    return f"Some settings were not used ({shown}); using the defaults for {_them(p)}."


def _already_running(p: Mapping[str, object]) -> str:
    plays = "a new deal" if p["code"] is None else p["code"]
    return (f"Boulanger is already open in another window, which keeps the game in progress. "
            f"This window plays {plays} and does not save it.")


ENGLISH: Final[dict[ProblemId, _English]] = {
    ProblemId.FOLDER_UNCREATABLE: "Boulanger cannot create its folder {folder} ({reason}). You can "
    "play, but games, settings and statistics are not saved until it can.",
    ProblemId.SETTINGS_NOT_SAVED: "Settings could not be saved: {reason}",
    ProblemId.SETTINGS_DAMAGED: "The settings file was damaged ({reason}); using the defaults.",
    ProblemId.SETTINGS_IGNORED: _settings_ignored,
    ProblemId.SETTING_UNKNOWN: "unknown setting '{name}'",
    ProblemId.SETTING_TYPE: "{name} should be {expected}, not {got}",
    ProblemId.SETTING_NOT_TEXTS: "{name} should be a list of strings",
    ProblemId.SETTING_TOO_LONG: "{name} is far too long",
    ProblemId.SETTING_NOT_FINITE: "{name} must be a finite number",
    ProblemId.SETTING_CHOICES: "{name} must be one of {choices}",
    ProblemId.SETTING_MINIMUM: "{name} must be at least {limit}",
    ProblemId.SETTING_MAXIMUM: "{name} must be at most {limit}",
    ProblemId.TABLE_COLOR_UNKNOWN: "Table colour '{setting}' is not one of {choices} or #rrggbb; "
    "using green felt.",
    ProblemId.SAFE_MODE: lambda p: (
        "Safe mode: the Classic theme, no third-party plugins or themes."
        + (f" Your saved game was kept as {p['saved']}." if p["saved"] else "")
        + " The next start is a normal one."
    ),
    ProblemId.ALREADY_RUNNING: _already_running,
    ProblemId.LOG_UNUSABLE: "The log file {file} cannot be used ({reason}); log messages go to the "
    "terminal.",
    ProblemId.LOG_UNWRITABLE: "The log file {file} cannot be written ({reason}); log messages are "
    "lost until it can.",
    ProblemId.UNEXPECTED_ERROR: "Something went wrong: {detail} — details in the log ({log}).",
    ProblemId.FILE_MISSING: "{file} does not exist",
    ProblemId.FILE_IS_FOLDER: "{file} is a folder, not a file",
    ProblemId.FILE_IS_PIPE: "{file} is a named pipe, not a file",
    ProblemId.FILE_IS_DEVICE: "{file} is a device, not a file",
    ProblemId.FILE_IS_SOCKET: "{file} is a socket, not a file",
    ProblemId.FILE_NOT_REGULAR: "{file} is not a regular file",
    ProblemId.FILE_TOO_LARGE: "{file} is too large, {size:,} bytes where at most {limit:,} are expected",
    ProblemId.FILE_UNREADABLE: "{file} cannot be read: {reason}",
    ProblemId.FILE_NOT_UTF8: "{file} is not UTF-8 text at byte {byte:,}",
    ProblemId.FILE_NOT_VALID: "{file} is not valid {kind}: {detail}",
    ProblemId.NESTED_TOO_DEEPLY: "nested too deeply",
    ProblemId.TOO_LARGE_FOR_MEMORY: "too large to hold in memory",
    ProblemId.TOO_MANY_DIGITS: "a number has too many digits",
    ProblemId.PARSE_POSITION: "a mistake at line {line}, column {column}",
    ProblemId.NUMBER_OUT_OF_RANGE: "number {number} is out of range",
    ProblemId.NOT_A_JSON_NUMBER: "{name} is not a JSON number",
    ProblemId.OS_ERROR: "{text}",
    ProblemId.IMPORT_NO_MODULE: "{text}",
    ProblemId.IMPORT_NO_NAME: "{text}",
    ProblemId.IMPORT_SYNTAX: "{text}",
    ProblemId.HOOK_UNKNOWN: "{text}",
    ProblemId.HOOK_ARGUMENTS: "{text}",
    ProblemId.HOOK_WRAPPER_REFUSED: "its function for the hook '{hook}' is a hook wrapper, which Boulanger "
    "does not run",
    ProblemId.SAVED_GAME_DAMAGED: "The saved game was damaged ({reason}); a new game was dealt.",
    ProblemId.STATS_UNOPENABLE: "The statistics could not be opened ({reason}). Games are still "
    "played; they are recorded once the file can be written.",
    ProblemId.STATS_DAMAGED: "The statistics file was damaged ({reason}). It was kept as {aside} "
    "and a new one was started.",
    ProblemId.STATS_UNMOVABLE: "damaged, and it could not be moved aside: {reason}",
    ProblemId.STATS_NEWER: "written by a newer Boulanger (schema {version})",
    ProblemId.STATS_NOT_A_DATABASE: "it is not a statistics database",
    ProblemId.STATS_CONTENTS_DAMAGED: "part of its contents cannot be read",
    ProblemId.JOURNAL_UNUSABLE: "The statistics journal could not be used ({reason}).",
    ProblemId.JOURNAL_DAMAGED: "The statistics journal was damaged (no list of games).",
    ProblemId.JOURNAL_SKIPPED: lambda p: (
        f"{p['count']:,} unreadable game{_s(p['count'])} in the statistics journal "
        f"{'was' if p['count'] == 1 else 'were'} skipped."
    ),
    ProblemId.STATS_NOT_SAVED_KEPT: "The statistics could not be saved ({reason}). This session's "
    "games are kept and saved as soon as the file can be written.",
    ProblemId.STATS_NOT_SAVED_WAITING: "The statistics could not be saved ({reason}). Games wait in "
    "{journal} and are added as soon as the file can be written.",
    ProblemId.GAMES_LOST_AT_QUIT: lambda p: (
        f"{p['count']:,} game{_s(p['count'])} could not be saved to the statistics nor to "
        f"{p['journal']}; they are lost when Boulanger closes."
    ),
    ProblemId.GAMES_WAITING_AT_QUIT: lambda p: (
        f"{p['count']:,} game{_s(p['count'])} could not be added to the statistics yet. They wait "
        f"in {p['journal']} and are added at the next start once the statistics file can be written."
    ),
    ProblemId.GAME_NOT_SAVED: "The game in progress could not be saved ({reason}). Play on: saving "
    "is tried again after every move.",
    ProblemId.ROW_SKIPPED: "row {row}: {reason}",
    ProblemId.RECORD_MISSING: "missing {names}",
    ProblemId.RECORD_NOT_OBJECT: "not an object",
    ProblemId.RECORD_ID: "id is not a short text",
    ProblemId.RECORD_CODE: "code is not a game code",
    ProblemId.RECORD_DEAL: "deal is not a deal number",
    ProblemId.RECORD_CELLS: "cells is not 4, 2 or 1",
    ProblemId.RECORD_RESULT: "result {value} is not one of {results}",
    ProblemId.RECORD_ASSISTED: "assisted is not true or false",
    ProblemId.RECORD_SECONDS: "seconds is not a play time",
    ProblemId.RECORD_NOT_WHOLE: "{name} is not a whole number",
    ProblemId.RECORD_NOT_TIME: "{name} is not a date and time",
    ProblemId.RECORD_NOT_ISO: "{name} {value} is not an ISO 8601 time",
    ProblemId.RECORD_NO_ZONE: "{name} {value} has no time zone",
    ProblemId.PLUGIN_HUNG: "Plugin '{plugin}' was turned off: last time it kept Boulanger busy for "
    "more than {seconds:g} seconds ({hook}). Settings ▸ Plugins turns it back on.",
    ProblemId.PLUGIN_SAME_NAME: "Plugin '{plugin}' could not be loaded: another plugin has the same "
    "name.",
    ProblemId.PLUGIN_INVALID: "Plugin '{plugin}' could not be loaded: {reason}.",
    ProblemId.PLUGIN_IMPORT_FAILED: "Plugin '{plugin}' could not be loaded ({error}).",
    ProblemId.PLUGIN_FAILED: "Plugin '{plugin}' failed in {hook} ({error}) and was disabled.",
    ProblemId.PLUGIN_BAD_THEME: "Plugin '{plugin}' returned a card theme that {why}; it was left out.",
    ProblemId.PLUGIN_BAD_HINT_PROVIDER: "Plugin '{plugin}' returned a hint provider that {why}; it "
    "was left out.",
    ProblemId.PLUGIN_BAD_EXPORTER: "Plugin '{plugin}' returned a statistics exporter that {why}; it "
    "was left out.",
    ProblemId.HINT_BAD_MOVE: "Hint provider '{provider}' suggested a move that cannot be played "
    "({reason}). It was turned off for this session.",
    ProblemId.HINT_FAILED: "Hint provider '{provider}' failed ({error}). It was turned off for this "
    "session.",
    ProblemId.HINT_NOT_A_HINT: "hint provider '{provider}' of plugin '{plugin}' returned {got}, not a Hint",
    ProblemId.EXPORTER_FAILED: "exporter '{exporter}' of plugin '{plugin}' failed ({error})",
    ProblemId.WRAPPER_GENERATOR: "returned a generator, and Boulanger runs no hook wrappers",
    ProblemId.PROVIDED_RAISED: "raised {error} when its '{attribute}' was read",
    ProblemId.PROVIDED_NOT_TEXT: "has a {what} that is not a string ({got})",
    ProblemId.PROVIDED_EMPTY: "has an empty {what}",
    ProblemId.PROVIDED_UNPRINTABLE: "has a {what} with unprintable characters ({text})",
    ProblemId.PROVIDED_TOO_LONG: "has a {what} longer than {limit} characters ({text})",
    ProblemId.PROVIDED_NOT_CALLABLE: "has a '{attribute}' that cannot be called",
    ProblemId.PROVIDED_NOT_THEME: "is not a CardTheme ({got})",
    ProblemId.PROVIDED_THEME_UNUSABLE: "cannot be used ({reason})",
    ProblemId.PROVIDED_FORMAT_NAME: "has a format name with spaces or slashes ({name})",
    ProblemId.PROVIDED_SUFFIX: "has a suffix that is not like '.csv' ({suffix})",
    ProblemId.FIELD_NAME: "name",
    ProblemId.FIELD_DISPLAY_NAME: "display name",
    ProblemId.FIELD_DESCRIPTION: "description",
    ProblemId.FIELD_SUFFIX: "suffix",
    ProblemId.THEME_NAME_TAKEN: "Card theme '{theme}' from {origin} skipped: another theme already "
    "has that name.",
    ProblemId.PLUGIN_THEME_SKIPPED: "Card theme from a plugin skipped: {reason}",
    ProblemId.THEME_FOLDER_SKIPPED: "Card theme in {folder} skipped: {reason}",
    ProblemId.THEME_NO_MANIFEST: "'{spec}' has no {manifest}",
    ProblemId.THEME_UNKNOWN: lambda p: (
        f"unknown theme '{p['spec']}': available themes are {p['known'] or 'none'}"
    ),
    ProblemId.THEME_FALLBACK: "Card theme '{theme}' could not be used ({reason}); showing Classic "
    "instead.",
    ProblemId.THEME_REFUSED: "Could not use that card theme: {reason}",
    ProblemId.THEME_SWITCH_FAILED: "Could not use the card theme '{theme}': {reason}. The cards stay as "
    "they were.",
}
