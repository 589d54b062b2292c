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
from io import RawIOBase
from pathlib import Path
from typing import Final

from PySide6.QtGui import QImage

from ..settings import cache_root
from ..theme_check import BACK, ELEMENTS, ThemeData
from ..theme_record import content_key

log = logging.getLogger(__name__)
SUFFIX: Final = ".cards"
MAGIC: Final = b"BKCARDS1"
HEADER: Final = struct.Struct("<8sIII")  # magic, width, height, image count
KEEP_FILES: Final = 6  # the sizes most recently written, over all themes
FORMAT: Final = QImage.Format.Format_ARGB32_Premultiplied
FACES: Final = tuple(e for e in ELEMENTS if e != BACK)  # a set on disk has every face, the back if drawn


def cache_folder() -> Path:
    return cache_root() / "cards"


def passed_checks(data: ThemeData) -> bool:
    """Whether these very theme files passed every check before: the cache holds card
    images of them (written only for a theme that passed them all, in this version)."""
    return shared_cache().knows(content_key(data))


class CardImageCache:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or cache_folder()
        self._write_lock = threading.Lock()

    def _file(self, digest: str, w: int, h: int, dpr: float) -> Path:
        return self.folder / f"{digest}-{w}x{h}@{dpr:g}{SUFFIX}"

    def _sets(self, start: str = "") -> list[Path]:
        """The card-image files, of the theme whose digest `start` is if given (the folder's
        names read, not globbed: a glob compiles a pattern, and every start asks)."""
        with os.scandir(self.folder) as entries:
            return [Path(entry.path) for entry in entries
                    if entry.name.startswith(start) and entry.name.endswith(SUFFIX)]

    def knows(self, digest: str) -> bool:
        """Whether some size of this theme is on disk (so it passed the checks once)."""
        try:
            return bool(self._sets(f"{digest}-"))
        except OSError:
            return False

    def load(self, digest: str, w: int, h: int, dpr: float) -> dict[str, QImage] | None:
        """Every card at this pixel size, or None when the file is missing or unusable."""
        path = self._file(digest, w, h, dpr)
        try:
            with path.open("rb", buffering=0) as stream:
                images = _read(stream, w, h)
        except OSError:
            return None
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
        files = sorted(self._sets(), key=lambda p: p.stat().st_mtime, reverse=True)
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


def _read(stream: RawIOBase, w: int, h: int) -> dict[str, QImage] | None:
    """The images of a file, each read straight into its own QImage's memory (a start
    reads ~4 MB here: no copy of it passes through Python); None if anything is amiss."""
    head = stream.read(HEADER.size)
    if len(head) < HEADER.size:
        return None
    magic, fw, fh, count = HEADER.unpack(head)
    if magic != MAGIC or (fw, fh) != (w, h) or count not in (len(FACES), len(ELEMENTS)):
        return None
    size = w * h * 4
    images: dict[str, QImage] = {}
    for _ in range(count):
        n = stream.read(1)
        name = stream.read(n[0]).decode("ascii", "replace") if n else ""
        if name not in ELEMENTS:
            return None
        image = QImage(w, h, FORMAT)
        if image.isNull() or image.sizeInBytes() != size or not _fill(stream, memoryview(image.bits())):
            return None
        images[name] = image
    if stream.read(1):  # more than the header says
        return None
    return images if all(face in images for face in FACES) else None


def _fill(stream: RawIOBase, view: memoryview) -> bool:
    """Fill `view` from the stream; False at the end of the file first."""
    done = 0
    while done < len(view):
        got = stream.readinto(view[done:])
        if not got:
            return False
        done += got
    return True


_shared: CardImageCache | None = None


def shared_cache() -> CardImageCache:
    """The cache in this run's cache folder (looked up once)."""
    global _shared
    folder = cache_folder()
    if _shared is None or _shared.folder != folder:
        _shared = CardImageCache(folder)
    return _shared
