"""The file handling the disk caches of drawn images share (card_cache.py, felt_cache.py).

One folder of files with one suffix. A file is read by mapping it privately (a painter
writing on an image over the mapping never writes to the file), written whole under a
temporary name and renamed into place (a mapping of the file it replaces stays as it
was), and only the files most recently written are kept. A file that cannot be used is
only a miss: it is removed, to be written again; the cache never stops the app.
"""

from __future__ import annotations

import logging
import mmap
import os
import threading
from collections.abc import Callable, Collection
from pathlib import Path
from typing import Generic, TypeVar

log = logging.getLogger(__name__)
Loaded = TypeVar("Loaded")
Cache = TypeVar("Cache")


class CacheFiles:
    def __init__(self, folder: Path, suffix: str, keep: int, what: str, kept: str) -> None:
        self.folder = folder
        self.suffix = suffix
        self.keep = keep
        self.what, self.kept = what, kept  # for the log: "card image" and "card images"
        self._write_lock = threading.Lock()

    def files(self, start: str = "") -> list[Path]:
        """The cache's files, those whose names start with `start` if given (the folder's
        names read, not globbed: a glob compiles a pattern, and every start asks)."""
        with os.scandir(self.folder) as entries:
            return [Path(entry.path) for entry in entries
                    if entry.name.startswith(start) and entry.name.endswith(self.suffix)]

    def load(self, path: Path, sizes: Collection[int],
             parse: Callable[[mmap.mmap], Loaded | None]) -> Loaded | None:
        """What `parse` makes of the file mapped, or None when the file is missing or
        unusable (its size not one of `sizes`, checked before anything is mapped, or
        `parse` finds it amiss): an unusable file is removed."""
        try:
            with path.open("rb", buffering=0) as stream:
                if os.fstat(stream.fileno()).st_size in sizes:
                    loaded = parse(mmap.mmap(stream.fileno(), 0, access=mmap.ACCESS_COPY))
                else:
                    loaded = None
        except OSError:
            return None
        if loaded is None:
            log.warning("%s cache file %s is damaged; it will be written again", self.what, path.name)
            path.unlink(missing_ok=True)
        return loaded

    def write(self, path: Path, blob: Callable[[], bytes | bytearray]) -> None:
        """Write the file `blob()` makes (a ValueError from it means nothing is written),
        then drop all but the files most recently written."""
        try:
            data = blob()
            with self._write_lock:
                self.folder.mkdir(parents=True, exist_ok=True)
                partial = path.with_name(f".{path.name}.{os.getpid()}.part")
                partial.write_bytes(data)
                os.replace(partial, path)
                self._trim(path)
        except (OSError, ValueError) as exc:
            log.warning("cannot keep %s in %s: %s", self.kept, self.folder, exc)

    def _trim(self, written: Path) -> None:
        # (the one just written first: files written close together may share a time)
        files = sorted(self.files(), key=lambda p: (p == written, p.stat().st_mtime_ns), reverse=True)
        for old in files[self.keep:]:
            old.unlink(missing_ok=True)


class PerFolder(Generic[Cache]):
    """The one cache of a kind for this run's cache folder, made again only if the folder
    changes (a test or `BOULANGER_HOME` points elsewhere)."""

    def __init__(self, make: Callable[[Path], Cache], folder: Callable[[], Path]) -> None:
        self._make = make
        self._folder = folder
        self._made: tuple[Path, Cache] | None = None

    def __call__(self) -> Cache:
        folder = self._folder()
        if self._made is None or self._made[0] != folder:
            self._made = folder, self._make(folder)
        return self._made[1]
