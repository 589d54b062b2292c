#!/usr/bin/env python3
"""Every app icon the packages need, drawn by Qt from the one SVG, resources/icons/boulanger.svg.

    python packaging/make_icons.py [OUT_DIR]        (default build/icons)

Writes `hicolor/<n>x<n>/apps/<id>.png` for the Linux icon theme (and `scalable/` with the
SVG itself), `boulanger.ico` for Windows and `boulanger.icns` for macOS. Qt renders the
PNGs; its ICO and ICNS writers store one image per file, so the multi-size containers are
put together here (both formats are a small header and a table of PNG images).
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent
SOURCE: Final = ROOT / "resources" / "icons" / "boulanger.svg"
APP_ID: Final = "io.github.boulanger.Boulanger"
HICOLOR_SIZES: Final = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES: Final = (16, 20, 24, 32, 40, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (the @2x ones share a size with others).
ICNS_TYPES: Final = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn at size x size pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter, Qt
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"png"))
    if not writer.write(image):
        raise SystemExit(f"could not encode the {size} px icon as PNG: {writer.errorString()}")
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file holding these PNG images (Windows Vista and later read PNG entries)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, images = b"", b""
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(images))
        images += png
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file with one PNG element per type in ICNS_TYPES."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out: Path, svg: Path = SOURCE) -> list[Path]:
    """Write every icon under `out`; returns the files written."""
    sizes = sorted({*HICOLOR_SIZES, *ICO_SIZES, *(size for _kind, size in ICNS_TYPES)})
    pngs = {size: render_png(svg, size) for size in sizes}
    written = []
    for size in HICOLOR_SIZES:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
        written.append(path)
    scalable = out / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    ico, icns = out / "boulanger.ico", out / "boulanger.icns"
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icns.write_bytes(icns_bytes(pngs))
    return [*written, scalable, ico, icns]


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "build" / "icons"
    files = make_icons(out)
    print(f"{len(files)} icon files in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
