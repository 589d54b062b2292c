"""The disk cache of card images: a second start with the same theme and size parses no SVG."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from boulanger_qt.app.context import build_context
from boulanger_qt.plugin.theme_check import (
    BACK,
    ELEMENTS,
    ThemeData,
    ThemeError,
    load_theme,
    read_manifest,
)
from boulanger_qt.ui.board import card_cache
from boulanger_qt.ui.board.card_cache import FACES, CardImageCache, content_key, passed_checks
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.card_theme import pick_renderer

from .conftest import Board

WIDTH = 71.0
CLASSIC_DIR = Path(__file__).parents[2] / "plugins" / "boulanger_classic" / "theme"


def _classic() -> ThemeData:
    return build_context(external_plugins=False).catalog.load("classic")


def _render_all(renderer: CardRenderer, dpr: float = 1.0) -> dict[str, bytes]:
    return {e: bytes(renderer.pixmap(e, WIDTH, dpr).toImage().constBits()) for e in FACES}


def cache_folder() -> Path:
    return CardImageCache().folder


def _files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.cards")) if folder.exists() else []


def test_a_second_renderer_takes_every_card_from_disk(qtbot: QtBot) -> None:
    data = _classic()
    first = CardRenderer(data)
    drawn = _render_all(first)
    assert first.renders == len(FACES)
    qtbot.waitUntil(lambda: len(_files(cache_folder())) == 1, timeout=10000)
    second = CardRenderer(data)
    assert second._svg is None  # a known theme: not even parsed
    assert _render_all(second) == drawn
    assert second.renders == 0 and second._svg is None
    assert second.missing(WIDTH, 1.0) == [BACK]  # never drawn (a board shows no backs), so not kept


def test_each_size_and_pixel_ratio_has_its_own_file(qtbot: QtBot) -> None:
    data = _classic()
    renderer = CardRenderer(data)
    _render_all(renderer, 1.0)
    _render_all(renderer, 2.0)
    qtbot.waitUntil(lambda: len(_files(cache_folder())) == 2, timeout=10000)
    names = [p.name for p in _files(cache_folder())]
    assert any("71x" in n and n.endswith("@1.cards") for n in names)
    assert any("142x" in n and n.endswith("@2.cards") for n in names)
    again = CardRenderer(data)
    _render_all(again, 2.0)
    _render_all(again, 1.5)  # a size never seen: the SVG is parsed and drawn now
    assert again.renders == len(FACES)


def test_another_theme_content_is_another_entry(qtbot: QtBot) -> None:
    data = _classic()
    _render_all(CardRenderer(data))
    qtbot.waitUntil(lambda: len(_files(cache_folder())) == 1, timeout=10000)
    changed = ThemeData(data.theme, data.svg.replace(b"</svg>", b"<!-- changed --></svg>"), data.card_files)
    renderer = CardRenderer(changed)
    assert renderer._svg is not None  # unknown content: parsed and checked at once
    _render_all(renderer)
    assert renderer.renders == len(FACES)


def test_a_damaged_file_is_a_miss_and_is_written_again(qtbot: QtBot) -> None:
    data = _classic()
    drawn = _render_all(CardRenderer(data))
    qtbot.waitUntil(lambda: len(_files(cache_folder())) == 1, timeout=10000)
    (path,) = _files(cache_folder())
    path.write_bytes(path.read_bytes()[:5000])
    renderer = CardRenderer(data)
    assert _render_all(renderer) == drawn
    assert renderer.renders == len(FACES)
    qtbot.waitUntil(lambda: _files(cache_folder()) == [path] and path.stat().st_size > 5000, timeout=10000)


def _damaged(blob: bytes, how: str) -> bytes:
    if how == "a byte more":
        return blob + b"\0"
    if how == "cut in an image":
        return blob[:-100]
    if how == "cut in the header":
        return blob[:10]
    if how == "empty":
        return b""
    if how == "garbage":
        return bytes(range(256)) * (len(blob) // 256) + bytes(len(blob) % 256)
    if how == "an old format":
        return b"BKCARDS2" + blob[8:]
    magic, w, h, count, key, checksum = card_cache.HEADER.unpack_from(blob)
    if how == "another size":
        return card_cache.HEADER.pack(magic, 72, 101, count, key, checksum) + blob[card_cache.HEADER.size:]
    assert how == "a card less"
    return card_cache.HEADER.pack(magic, w, h, count - 1, key, checksum) + blob[card_cache.HEADER.size:]


DAMAGE = ["a byte more", "cut in an image", "cut in the header", "empty", "garbage", "an old format",
          "another size", "a card less"]


@pytest.mark.parametrize("how", DAMAGE)
def test_any_damage_to_a_file_is_a_miss(qtbot: QtBot, how: str) -> None:
    data = _classic()
    drawn = _render_all(CardRenderer(data))
    qtbot.waitUntil(lambda: len(_files(cache_folder())) == 1, timeout=10000)
    (path,) = _files(cache_folder())
    good = path.read_bytes()
    assert CardImageCache().load(content_key(data), 71, 99, 1.0) is not None
    path.write_bytes(_damaged(good, how))
    assert CardImageCache().load(content_key(data), 71, 99, 1.0) is None
    assert not path.exists()  # removed, to be written again
    renderer = CardRenderer(data)
    assert _render_all(renderer) == drawn and renderer.renders == len(FACES)


def test_every_image_of_a_file_starts_aligned(qtbot: QtBot) -> None:
    data = _classic()
    _render_all(CardRenderer(data))
    qtbot.waitUntil(lambda: len(_files(cache_folder())) == 1, timeout=10000)
    (path,) = _files(cache_folder())
    first, step, total = card_cache._layout(71, 99, len(FACES))
    assert path.stat().st_size == total
    assert first % card_cache.ALIGN == 0 and step % card_cache.ALIGN == 0 and step >= 71 * 99 * 4


def test_pixmaps_of_a_loaded_file_outlive_its_images(qtbot: QtBot) -> None:
    """The images lie in the copy of the file read into memory: the pixmaps made of them
    share that memory, so it must last as long as they do, however the images themselves go."""
    import gc

    from PySide6.QtGui import QPixmap

    data = _classic()
    drawn = _render_all(CardRenderer(data))
    qtbot.waitUntil(lambda: len(_files(cache_folder())) == 1, timeout=10000)
    images = CardImageCache().load(content_key(data), 71, 99, 1.0)
    assert images is not None
    pixmaps = {e: QPixmap.fromImage(image) for e, image in images.items()}
    del images
    gc.collect()
    (path,) = _files(cache_folder())
    path.unlink()
    assert {e: bytes(p.toImage().constBits()) for e, p in pixmaps.items()} == drawn


def test_painting_on_a_loaded_image_leaves_the_file_as_it_was(qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPainter, QPixmap

    data = _classic()
    _render_all(CardRenderer(data))
    qtbot.waitUntil(lambda: len(_files(cache_folder())) == 1, timeout=10000)
    (path,) = _files(cache_folder())
    before = path.read_bytes()
    images = CardImageCache().load(content_key(data), 71, 99, 1.0)
    assert images is not None
    pixmap = QPixmap.fromImage(images["AS"])
    for target in (images["KH"], pixmap):
        painter = QPainter(target)
        painter.fillRect(0, 0, 71, 99, Qt.GlobalColor.red)
        painter.end()
    assert images["KH"].pixelColor(5, 5).red() == 255 and pixmap.toImage().pixelColor(5, 5).red() == 255
    assert path.read_bytes() == before
    again = CardImageCache().load(content_key(data), 71, 99, 1.0)
    assert again is not None and again["KH"].pixelColor(5, 5).red() != 255


def test_an_unusable_cache_folder_changes_nothing(tmp_path: Path) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the cache folder should be")
    cache = CardImageCache(blocked / "cards")
    data = _classic()
    renderer = CardRenderer(data, disk=cache)
    drawn = _render_all(renderer)
    cache.save("0" * 32, 1.0, {e: renderer.pixmap(e, WIDTH, 1.0).toImage() for e in ELEMENTS})  # logged only
    assert len(drawn) == len(FACES) and not cache.knows("0" * 32)


def test_a_second_window_draws_its_board_from_disk(make_board: Callable[..., Board], qtbot: QtBot) -> None:
    first = make_board()
    assert first.scene.renderer.renders == 52  # every face; the back is never shown
    qtbot.waitUntil(lambda: len(_files(cache_folder())) == 1, timeout=10000)
    second = make_board()
    assert second.scene.renderer.renders == 0
    assert second.scene.renderer._svg is None
    assert second.window.grab().toImage() == first.window.grab().toImage()


def test_theme_files_the_cache_knows_are_not_scanned_again(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boulanger_qt.plugin import svg_check

    scanned: list[int] = []
    real_scan = svg_check.scan_svg

    def counted(data: bytes, needed: tuple[str, ...]) -> None:
        scanned.append(len(data))
        real_scan(data, needed)

    monkeypatch.setattr(svg_check, "scan_svg", counted)
    context = build_context(external_plugins=False)
    _render_all(pick_renderer(context, None, strict=True))  # a first start: checked, drawn, kept
    assert scanned
    qtbot.waitUntil(lambda: len(_files(cache_folder())) == 1, timeout=10000)
    scanned.clear()
    again = pick_renderer(build_context(external_plugins=False), None, strict=True)  # the next start
    assert scanned == [] and again._svg is None and _render_all(again)
    assert again.renders == 0
    # Edited files are other bytes: checked again before Qt sees them, and refused if hostile.
    theme = tmp_path / "classic"
    shutil.copytree(CLASSIC_DIR, theme)
    svg = theme / "cards.svg"
    svg.write_bytes(svg.read_bytes().replace(b"</svg>", b'<image href="/etc/passwd"/></svg>'))
    with pytest.raises(ThemeError, match="passwd"):
        load_theme(read_manifest(theme), passed_checks)
    assert scanned


HOSTILE = {"an outside file": (b"</svg>", b'<image href="/etc/passwd"/></svg>'),
           "an entity": (b"<svg ", b'<!DOCTYPE svg [<!ENTITY card "AS">]>\n<svg ')}


@pytest.mark.parametrize("hostile", HOSTILE)
def test_files_the_cache_only_vouches_for_are_scanned_before_qt_parses_them(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture,
    hostile: str
) -> None:
    """The cache's key is a checksum, which other bytes can be made to match: a theme whose
    key it knows is drawn from its files unscanned, but before Qt parses them (a card at a
    size not on disk, the files gone) they are scanned, and refused as the full path refuses."""
    from PySide6.QtSvg import QSvgRenderer

    from boulanger_qt.plugin.theme_check import read_theme_files
    from boulanger_qt.support.problems import Problem
    from boulanger_qt.ui.board import card_renderer

    theme = tmp_path / "forged"
    shutil.copytree(CLASSIC_DIR, theme)
    svg = theme / "cards.svg"
    svg.write_bytes(svg.read_bytes().replace(*HOSTILE[hostile], 1))
    with pytest.raises(ThemeError) as full:
        load_theme(read_manifest(theme))
    classic = CardRenderer(_classic(), disk=CardImageCache(tmp_path / "elsewhere"))
    known = {e: classic.image(e, 71, 99) for e in FACES}
    CardImageCache().save(content_key(read_theme_files(read_manifest(theme))), 1.0, known)  # a forged match
    parsed: list[bytes] = []
    real_parsed = card_renderer._parsed

    def parse(data: bytes, where: Problem, what: Problem | str) -> QSvgRenderer:  # Qt parses here only
        parsed.append(data)
        return real_parsed(data, where, what)

    monkeypatch.setattr(card_renderer, "_parsed", parse)
    data = load_theme(read_manifest(theme), passed_checks)
    assert not data.scanned  # vouched for, so not scanned
    renderer = CardRenderer(data)
    assert _render_all(renderer) == {e: bytes(image.constBits()) for e, image in known.items()}
    with caplog.at_level("WARNING"):
        plain = renderer.pixmap("AS", 90.0, 1.0).toImage()  # a size not on disk
    assert parsed == []
    assert plain == card_renderer._plain_face("AS", 90, 126).convertToFormat(plain.format())
    assert f"AS is drawn plain: {full.value}" in caplog.text
    for path in _files(cache_folder()):
        path.unlink()
    with pytest.raises(ThemeError) as gone:
        CardRenderer(data)
    assert parsed == [] and gone.value.message == full.value.message


def test_a_start_reads_the_theme_files_once_for_their_key(qtbot: QtBot,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Asking the cache whether it knows the remembered theme, then naming its images, sums
    the files' bytes once."""
    import zlib

    from boulanger_qt.plugin.theme_check import read_theme_files

    _render_all(CardRenderer(_classic()))
    qtbot.waitUntil(lambda: len(_files(cache_folder())) == 1, timeout=10000)
    data = read_theme_files(read_manifest(CLASSIC_DIR))  # as the record reads them
    summed: list[int] = []
    real = zlib.crc32

    def crc32(part: bytes, value: int = 0) -> int:
        summed.append(len(part))
        return real(part, value)

    monkeypatch.setattr(zlib, "crc32", crc32)
    assert passed_checks(data)
    renderer = CardRenderer(data)
    assert summed.count(len(data.svg)) == 1 and renderer._svg is None


def test_a_new_version_checks_the_theme_again(monkeypatch: pytest.MonkeyPatch) -> None:
    data = _classic()
    before = content_key(data)
    monkeypatch.setattr(card_cache, "__version__", "999.0")
    assert content_key(data) != before


def test_leftovers_are_removed_when_the_cache_is_written(qtbot: QtBot) -> None:
    """Writes cut short leave `.part` files; older versions kept the felt and the parsed
    settings beside the cards: none of it is kept once the cache is written again (on a
    nearly full disk one of them once took the space the saved game needed)."""
    folder = cache_folder()
    folder.mkdir(parents=True, exist_ok=True)
    cut_short = folder / ".abc-71x100@1.cards.4242.part"
    cut_short.write_bytes(b"\0" * 4096)
    os.utime(cut_short, (1, 1))
    writing_now = folder / ".def-71x100@1.cards.4243.part"  # another copy's write in progress
    writing_now.write_bytes(b"\0" * 16)
    felt = folder.parent / "felt"
    felt.mkdir()
    (felt / "0f5132-1280x800@1.felt").write_bytes(b"\0" * 4096)
    (folder.parent / "settings.json").write_text("{}")
    CardRenderer(_classic()).pixmap(FACES[0], WIDTH, 1.0)
    renderer = CardRenderer(_classic())
    _render_all(renderer)
    qtbot.waitUntil(lambda: not cut_short.exists(), timeout=10000)
    assert writing_now.exists()
    assert not felt.exists() and not (folder.parent / "settings.json").exists()
