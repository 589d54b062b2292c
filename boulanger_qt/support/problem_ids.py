"""Every problem sentence the Qt-free modules can say: an id, and its sentence declared once.

A problem names what went wrong (`ProblemId`) and carries what it is about (files, names,
counts, reasons); its sentence (`DECLARED`, see `core/sentences.py`) is printed in English
by the log and the command line and translated by the window. A parameter may itself be a `Problem`
(a reason inside a sentence), a core `Message`, a tuple of problems (said one after the
other), a number, or a plain text that is shown as it is (a file name, a plugin's own words); the
system's and SQLite's errors come as OS_ERROR problems (reasons.py), said in any language.
A `kept` parameter, when set, adds "It was kept as <name>." to any sentence.
"""

from __future__ import annotations

import errno
from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import Final

from boulanger_qt.core.sentences import QT_TRANSLATE_NOOP, Text


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
    SETTING_CHOICES = "setting-choices"  # name, choices
    SETTING_MINIMUM = "setting-minimum"  # name, limit
    SETTING_MAXIMUM = "setting-maximum"  # name, limit
    TABLE_COLOR_UNKNOWN = "table-color-unknown"  # setting, choices
    SAFE_MODE = "safe-mode"  # saved: what the saved game was kept as, or None
    ALREADY_RUNNING = "already-running"  # code (or None: a new deal)
    LOG_UNUSABLE = "log-unusable"  # file, reason
    LOG_UNWRITABLE = "log-unwritable"  # file, reason
    TRANSLATION_DAMAGED = "translation-damaged"  # language (named in itself), file
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
    PARSE_POSITION = "parse-position"  # line, column: where the text stops making sense; text
    PARSE_END = "parse-end"  # text: the parser's own words (for the log)
    PARSE_MISTAKE = "parse-mistake"  # text: the parser's own words (for the log)
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


_SAFE_MODE: Final = QT_TRANSLATE_NOOP(
    "ProblemText",
    "Safe mode: the Classic theme, no third-party plugins or themes. The next start is a normal one.",
)
_SAFE_MODE_KEPT: Final = QT_TRANSLATE_NOOP(
    "ProblemText",
    "Safe mode: the Classic theme, no third-party plugins or themes. Your saved game was kept as %1. "
    "The next start is a normal one.",
).on("saved")
_RUNNING: Final = QT_TRANSLATE_NOOP(
    "ProblemText",
    "Boulanger is already open in another window, which keeps the game in progress. This window "
    "plays a new deal and does not save it.",
)
_RUNNING_CODE: Final = QT_TRANSLATE_NOOP(
    "ProblemText",
    "Boulanger is already open in another window, which keeps the game in progress. This window "
    "plays %1 and does not save it.",
).on("code")
_NO_THEMES: Final = QT_TRANSLATE_NOOP(
    "ProblemText", "there is no card theme “%1”, and no other theme either").on("spec")
_THEMES: Final = QT_TRANSLATE_NOOP(
    "ProblemText", "there is no card theme “%1”: the themes are %2").on("spec", "known")
# Said as the reason it carries (the theme's own problem).
_AS_ITS_REASON: Final = Text("ProblemText", "%1", args=("reason",))

_DENIED: Final = QT_TRANSLATE_NOOP("ReasonText", "permission denied")
_BUSY: Final = QT_TRANSLATE_NOOP("ReasonText", "another program is using it")
_TOO_MANY: Final = QT_TRANSLATE_NOOP("ReasonText", "too many files are open")
_ERRNOS: Final = {
    errno.ENOSPC: QT_TRANSLATE_NOOP("ReasonText", "the disk is full"),
    errno.EACCES: _DENIED,
    errno.EPERM: _DENIED,
    errno.EROFS: QT_TRANSLATE_NOOP("ReasonText", "the disk can only be read, not written"),
    errno.ENOENT: QT_TRANSLATE_NOOP("ReasonText", "the file or folder does not exist"),
    errno.EISDIR: QT_TRANSLATE_NOOP("ReasonText", "it is a folder, not a file"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("ReasonText", "a part of its path is a file, not a folder"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("ReasonText", "the name is too long"),
    errno.EIO: QT_TRANSLATE_NOOP("ReasonText", "an input/output error on the disk"),
    errno.ELOOP: QT_TRANSLATE_NOOP("ReasonText", "the links on its path go round in a loop"),
    errno.EMFILE: _TOO_MANY,
    errno.ENFILE: _TOO_MANY,
    errno.EBUSY: _BUSY,
    errno.ETXTBSY: _BUSY,
    errno.EEXIST: QT_TRANSLATE_NOOP("ReasonText", "something of that name exists already"),
    errno.ENOMEM: QT_TRANSLATE_NOOP("ReasonText", "there is not enough memory"),
}
if hasattr(errno, "EDQUOT"):  # not on every system
    _ERRNOS[errno.EDQUOT] = QT_TRANSLATE_NOOP("ReasonText", "the disk quota is used up")
_OS_REFUSED: Final = QT_TRANSLATE_NOOP("ReasonText", "the system refused it, for a reason written in the log")


def _os_error(p: Mapping[str, object]) -> Text:
    number = p.get("errno")
    return _ERRNOS.get(number, _OS_REFUSED) if isinstance(number, int) else _OS_REFUSED


P = ProblemId
# A sentence, or how the parameters choose one.
DECLARED: Final[dict[ProblemId, Text | Callable[[Mapping[str, object]], Text]]] = {
    P.FOLDER_UNCREATABLE: QT_TRANSLATE_NOOP(
        "ProblemText", "Boulanger cannot create its folder %1 (%2). You can play, but games, settings and "
        "statistics are not saved until it can.").on("folder", "reason"),
    P.SETTINGS_NOT_SAVED: QT_TRANSLATE_NOOP("ProblemText", "Settings could not be saved: %1").on("reason"),
    P.SETTINGS_DAMAGED: QT_TRANSLATE_NOOP(
        "ProblemText", "The settings file was damaged (%1); using the defaults.").on("reason"),
    P.SETTINGS_IGNORED: QT_TRANSLATE_NOOP(
        "ProblemText", "%Ln setting(s) could not be used (%1); the default "
        "is used instead.", None, 1).on("problems", plural=(
        "%Ln setting could not be used (%1); its default is used instead.",
        "%Ln settings could not be used (%1); their defaults are used instead.")),
    P.SETTING_UNKNOWN: QT_TRANSLATE_NOOP("ProblemText", "there is no setting “%1”").on("name"),
    P.SETTING_TYPE: QT_TRANSLATE_NOOP(
        "ProblemText", "%1 should be of type %2, not %3").on("name", "expected", "got"),
    P.SETTING_NOT_TEXTS: QT_TRANSLATE_NOOP("ProblemText", "%1 should be a list of texts").on("name"),
    P.SETTING_TOO_LONG: QT_TRANSLATE_NOOP("ProblemText", "%1 is far too long").on("name"),
    P.SETTING_CHOICES: QT_TRANSLATE_NOOP("ProblemText", "%1 must be one of %2").on("name", "choices"),
    P.SETTING_MINIMUM: QT_TRANSLATE_NOOP("ProblemText", "%1 must be at least %2").on("name", "limit"),
    P.SETTING_MAXIMUM: QT_TRANSLATE_NOOP("ProblemText", "%1 must be at most %2").on("name", "limit"),
    P.TABLE_COLOR_UNKNOWN: QT_TRANSLATE_NOOP(
        "ProblemText", "The table colour “%1” is not one of %2 or #rrggbb; the "
        "table is green.").on("setting", "choices"),
    P.LOG_UNUSABLE: QT_TRANSLATE_NOOP(
        "ProblemText", "The log file %1 cannot be used (%2); log messages go to the "
        "terminal.").on("file", "reason"),
    P.LOG_UNWRITABLE: QT_TRANSLATE_NOOP(
        "ProblemText", "The log file %1 cannot be written (%2); log messages are lost "
        "until it can.").on("file", "reason"),
    P.TRANSLATION_DAMAGED: QT_TRANSLATE_NOOP(
        "ProblemText", "The %1 translation (%2) is damaged, so Boulanger speaks English. Reinstalling "
        "Boulanger repairs it.").on("language", "file"),
    P.UNEXPECTED_ERROR: QT_TRANSLATE_NOOP(
        "ProblemText", "Something went wrong: %1 — details in the log (%2).").on("detail", "log"),
    P.FILE_MISSING: QT_TRANSLATE_NOOP("ProblemText", "%1 does not exist").on("file"),
    P.FILE_IS_FOLDER: QT_TRANSLATE_NOOP("ProblemText", "%1 is a folder, not a file").on("file"),
    P.FILE_IS_PIPE: QT_TRANSLATE_NOOP("ProblemText", "%1 is a named pipe, not a file").on("file"),
    P.FILE_IS_DEVICE: QT_TRANSLATE_NOOP("ProblemText", "%1 is a device, not a file").on("file"),
    P.FILE_IS_SOCKET: QT_TRANSLATE_NOOP("ProblemText", "%1 is a socket, not a file").on("file"),
    P.FILE_NOT_REGULAR: QT_TRANSLATE_NOOP("ProblemText", "%1 is not a regular file").on("file"),
    P.FILE_TOO_LARGE: QT_TRANSLATE_NOOP(
        "ProblemText", "%1 is too large, %2 bytes where at most %3 are expected").on("file", "size", "limit"),
    P.FILE_UNREADABLE: QT_TRANSLATE_NOOP("ProblemText", "%1 cannot be read: %2").on("file", "reason"),
    P.FILE_NOT_UTF8: QT_TRANSLATE_NOOP("ProblemText", "%1 is not UTF-8 text at byte %2").on("file", "byte"),
    P.FILE_NOT_VALID: QT_TRANSLATE_NOOP("ProblemText", "%1 is not valid %2: %3").on("file", "kind", "detail"),
    P.NESTED_TOO_DEEPLY: QT_TRANSLATE_NOOP("ProblemText", "nested too deeply").on(),
    P.TOO_LARGE_FOR_MEMORY: QT_TRANSLATE_NOOP("ProblemText", "too large to hold in memory").on(),
    P.TOO_MANY_DIGITS: QT_TRANSLATE_NOOP("ProblemText", "a number has too many digits").on(),
    P.PARSE_POSITION: QT_TRANSLATE_NOOP(
        "ProblemText", "a mistake at line %1, column %2").on("line", "column"),
    P.PARSE_END: QT_TRANSLATE_NOOP("ProblemText", "the text ends before it is complete"),
    P.PARSE_MISTAKE: QT_TRANSLATE_NOOP("ProblemText", "a mistake in the text"),
    P.NUMBER_OUT_OF_RANGE: QT_TRANSLATE_NOOP("ProblemText", "the number %1 is out of range").on("number"),
    P.NOT_A_JSON_NUMBER: QT_TRANSLATE_NOOP("ProblemText", "%1 is not a JSON number").on("name"),
    P.SAVED_GAME_DAMAGED: QT_TRANSLATE_NOOP(
        "ProblemText", "The saved game was damaged (%1); a new game was dealt.").on("reason"),
    P.STATS_UNOPENABLE: QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics could not be opened (%1). You can play on; games are recorded once "
        "the file can be written.").on("reason"),
    P.STATS_DAMAGED: QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics file was damaged (%1). It was kept as %2 and "
        "a new one was started.").on("reason", "aside"),
    P.STATS_UNMOVABLE: QT_TRANSLATE_NOOP(
        "ProblemText", "damaged, and it could not be moved aside: %1").on("reason"),
    P.STATS_NEWER: QT_TRANSLATE_NOOP("ProblemText", "written by a newer Boulanger (schema %1)").on("version"),
    P.STATS_NOT_A_DATABASE: QT_TRANSLATE_NOOP("ProblemText", "it is not a statistics database").on(),
    P.STATS_CONTENTS_DAMAGED: QT_TRANSLATE_NOOP("ProblemText", "part of its contents cannot be read").on(),
    P.JOURNAL_UNUSABLE: QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics journal could not be used (%1).").on("reason"),
    P.JOURNAL_DAMAGED: QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics journal was damaged (no list of games).").on(),
    P.JOURNAL_SKIPPED: QT_TRANSLATE_NOOP(
        "ProblemText", "%Ln unreadable game(s) in the statistics journal skipped.", None, 1).on(plural=(
        "%Ln unreadable game in the statistics journal was skipped.",
        "%Ln unreadable games in the statistics journal were skipped.")),
    P.STATS_NOT_SAVED_KEPT: QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics could not be saved (%1). This session's games are kept and saved as "
        "soon as the file can be written.").on("reason"),
    P.STATS_NOT_SAVED_WAITING: QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics could not be saved (%1). Games wait in %2 and are added as soon as "
        "the file can be written.").on("reason", "journal"),
    P.GAMES_LOST_AT_QUIT: QT_TRANSLATE_NOOP(
        "ProblemText", "%Ln game(s) could not be saved to the statistics nor to %1; they are lost when "
        "Boulanger closes.", None, 1).on("journal", plural=(
        "%Ln game could not be saved to the statistics nor to %1; it is lost when Boulanger closes.",
        "%Ln games could not be saved to the statistics nor to %1; they are lost when Boulanger closes.")),
    P.GAMES_WAITING_AT_QUIT: QT_TRANSLATE_NOOP(
        "ProblemText", "%Ln game(s) could not be added to the statistics yet. They wait in %1 and are added "
        "at the next start once the statistics file can be written.", None, 1).on("journal", plural=(
        "%Ln game could not be added to the statistics yet. It waits in %1 and is added at the next start "
        "once the statistics file can be written.",
        "%Ln games could not be added to the statistics yet. They wait in %1 and are added at the next "
        "start once the statistics file can be written.")),
    P.GAME_NOT_SAVED: QT_TRANSLATE_NOOP(
        "ProblemText", "The game in progress could not be saved (%1). Play on: saving is tried again after "
        "every move.").on("reason"),
    P.ROW_SKIPPED: QT_TRANSLATE_NOOP(
        "ProblemText", "row %1: %2", "a row of the statistics file").on("row", "reason"),
    P.RECORD_MISSING: QT_TRANSLATE_NOOP("ProblemText", "%1 missing").on("names"),
    P.RECORD_NOT_OBJECT: QT_TRANSLATE_NOOP("ProblemText", "not a game's record").on(),
    P.RECORD_ID: QT_TRANSLATE_NOOP("ProblemText", "its id is not a short text").on(),
    P.RECORD_CODE: QT_TRANSLATE_NOOP("ProblemText", "its code is not a game code").on(),
    P.RECORD_DEAL: QT_TRANSLATE_NOOP("ProblemText", "its deal is not a deal number").on(),
    P.RECORD_CELLS: QT_TRANSLATE_NOOP("ProblemText", "its cells are not 4, 2 or 1").on(),
    P.RECORD_RESULT: QT_TRANSLATE_NOOP(
        "ProblemText", "its result %1 is not one of %2").on("value", "results"),
    P.RECORD_ASSISTED: QT_TRANSLATE_NOOP("ProblemText", "its “assisted” is not true or false").on(),
    P.RECORD_SECONDS: QT_TRANSLATE_NOOP("ProblemText", "its seconds are not a play time").on(),
    P.RECORD_NOT_WHOLE: QT_TRANSLATE_NOOP("ProblemText", "its %1 is not a whole number").on("name"),
    P.RECORD_NOT_TIME: QT_TRANSLATE_NOOP("ProblemText", "its %1 is not a date and time").on("name"),
    P.RECORD_NOT_ISO: QT_TRANSLATE_NOOP(
        "ProblemText", "its %1 %2 is not an ISO 8601 time").on("name", "value"),
    P.RECORD_NO_ZONE: QT_TRANSLATE_NOOP("ProblemText", "its %1 %2 has no time zone").on("name", "value"),
    P.PLUGIN_HUNG: QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” was turned off: last time it kept Boulanger busy for more than %2 "
        "seconds (%3). Settings ▸ Plugins turns it back on.").on("plugin", "seconds", "hook"),
    P.PLUGIN_SAME_NAME: QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” could not be loaded: another plugin has the same name.").on("plugin"),
    P.PLUGIN_INVALID: QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” could not be loaded: %2.").on("plugin", "reason"),
    P.PLUGIN_IMPORT_FAILED: QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” could not be loaded (%2).").on("plugin", "error"),
    P.PLUGIN_FAILED: QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” failed in %2 (%3) and was turned off.").on("plugin", "hook", "error"),
    P.PLUGIN_BAD_THEME: QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” offered a card theme that cannot be used (%2); "
        "it was left out.").on("plugin", "why"),
    P.PLUGIN_BAD_HINT_PROVIDER: QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” offered a hint provider that cannot be used "
        "(%2); it was left out.").on("plugin", "why"),
    P.PLUGIN_BAD_EXPORTER: QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” offered a statistics exporter that cannot be used (%2); it was left "
        "out.").on("plugin", "why"),
    P.HINT_BAD_MOVE: QT_TRANSLATE_NOOP(
        "ProblemText", "The hint provider “%1” suggested a move that cannot be played (%2). It was turned "
        "off for this session.").on("provider", "reason"),
    P.HINT_FAILED: QT_TRANSLATE_NOOP(
        "ProblemText", "The hint provider “%1” failed (%2). It was turned off for "
        "this session.").on("provider", "error"),
    P.HINT_NOT_A_HINT: QT_TRANSLATE_NOOP(
        "ProblemText", "the hint provider “%1” of the plugin “%2” returned "
        "%3, not a hint").on("provider", "plugin", "got"),
    P.EXPORTER_FAILED: QT_TRANSLATE_NOOP(
        "ProblemText", "the exporter “%1” of the plugin “%2” failed (%3)").on("exporter", "plugin", "error"),
    P.WRAPPER_GENERATOR: QT_TRANSLATE_NOOP(
        "ProblemText", "it returned a generator, and Boulanger runs no hook wrappers").on(),
    P.PROVIDED_RAISED: QT_TRANSLATE_NOOP(
        "ProblemText", "reading its '%2' raised %1").on("error", "attribute"),
    P.PROVIDED_NOT_TEXT: QT_TRANSLATE_NOOP("ProblemText", "its %1 is not a text (%2)").on("what", "got"),
    P.PROVIDED_EMPTY: QT_TRANSLATE_NOOP("ProblemText", "its %1 is empty").on("what"),
    P.PROVIDED_UNPRINTABLE: QT_TRANSLATE_NOOP(
        "ProblemText", "its %1 holds unprintable characters (%2)").on("what", "text"),
    P.PROVIDED_TOO_LONG: QT_TRANSLATE_NOOP(
        "ProblemText", "its %1 is longer than %2 characters (%3)").on("what", "limit", "text"),
    P.PROVIDED_NOT_CALLABLE: QT_TRANSLATE_NOOP("ProblemText", "its '%1' cannot be called").on("attribute"),
    P.PROVIDED_NOT_THEME: QT_TRANSLATE_NOOP("ProblemText", "it is not a CardTheme (%1)").on("got"),
    P.PROVIDED_FORMAT_NAME: QT_TRANSLATE_NOOP(
        "ProblemText", "its format name has spaces or slashes (%1)").on("name"),
    P.PROVIDED_SUFFIX: QT_TRANSLATE_NOOP("ProblemText", "its suffix is not like “.csv” (%1)").on("suffix"),
    P.FIELD_NAME: QT_TRANSLATE_NOOP("ProblemText", "name", "of a plugin's hint provider or exporter").on(),
    P.FIELD_DISPLAY_NAME: QT_TRANSLATE_NOOP("ProblemText", "display name").on(),
    P.FIELD_DESCRIPTION: QT_TRANSLATE_NOOP("ProblemText", "description").on(),
    P.FIELD_SUFFIX: QT_TRANSLATE_NOOP("ProblemText", "file name suffix").on(),
    P.THEME_NAME_TAKEN: QT_TRANSLATE_NOOP(
        "ProblemText", "The card theme “%1” from %2 was skipped: another theme "
        "already has that name.").on("theme", "origin"),
    P.PLUGIN_THEME_SKIPPED: QT_TRANSLATE_NOOP(
        "ProblemText", "A card theme from a plugin was skipped: %1").on("reason"),
    P.THEME_FOLDER_SKIPPED: QT_TRANSLATE_NOOP(
        "ProblemText", "The card theme in %1 was skipped: %2").on("folder", "reason"),
    P.THEME_NO_MANIFEST: QT_TRANSLATE_NOOP("ProblemText", "“%1” has no %2").on("spec", "manifest"),
    P.THEME_REFUSED: QT_TRANSLATE_NOOP("ProblemText", "Could not use that card theme: %1").on("reason"),
    P.THEME_SWITCH_FAILED: QT_TRANSLATE_NOOP(
        "ProblemText", "Could not use the card theme “%1”: %2. The cards stay as "
        "they were.").on("theme", "reason"),
    P.THEME_FALLBACK: QT_TRANSLATE_NOOP(
        "ProblemText", "The card theme “%1” could not be used (%2); the Classic "
        "cards are shown instead.").on("theme", "reason"),
    P.IMPORT_NO_MODULE: QT_TRANSLATE_NOOP(
        "ReasonText", "it needs the module “%1”, which is not installed").on("module"),
    P.IMPORT_NO_NAME: QT_TRANSLATE_NOOP(
        "ReasonText", "it needs “%1” from the module “%2”, which has no such name").on("name", "module"),
    P.IMPORT_SYNTAX: QT_TRANSLATE_NOOP(
        "ReasonText", "its code has a mistake in %1 at line %2").on("file", "line"),
    P.HOOK_UNKNOWN: QT_TRANSLATE_NOOP("ReasonText", "Boulanger has no hook “%1”").on("hook"),
    P.HOOK_ARGUMENTS: QT_TRANSLATE_NOOP(
        "ReasonText", "its function for the hook “%1” takes arguments the hook does "
        "not give (%2)").on("hook", "names"),
    P.HOOK_WRAPPER_REFUSED: QT_TRANSLATE_NOOP(
        "ReasonText", "its function for the hook “%1” is a hook wrapper, which Boulanger does "
        "not run").on("hook"),
    P.SAFE_MODE: lambda p: _SAFE_MODE if p["saved"] is None else _SAFE_MODE_KEPT,
    P.ALREADY_RUNNING: lambda p: _RUNNING if p["code"] is None else _RUNNING_CODE,
    P.THEME_UNKNOWN: lambda p: _THEMES if p["known"] else _NO_THEMES,
    P.PROVIDED_THEME_UNUSABLE: _AS_ITS_REASON,
    P.OS_ERROR: _os_error,
}
