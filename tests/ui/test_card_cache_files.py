"""The card-image cache's file under hostile conditions (issue 27 items 3, 4, 6, 9, 10):
whatever lies where a card file goes, the cache answers a miss and the app goes on.

What can hang or kill a process runs in a process of its own, so the test fails instead
of the test run."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from boulanger_qt.app.context import build_context
from boulanger_qt.plugin.theme_check import ELEMENTS
from boulanger_qt.ui.board import card_cache
from boulanger_qt.ui.board.card_cache import FACES, CardImageCache, content_key
from boulanger_qt.ui.board.card_renderer import CardRenderer

W, H = 71, 99
NO_DAC = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search",
          "--inh-caps", "-dac_override,-dac_read_search", "--"]


def _written(folder: Path) -> tuple[CardImageCache, str, Path, dict[str, bytes]]:
    """A cache in `folder` holding Classic's faces at 71x99: the cache, the theme's key,
    the file and each face's pixels."""
    data = build_context(external_plugins=False).catalog.load("classic")
    renderer = CardRenderer(data, disk=CardImageCache(folder / "elsewhere"))
    images = {e: renderer.image(e, W, H) for e in FACES}
    cache = CardImageCache(folder)
    key = content_key(data)
    cache.save(key, 1.0, images)
    (path,) = folder.glob("*.cards")
    return cache, key, path, {e: bytes(image.constBits()) for e, image in images.items()}


def _run(code: str, *, prefix: list[str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*(prefix or []), sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=False, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


def _load_code(folder: Path, key: str) -> str:
    return ("from pathlib import Path; from boulanger_qt.ui.board.card_cache import CardImageCache; "
            f"images = CardImageCache(Path({str(folder)!r})).load({key!r}, {W}, {H}, 1.0); ")


def test_a_card_file_that_is_a_pipe_is_a_miss_and_blocks_nothing(tmp_path: Path) -> None:
    """Nobody writes into the pipe: a plain open() of it waits for ever (every start did)."""
    _, key, path, _ = _written(tmp_path)
    path.unlink()
    os.mkfifo(path)
    done = _run(_load_code(tmp_path, key) + "print(images is None)")
    assert done.returncode == 0 and done.stdout.split() == ["True"], done.stderr
    cache = CardImageCache(tmp_path)
    assert not cache.knows(key)  # a pipe is no card file the app wrote


def test_a_pipe_where_a_card_file_goes_is_replaced_by_the_next_write(tmp_path: Path) -> None:
    cache, key, path, drawn = _written(tmp_path)
    images = cache.load(key, W, H, 1.0)
    assert images is not None
    path.unlink()
    os.mkfifo(path)
    cache.save(key, 1.0, images)
    again = cache.load(key, W, H, 1.0)
    assert again is not None and {e: bytes(i.constBits()) for e, i in again.items()} == drawn


@pytest.mark.skipif(not Path("/usr/bin/setpriv").exists() and os.geteuid() == 0,
                    reason="root writes a read-only folder without setpriv")
def test_a_damaged_file_in_a_read_only_folder_is_a_miss(tmp_path: Path) -> None:
    """The damaged file cannot be removed: that is no reason to stop (every start exited 1)."""
    _, key, path, _ = _written(tmp_path)
    path.write_bytes(b"\0" * path.stat().st_size)
    tmp_path.chmod(0o555)
    try:
        code = _load_code(tmp_path, key) + "print(images is None)"
        done = _run(code, prefix=NO_DAC if os.geteuid() == 0 else None)
    finally:
        tmp_path.chmod(0o755)
    assert done.returncode == 0 and done.stdout.split() == ["True"], done.stderr
    assert path.exists()  # it could not be removed; the next start misses it again


def test_a_file_cut_short_while_its_cards_are_shown_kills_nothing(tmp_path: Path) -> None:
    """Another program truncates the file in place after it was loaded (a mapped file
    ended the app with SIGBUS at the next paint): the cards shown stay as they were."""
    _, key, path, drawn = _written(tmp_path)
    code = (_load_code(tmp_path, key) + f"import os; os.truncate({str(path)!r}, 0); "
            "import hashlib; print(hashlib.sha256(b''.join(bytes(images[e].constBits()) "
            f"for e in {list(FACES)!r})).hexdigest())")
    done = _run(code)
    import hashlib

    assert done.returncode == 0, f"exit {done.returncode}: {done.stderr[-300:]}"
    assert done.stdout.split() == [hashlib.sha256(b"".join(drawn[e] for e in FACES)).hexdigest()]


def test_zeroed_pixels_behind_an_intact_header_are_a_miss(tmp_path: Path) -> None:
    """(51 of 52 cards were shown invisible at every start.)"""
    cache, key, path, _ = _written(tmp_path)
    first, _, _ = card_cache._layout(W, H, len(FACES))
    blob = path.read_bytes()
    path.write_bytes(blob[:first] + bytes(len(blob) - first))
    assert cache.load(key, W, H, 1.0) is None
    assert not path.exists()  # removed, to be written again


def test_one_changed_pixel_is_a_miss(tmp_path: Path) -> None:
    cache, key, path, _ = _written(tmp_path)
    blob = bytearray(path.read_bytes())
    blob[-W * 4 * 10] ^= 0x01
    path.write_bytes(bytes(blob))
    assert cache.load(key, W, H, 1.0) is None


def test_another_themes_file_of_the_same_size_is_a_miss(tmp_path: Path) -> None:
    cache, key, path, _ = _written(tmp_path)
    other = "0123456789abcdef0123456789ab"
    other_path = path.with_name(path.name.replace(key, other))
    other_path.write_bytes(path.read_bytes())
    assert cache.load(other, W, H, 1.0) is None
    assert not other_path.exists()
    assert cache.load(key, W, H, 1.0) is not None


def test_no_card_file_where_the_disk_has_too_little_room(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """The cache is the first thing to give way: the saved game needs the last space."""
    free = 0

    def usage(folder: object) -> SimpleNamespace:
        return SimpleNamespace(total=1 << 40, used=(1 << 40) - free, free=free)

    monkeypatch.setattr(shutil, "disk_usage", usage)
    free = card_cache.SPARE_BYTES  # less than the file plus what is kept for the saves
    data = build_context(external_plugins=False).catalog.load("classic")
    renderer = CardRenderer(data, disk=CardImageCache(tmp_path / "elsewhere"))
    images = {e: renderer.image(e, W, H) for e in ELEMENTS}
    cache = CardImageCache(tmp_path / "cards")
    cache.save(content_key(data), 1.0, images)
    assert not cache.knows(content_key(data))
    assert [p.name for p in (tmp_path / "cards").iterdir()] == []  # nothing begun, nothing left
    free = 10 * card_cache.SPARE_BYTES
    cache.save(content_key(data), 1.0, images)
    assert cache.load(content_key(data), W, H, 1.0) is not None
