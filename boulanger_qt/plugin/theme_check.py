"""Card themes: what one is (`CardTheme`), and checking one before any of it is rendered;
the translations a theme or a plugin gives of its texts.

A theme is data anyone can write, so every part of it is hostile until checked: a
number that is NaN or overflows crashes the renderer, a path may leave the theme
folder, an SVG may name files elsewhere on disk (QtSvg loads them) or be so large
that parsing it costs gigabytes. Everything here is plain Python and runs before Qt
sees a byte; Qt later parses exactly the bytes that were checked, and only once
`svg_check` has scanned them in this process (`ThemeData.scanned`, `scan_files`): files the
card-image cache vouches for skip the scan only as long as nothing parses them.

The `translations` a theme or a plugin gives of its English texts ({language code: {field:
text}}, docs/plugins.md "Texts in the player's language") are checked as those texts are.
"""

from __future__ import annotations

import math
import re
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Final

from boulanger_qt.core.cards import FULL_DECK
from boulanger_qt.core.messages import SaidError
from boulanger_qt.support.inputs import InputProblem, bounded, read_bytes, read_toml
from boulanger_qt.support.problem_ids import ThemeProblem as T
from boulanger_qt.support.problems import Problem, os_reason, problem

Where = str | Problem  # a file of the theme, or the theme by name (T.NAMED)

THEME_MANIFEST = "theme.toml"
DEFAULT_THEME = "classic"  # shipped, and what a theme that cannot be used gives way to
DEFAULT_THEME_PLUGIN = "boulanger_classic"  # the shipped plugin that gives it


class ThemeError(SaidError, ValueError):
    """A card theme that cannot be used; `.message` says what is wrong."""


class TranslationsShape(ValueError):
    """Translations that are not a table of language codes to {field: text}; its text says
    which part does not fit."""


def checked_translations(value: object, fields: tuple[str, ...],
                         check: Callable[[str, object], str]) -> dict[str, dict[str, str]]:
    """`value` (None: none) as checked translations of `fields`: each text passes `check`
    (the rule of the English field, given the field's name); TranslationsShape if the table
    has another shape."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise TranslationsShape(type(value).__name__)
    checked: dict[str, dict[str, str]] = {}
    for language, texts in value.items():
        if not isinstance(language, str) or not re.fullmatch(r"[a-z]{2,3}", language):
            raise TranslationsShape(bounded(repr(language)))
        if not isinstance(texts, Mapping):
            raise TranslationsShape(f"{language}: {type(texts).__name__}")
        for name, text in texts.items():
            if name not in fields:
                raise TranslationsShape(bounded(f"{language}.{name}"))
            checked.setdefault(language, {})[name] = check(name, text)
    return checked


@dataclass(frozen=True, slots=True)
class CardTheme:
    """A card theme: one SVG whose elements are named by card code (`AS`, `TD`) and `back`.

    `card_width` x `card_height` is the size of one card in SVG user units; only the ratio
    matters to the board. `card_files` optionally draws some cards from whole SVG files of
    their own: (element, path) pairs, the paths inside the SVG's folder. The app checks
    every field and file before it renders anything (see docs/themes.md). `translations`
    gives `display_name`, `author` and `license` in other languages: {"sk": {"display_name":
    "Klasické"}} (see `checked_translations`).
    """

    name: str
    display_name: str
    svg_path: Path
    author: str = ""
    card_width: float = 250.0
    card_height: float = 350.0
    license: str = ""
    card_files: tuple[tuple[str, Path], ...] = ()
    translations: Mapping[str, Mapping[str, str]] = field(default_factory=dict, compare=False)

    @property
    def aspect(self) -> float:
        return self.card_height / self.card_width

    @staticmethod
    def from_directory(folder: Path) -> CardTheme:
        """Read and check `theme.toml` in `folder` (fields: docs/themes.md); ThemeError if unusable."""
        return read_manifest(folder)


MANIFEST_MAX_BYTES: Final = 64 * 1024
SVG_MAX_BYTES: Final = 20 * 1024 * 1024  # for the theme's files together
TEXT_LIMITS: Final = {"display_name": 60, "author": 100, "license": 100}
PATH_LIMIT: Final = 200
SIZE_RANGE: Final = (1.0, 100_000.0)  # card width and height, in SVG user units
ASPECT_RANGE: Final = (0.5, 2.5)  # card height / card width
BACK: Final = "back"
ELEMENTS: Final = (*(str(card) for card in FULL_DECK), BACK)
MANIFEST_KEYS: Final = ("name", "display_name", "author", "license", "svg", "card_width",
                        "card_height", "cards", "translations")


@dataclass(frozen=True)  # (no slots: `checksum` is kept in the instance once worked out)
class ThemeData:
    """A checked theme and its files' bytes, ready for the renderer. `scanned` turns true
    once `svg_check` has read every file in this process (`scan_files`, which alone sets
    it): only then may Qt parse them. Until then the card-image cache vouched for them
    (`load_theme`); a copy (`dataclasses.replace`) starts unscanned."""

    theme: CardTheme
    svg: bytes
    card_files: Mapping[str, bytes]  # element id -> a whole SVG drawn as that card
    scanned: bool = field(default=False, init=False, compare=False)

    @cached_property
    def checksum(self) -> tuple[int, int, int]:
        """CRC-32, Adler-32 and length of the files' bytes (the SVG, then each card file after
        its element's name, by element), worked out once: it tells contents apart, it
        vouches for nothing."""
        parts = [self.svg]
        for element in sorted(self.card_files):
            parts += [f"\0{element}\0".encode(), self.card_files[element]]
        crc, adler = 0, 1
        for part in parts:
            crc, adler = zlib.crc32(part, crc), zlib.adler32(part, adler)
        return crc, adler, sum(map(len, parts))


def _fail(where: Where, id: T, /, **params: object) -> ThemeError:
    return ThemeError(problem(T.AT, where=where, reason=problem(id, **params)))


def _named(theme: object) -> Problem:
    return problem(T.NAMED, theme=bounded(str(getattr(theme, "name", "?"))))


def check_name(value: object, where: Where) -> str:
    """1 to 40 ASCII letters, digits, '_', '.' or '-', the first a letter or a digit."""
    if not isinstance(value, str) or not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,39}", value):
        shown = bounded(value) if isinstance(value, str) else type(value).__name__
        raise _fail(where, T.NAME_PATTERN, got=shown)
    return value


def check_text(key: str, value: object, where: Where, required: bool = False) -> str:
    limit = TEXT_LIMITS[key]
    if not isinstance(value, str):
        raise _fail(where, T.TEXT_NOT_TEXT, key=key)
    if required and not value.strip():
        raise _fail(where, T.TEXT_EMPTY, key=key)
    if len(value) > limit:
        raise _fail(where, T.TEXT_TOO_LONG, key=key, limit=limit)
    if not value.isprintable():
        raise _fail(where, T.TEXT_UNPRINTABLE, key=key, value=bounded(value))
    return value


def check_translations(value: object, where: Where) -> dict[str, dict[str, str]]:
    try:
        return checked_translations(value, tuple(TEXT_LIMITS),
                                    lambda key, text: check_text(key, text, where, required=True))
    except TranslationsShape as exc:
        raise _fail(where, T.TRANSLATIONS, got=str(exc)) from None


def check_size(key: str, value: object, where: Where) -> float:
    if not isinstance(value, int | float) or isinstance(value, bool):
        raise _fail(where, T.SIZE_NOT_NUMBER, key=key)
    low, high = SIZE_RANGE
    try:
        number = float(value)
    except OverflowError:  # an integer too large for a float
        number = math.inf
    if not math.isfinite(number) or not low <= number <= high:
        raise _fail(where, T.SIZE_RANGE, key=key, low=low, high=high, got=bounded(str(value)))
    return number


def check_card_size(width: object, height: object, where: Where) -> tuple[float, float]:
    """card_width and card_height, each a number in SIZE_RANGE, their ratio in ASPECT_RANGE."""
    card_width = check_size("card_width", width, where)
    card_height = check_size("card_height", height, where)
    low, high = ASPECT_RANGE
    if not low <= card_height / card_width <= high:
        raise _fail(where, T.ASPECT_RANGE, low=low, high=high, height=card_height, width=card_width)
    return card_width, card_height


def member_path(folder: Path, relative: object, key: str, where: Where) -> Path:
    """`relative` as a file inside `folder`: no absolute path, no `..`, no link out."""
    if not isinstance(relative, str) or not relative:
        raise _fail(where, T.PATH_NOT_NAMED, key=key)
    shown = bounded(relative)
    if len(relative) > PATH_LIMIT or not relative.isprintable():
        raise _fail(where, T.PATH_UNUSABLE, key=key, path=shown)
    posix, windows = PurePosixPath(relative), PureWindowsPath(relative)
    if posix.is_absolute() or windows.is_absolute() or windows.drive or relative.startswith(("~", "\\")):
        raise _fail(where, T.PATH_ABSOLUTE, key=key, path=shown)
    if ".." in posix.parts or ".." in windows.parts:
        raise _fail(where, T.PATH_UP, key=key, path=shown)
    try:
        root = folder.resolve(strict=True)
        target = (folder / relative).resolve(strict=True)
    except FileNotFoundError:
        raise _fail(where, T.FILE_MISSING, path=shown, key=key) from None
    except (OSError, RuntimeError) as exc:  # RuntimeError: a loop of links
        raise _fail(where, T.FILE_UNUSABLE, path=shown, key=key, reason=os_reason(exc)) from None
    if not target.is_relative_to(root):
        raise _fail(where, T.FILE_LINK_OUT, path=shown, key=key)
    if not target.is_file():
        raise _fail(where, T.FILE_NOT_REGULAR, path=shown, key=key)
    return target


def read_manifest(folder: Path) -> CardTheme:
    """The theme described by `folder/theme.toml`, every field checked (files are only
    located here; their content is checked by `load_theme`)."""
    where = f"{bounded(folder.name)}/{THEME_MANIFEST}"
    try:
        data = read_toml(folder / THEME_MANIFEST, max_bytes=MANIFEST_MAX_BYTES)
    except InputProblem as exc:
        raise ThemeError(problem(T.AT, where=bounded(folder.name), reason=exc.message)) from None
    if unknown := sorted(set(data) - set(MANIFEST_KEYS)):
        raise _fail(where, T.UNKNOWN_KEY, key=bounded(unknown[0]), known=", ".join(MANIFEST_KEYS))
    name = check_name(data.get("name", folder.name), where)
    display = check_text("display_name", data.get("display_name", name), where, required=True)
    author = check_text("author", data.get("author", ""), where)
    licence = check_text("license", data.get("license", ""), where)
    width, height = check_card_size(data.get("card_width", 250.0), data.get("card_height", 350.0), where)
    if "svg" not in data:
        raise _fail(where, T.NO_SVG)
    svg_path = member_path(folder, data["svg"], "svg", where)
    if not isinstance(cards := data.get("cards", {}), dict):
        raise _fail(where, T.CARDS_NOT_TABLE)
    files: list[tuple[str, Path]] = []
    for element, relative in cards.items():
        if element not in ELEMENTS:
            raise _fail(where, T.CARDS_NOT_A_CARD, element=bounded(element))
        files.append((element, member_path(folder, relative, f"cards.{element}", where)))
    translations = check_translations(data.get("translations"), where)
    return CardTheme(name, display, svg_path, author, width, height, licence, tuple(files), translations)


def check_fields(theme: CardTheme) -> None:
    """The same rules for a theme a plugin built itself (it never passed `read_manifest`)."""
    where = _named(theme)
    check_name(theme.name, where)
    check_text("display_name", theme.display_name, where, required=True)
    check_text("author", theme.author, where)
    check_text("license", theme.license, where)
    check_translations(theme.translations, where)
    check_card_size(theme.card_width, theme.card_height, where)
    if not isinstance(theme.svg_path, Path) or not theme.svg_path.is_absolute():
        raise _fail(where, T.SVG_PATH_NOT_ABSOLUTE)
    folder = theme.svg_path.parent
    member_path(folder, theme.svg_path.name, "svg", where)
    for element, path in theme.card_files:
        if element not in ELEMENTS:
            raise _fail(where, T.CARD_FILES_NOT_A_CARD, element=bounded(str(element)))
        if not isinstance(path, Path) or not path.is_absolute():
            raise _fail(where, T.CARD_FILE_NOT_ABSOLUTE, element=element)
        try:
            relative = path.relative_to(folder)
        except ValueError:
            raise _fail(where, T.CARD_FILE_OUTSIDE, element=element) from None
        member_path(folder, relative.as_posix(), f"cards.{element}", where)


def read_theme_files(theme: CardTheme) -> ThemeData:
    """Check every field of `theme` and read its files (within the size limit), not yet
    looking inside them; ThemeError says what is wrong."""
    check_fields(theme)
    budget = SVG_MAX_BYTES
    contents: dict[str, bytes] = {}
    for element, path in (("", theme.svg_path), *theme.card_files):
        try:
            data = read_bytes(path, max_bytes=budget)
        except InputProblem as exc:
            raise _fail(_named(theme), T.FILES_TOO_LARGE, reason=exc.message, limit=SVG_MAX_BYTES) from None
        budget -= len(data)
        contents[element] = data
    return ThemeData(theme, contents.pop(""), contents)


def load_theme(theme: CardTheme, passed: Callable[[ThemeData], bool] | None = None) -> ThemeData:
    """Check every field and file of `theme` and read its files; ThemeError says what is wrong.

    `passed` may vouch for the files read: True when files of their checksum passed every
    check in an earlier run (the card-image cache knows it), so they are not scanned now (a
    start then parses no SVG at all), only before Qt parses them (`scan_files`). Otherwise
    every file is scanned here."""
    read = read_theme_files(theme)
    if passed is None or not passed(read):
        scan_files(read)
    return read


def scan_files(data: ThemeData) -> None:
    """Scan every file of `data` with `svg_check`, unless done in this process; then
    `data.scanned`, and Qt may parse them. ThemeError says what is wrong."""
    if data.scanned:
        return
    from boulanger_qt.plugin import svg_check  # a start with a vouched-for theme needs no XML parser

    theme = data.theme
    needed = tuple(e for e in ELEMENTS if e not in data.card_files)  # of the SVG, not drawn by card files
    for element, path in {"": theme.svg_path, **dict(theme.card_files)}.items():
        try:
            svg_check.scan_svg(data.card_files[element] if element else data.svg, () if element else needed)
        except svg_check.SvgProblem as exc:
            raise _fail(_named(theme), T.AT, where=bounded(path.name), reason=exc.message) from None
    object.__setattr__(data, "scanned", True)  # a fact learnt about these bytes, as `checksum` is
