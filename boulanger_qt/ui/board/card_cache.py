"""Card images kept on disk between runs, so a start with a known theme and size parses no SVG.

As KDE's card library does: one file per theme content, pixel size and device pixel
ratio, in the platform cache folder (`$BOULANGER_HOME/cache` when that is set). A file
holds every card image raw (premultiplied ARGB, which QImage takes without decoding),
each at an aligned offset, so loading a set maps the file and wraps its images where
they lie: no read, no copy, no fresh memory (pixmaps made of them share that memory).
A file is mapped privately (a painter writing on an image over the mapping never writes
to the file), written whole under a temporary name and renamed into place (a mapping of
the file it replaces stays as it was), and only the files most recently written are kept.
A theme's files exist only once the theme has passed the renderer's checks, so a known
digest also means "this theme draws". A missing, stale or damaged file is only a miss
(a damaged one is removed, to be written again): the cache never stops the app.
"""

from __future__ import annotations

import contextlib
import logging
import mmap
import os
import struct
import threading
import time
import zlib
from pathlib import Path
from typing import Final

from PySide6.QtGui import QImage

from boulanger_qt import __version__
from boulanger_qt.app.settings import cache_root
from boulanger_qt.plugin.theme_check import BACK, ELEMENTS, ThemeData

log = logging.getLogger(__name__)
SUFFIX: Final = ".cards"
MAGIC: Final = b"BKCARDS2"
HEADER: Final = struct.Struct("<8sIII")  # magic, width, height, image count
NAME: Final = 4  # each image's element name, NUL-padded, in a table after the header
ALIGN: Final = 64  # the table, then every image, starts at a multiple of this
STALE_PART_SECONDS: Final = 60.0  # a write in progress takes well under a second
KEEP_FILES: Final = 6  # the sizes most recently written, over all themes
FORMAT: Final = QImage.Format.Format_ARGB32_Premultiplied
FACES: Final = tuple(e for e in ELEMENTS if e != BACK)  # a set on disk has every face, the back if drawn


def cache_folder() -> Path:
    return cache_root() / "cards"


def content_key(data: ThemeData) -> str:
    """The theme's drawing content: its SVG, its per-card files and its card shape, and
    the version of the app whose checks it passed (a new version checks it again).

    Two independent 32-bit checksums and the length, not a cryptographic hash: this only
    has to notice an edited theme (~0.3 ms for Classic's 120 KB)."""
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

    def _files(self, start: str = "") -> list[Path]:
        """The cache's files, those whose names start with `start` if given (the folder's
        names read, not globbed: a glob compiles a pattern, and every start asks)."""
        with os.scandir(self.folder) as entries:
            return [Path(entry.path) for entry in entries
                    if entry.name.startswith(start) and entry.name.endswith(SUFFIX)]

    def knows(self, digest: str) -> bool:
        """Whether some size of this theme is on disk (so it passed the checks once)."""
        try:
            return bool(self._files(f"{digest}-"))
        except OSError:
            return False

    def load(self, digest: str, w: int, h: int, dpr: float) -> dict[str, QImage] | None:
        """Every card at this pixel size, or None when the file is missing or unusable
        (its size not a set's, checked before anything is mapped, or its content amiss:
        then it is removed)."""
        path = self._file(digest, w, h, dpr)
        sizes = (_layout(w, h, len(FACES))[2], _layout(w, h, len(ELEMENTS))[2])
        try:
            with path.open("rb", buffering=0) as stream:
                if os.fstat(stream.fileno()).st_size not in sizes:
                    images = None
                else:
                    images = _mapped(mmap.mmap(stream.fileno(), 0, access=mmap.ACCESS_COPY), w, h)
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
        """Write a complete set (a failure is only logged), then drop all but the files
        most recently written."""
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
                self._trim(path)
        except (OSError, ValueError) as exc:
            log.warning("cannot keep card images in %s: %s", self.folder, exc)

    def _trim(self, written: Path) -> None:
        # (the one just written first: files written close together may share a time)
        files = sorted(self._files(), key=lambda p: (p == written, p.stat().st_mtime_ns), reverse=True)
        for old in files[KEEP_FILES:]:
            old.unlink(missing_ok=True)
        self._remove_leftovers()

    def _remove_leftovers(self) -> None:
        """Writes cut short (`.part` files no copy is still writing) and what older versions
        kept beside the cards (the felt images, the parsed settings): they only took space."""
        now = time.time()
        with os.scandir(self.folder) as entries:
            stale = [Path(e.path) for e in entries
                     if e.name.endswith(".part") and e.is_file(follow_symlinks=False)
                     and now - e.stat(follow_symlinks=False).st_mtime > STALE_PART_SECONDS]
        for path in stale:
            path.unlink(missing_ok=True)
        root = self.folder.parent
        (root / "settings.json").unlink(missing_ok=True)
        felt = root / "felt"
        if felt.is_dir() and not felt.is_symlink():
            for old in felt.iterdir():
                if old.suffix in (".felt", ".part") and old.is_file():
                    old.unlink(missing_ok=True)
            with contextlib.suppress(OSError):
                felt.rmdir()


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
    it was mapped, `CardImageCache.load`) and the header's count must give that very size,
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


_shared: CardImageCache | None = None


def shared_cache() -> CardImageCache:
    """The cache in this run's cache folder (made again only if the folder changes: a test
    or `BOULANGER_HOME` points elsewhere)."""
    global _shared
    folder = cache_folder()
    if _shared is None or _shared.folder != folder:
        _shared = CardImageCache(folder)
    return _shared
