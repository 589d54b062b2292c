"""The remembered theme: what the first picture of the board needs of the player's theme,
kept between runs so that a start paints the board before the plugin host exists.

The record is written only for a theme that was loaded and checked the full way (found
by the plugin host's catalog, drawn by the renderer). A start trusts it only while all
of it still holds: the same record format and app version, the settings' theme and
disabled plugins, every file's size and modification time, and the files' content key
(the card-image cache's). The record is input like any theme: its fields pass the same
checks before a file is read. Anything else — no record, a damaged or foreign one, an
edited or missing file — only means "take the full path", never an error.

A file's stamp (size, modification and change times, inode, device: `theme_check.stamp`)
changes whenever its content can have changed, so while every stamp holds (before and
after the files are read) the record's content key is theirs and is not computed again,
if the record says the files were quiet when stamped (`ThemeData.stamps`); else the key
is computed and compared as ever. The stamps recorded are those taken before the bytes
whose key is recorded were read: a file changed meanwhile can only fail to match.
"""

from __future__ import annotations

import json
import logging
import zlib
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Final

from boulanger_qt import __version__
from boulanger_qt.app.settings import cache_root
from boulanger_qt.plugin.theme_check import (
    THEME_MANIFEST,
    CardTheme,
    ThemeData,
    ThemeError,
    read_theme_files,
    stamp,
)
from boulanger_qt.support.cache_record import keep_record, read_record

log = logging.getLogger(__name__)
RECORD_NAME: Final = "theme.json"
FORMAT: Final = 2  # 2: each file's stamp (1 had its size and mtime only)
RECORD_MAX_BYTES: Final = 64 * 1024  # a record is a few hundred bytes; more is damage
Signature = tuple[str, int, int, int, int, int]  # path, then its stamp
_known: tuple[ThemeData, str, str] | None = None  # the last content key: of what, in which version


def record_path() -> Path:
    return cache_root() / RECORD_NAME


def content_key(data: ThemeData, kept: bool = True) -> str:
    """The theme's drawing content: its SVG, its per-card files and its card shape, and
    the version of the app whose checks it passed (a new version checks it again).

    Two independent 32-bit checksums and the length, not a cryptographic hash: this only
    has to notice an edited theme, and zlib is loaded already (hashlib would cost ~7 ms
    of start-up loading OpenSSL). The last one is kept with its theme files, whose bytes
    a start asks it of several times (the card cache, the renderer, the record), or the
    remembered theme's files trusted by their stamps (`recall`); `kept=False` computes it."""
    known = _known
    if kept and known is not None and known[0] is data and known[1] == __version__:
        return known[2]
    key = _checksum(data)
    _know(data, key)
    return key


def _know(data: ThemeData, key: str) -> None:
    global _known
    _known = (data, __version__, key)


def _checksum(data: ThemeData) -> str:
    parts = [__version__.encode() + b"\0", repr(data.theme.aspect).encode(), data.svg]
    for element in sorted(data.card_files):
        parts += (element.encode() + b"\0", data.card_files[element])
    crc = adler = 1
    length = 0
    for part in parts:
        crc = zlib.crc32(part, crc)
        adler = zlib.adler32(part, adler)
        length += len(part)
    return f"{crc:08x}{adler:08x}{length:x}"


def theme_files(theme: CardTheme, origin: str = "") -> list[Path]:
    """The files whose change the record must notice: the SVG, the per-card files, and
    the manifest the theme was read from (its origin folder's, else its SVG folder's)."""
    files = [theme.svg_path, *(path for _, path in theme.card_files)]
    folders = [Path(origin)] if origin not in ("", "plugin") else []
    folders.append(theme.svg_path.parent)
    for folder in folders:
        manifest = folder / THEME_MANIFEST
        if manifest.is_file() and manifest not in files:
            files.append(manifest)
    return files


def signature(path: Path) -> Signature | None:
    now = stamp(path)
    return None if now is None else (str(path), *now)


def record_text(data: ThemeData, disabled: Iterable[str], files: Sequence[Path]) -> str | None:
    """The record of a checked theme (None if one of its files is gone already). A file
    the theme's bytes were read from has its stamp of then, the others their stamp now."""
    read = {path: before for path, before, _ in data.stamps}
    signatures = [(str(path), *read[str(path)]) if str(path) in read else signature(path)
                  for path in files]
    if any(s is None for s in signatures):
        return None
    theme = data.theme
    record = {
        "format": FORMAT,
        "version": __version__,
        "theme": {
            "name": theme.name, "display_name": theme.display_name, "author": theme.author,
            "license": theme.license, "card_width": theme.card_width,
            "card_height": theme.card_height, "svg": str(theme.svg_path),
            "cards": [[element, str(path)] for element, path in theme.card_files],
        },
        "disabled_plugins": sorted(set(disabled)),
        "files": signatures,
        "quiet": all(quiet for _, _, quiet in data.stamps),
        "key": content_key(data),
    }
    return json.dumps(record, ensure_ascii=True, indent=1) + "\n"


def remember(path: Path, data: ThemeData, disabled: Iterable[str], files: Sequence[Path]) -> bool:
    """Write the record of a checked theme (atomically; skipped when the file already says
    exactly that). False if it could not be written: the next start takes the full path."""
    text = record_text(data, disabled, files)
    if text is None:
        return False
    try:
        keep_record(path, text, RECORD_MAX_BYTES)
    except OSError as exc:
        log.warning("cannot remember the card theme in %s: %s", path, exc)
        return False
    return True


def forget(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("cannot remove %s: %s", path, exc)


def recall(path: Path, wanted: str, disabled: Iterable[str]) -> tuple[ThemeData, str] | None:
    """The remembered theme `wanted`, its files read, and its content key, if the record
    still holds in every respect (see the module); else None, and why is only logged."""
    text = read_record(path, RECORD_MAX_BYTES)
    if text is None:
        return None
    try:
        record = json.loads(text)
    except (ValueError, RecursionError):  # RecursionError: nested beyond reason
        log.info("the remembered card theme %s is damaged: ignored", path)
        return None
    why = _mismatch(record, wanted, sorted(set(disabled)))
    if why:
        log.info("the remembered card theme does not hold (%s): the full start", why)
        return None
    try:
        data = read_theme_files(_theme(record["theme"]))
    except (ThemeError, ValueError, TypeError, OSError) as exc:
        log.info("the remembered card theme cannot be used (%s): the full start", exc)
        return None
    key = record["key"]
    recorded = {entry[0]: tuple(entry[1:]) for entry in record["files"]}
    if (record.get("quiet") is True and len(data.stamps) == 1 + len(data.card_files)
            and all(recorded.get(path) == before == stamp(Path(path)) for path, before, _ in data.stamps)):
        _know(data, key)  # the bytes of exactly the recorded files, unchanged since, read
    elif content_key(data) != key:
        log.info("the remembered card theme's files changed: the full start")
        return None
    return data, key


def _mismatch(record: object, wanted: str, disabled: list[str]) -> str:
    """What of the record does not hold (its structure checked on the way), or ""."""
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        return "format"
    if record.get("version") != __version__:
        return "version"
    theme = record.get("theme")
    if not isinstance(theme, dict) or theme.get("name") != wanted:
        return "theme"
    if record.get("disabled_plugins") != disabled:
        return "disabled_plugins"
    key, files = record.get("key"), record.get("files")
    if not isinstance(key, str) or not isinstance(files, list) or not files:
        return "damaged"
    listed: set[str] = set()
    for entry in files:
        if not (isinstance(entry, list) and len(entry) == 6 and isinstance(entry[0], str)
                and all(isinstance(n, int) and not isinstance(n, bool) for n in entry[1:])):
            return "damaged"
        if signature(Path(entry[0])) != tuple(entry):
            return f"changed: {entry[0]}"
        listed.add(entry[0])
    cards, svg = theme.get("cards"), theme.get("svg")
    if not isinstance(cards, list) or not all(
            isinstance(c, list) and len(c) == 2 and all(isinstance(n, str) for n in c) for c in cards):
        return "damaged"
    if not isinstance(svg, str) or svg not in listed or any(c[1] not in listed for c in cards):
        return "damaged"  # every file read must be one whose signature was compared
    return ""


def _theme(fields: dict[str, object]) -> CardTheme:
    """The CardTheme of the record's fields (ValueError/TypeError if they are not there);
    `read_theme_files` then checks them as any plugin's theme is checked."""
    def text(key: str) -> str:
        value = fields.get(key)
        if not isinstance(value, str):
            raise TypeError(key)
        return value

    def number(key: str) -> float:
        value = fields.get(key)
        if not isinstance(value, int | float) or isinstance(value, bool):
            raise TypeError(key)
        return float(value)

    cards = fields.get("cards")
    assert isinstance(cards, list)  # checked by _mismatch: pairs of text
    files = [(element, Path(where)) for element, where in cards]
    return CardTheme(text("name"), text("display_name"), Path(text("svg")), text("author"),
                     number("card_width"), number("card_height"), text("license"), tuple(files))
