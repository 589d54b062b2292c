"""Why a card theme is refused (theme_check.py, svg_check.py), as ids, and their sentences.

The same scheme as `problem_ids`: each reason is a `Problem` whose id is a `ThemeProblem`,
its sentence declared once below. The names of theme.toml fields ('svg', 'card_width',
'cards') stay as they are written in the file. `key` names a field
of theme.toml (`svg`, `card_width`, `cards.AS`), `path` a file as the theme names it.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final

from boulanger_qt.core.sentences import QT_TRANSLATE_NOOP, Text


class ThemeProblem(StrEnum):
    AT = "theme-at"  # where (a file, or a NAMED problem), reason
    NAMED = "theme-named"  # theme
    NAME_PATTERN = "theme-name-pattern"  # got
    TEXT_NOT_TEXT = "theme-text-not-text"  # key
    TEXT_EMPTY = "theme-text-empty"  # key
    TEXT_TOO_LONG = "theme-text-too-long"  # key, limit
    TEXT_UNPRINTABLE = "theme-text-unprintable"  # key, value
    SIZE_NOT_NUMBER = "theme-size-not-number"  # key
    SIZE_RANGE = "theme-size-range"  # key, low, high, got
    ASPECT_RANGE = "theme-aspect-range"  # low, high, height, width
    PATH_NOT_NAMED = "theme-path-not-named"  # key
    PATH_UNUSABLE = "theme-path-unusable"  # key, path
    PATH_ABSOLUTE = "theme-path-absolute"  # key, path
    PATH_UP = "theme-path-up"  # key, path
    FILE_MISSING = "theme-file-missing"  # path, key
    FILE_UNUSABLE = "theme-file-unusable"  # path, key, reason
    FILE_LINK_OUT = "theme-file-link-out"  # path, key
    FILE_NOT_REGULAR = "theme-file-not-regular"  # path, key
    UNKNOWN_KEY = "theme-unknown-key"  # key, known
    NO_SVG = "theme-no-svg"
    CARDS_NOT_TABLE = "theme-cards-not-table"
    CARDS_NOT_A_CARD = "theme-cards-not-a-card"  # element
    SVG_PATH_NOT_ABSOLUTE = "theme-svg-path-not-absolute"
    CARD_FILES_NOT_A_CARD = "theme-card-files-not-a-card"  # element
    CARD_FILE_NOT_ABSOLUTE = "theme-card-file-not-absolute"  # element
    CARD_FILE_OUTSIDE = "theme-card-file-outside"  # element
    FILES_TOO_LARGE = "theme-files-too-large"  # reason, limit
    # What Qt cannot draw (ui/card_renderer.py, ui/card_faces.py).
    QT_NOT_SVG = "qt-not-svg"  # file (a name, or a CARD_FILE problem)
    CARD_FILE = "card-file"  # element
    QT_CANNOT_DRAW = "qt-cannot-draw"  # error
    QT_LACKS = "qt-lacks"  # elements
    QT_BLANK = "qt-blank"  # element
    # What an SVG may not hold (svg_check.py).
    SVG_JPEG_NO_SIZE = "svg-jpeg-no-size"
    SVG_IMAGE_UNKNOWN = "svg-image-unknown"
    SVG_IMAGE_NOT_BASE64 = "svg-image-not-base64"
    SVG_IMAGE_TOO_LARGE = "svg-image-too-large"  # width, height, limit
    SVG_STYLE_IMPORT = "svg-style-import"
    SVG_REFERS = "svg-refers"  # target
    SVG_TOO_MANY = "svg-too-many"  # limit
    SVG_NOT_SVG = "svg-not-svg"
    SVG_TOO_DEEP = "svg-too-deep"  # limit
    SVG_USE_LOOP = "svg-use-loop"
    SVG_DOCTYPE = "svg-doctype"
    SVG_ENTITY = "svg-entity"
    SVG_EXTERNAL_ENTITY = "svg-external-entity"
    SVG_PROCESSING = "svg-processing"
    SVG_NOT_XML = "svg-not-xml"  # line, column, error (expat's English words, for the log)
    SVG_NESTS_TOO_DEEPLY = "svg-nests-too-deeply"
    SVG_EMPTY = "svg-empty"
    SVG_DRAWS_TOO_MUCH = "svg-draws-too-much"  # limit
    SVG_LACKS = "svg-lacks"  # elements


T = ThemeProblem
DECLARED: Final[dict[ThemeProblem, Text]] = {
    T.AT: QT_TRANSLATE_NOOP("ThemeProblemText", "%1: %2", "where: what is wrong there").on("where", "reason"),
    T.NAMED: QT_TRANSLATE_NOOP("ThemeProblemText", "the theme “%1”").on("theme"),
    T.NAME_PATTERN: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'name' must be 1 to 40 letters, digits, '_', '-' or '.', starting with a "
        "letter or a digit (it is “%1”)").on("got"),
    T.TEXT_NOT_TEXT: QT_TRANSLATE_NOOP("ThemeProblemText", "'%1' must be a text").on("key"),
    T.TEXT_EMPTY: QT_TRANSLATE_NOOP("ThemeProblemText", "'%1' must not be empty").on("key"),
    T.TEXT_TOO_LONG: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'%1' is longer than %2 characters").on("key", "limit"),
    T.TEXT_UNPRINTABLE: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'%1' holds control or invisible characters (“%2”)").on("key", "value"),
    T.SIZE_NOT_NUMBER: QT_TRANSLATE_NOOP("ThemeProblemText", "'%1' must be a number").on("key"),
    T.SIZE_RANGE: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'%1' must be a number from %2 to %3 (it is %4)").on("key", "low", "high", "got"),
    T.ASPECT_RANGE: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "card_height / card_width must be from %1 "
        "to %2 (it is %3 / %4)").on("low", "high", "height", "width"),
    T.PATH_NOT_NAMED: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'%1' must name a file in the theme folder").on("key"),
    T.PATH_UNUSABLE: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'%1' is not a usable file name (“%2”)").on("key", "path"),
    T.PATH_ABSOLUTE: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'%1' must be a path inside the theme folder, not “%2”").on("key", "path"),
    T.PATH_UP: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'%1' must not go up out of the theme folder (“%2”)").on("key", "path"),
    T.FILE_MISSING: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "the file “%1” ('%2') does not exist").on("path", "key"),
    T.FILE_UNUSABLE: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "the file “%1” ('%2') cannot be used (%3)").on("path", "key", "reason"),
    T.FILE_LINK_OUT: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "the file “%1” ('%2') is a link that leaves the theme folder").on("path", "key"),
    T.FILE_NOT_REGULAR: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "“%1” ('%2') is not a regular file").on("path", "key"),
    T.UNKNOWN_KEY: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "there is no key '%1' (the keys are %2)").on("key", "known"),
    T.NO_SVG: QT_TRANSLATE_NOOP("ThemeProblemText", "'svg' must name the theme's SVG file").on(),
    T.CARDS_NOT_TABLE: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'cards' must be a table of card = \"file.svg\" entries").on(),
    T.CARDS_NOT_A_CARD: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "'cards' names “%1”, which is not a card (use codes like AS, TD, "
        "KH, or back)").on("element"),
    T.SVG_PATH_NOT_ABSOLUTE: QT_TRANSLATE_NOOP("ThemeProblemText", "svg_path must be an absolute path").on(),
    T.CARD_FILES_NOT_A_CARD: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "card_files names “%1”, which is not a card").on("element"),
    T.CARD_FILE_NOT_ABSOLUTE: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "card_files[%1] must be an absolute path").on("element"),
    T.CARD_FILE_OUTSIDE: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "card_files[%1] is outside the theme folder").on("element"),
    T.FILES_TOO_LARGE: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "%1 (a theme's files may hold %2 bytes together)").on("reason", "limit"),
    T.QT_NOT_SVG: QT_TRANSLATE_NOOP("ThemeProblemText", "%1 is not an SVG file that can be drawn").on("file"),
    T.CARD_FILE: QT_TRANSLATE_NOOP("ThemeProblemText", "the file for %1").on("element"),
    T.QT_CANNOT_DRAW: QT_TRANSLATE_NOOP("ThemeProblemText", "it cannot be drawn (%1)").on("error"),
    T.QT_LACKS: QT_TRANSLATE_NOOP("ThemeProblemText", "the SVG lacks the elements %1").on("elements"),
    T.QT_BLANK: QT_TRANSLATE_NOOP("ThemeProblemText", "the card %1 draws nothing").on("element"),
    T.SVG_JPEG_NO_SIZE: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "an embedded JPEG image has no readable size").on(),
    T.SVG_IMAGE_UNKNOWN: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "an embedded image is not a PNG, JPEG or GIF").on(),
    T.SVG_IMAGE_NOT_BASE64: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "an embedded image is not valid base64").on(),
    T.SVG_IMAGE_TOO_LARGE: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "an embedded image is %1×%2 pixels (at most "
        "%3×%3)").on("width", "height", "limit"),
    T.SVG_STYLE_IMPORT: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "a style imports another file: a card theme may refer only to its own elements "
        "(#id) and to embedded PNG, JPEG or GIF images").on(),
    T.SVG_REFERS: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "it refers to “%1”: a card theme may refer only to its own elements (#id) and "
        "to embedded PNG, JPEG or GIF images").on("target"),
    T.SVG_TOO_MANY: QT_TRANSLATE_NOOP("ThemeProblemText", "it has more than %1 elements").on("limit"),
    T.SVG_NOT_SVG: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "it is not an SVG document (the outermost element is not <svg>)").on(),
    T.SVG_TOO_DEEP: QT_TRANSLATE_NOOP("ThemeProblemText", "its elements nest more than %1 deep").on("limit"),
    T.SVG_USE_LOOP: QT_TRANSLATE_NOOP("ThemeProblemText", "an element <use>s itself (a reference loop)").on(),
    T.SVG_DOCTYPE: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "it holds a DOCTYPE, which card themes may not use").on(),
    T.SVG_ENTITY: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "it holds an entity declaration, which card themes may not use").on(),
    T.SVG_EXTERNAL_ENTITY: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "it holds an external entity, which card themes may not use").on(),
    T.SVG_PROCESSING: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "it holds a processing instruction, which card themes may not use").on(),
    T.SVG_NOT_XML: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "it is not well-formed XML at line %1, column %2").on("line", "column"),
    T.SVG_NESTS_TOO_DEEPLY: QT_TRANSLATE_NOOP("ThemeProblemText", "it nests too deeply").on(),
    T.SVG_EMPTY: QT_TRANSLATE_NOOP("ThemeProblemText", "it is empty").on(),
    T.SVG_DRAWS_TOO_MUCH: QT_TRANSLATE_NOOP(
        "ThemeProblemText", "it draws more than %1 elements once its <use> references are "
        "expanded").on("limit"),
    T.SVG_LACKS: QT_TRANSLATE_NOOP("ThemeProblemText", "it lacks the elements %1").on("elements"),
}
