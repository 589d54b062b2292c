"""Card images kept on disk between runs, so a start with a known theme and size parses no SVG.

As KDE's card library does: one file per theme content, pixel size and device pixel
ratio, in the platform cache folder (`$BOULANGER_HOME/cache` when that is set). A file
holds every card image raw (premultiplied ARGB, which QImage takes without decoding),
so loading a set costs a file read. A theme's files exist only once the theme has
passed the renderer's checks, so a known digest also means "this theme draws".
A missing, stale or damaged file is only a miss: the cache never stops the app.
"""

from __future__ import annotations

import logging
import os
import struct
import threading
from pathlib import Path
from typing import Final

from PySide6.QtGui import QImage

from ..theme_check import BACK, ELEMENTS, ThemeData
from ..theme_record import cache_root, content_key

log = logging.getLogger(__name__)
MAGIC: Final = b"BKCARDS1"
HEADER: Final = struct.Struct("<8sIII")  # magic, width, height, image count
KEEP_FILES: Final = 6  # the sizes most recently written, over all themes
FORMAT: Final = QImage.Format.Format_ARGB32_Premultiplied
FACES: Final = tuple(e for e in ELEMENTS if e != BACK)  # a set on disk has every face, the back if drawn


def cache_folder() -> Path:
    return cache_root() / "cards"


theme_digest = content_key  # a theme's files on disk are named by it


def passed_checks(data: ThemeData) -> bool:
    """Whether these very theme files passed every check before: the cache holds card
    images of them (written only for a theme that passed them all, in this version)."""
    return shared_cache().knows(theme_digest(data))


class CardImageCache:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or cache_folder()
        self._write_lock = threading.Lock()

    def _file(self, digest: str, w: int, h: int, dpr: float) -> Path:
        return self.folder / f"{digest}-{w}x{h}@{dpr:g}.cards"

    def knows(self, digest: str) -> bool:
        """Whether some size of this theme is on disk (so it passed the checks once)."""
        try:
            return any(self.folder.glob(f"{digest}-*.cards"))
        except OSError:
            return False

    def load(self, digest: str, w: int, h: int, dpr: float) -> dict[str, QImage] | None:
        """Every card at this pixel size, or None when the file is missing or unusable."""
        path = self._file(digest, w, h, dpr)
        try:
            blob = path.read_bytes()
        except OSError:
            return None
        images = _decode(blob, w, h)
        if images is None:
            log.warning("card image cache file %s is damaged; it will be written again", path.name)
            path.unlink(missing_ok=True)
        return images

    def save_later(self, digest: str, dpr: float, images: dict[str, QImage]) -> None:
        """Write a complete set on a helper thread (the UI thread only hands it over)."""
        threading.Thread(target=self.save, args=(digest, dpr, dict(images)),
                         name="boulanger-card-cache").start()  # not a daemon: an exit waits for the write

    def save(self, digest: str, dpr: float, images: dict[str, QImage]) -> None:
        first = next(iter(images.values()))
        w, h = first.width(), first.height()
        path = self._file(digest, w, h, dpr)
        try:
            blob = _encode(images, w, h)
            with self._write_lock:
                self.folder.mkdir(parents=True, exist_ok=True)
                partial = path.with_name(f".{path.name}.{os.getpid()}.part")
                partial.write_bytes(blob)
                os.replace(partial, path)
                self._trim()
        except (OSError, ValueError) as exc:
            log.warning("cannot keep card images in %s: %s", self.folder, exc)

    def _trim(self) -> None:
        files = sorted(self.folder.glob("*.cards"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in files[KEEP_FILES:]:
            old.unlink(missing_ok=True)


def _encode(images: dict[str, QImage], w: int, h: int) -> bytes:
    parts = [HEADER.pack(MAGIC, w, h, len(images))]
    for element, image in images.items():
        if image.width() != w or image.height() != h:
            raise ValueError("a card set of mixed sizes")
        image = image.convertToFormat(FORMAT)
        name = element.encode()
        parts.append(bytes((len(name),)) + name)
        parts.append(bytes(image.constBits())[: w * h * 4])
    return b"".join(parts)


def _decode(blob: bytes, w: int, h: int) -> dict[str, QImage] | None:
    if len(blob) < HEADER.size:
        return None
    magic, fw, fh, count = HEADER.unpack_from(blob)
    if magic != MAGIC or (fw, fh) != (w, h) or count not in (len(FACES), len(ELEMENTS)):
        return None
    size = w * h * 4
    at = HEADER.size
    images: dict[str, QImage] = {}
    for _ in range(count):
        if at >= len(blob):
            return None
        n = blob[at]
        name = blob[at + 1 : at + 1 + n].decode("ascii", "replace")
        at += 1 + n
        pixels = blob[at : at + size]
        if len(pixels) != size or name not in ELEMENTS:
            return None
        images[name] = QImage(pixels, w, h, w * 4, FORMAT).copy()
        at += size
    return images if at == len(blob) and all(face in images for face in FACES) else None


_shared: CardImageCache | None = None


def shared_cache() -> CardImageCache:
    """The cache in this run's cache folder (looked up once)."""
    global _shared
    folder = cache_folder()
    if _shared is None or _shared.folder != folder:
        _shared = CardImageCache(folder)
    return _shared
