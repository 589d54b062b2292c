"""The problem sentences of the modules a start loads before its first paint: an id, and its
sentence declared once.

A problem names what went wrong (`ProblemId`) and carries what it is about (files, names,
counts, reasons: a parameter is said as `core/sentences.py` says it); the system's and SQLite's
errors come as OS_ERROR problems (problems.py), said in any language. A `kept` parameter, when
set, adds "It was kept as <name>." to any sentence.

The modules that load later declare their sentences beside them in the same way, so a start
does not build ids it never says: `StorageProblem` (app/storage/problem_ids.py: the statistics
and their keeper) and `PluginProblem` (plugin/problem_ids.py: plugins and the card-theme
catalog). `app/problem_catalog.py` lists every problem-id enum, for what checks them all.
"""

from __future__ import annotations

import errno
from enum import Enum, member, unique
from typing import Final

from boulanger_qt.core.sentences import QT_TRANSLATE_NOOP

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
    # The game in progress (storage/autosave.py).
    SAVED_GAME_DAMAGED = QT_TRANSLATE_NOOP(
        "ProblemText", "The saved game was damaged (%1); a new game was dealt.").on("reason")
    # Plugins (context.py, ui/assist/actions.py).
    PLUGIN_HUNG = QT_TRANSLATE_NOOP(
        "ProblemText", "The plugin “%1” was turned off: last time it kept Boulanger busy for more than %2 "
        "seconds (%3). Settings ▸ Plugins turns it back on.").on("plugin", "seconds", "hook")
    HINT_NOT_STOPPED = QT_TRANSLATE_NOOP(
        "ProblemText", "The hint provider “%1” did not stop when it was asked to (it does not check "
        "cancel()); no other hint is looked for until it has finished.").on("provider")
    # Card themes (ui/card_theme.py).
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
