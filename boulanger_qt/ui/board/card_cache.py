"""Card images kept on disk between runs, so a start with a known theme and size parses no SVG.

As KDE's card library does: one file per theme content, pixel size and device pixel
ratio, in the platform cache folder (`$BOULANGER_HOME/cache` when that is set). A file
holds every card image raw (premultiplied ARGB, which QImage takes without decoding),
each at an aligned offset, so loading a set maps the file and wraps its images where
they lie: no read, no copy, no fresh memory (pixmaps made of them share that memory).
A theme's files exist only once the theme has passed the renderer's checks, so a known
digest also means "this theme draws". A missing, stale or damaged file is only a miss:
the cache never stops the app.
"""

from __future__ import annotations

import mmap
import struct
import threading
from pathlib import Path
from typing import Final

from PySide6.QtGui import QImage

from boulanger_qt.app.settings import cache_root
from boulanger_qt.app.theme_record import content_key
from boulanger_qt.plugin.theme_check import BACK, ELEMENTS, ThemeData
from boulanger_qt.ui.board.cache_files import CacheFiles, PerFolder

SUFFIX: Final = ".cards"
MAGIC: Final = b"BKCARDS2"
HEADER: Final = struct.Struct("<8sIII")  # magic, width, height, image count
NAME: Final = 4  # each image's element name, NUL-padded, in a table after the header
ALIGN: Final = 64  # the table, then every image, starts at a multiple of this
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
        self._files = CacheFiles(self.folder, SUFFIX, KEEP_FILES, "card image", "card images")

    def _file(self, digest: str, w: int, h: int, dpr: float) -> Path:
        return self.folder / f"{digest}-{w}x{h}@{dpr:g}{SUFFIX}"

    def knows(self, digest: str) -> bool:
        """Whether some size of this theme is on disk (so it passed the checks once)."""
        try:
            return bool(self._files.files(f"{digest}-"))
        except OSError:
            return False

    def load(self, digest: str, w: int, h: int, dpr: float) -> dict[str, QImage] | None:
        """Every card at this pixel size, or None when the file is missing or unusable."""
        sizes = (_layout(w, h, len(FACES))[2], _layout(w, h, len(ELEMENTS))[2])
        return self._files.load(self._file(digest, w, h, dpr), sizes, lambda mapping: _mapped(mapping, w, h))

    def save_later(self, digest: str, dpr: float, images: dict[str, QImage]) -> None:
        """Write a complete set on a helper thread (the UI thread only hands it over)."""
        threading.Thread(target=self.save, args=(digest, dpr, dict(images)),
                         name="boulanger-card-cache").start()  # not a daemon: an exit waits for the write

    def save(self, digest: str, dpr: float, images: dict[str, QImage]) -> None:
        first = next(iter(images.values()))
        w, h = first.width(), first.height()
        self._files.write(self._file(digest, w, h, dpr), lambda: _encode(images, w, h))


def _aligned(offset: int) -> int:
    return -(-offset // ALIGN) * ALIGN


def _layout(w: int, h: int, count: int) -> tuple[int, int, int]:
    """Where the first image starts, the distance between images, and the file's size."""
    first = _aligned(HEADER.size + NAME * count)
    step = _aligned(w * h * 4)
    return first, step, first + step * count


def _encode(images: dict[str, QImage], w: int, h: int) -> bytearray:
    first, step, total = _layout(w, h, len(images))
    blob = bytearray(total)
    HEADER.pack_into(blob, 0, MAGIC, w, h, len(images))
    size = w * h * 4
    for index, (element, image) in enumerate(images.items()):
        if image.width() != w or image.height() != h:
            raise ValueError("a card set of mixed sizes")
        name = element.encode()
        if len(name) > NAME:
            raise ValueError(f"an element name too long for the file: {element}")
        blob[HEADER.size + NAME * index:HEADER.size + NAME * index + len(name)] = name
        image = image.convertToFormat(FORMAT)
        at = first + step * index
        blob[at:at + size] = image.constBits()[:size]
    return blob


def _mapped(mapping: mmap.mmap, w: int, h: int) -> dict[str, QImage] | None:
    """The images of a file, each a QImage over its part of a private mapping of the
    file (None if anything is amiss). The file's size is one of a set's (checked before
    it was mapped, `CacheFiles.load`) and the header's count must give that very size,
    so no image reaches past its end.

    Each image holds a view of the mapping (PySide keeps the buffer until Qt frees the
    image's data, pixmaps sharing it included), so the mapping lasts exactly as long as
    some image or pixmap of it. Private (copy on write): a painter writing on one of
    them never writes to the file. The cache only ever replaces a file (a new one
    renamed over it, `save`), which leaves a mapping of the old one as it was."""
    magic, fw, fh, count = HEADER.unpack_from(mapping)
    if magic != MAGIC or (fw, fh) != (w, h) or count not in (len(FACES), len(ELEMENTS)):
        return None
    first, step, total = _layout(w, h, count)
    if total != len(mapping):
        return None
    view = memoryview(mapping)
    images: dict[str, QImage] = {}
    for index in range(count):
        at = HEADER.size + NAME * index
        name = bytes(view[at:at + NAME]).rstrip(b"\0").decode("ascii", "replace")
        if name not in ELEMENTS or name in images:
            return None
        at = first + step * index
        image = QImage(view[at:at + w * h * 4], w, h, FORMAT)
        if image.isNull():
            return None
        images[name] = image
    return images if all(face in images for face in FACES) else None


# The cache in this run's cache folder (looked up once).
shared_cache = PerFolder(CardImageCache, cache_folder)
