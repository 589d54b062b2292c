"""The remembered theme: what the first picture of the board needs of the player's theme,
kept between runs so that a start paints the board before the plugin host exists.

It is written only for a theme loaded and checked the full way (found by the plugin host's
catalog, drawn by the renderer). As KDE's card library checks its cache, a start trusts it
while the app version, the settings' theme and disabled plugins, and every file's size and
modification time are those recorded; its fields pass the checks any theme's do. Anything
else (no record, a damaged or foreign one, an edited or missing file) only means "take the
full path", never an error.

It does not vouch for what the files hold: the bytes read are checked (or known to the
card-image cache by their content) as any theme's are, and once the plugins are loaded the
board keeps the theme only if the catalog's is exactly it (`ui/card_theme.settle_theme`).
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
from boulanger_qt.plugin.theme_check import THEME_MANIFEST, CardTheme, ThemeData, ThemeError, read_theme_files
from boulanger_qt.support.atomic import write_text_atomic
from boulanger_qt.support.inputs import InputProblem, read_text

log = logging.getLogger(__name__)
RECORD_NAME: Final = "theme.json"
FORMAT: Final = 4  # 4: a CRC-32 of the theme's fields; 3 had none (2 had inode, ctime and a content key too)
RECORD_MAX_BYTES: Final = 64 * 1024  # a record is a few hundred bytes; more is damage


def record_path() -> Path:
    return cache_root() / RECORD_NAME


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


def signature(path: Path) -> list[str | int] | None:
    """The file's path, size and modification time (None: it cannot be looked at)."""
    try:
        info = path.stat()
    except (OSError, ValueError):
        return None
    return [str(path), info.st_size, info.st_mtime_ns]


def _crc(fields: object) -> int:
    """The theme's fields are the record's own words (no file says them again): a damaged or
    edited one would paint a theme that is not the player's until the plugins load."""
    return zlib.crc32(json.dumps(fields, sort_keys=True, ensure_ascii=True).encode())


def _read(path: Path) -> str | None:
    """The record's text, or None (missing, unreadable, too large, not UTF-8)."""
    try:
        return read_text(path, max_bytes=RECORD_MAX_BYTES)  # never opens a pipe or a device
    except InputProblem:
        return None


def remember(path: Path, data: ThemeData, disabled: Iterable[str], files: Sequence[Path]) -> bool:
    """Write the record of a checked theme (atomically; skipped when the file already says
    exactly that). False if it was not written (one of its files is gone already, or it could
    not be): the next start takes the full path."""
    signatures = [signature(file) for file in files]
    if any(s is None for s in signatures):
        return False
    theme = data.theme
    record = {
        "format": FORMAT,
        "version": __version__,
        "theme": {
            "name": theme.name, "display_name": theme.display_name, "author": theme.author,
            "license": theme.license, "card_width": theme.card_width,
            "card_height": theme.card_height, "svg": str(theme.svg_path),
            "cards": [[element, str(file)] for element, file in theme.card_files],
            "translations": {language: dict(texts) for language, texts in theme.translations.items()},
        },
        "disabled_plugins": sorted(set(disabled)),
        "files": signatures,
    }
    record["crc"] = _crc(record["theme"])
    text = json.dumps(record, ensure_ascii=True, indent=1) + "\n"
    if _read(path) == text:
        return True
    try:
        write_text_atomic(path, text)
    except OSError as exc:
        log.warning("cannot remember the card theme in %s: %s", path, exc)
        return False
    return True


def forget(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("cannot remove %s: %s", path, exc)


def recall(path: Path, wanted: str, disabled: Iterable[str]) -> ThemeData | None:
    """The remembered theme `wanted`, files read, if the record holds (see the module); else None."""
    text = _read(path)
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
    fields = record["theme"]  # a dict whose cards are text pairs, as _mismatch checked
    try:  # KeyError if a field is missing; read_theme_files checks the rest
        cards = tuple((element, Path(where)) for element, where in fields["cards"])
        return read_theme_files(CardTheme(fields["name"], fields["display_name"], Path(fields["svg"]),
                                          fields["author"], fields["card_width"], fields["card_height"],
                                          fields["license"], cards, fields.get("translations", {})))
    except (ThemeError, LookupError, ValueError, TypeError, OSError) as exc:
        log.info("the remembered card theme cannot be used (%s): the full start", exc)
        return None


def _mismatch(record: object, wanted: str, disabled: list[str]) -> str:
    """What of the record does not hold (its structure checked on the way), or ""."""
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        return "format"
    if record.get("version") != __version__:
        return "version"
    theme = record.get("theme")
    if not isinstance(theme, dict) or theme.get("name") != wanted:
        return "theme"
    if record.get("crc") != _crc(theme):
        return "damaged"
    if record.get("disabled_plugins") != disabled:
        return "disabled_plugins"
    files = record.get("files")
    if not isinstance(files, list) or not files:
        return "damaged"
    listed: set[str] = set()
    for entry in files:
        if not (isinstance(entry, list) and len(entry) == 3 and isinstance(entry[0], str)
                and all(isinstance(n, int) and not isinstance(n, bool) for n in entry[1:])):
            return "damaged"
        if signature(Path(entry[0])) != entry:
            return f"changed: {entry[0]}"
        listed.add(entry[0])
    cards, svg = theme.get("cards"), theme.get("svg")
    if not isinstance(cards, list) or not all(
            isinstance(c, list) and len(c) == 2 and all(isinstance(n, str) for n in c) for c in cards):
        return "damaged"
    if not isinstance(svg, str) or svg not in listed or any(c[1] not in listed for c in cards):
        return "damaged"  # every file read must be one whose size and time were compared
    if any(Path(f).name != THEME_MANIFEST for f in listed - {svg, *(c[1] for c in cards)}):
        return "damaged"  # and every file compared one that is read: none left out of the theme
    return ""

