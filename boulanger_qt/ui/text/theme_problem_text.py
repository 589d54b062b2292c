"""Why a card theme is refused (theme_problems.py), in the player's language.

Each entry: a translatable sentence part and the parameters its markers %1, %2, … take,
in order. The names of theme.toml fields ('svg', 'card_width', 'cards') stay as they are
written in the file.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject

from boulanger_qt.support.theme_problems import ThemeProblem as T

Entry = tuple[Callable[[Mapping[str, object]], str], tuple[str, ...]]


class ThemeProblemText(QObject):
    """The texts of the translation context `ThemeProblemText`."""

    def table(self) -> dict[T, Entry]:
        return {
            T.AT: (lambda p: self.tr("%1: %2", "where: what is wrong there"), ("where", "reason")),
            T.NAMED: (lambda p: self.tr("the theme “%1”"), ("theme",)),
            T.NAME_PATTERN: (lambda p: self.tr(
                "'name' must be 1 to 40 letters, digits, '_', '-' or '.', starting with a letter or a "
                "digit (it is “%1”)"), ("got",)),
            T.TEXT_NOT_TEXT: (lambda p: self.tr("'%1' must be a text"), ("key",)),
            T.TEXT_EMPTY: (lambda p: self.tr("'%1' must not be empty"), ("key",)),
            T.TEXT_TOO_LONG: (lambda p: self.tr("'%1' is longer than %2 characters"), ("key", "limit")),
            T.TEXT_UNPRINTABLE: (lambda p: self.tr("'%1' holds control or invisible characters (“%2”)"),
                                 ("key", "value")),
            T.SIZE_NOT_NUMBER: (lambda p: self.tr("'%1' must be a number"), ("key",)),
            T.SIZE_RANGE: (lambda p: self.tr("'%1' must be a number from %2 to %3 (it is %4)"),
                           ("key", "low", "high", "got")),
            T.ASPECT_RANGE: (lambda p: self.tr(
                "card_height / card_width must be from %1 to %2 (it is %3 / %4)"),
                ("low", "high", "height", "width")),
            T.PATH_NOT_NAMED: (lambda p: self.tr("'%1' must name a file in the theme folder"), ("key",)),
            T.PATH_UNUSABLE: (lambda p: self.tr("'%1' is not a usable file name (“%2”)"), ("key", "path")),
            T.PATH_ABSOLUTE: (lambda p: self.tr("'%1' must be a path inside the theme folder, not “%2”"),
                              ("key", "path")),
            T.PATH_UP: (lambda p: self.tr("'%1' must not go up out of the theme folder (“%2”)"),
                        ("key", "path")),
            T.FILE_MISSING: (lambda p: self.tr("the file “%1” ('%2') does not exist"), ("path", "key")),
            T.FILE_UNUSABLE: (lambda p: self.tr("the file “%1” ('%2') cannot be used (%3)"),
                              ("path", "key", "reason")),
            T.FILE_LINK_OUT: (lambda p: self.tr(
                "the file “%1” ('%2') is a link that leaves the theme folder"), ("path", "key")),
            T.FILE_NOT_REGULAR: (lambda p: self.tr("“%1” ('%2') is not a regular file"), ("path", "key")),
            T.UNKNOWN_KEY: (lambda p: self.tr("there is no key '%1' (the keys are %2)"), ("key", "known")),
            T.NO_SVG: (lambda p: self.tr("'svg' must name the theme's SVG file"), ()),
            T.CARDS_NOT_TABLE: (lambda p: self.tr("'cards' must be a table of card = \"file.svg\" entries"),
                                ()),
            T.CARDS_NOT_A_CARD: (lambda p: self.tr(
                "'cards' names “%1”, which is not a card (use codes like AS, TD, KH, or back)"),
                ("element",)),
            T.SVG_PATH_NOT_ABSOLUTE: (lambda p: self.tr("svg_path must be an absolute path"), ()),
            T.CARD_FILES_NOT_A_CARD: (lambda p: self.tr("card_files names “%1”, which is not a card"),
                                      ("element",)),
            T.CARD_FILE_NOT_ABSOLUTE: (lambda p: self.tr("card_files[%1] must be an absolute path"),
                                       ("element",)),
            T.CARD_FILE_OUTSIDE: (lambda p: self.tr("card_files[%1] is outside the theme folder"),
                                  ("element",)),
            T.FILES_TOO_LARGE: (lambda p: self.tr("%1 (a theme's files may hold %2 bytes together)"),
                                ("reason", "limit")),
            T.QT_NOT_SVG: (lambda p: self.tr("%1 is not an SVG file that can be drawn"), ("file",)),
            T.CARD_FILE: (lambda p: self.tr("the file for %1"), ("element",)),
            T.QT_CANNOT_DRAW: (lambda p: self.tr("it cannot be drawn (%1)"), ("error",)),
            T.QT_LACKS: (lambda p: self.tr("the SVG lacks the elements %1"), ("elements",)),
            T.QT_BLANK: (lambda p: self.tr("the card %1 draws nothing"), ("element",)),
            T.SVG_JPEG_NO_SIZE: (lambda p: self.tr("an embedded JPEG image has no readable size"), ()),
            T.SVG_IMAGE_UNKNOWN: (lambda p: self.tr("an embedded image is not a PNG, JPEG or GIF"), ()),
            T.SVG_IMAGE_NOT_BASE64: (lambda p: self.tr("an embedded image is not valid base64"), ()),
            T.SVG_IMAGE_TOO_LARGE: (lambda p: self.tr(
                "an embedded image is %1×%2 pixels (at most %3×%3)"), ("width", "height", "limit")),
            T.SVG_STYLE_IMPORT: (lambda p: self.tr(
                "a style imports another file: a card theme may refer only to its own elements (#id) and "
                "to embedded PNG, JPEG or GIF images"), ()),
            T.SVG_REFERS: (lambda p: self.tr(
                "it refers to “%1”: a card theme may refer only to its own elements (#id) and to embedded "
                "PNG, JPEG or GIF images"), ("target",)),
            T.SVG_TOO_MANY: (lambda p: self.tr("it has more than %1 elements"), ("limit",)),
            T.SVG_NOT_SVG: (lambda p: self.tr(
                "it is not an SVG document (the outermost element is not <svg>)"), ()),
            T.SVG_TOO_DEEP: (lambda p: self.tr("its elements nest more than %1 deep"), ("limit",)),
            T.SVG_USE_LOOP: (lambda p: self.tr("an element <use>s itself (a reference loop)"), ()),
            T.SVG_DOCTYPE: (lambda p: self.tr("it holds a DOCTYPE, which card themes may not use"), ()),
            T.SVG_ENTITY: (lambda p: self.tr("it holds an entity declaration, which card themes may not use"),
                           ()),
            T.SVG_EXTERNAL_ENTITY: (lambda p: self.tr(
                "it holds an external entity, which card themes may not use"), ()),
            T.SVG_PROCESSING: (lambda p: self.tr(
                "it holds a processing instruction, which card themes may not use"), ()),
            T.SVG_NOT_XML: (lambda p: self.tr("it is not well-formed XML at line %1, column %2"),
                            ("line", "column")),
            T.SVG_NESTS_TOO_DEEPLY: (lambda p: self.tr("it nests too deeply"), ()),
            T.SVG_EMPTY: (lambda p: self.tr("it is empty"), ()),
            T.SVG_DRAWS_TOO_MUCH: (lambda p: self.tr(
                "it draws more than %1 elements once its <use> references are expanded"), ("limit",)),
            T.SVG_LACKS: (lambda p: self.tr("it lacks the elements %1"), ("elements",)),
        }
