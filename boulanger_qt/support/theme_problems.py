"""Why a card theme is refused (theme_check.py, svg_check.py), as ids, and their English.

The same scheme as `problem_ids`: each reason is a `Problem` whose id is a `ThemeProblem`;
the UI says it in the player's language (`ui/theme_problem_text.py`). `key` names a field
of theme.toml (`svg`, `card_width`, `cards.AS`), `path` a file as the theme names it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import Final


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


_ALLOWED: Final = ("an SVG card theme may refer only to its own elements (#id) and to data:image "
                   "PNG, JPEG or GIF")
_FORBIDDEN: Final = "it holds {what}, which card themes may not use"

ENGLISH: Final[dict[ThemeProblem, str | Callable[[Mapping[str, object]], str]]] = {
    ThemeProblem.AT: "{where}: {reason}",
    ThemeProblem.NAMED: "theme '{theme}'",
    ThemeProblem.NAME_PATTERN: "'name' must be 1-40 letters, digits, '_', '-' or '.', starting with a "
    "letter or digit (got '{got}')",
    ThemeProblem.TEXT_NOT_TEXT: "'{key}' must be a string",
    ThemeProblem.TEXT_EMPTY: "'{key}' must not be empty",
    ThemeProblem.TEXT_TOO_LONG: "'{key}' is longer than {limit} characters",
    ThemeProblem.TEXT_UNPRINTABLE: "'{key}' holds control or invisible characters ('{value}')",
    ThemeProblem.SIZE_NOT_NUMBER: "'{key}' must be a number",
    ThemeProblem.SIZE_RANGE: "'{key}' must be a number from {low:g} to {high:g} (got {got})",
    ThemeProblem.ASPECT_RANGE: "card_height / card_width must be from {low:g} to {high:g} "
    "(got {height:g} / {width:g})",
    ThemeProblem.PATH_NOT_NAMED: "'{key}' must name a file in the theme folder",
    ThemeProblem.PATH_UNUSABLE: "'{key}' is not a usable file name ('{path}')",
    ThemeProblem.PATH_ABSOLUTE: "'{key}' must be a path inside the theme folder, not '{path}'",
    ThemeProblem.PATH_UP: "'{key}' must not go up out of the theme folder ('{path}')",
    ThemeProblem.FILE_MISSING: "the file '{path}' ('{key}') does not exist",
    ThemeProblem.FILE_UNUSABLE: "the file '{path}' ('{key}') cannot be used ({reason})",
    ThemeProblem.FILE_LINK_OUT: "the file '{path}' ('{key}') is a link that leaves the theme folder",
    ThemeProblem.FILE_NOT_REGULAR: "'{path}' ('{key}') is not a regular file",
    ThemeProblem.UNKNOWN_KEY: "unknown key '{key}' (known keys: {known})",
    ThemeProblem.NO_SVG: "'svg' must name the theme's SVG file",
    ThemeProblem.CARDS_NOT_TABLE: "'cards' must be a table of card = \"file.svg\" entries",
    ThemeProblem.CARDS_NOT_A_CARD: "'cards' names '{element}', which is not a card (use codes like AS, "
    "TD, KH, or back)",
    ThemeProblem.SVG_PATH_NOT_ABSOLUTE: "svg_path must be an absolute path",
    ThemeProblem.CARD_FILES_NOT_A_CARD: "card_files names '{element}', which is not a card",
    ThemeProblem.CARD_FILE_NOT_ABSOLUTE: "card_files[{element}] must be an absolute path",
    ThemeProblem.CARD_FILE_OUTSIDE: "card_files[{element}] is outside the theme folder",
    ThemeProblem.FILES_TOO_LARGE: "{reason} (a theme's files may hold {limit:,} bytes together)",
    ThemeProblem.QT_NOT_SVG: "{file} is not an SVG file Qt can draw",
    ThemeProblem.CARD_FILE: "the file for {element}",
    ThemeProblem.QT_CANNOT_DRAW: "it cannot be drawn ({error})",
    ThemeProblem.QT_LACKS: "the SVG lacks elements {elements}",
    ThemeProblem.QT_BLANK: "the card {element} draws nothing",
    ThemeProblem.SVG_JPEG_NO_SIZE: "an embedded JPEG image has no readable size",
    ThemeProblem.SVG_IMAGE_UNKNOWN: "an embedded image is not a PNG, JPEG or GIF",
    ThemeProblem.SVG_IMAGE_NOT_BASE64: "an embedded image is not valid base64",
    ThemeProblem.SVG_IMAGE_TOO_LARGE: "an embedded image is {width}x{height} pixels (at most "
    "{limit}x{limit})",
    ThemeProblem.SVG_STYLE_IMPORT: f"a style imports another file: {_ALLOWED}",
    ThemeProblem.SVG_REFERS: "it refers to '{target}': " + _ALLOWED,
    ThemeProblem.SVG_TOO_MANY: "it has more than {limit:,} elements",
    ThemeProblem.SVG_NOT_SVG: "it is not an SVG document (the outermost element is not <svg>)",
    ThemeProblem.SVG_TOO_DEEP: "its elements nest more than {limit} deep",
    ThemeProblem.SVG_USE_LOOP: "an element <use>s itself (a reference loop)",
    ThemeProblem.SVG_DOCTYPE: _FORBIDDEN.format(what="a DOCTYPE"),
    ThemeProblem.SVG_ENTITY: _FORBIDDEN.format(what="an entity declaration"),
    ThemeProblem.SVG_EXTERNAL_ENTITY: _FORBIDDEN.format(what="an external entity"),
    ThemeProblem.SVG_PROCESSING: _FORBIDDEN.format(what="a processing instruction"),
    ThemeProblem.SVG_NOT_XML: "it is not well-formed XML ({error}, line {line}, column {column})",
    ThemeProblem.SVG_NESTS_TOO_DEEPLY: "it nests too deeply",
    ThemeProblem.SVG_EMPTY: "it is empty",
    ThemeProblem.SVG_DRAWS_TOO_MUCH: "it draws more than {limit:,} elements once its <use> references "
    "are expanded",
    ThemeProblem.SVG_LACKS: "it lacks the elements {elements}",
}
