"""The felt kept on disk (`felt_cache`): drawn from it, the board has the very pixels of
the gradient; anything amiss with the file only means the gradient is drawn."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from boulanger_qt.ui.board import felt, felt_cache
from boulanger_qt.ui.board import view as board_view
from boulanger_qt.ui.board.felt_cache import HEADER, MAGIC, FeltCache, felt_key, render_felt
from boulanger_qt.ui.board.view import BoardView
from boulanger_qt.ui.window import MainWindow

from .conftest import first_picture

COLORS = ("#166e40", "#1b4f7e", "#832232", "#e8d8b0")


class Draws:
    """Counts the felts drawn as a gradient and as a blit of the kept felt."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.gradients = 0
        self.blits = 0
        real_brush = felt.felt_brush
        real_kept = BoardView._draw_kept_felt

        def brush(color: QColor, area: QRectF) -> object:
            self.gradients += 1
            return real_brush(color, area)

        def kept(view: BoardView, painter: object, area: QRectF) -> bool:
            drawn = real_kept(view, painter, area)  # type: ignore[arg-type]
            self.blits += drawn
            return drawn

        monkeypatch.setattr(board_view, "felt_brush", brush)
        monkeypatch.setattr(BoardView, "_draw_kept_felt", kept)


def _felt_files() -> list[Path]:
    folder = felt_cache.cache_folder()
    return sorted(folder.glob("*.felt")) if folder.exists() else []


def _settle(window: MainWindow, qtbot: QtBot, color: str, size: tuple[int, int]) -> None:
    """The window at this size and felt, once its felt was kept."""
    window.resize(*size)
    window.view.set_felt(QColor(color))
    view = window.view

    def kept() -> bool:
        size = view.viewport_size()
        key = felt_key(view.felt, size.width(), size.height(), 1)
        return size.width() > 600 and felt_cache.shared_cache().load(key) is not None

    qtbot.waitUntil(kept, timeout=10000)


def _gradient_grab(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> QImage:
    with monkeypatch.context() as patch:
        patch.setattr(BoardView, "_draw_kept_felt", lambda *_: False)  # today's felt: the gradient
        return window.grab().toImage()


def test_the_kept_felt_is_the_gradients_pixels(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(board_view, "SAVE_FELT_AFTER_MS", 0)
    window, _ = first_picture(qtbot)
    draws = Draws(monkeypatch)
    for size in ((1280, 800), (1013, 671)):
        for color in COLORS:
            _settle(window, qtbot, color, size)
            window.view._kept_felt = None  # (forgets its miss: loads the file, as the next start)
            blits = draws.blits
            kept = window.grab().toImage()
            assert draws.blits == blits + 1, (size, color)  # (drawn from the file)
            assert kept == _gradient_grab(window, monkeypatch), (size, color)
    assert len(_felt_files()) == felt_cache.KEEP_FILES
    window.close()


def test_a_partial_repaint_draws_the_gradient(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Qt's gradient depends on where each filled span starts: part of the felt is not the
    same part of a whole felt's pixels, so it is drawn as today."""
    window, _ = first_picture(qtbot)
    qtbot.waitUntil(lambda: bool(_felt_files()), timeout=10000)
    draws = Draws(monkeypatch)
    view = window.view
    view._kept_felt = None  # (forgets its miss: loads the file, as the next start)
    view.viewport().update(QRect(101, 77, 333, 211))
    qtbot.waitUntil(lambda: draws.gradients == 1, timeout=5000)
    assert draws.blits == 0
    view.viewport().update()
    qtbot.waitUntil(lambda: draws.blits == 1, timeout=5000)
    assert draws.gradients == 1
    window.close()


def test_a_fractional_pixel_ratio_draws_the_gradient(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window, _ = first_picture(qtbot)
    qtbot.waitUntil(lambda: bool(_felt_files()), timeout=10000)
    draws = Draws(monkeypatch)
    monkeypatch.setattr(BoardView, "devicePixelRatioF", lambda _: 1.25)
    window.view.resetCachedContent()
    window.grab()
    assert draws.blits == 0 and draws.gradients >= 1
    window.close()


def _written(tmp_path: Path) -> tuple[FeltCache, tuple[int, int, int, int], Path]:
    cache = FeltCache(tmp_path)
    color = QColor("#166e40")
    cache.save(color, 64, 40, 2)
    key = felt_key(color, 64, 40, 2)
    (path,) = tmp_path.glob("*.felt")
    return cache, key, path


def test_a_kept_felt_loads_as_it_was_drawn(tmp_path: Path) -> None:
    cache, key, _ = _written(tmp_path)
    image = cache.load(key)
    assert image is not None
    assert image.devicePixelRatio() == 2
    assert image.convertToFormat(felt_cache.FORMAT) == render_felt(QColor("#166e40"), 64, 40, 2)
    assert cache.load(felt_key(QColor("#166e41"), 64, 40, 2)) is None  # another colour
    assert cache.load(felt_key(QColor("#166e40"), 64, 41, 2)) is None  # another size
    assert cache.load(felt_key(QColor("#166e40"), 64, 40, 1)) is None  # another ratio


def _damage(path: Path, how: str) -> None:
    blob = path.read_bytes()
    if how == "empty":
        path.write_bytes(b"")
    elif how == "truncated":
        path.write_bytes(blob[: len(blob) - 1])
    elif how == "cut header":
        path.write_bytes(blob[:10])
    elif how == "garbage":
        path.write_bytes(bytes(range(256)) * (len(blob) // 256) + b"\x07" * (len(blob) % 256))
    elif how == "longer":
        path.write_bytes(blob + b"\0" * 64)
    else:  # the header of another felt, at this file's name
        _, rgb, w, h, dpr = HEADER.unpack_from(blob)
        header = {"old format": (b"BKFELT00", rgb, w, h, dpr), "other colour": (MAGIC, rgb ^ 1, w, h, dpr),
                  "other size": (MAGIC, rgb, h, w, dpr), "other ratio": (MAGIC, rgb, w, h, 1)}[how]
        path.write_bytes(HEADER.pack(*header) + blob[HEADER.size:])


@pytest.mark.parametrize("how", ["empty", "truncated", "cut header", "garbage", "longer", "old format",
                                 "other colour", "other size", "other ratio"])
def test_a_damaged_felt_file_is_only_a_miss(tmp_path: Path, how: str) -> None:
    cache, key, path = _written(tmp_path)
    _damage(path, how)
    assert cache.load(key) is None
    assert not path.exists()  # written again at the next miss
    cache.save(QColor("#166e40"), 64, 40, 2)
    assert cache.load(key) is not None


def test_a_damaged_kept_felt_draws_the_gradient_and_is_written_again(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window, _ = first_picture(qtbot)
    qtbot.waitUntil(lambda: bool(_felt_files()), timeout=10000)
    window.close()
    (path,) = _felt_files()
    _damage(path, "garbage")
    draws = Draws(monkeypatch)
    again, _ = first_picture(qtbot)
    assert draws.blits == 0 and draws.gradients >= 1
    qtbot.waitUntil(lambda: path.exists(), timeout=10000)
    assert felt_cache.shared_cache().load(again.view._kept_felt[0]) is not None  # type: ignore[index]
    again.close()


def test_only_the_last_felts_are_kept(tmp_path: Path) -> None:
    cache = FeltCache(tmp_path)
    for index, color in enumerate(COLORS):
        cache.save(QColor(color), 32 + index, 20, 1)
    kept = [path.name for path in tmp_path.glob("*.felt")]
    assert len(kept) == felt_cache.KEEP_FILES
    assert f"{COLORS[-1][1:]}-{32 + len(COLORS) - 1}x20@1.felt" in kept  # the last written


def test_a_cache_folder_that_cannot_be_written_only_keeps_nothing(tmp_path: Path) -> None:
    blocker = tmp_path / "felt"
    blocker.write_text("a file where the folder would be")
    cache = FeltCache(blocker)
    cache.save(QColor("#166e40"), 32, 20, 1)  # logged, not raised
    assert cache.load(felt_key(QColor("#166e40"), 32, 20, 1)) is None
