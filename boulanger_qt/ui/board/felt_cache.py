"""The felt of the last window kept on disk, so a start at the remembered size draws no gradient.

Qt computes the felt's radial gradient pixel by pixel (on its thread pool) at every full
repaint; the usual start has the window size of the last run, so the felt it would
compute is the one the last run computed. As card_cache.py does for cards: one file per
felt colour, viewport size in device pixels and (whole) device pixel ratio, in the
platform cache folder, holding the opaque pixels raw; loading one maps the file and
wraps the pixels where they lie (no read, no copy). Only the last few files are kept.
A missing or damaged file is only a miss: the felt is then drawn as a gradient.
"""

from __future__ import annotations

import mmap
import struct
import threading
from pathlib import Path
from typing import Final

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from boulanger_qt.app.settings import cache_root
from boulanger_qt.ui.board.cache_files import CacheFiles, PerFolder
from boulanger_qt.ui.board.felt import felt_brush

SUFFIX: Final = ".felt"
MAGIC: Final = b"BKFELT01"
HEADER: Final = struct.Struct("<8sIIII")  # magic, colour (0xffrrggbb), width, height, ratio
PIXELS: Final = 64  # where the pixels start (aligned)
KEEP_FILES: Final = 2  # the felts most recently written
FORMAT: Final = QImage.Format.Format_RGB32
FeltKey = tuple[int, int, int, int]  # colour, width and height in device pixels, pixel ratio


def cache_folder() -> Path:
    return cache_root() / "felt"


def felt_key(color: QColor, width: int, height: int, dpr: int) -> FeltKey:
    """The key of a felt of `width` x `height` (device independent pixels) at ratio `dpr`."""
    return color.rgb(), width * dpr, height * dpr, dpr


def render_felt(color: QColor, width: int, height: int, dpr: int) -> QImage:
    """The felt a full repaint of a `width` x `height` view draws (the same fill, so the
    same pixels: Qt's gradient depends on where each filled span starts, and a full
    repaint fills whole rows, as this does)."""
    image = QImage(width * dpr, height * dpr, FORMAT)
    image.setDevicePixelRatio(dpr)
    area = QRectF(0, 0, width, height)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(area, felt_brush(color, area))
    painter.end()
    return image


class FeltCache:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or cache_folder()
        self._files = CacheFiles(self.folder, SUFFIX, KEEP_FILES, "felt", "the felt")

    def _file(self, key: FeltKey) -> Path:
        rgb, w, h, dpr = key
        return self.folder / f"{rgb & 0xFFFFFF:06x}-{w}x{h}@{dpr}{SUFFIX}"

    def load(self, key: FeltKey) -> QImage | None:
        """The felt of this key, or None when its file is missing or unusable."""
        _, w, h, _ = key
        return self._files.load(self._file(key), (PIXELS + w * h * 4,), lambda mapping: _mapped(mapping, key))

    def save_later(self, color: QColor, width: int, height: int, dpr: int) -> None:
        """Draw and write this felt on a helper thread (the UI thread only hands it over)."""
        threading.Thread(target=self.save, args=(QColor(color), width, height, dpr),
                         name="boulanger-felt-cache").start()  # not a daemon: an exit waits for the write

    def save(self, color: QColor, width: int, height: int, dpr: int) -> None:
        key = felt_key(color, width, height, dpr)
        self._files.write(self._file(key), lambda: _encode(render_felt(color, width, height, dpr), key))


def _encode(image: QImage, key: FeltKey) -> bytearray:
    rgb, w, h, dpr = key
    if image.width() != w or image.height() != h:
        raise ValueError("a felt of another size than its key")
    size = w * h * 4
    blob = bytearray(PIXELS + size)
    HEADER.pack_into(blob, 0, MAGIC, rgb, w, h, dpr)
    image = image.convertToFormat(FORMAT)
    if image.bytesPerLine() != w * 4:
        raise ValueError("a felt with padded rows")
    blob[PIXELS:] = image.constBits()[:size]
    return blob


def _mapped(mapping: mmap.mmap, key: FeltKey) -> QImage | None:
    """The felt of a file, a QImage over a private mapping of it (None if anything is
    amiss; its size was checked before it was mapped, `CacheFiles.load`). As
    card_cache's images, the image keeps the mapping; private, so nothing painted on it
    reaches the file."""
    rgb, w, h, dpr = key
    if HEADER.unpack_from(mapping) != (MAGIC, rgb, w, h, dpr):
        return None
    image = QImage(memoryview(mapping)[PIXELS:], w, h, FORMAT)
    if image.isNull():
        return None
    image.setDevicePixelRatio(dpr)
    return image


# The cache in this run's cache folder (looked up once).
shared_cache = PerFolder(FeltCache, cache_folder)
