"""Every problem sentence the Qt-free modules can say: an id, and its sentence declared once.

A problem names what went wrong (`ProblemId`) and carries what it is about (files, names,
counts, reasons: a parameter is said as `core/sentences.py` says it); the system's and SQLite's
errors come as OS_ERROR problems (problems.py), said in any language. A `kept` parameter, when
set, adds "It was kept as <name>." to any sentence.
"""

from __future__ import annotations

import errno
from enum import Enum, member, unique
from typing import Final

from boulanger_qt.core.sentences import QT_TRANSLATE_NOOP, Text

_SAFE_MODE: Final = QT_TRANSLATE_NOOP(
    "ProblemText", "Safe mode: the Classic theme, no third-party plugins or themes. The next start is a "
    "normal one.")
_SAFE_MODE_KEPT: Final = QT_TRANSLATE_NOOP(
    "ProblemText", "Safe mode: the Classic theme, no third-party plugins or themes. Your saved game was kept "
    "as %1. The next start is a normal one.").on("saved")
_RUNNING: Final = QT_TRANSLATE_NOOP(
    "ProblemText", "Boulanger is already open in another window, which keeps the game in progress. This "
    "window plays a new deal and does not save it.")
_RUNNING_CODE: Final = QT_TRANSLATE_NOOP(
    "ProblemText", "Boulanger is already open in another window, which keeps the game in progress. This "
    "window plays %1 and does not save it.").on("code")
_UNKNOWN_HOOK: Final = QT_TRANSLATE_NOOP("ReasonText", "Boulanger has no hook “%1”").on("hook")
_UNKNOWN_HOOK_LIKE: Final = QT_TRANSLATE_NOOP(
    "ReasonText", "Boulanger has no hook “%1” (did you mean “%2”?)").on("hook", "like")
_ARGUMENTS: Final = QT_TRANSLATE_NOOP(
    "ReasonText", "its function for the hook “%1” takes arguments the hook does not give (%2); "
    "the hook gives: %3").on("hook", "names", "given")
_NO_ARGUMENTS: Final = QT_TRANSLATE_NOOP(
    "ReasonText", "its function for the hook “%1” takes arguments the hook does not give (%2); "
    "the hook gives no arguments").on("hook", "names")
_DOES_NOTHING: Final = QT_TRANSLATE_NOOP(
    "ProblemText", "The plugin “%1” does nothing: %2.").on("plugin", "reasons")
_NOTHING_MARKED: Final = QT_TRANSLATE_NOOP(
    "ProblemText", "The plugin “%1” does nothing: it has no function marked with @hookimpl.").on("plugin")
_NO_THEMES: Final = QT_TRANSLATE_NOOP(
    "ProblemText", "there is no card theme “%1”, and no other theme either").on("spec")
_THEMES: Final = QT_TRANSLATE_NOOP(
    "ProblemText", "there is no card theme “%1”: the themes are %2").on("spec", "known")

_ERRNOS: Final = {
    errno.ENOSPC: QT_TRANSLATE_NOOP("ReasonText", "the disk is full"),
    **dict.fromkeys((errno.EACCES, errno.EPERM), QT_TRANSLATE_NOOP("ReasonText", "permission denied")),
    errno.EROFS: QT_TRANSLATE_NOOP("ReasonText", "the disk can only be read, not written"),
    errno.ENOENT: QT_TRANSLATE_NOOP("ReasonText", "the file or folder does not exist"),
    errno.EISDIR: QT_TRANSLATE_NOOP("ReasonText", "it is a folder, not a file"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("ReasonText", "a part of its path is a file, not a folder"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("ReasonText", "the name is too long"),
    errno.EIO: QT_TRANSLATE_NOOP("ReasonText", "an input/output error on the disk"),
    errno.ELOOP: QT_TRANSLATE_NOOP("ReasonText", "the links on its path go round in a loop"),
    **dict.fromkeys((errno.EMFILE, errno.ENFILE), QT_TRANSLATE_NOOP("ReasonText", "too many files are open")),
    **dict.fromkeys((errno.EBUSY, errno.ETXTBSY),
                    QT_TRANSLATE_NOOP("ReasonText", "another program is using it")),
    errno.EEXIST: QT_TRANSLATE_NOOP("ReasonText", "something of that name exists already"),
    errno.ENOMEM: QT_TRANSLATE_NOOP("ReasonText", "there is not enough memory"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("ReasonText", "the disk quota is used up"),
}
_OS_REFUSED: Final = QT_TRANSLATE_NOOP("ReasonText", "the system refused it, for a reason written in the log")


@unique
class ProblemId(Enum):
    # Start-up and settings (context.py, settings.py, ui/start.py, logs.py).
    FOLDER_UNCREATABLE = QT_TRANSLATE_NOOP(
        "ProblemText", "Boulanger cannot create its folder %1 (%2). You can play, but games, settings and "
        "statistics are not saved until it can.").on("folder", "reason")
    SETTINGS_NOT_SAVED = QT_TRANSLATE_NOOP("ProblemText", "Settings could not be saved: %1").on("reason")
    SETTINGS_DAMAGED = QT_TRANSLATE_NOOP(
        "ProblemText", "The settings file was damaged (%1); using the defaults.").on("reason")
    SETTINGS_IGNORED = QT_TRANSLATE_NOOP(
        "ProblemText", "%Ln setting(s) could not be used (%1); the default "
        "is used instead.", None, 1).on("problems", plural=(
        "%Ln setting could not be used (%1); its default is used instead.",
        "%Ln settings could not be used (%1); their defaults are used instead."))
    SETTING_UNKNOWN = QT_TRANSLATE_NOOP("ProblemText", "there is no setting “%1”").on("name")
    SETTING_TYPE = QT_TRANSLATE_NOOP(
        "ProblemText", "%1 should be of type %2, not %3").on("name", "expected", "got")
    SETTING_NOT_TEXTS = QT_TRANSLATE_NOOP("ProblemText", "%1 should be a list of texts").on("name")
    SETTING_TOO_LONG = QT_TRANSLATE_NOOP("ProblemText", "%1 is far too long").on("name")
    SETTING_CHOICES = QT_TRANSLATE_NOOP("ProblemText", "%1 must be one of %2").on("name", "choices")
    SETTING_MINIMUM = QT_TRANSLATE_NOOP("ProblemText", "%1 must be at least %2").on("name", "limit")
    SETTING_MAXIMUM = QT_TRANSLATE_NOOP("ProblemText", "%1 must be at most %2").on("name", "limit")
    TABLE_COLOR_UNKNOWN = QT_TRANSLATE_NOOP(
        "ProblemText", "The table colour “%1” is not one of %2 or #rrggbb; the "
        "table is green.").on("setting", "choices")
    SAFE_MODE = member(lambda p: _SAFE_MODE if p["saved"] is None else _SAFE_MODE_KEPT)
    ALREADY_RUNNING = member(lambda p: _RUNNING if p["code"] is None else _RUNNING_CODE)
    LOG_UNUSABLE = QT_TRANSLATE_NOOP(
        "ProblemText", "The log file %1 cannot be used (%2); log messages go to the "
        "terminal.").on("file", "reason")
    LOG_UNWRITABLE = QT_TRANSLATE_NOOP(
        "ProblemText", "The log file %1 cannot be written (%2); log messages are lost "
        "until it can.").on("file", "reason")
    TRANSLATION_DAMAGED = QT_TRANSLATE_NOOP(  # language (named in itself), file
        "ProblemText", "The %1 translation (%2) is damaged, so Boulanger speaks English. Reinstalling "
        "Boulanger repairs it.").on("language", "file")
    UNEXPECTED_ERROR = QT_TRANSLATE_NOOP(
        "ProblemText", "Something went wrong: %1 — details in the log (%2).").on("detail", "log")
    # Files (inputs.py): `file` is the file's name.
    FILE_MISSING = QT_TRANSLATE_NOOP("ProblemText", "%1 does not exist").on("file")
    FILE_IS_FOLDER = QT_TRANSLATE_NOOP("ProblemText", "%1 is a folder, not a file").on("file")
    FILE_IS_PIPE = QT_TRANSLATE_NOOP("ProblemText", "%1 is a named pipe, not a file").on("file")
    FILE_IS_DEVICE = QT_TRANSLATE_NOOP("ProblemText", "%1 is a device, not a file").on("file")
    FILE_IS_SOCKET = QT_TRANSLATE_NOOP("ProblemText", "%1 is a socket, not a file").on("file")
    FILE_NOT_REGULAR = QT_TRANSLATE_NOOP("ProblemText", "%1 is not a regular file").on("file")
    FILE_TOO_LARGE = QT_TRANSLATE_NOOP(
        "ProblemText", "%1 is too large, %2 bytes where at most %3 are expected").on("file", "size", "limit")
    FILE_UNREADABLE = QT_TRANSLATE_NOOP("ProblemText", "%1 cannot be read: %2").on("file", "reason")
    FILE_NOT_UTF8 = QT_TRANSLATE_NOOP("ProblemText", "%1 is not UTF-8 text at byte %2").on("file", "byte")
    FILE_NOT_VALID = QT_TRANSLATE_NOOP("ProblemText", "%1 is not valid %2: %3").on("file", "kind", "detail")
    NESTED_TOO_DEEPLY = QT_TRANSLATE_NOOP("ProblemText", "nested too deeply").on()
    TOO_LARGE_FOR_MEMORY = QT_TRANSLATE_NOOP("ProblemText", "too large to hold in memory").on()
    TOO_MANY_DIGITS = QT_TRANSLATE_NOOP("ProblemText", "a number has too many digits").on()
    # PARSE_*: `text` is the parser's own words (for the log)
    PARSE_POSITION = QT_TRANSLATE_NOOP("ProblemText", "a mistake at line %1, column %2").on("line", "column")
    PARSE_END = QT_TRANSLATE_NOOP("ProblemText", "the text ends before it is complete")
    PARSE_MISTAKE = QT_TRANSLATE_NOOP("ProblemText", "a mistake in the text")
    NUMBER_OUT_OF_RANGE = QT_TRANSLATE_NOOP("ProblemText", "the number %1 is out of range").on("number")
    NOT_A_JSON_NUMBER = QT_TRANSLATE_NOOP("ProblemText", "%1 is not a JSON number").on("name")
    # Why the system, SQLite or Python's import refused (problems.py); `text` is their own
    # English words, for the log: the window says the rest in the player's language.
    OS_ERROR = member(lambda p: _ERRNOS.get(p.get("errno"), _OS_REFUSED))  # errno (or None), text
    IMPORT_NO_MODULE = QT_TRANSLATE_NOOP(
        "ReasonText", "it needs the module “%1”, which is not installed").on("module")
    IMPORT_NO_NAME = QT_TRANSLATE_NOOP(
        "ReasonText", "it needs “%1” from the module “%2”, which has no such name").on("name", "module")
    IMPORT_SYNTAX = QT_TRANSLATE_NOOP(
        "ReasonText", "its code has a mistake in %1 at line %2").on("file", "line")
    HOOK_UNKNOWN = member(lambda p: _UNKNOWN_HOOK_LIKE if p.get("like") else _UNKNOWN_HOOK)  # hook, like
    HOOK_ARGUMENTS = member(lambda p: _ARGUMENTS if p.get("given") else _NO_ARGUMENTS)  # hook, names, given
    HOOK_NOT_MARKED = QT_TRANSLATE_NOOP("ReasonText", "“%1” is not marked with @hookimpl").on("function")
    HOOK_OTHER_PROJECT = QT_TRANSLATE_NOOP(
        "ReasonText", "“%1” is marked for the project “%2”, not “boulanger” (use hookimpl from "
        "boulanger_qt.api)").on("function", "project")
    HOOK_WRAPPER_REFUSED = QT_TRANSLATE_NOOP(
        "ReasonText", "its function for the hook “%1” is a hook wrapper, which Boulanger does "
        "not run").on("hook")
    # Saved game, statistics, journal (storage/*, keeper.py).
    SAVED_GAME_DAMAGED = QT_TRANSLATE_NOOP(
        "ProblemText", "The saved game was damaged (%1); a new game was dealt.").on("reason")
    STATS_UNOPENABLE = QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics could not be opened (%1). You can play on; games are recorded once "
        "the file can be written.").on("reason")
    STATS_DAMAGED = QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics file was damaged (%1). It was kept as %2 and "
        "a new one was started.").on("reason", "aside")
    STATS_UNMOVABLE = QT_TRANSLATE_NOOP(
        "ProblemText", "damaged, and it could not be moved aside: %1").on("reason")
    STATS_NEWER = QT_TRANSLATE_NOOP("ProblemText", "written by a newer Boulanger (schema %1)").on("version")
    # STATS_NOT_A_DATABASE: the reason SQLite gives as "file is not a database"
    STATS_NOT_A_DATABASE = QT_TRANSLATE_NOOP("ProblemText", "it is not a statistics database").on()
    STATS_CONTENTS_DAMAGED = QT_TRANSLATE_NOOP("ProblemText", "part of its contents cannot be read").on()
    JOURNAL_UNUSABLE = QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics journal could not be used (%1).").on("reason")
    JOURNAL_DAMAGED = QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics journal was damaged (no list of games).").on()
    JOURNAL_SKIPPED = QT_TRANSLATE_NOOP(
        "ProblemText", "%Ln unreadable game(s) in the statistics journal skipped.", None, 1).on(plural=(
        "%Ln unreadable game in the statistics journal was skipped.",
        "%Ln unreadable games in the statistics journal were skipped."))
    STATS_NOT_SAVED_KEPT = QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics could not be saved (%1). This session's games are kept and saved as "
        "soon as the file can be written.").on("reason")
    STATS_NOT_SAVED_WAITING = QT_TRANSLATE_NOOP(
        "ProblemText", "The statistics could not be saved (%1). Games wait in %2 and are added as soon as "
        "the file can be written.").on("reason", "journal")
    GAMES_LOST_AT_QUIT = QT_TRANSLATE_NOOP(
        "ProblemText", "%Ln game(s) could not be saved to the statistics nor to %1; they are lost when "
        "Boulanger closes.", None, 1).on("journal", plural=(
        "%Ln game could not be saved to the statistics nor to %1; it is lost when Boulanger closes.",
        "%Ln games could not be saved to the statistics nor to %1; they are lost when Boulanger closes."))
    GAMES_WAITING_AT_QUIT = QT_TRANSLATE_NOOP(
        "ProblemText", "%Ln game(s) could not be added to the statistics yet. They wait in %1 and are added "
        "at the next start once the statistics file can be written.", None, 1).on("journal", plural=(
        "%Ln game could not be added to the statistics yet. It waits in %1 and is added at the next start "
        "once the statistics file can be written.",
        "%Ln games could not be added to the statistics yet. They wait in %1 and are added at the next "
        "start once the statistics file can be written."))
    GAME_NOT_SAVED = QT_TRANSLATE_NOOP(
        "ProblemText", "The game in progress could not be saved (%1). Play on: saving is tried again after "
        "every move.").on("reason")
    # A stored game that fails the type checks (storage/stats_rows.py): a statistics row
    # or a journal entry, skipped.
    ROW_SKIPPED = QT_TRANSLATE_NOOP(
        "ProblemText", "row %1: %2", "a row of the statistics file").on("row", "reason")
    RECORD_MISSING = QT_TRANSLATE_NOOP("ProblemText", "%1 missing").on("names")
    RECORD_NOT_OBJECT = QT_TRANSLATE_NOOP("ProblemText", "not a game's record").on()
    RECORD_ID = QT_TRANSLATE_NOOP("ProblemText", "its id is not a short text").on()
    RECORD_CODE = QT_TRANSLATE_NOOP("ProblemText", "its code is not a game code").on()
    RECORD_DEAL = QT_TRANSLATE_NOOP("ProblemText", "its deal is not a deal number").on()
    RECORD_CELLS = QT_TRANSLATE_NOOP("ProblemText", "its cells are not 4, 2 or 1").on()
    RECORD_RESULT = QT_TRANSLATE_NOOP("ProblemText", "its result %1 is not one of %2").on("value", "results")
    RECORD_ASSISTED = QT_TRANSLATE_NOOP("ProblemText", "its “assisted” is not true or false").on()
    RECORD_SECONDS = QT_TRANSLATE_NOOP("ProblemText", "its seconds are not a play time").on()
    RECORD_NOT_WHOLE = QT_TRANSLATE_NOOP("ProblemText", "its %1 is not a whole number").on("name")
    RECORD_NOT_TIME = QT_TRANSLATE_NOOP("ProblemText", "its %1 is not a date and time").on("name")
    RECORD_NOT_ISO = QT_TRANSLATE_NOOP("ProblemText", "its %1 %2 is not an ISO 8601 time").on("name", "value")
    RECORD_NO_ZONE = QT_TRANSLATE_NOOP("ProblemText", "its %1 %2 has no time zone").on("name", "value")
    # Plugins (plugin/*, the hint providers of ui/assist/).
    PLUGIN_HUNG = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” was turned off: last time it kept Boulanger busy for more than %2 "
        "seconds (%3). Settings ▸ Plugins turns it back on.").on("plugin", "seconds", "hook")
    PLUGIN_SAME_NAME = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” could not be loaded: another plugin has the same name.").on("plugin")
    PLUGIN_INVALID = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” could not be loaded: %2.").on("plugin", "reason")
    PLUGIN_IMPORT_FAILED = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” could not be loaded (%2).").on("plugin", "error")
    PLUGIN_FAILED = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” failed in %2 (%3) and was turned off.").on("plugin", "hook", "error")
    PLUGIN_BAD_THEME = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” offered a card theme that cannot be used (%2); "
        "it was left out.").on("plugin", "why")
    PLUGIN_BAD_HINT_PROVIDER = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” offered a hint provider that cannot be used "
        "(%2); it was left out.").on("plugin", "why")
    PLUGIN_BAD_EXPORTER = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” offered a statistics exporter that cannot be used (%2); it was left "
        "out.").on("plugin", "why")
    PLUGIN_NOT_CALLED = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” was loaded, but Boulanger never calls some of its functions: "
        "%2.").on("plugin", "reasons")
    PLUGIN_DOES_NOTHING = member(lambda p: _DOES_NOTHING if p.get("reasons") else _NOTHING_MARKED)
    ENTRY_POINT_GROUP = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” of the package “%2” was not loaded: its entry point is in the group "
        "“%3”, and Boulanger reads the group “%4”.").on("plugin", "package", "group", "expected")
    HINT_BAD_MOVE = QT_TRANSLATE_NOOP(
        "ProblemText", "The hint provider “%1” suggested a move that cannot be played (%2). It was turned "
        "off for this session.").on("provider", "reason")
    HINT_NOT_STOPPED = QT_TRANSLATE_NOOP(
        "ProblemText", "The hint provider “%1” did not stop when it was asked to (it does not check "
        "cancel()); no other hint is looked for until it has finished.").on("provider")
    HINT_NOT_A_HINT = QT_TRANSLATE_NOOP(
        "ProblemText", "the hint provider “%1” of the plugin “%2” returned "
        "%3, not a hint").on("provider", "plugin", "got")
    HINT_WRONG_REASON = QT_TRANSLATE_NOOP(
        "ProblemText", "the hint provider “%1” of the plugin “%2” returned a hint with a wrong "
        "reason (%3): a reason is a text").on("provider", "plugin", "got")
    HINT_WRONG_COUNT = QT_TRANSLATE_NOOP(
        "ProblemText", "the hint provider “%1” of the plugin “%2” returned a hint with a wrong "
        "count (%3): a count is a whole number from 0 to %4").on("provider", "plugin", "got", "limit")
    EXPORTER_FAILED = QT_TRANSLATE_NOOP(
        "ProblemText", "the exporter “%1” of the plugin “%2” failed (%3)").on("exporter", "plugin", "error")
    WRAPPER_GENERATOR = QT_TRANSLATE_NOOP(
        "ProblemText", "it returned a generator, and Boulanger runs no hook wrappers").on()
    # Why a plugin's theme, hint provider or exporter is refused (providers.py): `what` is
    # one of the FIELD_ problems.
    PROVIDED_RAISED = QT_TRANSLATE_NOOP("ProblemText", "reading its '%2' raised %1").on("error", "attribute")
    PROVIDED_NOT_TEXT = QT_TRANSLATE_NOOP("ProblemText", "its %1 is not a text (%2)").on("what", "got")
    PROVIDED_EMPTY = QT_TRANSLATE_NOOP("ProblemText", "its %1 is empty").on("what")
    PROVIDED_UNPRINTABLE = QT_TRANSLATE_NOOP(
        "ProblemText", "its %1 holds unprintable characters (%2)").on("what", "text")
    PROVIDED_TOO_LONG = QT_TRANSLATE_NOOP(
        "ProblemText", "its %1 is longer than %2 characters (%3)").on("what", "limit", "text")
    PROVIDED_TRANSLATIONS = QT_TRANSLATE_NOOP(
        "ProblemText", "its 'translations' must map language codes (sk, fr…) to texts of %1; %2 does "
                       "not fit").on("fields", "got")
    PROVIDED_NOT_CALLABLE = QT_TRANSLATE_NOOP("ProblemText", "its '%1' cannot be called").on("attribute")
    PROVIDED_NOT_THEME = QT_TRANSLATE_NOOP("ProblemText", "it is not a CardTheme (%1)").on("got")
    PROVIDED_THEME_UNUSABLE = Text("ProblemText", "%1", args=("reason",))  # said as the theme's own problem
    PROVIDED_FORMAT_NAME = QT_TRANSLATE_NOOP(
        "ProblemText", "its format name has spaces or slashes (%1)").on("name")
    PROVIDED_SUFFIX = QT_TRANSLATE_NOOP("ProblemText", "its suffix is not like “.csv” (%1)").on("suffix")
    FIELD_NAME = QT_TRANSLATE_NOOP("ProblemText", "name", "of a plugin's hint provider or exporter").on()
    FIELD_DISPLAY_NAME = QT_TRANSLATE_NOOP("ProblemText", "display name").on()
    FIELD_DESCRIPTION = QT_TRANSLATE_NOOP("ProblemText", "description").on()
    FIELD_SUFFIX = QT_TRANSLATE_NOOP("ProblemText", "file name suffix").on()
    HINT_FAILED = QT_TRANSLATE_NOOP(
        "ProblemText", "The hint provider “%1” failed (%2). It was turned off for "
        "this session.").on("provider", "error")
    # Card themes (themes.py, ui/card_theme.pick_renderer).
    THEME_NAME_TAKEN = QT_TRANSLATE_NOOP(
        "ProblemText", "The card theme “%1” from %2 was skipped: another theme "
        "already has that name.").on("theme", "origin")
    PLUGIN_THEME_SKIPPED = QT_TRANSLATE_NOOP(
        "ProblemText", "A card theme from a plugin was skipped: %1").on("reason")
    THEME_FOLDER_SKIPPED = QT_TRANSLATE_NOOP(
        "ProblemText", "The card theme in %1 was skipped: %2").on("folder", "reason")
    THEME_NO_MANIFEST = QT_TRANSLATE_NOOP("ProblemText", "“%1” has no %2").on("spec", "manifest")
    THEME_UNKNOWN = member(lambda p: _THEMES if p["known"] else _NO_THEMES)
    THEME_FALLBACK = QT_TRANSLATE_NOOP(
        "ProblemText", "The card theme “%1” could not be used (%2); the Classic "
        "cards are shown instead.").on("theme", "reason")
    # THEME_REFUSED: reason: a theme asked for by name or folder
    THEME_REFUSED = QT_TRANSLATE_NOOP("ProblemText", "Could not use that card theme: %1").on("reason")
    THEME_SWITCH_FAILED = QT_TRANSLATE_NOOP(
        "ProblemText", "Could not use the card theme “%1”: %2. The cards stay as "
        "they were.").on("theme", "reason")


# Why a card theme is refused (theme_check.py, svg_check.py, the card renderer): the same
# scheme, its own translation context. theme.toml's field names stay as the file writes them:
# `key` names a field (`svg`, `card_width`, `cards.AS`), `path` a file as the theme names it.
@unique
class ThemeProblem(Enum):
    # AT: where (a file, or a NAMED problem), reason
    AT = QT_TRANSLATE_NOOP("ThemeProblemText", "%1: %2", "where: what is wrong there").on("where", "reason")
    NAMED = QT_TRANSLATE_NOOP("ThemeProblemText", "the theme “%1”").on("theme")
    NAME_PATTERN = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'name' must be 1 to 40 letters, digits, '_', '-' or '.', starting with a "
        "letter or a digit (it is “%1”)").on("got")
    TEXT_NOT_TEXT = QT_TRANSLATE_NOOP("ThemeProblemText", "'%1' must be a text").on("key")
    TEXT_EMPTY = QT_TRANSLATE_NOOP("ThemeProblemText", "'%1' must not be empty").on("key")
    TEXT_TOO_LONG = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'%1' is longer than %2 characters").on("key", "limit")
    TEXT_UNPRINTABLE = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'%1' holds control or invisible characters (“%2”)").on("key", "value")
    SIZE_NOT_NUMBER = QT_TRANSLATE_NOOP("ThemeProblemText", "'%1' must be a number").on("key")
    SIZE_RANGE = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'%1' must be a number from %2 to %3 (it is %4)").on("key", "low", "high", "got")
    ASPECT_RANGE = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "card_height / card_width must be from %1 "
        "to %2 (it is %3 / %4)").on("low", "high", "height", "width")
    PATH_NOT_NAMED = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'%1' must name a file in the theme folder").on("key")
    PATH_UNUSABLE = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'%1' is not a usable file name (“%2”)").on("key", "path")
    PATH_ABSOLUTE = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'%1' must be a path inside the theme folder, not “%2”").on("key", "path")
    PATH_UP = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'%1' must not go up out of the theme folder (“%2”)").on("key", "path")
    FILE_MISSING = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "the file “%1” ('%2') does not exist").on("path", "key")
    FILE_UNUSABLE = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "the file “%1” ('%2') cannot be used (%3)").on("path", "key", "reason")
    FILE_LINK_OUT = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "the file “%1” ('%2') is a link that leaves the theme folder").on("path", "key")
    FILE_NOT_REGULAR = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "“%1” ('%2') is not a regular file").on("path", "key")
    UNKNOWN_KEY = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "there is no key '%1' (the keys are %2)").on("key", "known")
    NO_SVG = QT_TRANSLATE_NOOP("ThemeProblemText", "'svg' must name the theme's SVG file").on()
    CARDS_NOT_TABLE = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'cards' must be a table of card = \"file.svg\" entries").on()
    TRANSLATIONS = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'translations' must hold a table per language code (sk, fr…) with "
                            "display_name, author or license; %1 does not fit").on("got")
    CARDS_NOT_A_CARD = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'cards' names “%1”, which is not a card (use codes like AS, TD, "
        "KH, or back)").on("element")
    SVG_PATH_NOT_ABSOLUTE = QT_TRANSLATE_NOOP("ThemeProblemText", "svg_path must be an absolute path").on()
    CARD_FILES_NOT_A_CARD = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "card_files names “%1”, which is not a card").on("element")
    CARD_FILE_NOT_ABSOLUTE = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "card_files[%1] must be an absolute path").on("element")
    CARD_FILE_OUTSIDE = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "card_files[%1] is outside the theme folder").on("element")
    FILES_TOO_LARGE = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "%1 (a theme's files may hold %2 bytes together)").on("reason", "limit")
    # What Qt cannot draw (ui/board/card_renderer.py).
    # QT_NOT_SVG: file (a name, or a CARD_FILE problem)
    QT_NOT_SVG = QT_TRANSLATE_NOOP("ThemeProblemText", "%1 is not an SVG file that can be drawn").on("file")
    CARD_FILE = QT_TRANSLATE_NOOP("ThemeProblemText", "the file for %1").on("element")
    QT_CANNOT_DRAW = QT_TRANSLATE_NOOP("ThemeProblemText", "it cannot be drawn (%1)").on("error")
    QT_LACKS = QT_TRANSLATE_NOOP("ThemeProblemText", "the SVG lacks the elements %1").on("elements")
    QT_BLANK = QT_TRANSLATE_NOOP("ThemeProblemText", "the card %1 draws nothing").on("element")
    # What an SVG may not hold (svg_check.py).
    SVG_JPEG_NO_SIZE = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "an embedded JPEG image has no readable size").on()
    SVG_IMAGE_UNKNOWN = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "an embedded image is not a PNG, JPEG or GIF").on()
    SVG_IMAGE_NOT_BASE64 = QT_TRANSLATE_NOOP("ThemeProblemText", "an embedded image is not valid base64").on()
    SVG_IMAGE_TOO_LARGE = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "an embedded image is %1×%2 pixels (at most "
        "%3×%3)").on("width", "height", "limit")
    SVG_STYLE_IMPORT = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "a style imports another file: a card theme may refer only to its own elements "
        "(#id) and to embedded PNG, JPEG or GIF images").on()
    SVG_REFERS = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "it refers to “%1”: a card theme may refer only to its own elements (#id) and "
        "to embedded PNG, JPEG or GIF images").on("target")
    SVG_TOO_MANY = QT_TRANSLATE_NOOP("ThemeProblemText", "it has more than %1 elements").on("limit")
    SVG_NOT_SVG = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "it is not an SVG document (the outermost element is not <svg>)").on()
    SVG_TOO_DEEP = QT_TRANSLATE_NOOP("ThemeProblemText", "its elements nest more than %1 deep").on("limit")
    SVG_USE_LOOP = QT_TRANSLATE_NOOP("ThemeProblemText", "an element <use>s itself (a reference loop)").on()
    SVG_DOCTYPE = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "it holds a DOCTYPE, which card themes may not use").on()
    SVG_ENTITY = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "it holds an entity declaration, which card themes may not use").on()
    SVG_EXTERNAL_ENTITY = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "it holds an external entity, which card themes may not use").on()
    SVG_PROCESSING = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "it holds a processing instruction, which card themes may not use").on()
    # SVG_NOT_XML: line, column, error (expat's English words, for the log)
    SVG_NOT_XML = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "it is not well-formed XML at line %1, column %2").on("line", "column")
    SVG_NESTS_TOO_DEEPLY = QT_TRANSLATE_NOOP("ThemeProblemText", "it nests too deeply").on()
    SVG_EMPTY = QT_TRANSLATE_NOOP("ThemeProblemText", "it is empty").on()
    SVG_DRAWS_TOO_MUCH = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "it draws more than %1 elements once its <use> references are "
        "expanded").on("limit")
    SVG_LACKS = QT_TRANSLATE_NOOP("ThemeProblemText", "it lacks the elements %1").on("elements")
