"""Why a card theme is refused (theme_check.py, svg_check.py), as ids, and their sentences.

The same scheme as `problem_ids`: each reason is a `Problem` whose id is a `ThemeProblem`,
its sentence the id's value. The names of theme.toml fields ('svg', 'card_width',
'cards') stay as they are written in the file. `key` names a field
of theme.toml (`svg`, `card_width`, `cards.AS`), `path` a file as the theme names it.
"""

from __future__ import annotations

from enum import Enum, unique

from boulanger_qt.core.sentences import QT_TRANSLATE_NOOP


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
    # What Qt cannot draw (ui/card_renderer.py, ui/card_faces.py).
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
    SVG_IMAGE_NOT_BASE64 = QT_TRANSLATE_NOOP(
        "ThemeProblemText", "an embedded image is not valid base64").on()
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
