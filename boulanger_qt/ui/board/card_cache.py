"""Card images kept on disk between runs, so a start with a known theme and size parses no SVG.

As KDE's card library does: one file per theme content, pixel size and device pixel ratio,
in the platform cache folder, holding every card raw (premultiplied ARGB, which QImage takes
without decoding) at aligned offsets in ELEMENTS order, after a header naming the theme and
a checksum of the rest. A file is read whole through the guarded reader (a mapped file once ended the app with
SIGBUS when truncated in place) and its images wrap that copy. A file is written whole and
renamed into place, only where the disk keeps room for the saves, and only the most recent
few are kept. Files are named by a checksum of the theme's content (`content_key`), and exist
only once the theme has passed the renderer's checks, so a known key also means "this theme
draws" and lets a start skip scanning its SVG. The checksum is no proof (bytes made to match
it are not the bytes that passed): vouched-for bytes are scanned all the same before Qt ever
parses them (`theme_check.scan_files`). A missing, stale or damaged file is only a miss.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
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
from boulanger_qt.support.atomic import is_our_temp_name, write_bytes_atomic
from boulanger_qt.support.inputs import InputProblem, MissingInput, read_buffer

log = logging.getLogger(__name__)
SUFFIX: Final = ".cards"
MAGIC: Final = b"BKCARDS5"
KEY_BYTES: Final = 24  # the theme's content key (`content_key`: 24 hex digits)
# magic, width, height, image count, key, and the CRC-32 of everything after the header (a
# cryptographic hash is 10x slower, and whoever can write this folder can write a right one)
HEADER: Final = struct.Struct(f"<8sIII{KEY_BYTES}sI")
ALIGN: Final = 64  # every image starts at a multiple of this
STALE_PART_SECONDS: Final = 60.0  # a write in progress takes well under a second
KEEP_FILES: Final = 6  # the sizes most recently written, over all themes
SPARE_BYTES: Final = 64 << 20  # room a card file never takes: the saved game and statistics need it
FORMAT: Final = QImage.Format.Format_ARGB32_Premultiplied
FACES: Final = tuple(e for e in ELEMENTS if e != BACK)  # a set on disk has every face, the back if drawn


def content_key(data: ThemeData) -> str:
    """The name of the theme's card images: CRC-32, Adler-32 and length of its files' bytes
    (`ThemeData.checksum`, worked out once per ThemeData), its card shape and the version of
    the app whose checks it passed (a new version checks it again)."""
    crc, adler, length = data.checksum
    tail = f"\0{data.theme.aspect!r}\0{__version__}".encode()  # the checksums carry on over it
    return f"{zlib.crc32(tail, crc):08x}{zlib.adler32(tail, adler):08x}{length + len(tail):08x}"


def passed_checks(data: ThemeData) -> bool:
    """Whether files of this content key passed every check before: the cache holds card
    images of it (written only for a theme that passed them all, in this version). Enough
    to draw from the cache without scanning, never to let Qt parse them unscanned."""
    return CardImageCache().knows(content_key(data))


_WRITE_LOCK: Final = threading.Lock()


class CardImageCache:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or cache_root() / "cards"

    def _file(self, digest: str, w: int, h: int, dpr: float) -> Path:
        return self.folder / f"{digest}-{w}x{h}@{dpr:g}{SUFFIX}"

    def _files(self, start: str = "") -> list[Path]:
        """The cache's card files (regular files only) whose names start with `start`."""
        with os.scandir(self.folder) as entries:
            return [Path(entry.path) for entry in entries
                    if entry.name.startswith(start) and entry.name.endswith(SUFFIX)
                    and entry.is_file(follow_symlinks=False)]

    def knows(self, digest: str) -> bool:
        """Whether some size of this theme is on disk (so it passed the checks once)."""
        try:
            return bool(self._files(f"{digest}-"))
        except OSError:
            return False

    def load(self, digest: str, w: int, h: int, dpr: float) -> dict[str, QImage] | None:
        """Every card at this pixel size, or None when the file is missing or unusable:
        anything but a regular file, a size not a set's, another theme's, or content amiss
        (then it is removed, if the folder lets it be)."""
        path = self._file(digest, w, h, dpr)
        sizes = (_layout(w, h, len(FACES))[2], _layout(w, h, len(ELEMENTS))[2])
        try:
            blob = read_buffer(path, max_bytes=max(sizes))
        except MissingInput:
            return None
        except InputProblem as exc:
            log.warning("card image cache: %s", exc)
            return None
        images = _images(blob, digest, w, h) if len(blob) in sizes else None
        if images is None:
            log.warning("card image cache file %s is damaged; it will be written again", path.name)
            with contextlib.suppress(OSError):
                path.unlink()
        return images

    def save_later(self, digest: str, dpr: float, images: dict[str, QImage]) -> None:
        """Write a complete set on a helper thread (the UI thread only hands it over)."""
        threading.Thread(target=self.save, args=(digest, dpr, dict(images)),
                         name="boulanger-card-cache").start()  # not a daemon: an exit waits for the write

    def save(self, digest: str, dpr: float, images: dict[str, QImage]) -> None:
        """Write a complete set where the disk has room to spare (a failure is only
        logged), then drop all but the files most recently written."""
        first = next(iter(images.values()))
        w, h = first.width(), first.height()
        path = self._file(digest, w, h, dpr)
        try:
            blob = _encode(images, digest, w, h)
            with _WRITE_LOCK:
                self.folder.mkdir(parents=True, exist_ok=True)
                if (free := shutil.disk_usage(self.folder).free) - len(blob) < SPARE_BYTES:
                    log.warning("card images not kept: %d MB free in %s", free >> 20, self.folder)
                else:
                    write_bytes_atomic(path, blob, durable=False)
                self._trim(path)
        except (OSError, ValueError) as exc:
            log.warning("cannot keep card images in %s: %s", self.folder, exc)

    def _trim(self, written: Path) -> None:
        # (the one just written first: files written close together may share a time)
        files = sorted(self._files(), key=lambda p: (p == written, _mtime(p)), reverse=True)
        for old in files[KEEP_FILES:]:
            old.unlink(missing_ok=True)
        self._remove_leftovers()

    def _remove_leftovers(self) -> None:
        """Writes cut short (temporary files no copy is still writing; older versions named
        them `.part`) and what older versions kept beside the cards (the felt images, the
        parsed settings): they only took space."""
        now = time.time()
        with os.scandir(self.folder) as entries:
            stale = [Path(e.path) for e in entries
                     if (e.name.endswith(".part") or is_our_temp_name(e.name))
                     and e.is_file(follow_symlinks=False)
                     and now - e.stat(follow_symlinks=False).st_mtime > STALE_PART_SECONDS]
        for path in stale:
            path.unlink(missing_ok=True)
        (self.folder.parent / "settings.json").unlink(missing_ok=True)
        if (felt := self.folder.parent / "felt").is_dir() and not felt.is_symlink():
            shutil.rmtree(felt, ignore_errors=True)


def _aligned(offset: int) -> int:
    return -(-offset // ALIGN) * ALIGN


def _layout(w: int, h: int, count: int) -> tuple[int, int, int]:
    """Where the first image starts, the distance between images, and the file's size."""
    first = _aligned(HEADER.size)
    step = _aligned(w * h * 4)
    return first, step, first + step * count


def _mtime(path: Path) -> int:
    try:
        return path.stat().st_mtime_ns
    except OSError:  # removed meanwhile (another copy trimming): among the oldest
        return 0


def _encode(images: dict[str, QImage], digest: str, w: int, h: int) -> bytearray:
    """The file of a set: every face, then the back if drawn (so the count names them)."""
    first, step, total = _layout(w, h, len(images))
    blob = bytearray(total)
    size = w * h * 4
    for index, element in enumerate(ELEMENTS[:len(images)]):
        at = first + step * index
        blob[at:at + size] = images[element].convertToFormat(FORMAT).constBits()[:size]
    HEADER.pack_into(blob, 0, MAGIC, w, h, len(images), digest.encode(),  # NUL-padded by struct
                     zlib.crc32(memoryview(blob)[HEADER.size:]))
    return blob


def _images(blob: bytearray, digest: str, w: int, h: int) -> dict[str, QImage] | None:
    """The images of a file read whole, each a QImage over its part of `blob` (None if
    anything is amiss); the header's count must give the file's very size, so no image
    reaches past its end. PySide keeps `blob` as long as some image or pixmap of it lives,
    and it is this run's own memory: nothing another program does to the file reaches it."""
    magic, fw, fh, count, key, checksum = HEADER.unpack_from(blob)
    if magic != MAGIC or (fw, fh) != (w, h) or count not in (len(FACES), len(ELEMENTS)):
        return None
    first, step, total = _layout(w, h, count)
    if total != len(blob) or key.rstrip(b"\0") != digest.encode("ascii", "replace"):
        return None
    view = memoryview(blob)
    if checksum != zlib.crc32(view[HEADER.size:]):
        return None
    return {element: QImage(view[first + step * index:first + step * index + w * h * 4], w, h, FORMAT)
            for index, element in enumerate(ELEMENTS[:count])}

