"""What a start pays to take its cards from the card-image cache, beside its floor and what
the cache saves.

Printed per pixel size (median of interleaved runs, ms): `load` (the file read whole
through the guarded reader, its theme and checksum checked, the images wrapped), `read`
(the floor: the same file's bytes read the same way, nothing checked), `sum` (the checksum alone) and
`draw` (every face drawn from the SVG: what a hit saves).

    python tests/benchmarks/bench_card_cache.py [--runs 15]
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
import zlib
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from boulanger_qt.ui.board.card_renderer import CardRenderer

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["BOULANGER_HOME"] = tempfile.mkdtemp(prefix="boulanger-bench-")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()

    from boulanger_qt.app.context import build_context
    from boulanger_qt.support.inputs import read_buffer
    from boulanger_qt.ui.board import card_cache
    from boulanger_qt.ui.board.card_cache import FACES, CardImageCache, content_key
    from boulanger_qt.ui.board.card_renderer import CardRenderer as Renderer

    data = build_context(external_plugins=False).catalog.load("classic")
    key = content_key(data)
    folder = Path(tempfile.mkdtemp(prefix="boulanger-bench-cards-"))
    cache = CardImageCache(folder)
    drawer = Renderer(data, disk=CardImageCache(folder / "none"))
    print(f"{'size':>9} {'MB':>5} {'load':>7} {'read':>7} {'sum':>7} {'draw':>7}")
    for w, h, dpr in ((71, 99, 1.0), (142, 198, 2.0), (213, 297, 3.0)):
        cache.save(key, dpr, {e: drawer.image(e, w, h) for e in FACES})
        path = cache._file(key, w, h, dpr)
        size = path.stat().st_size
        blob = path.read_bytes()
        steps: dict[str, Callable[[], object]] = {
            "load": partial(cache.load, key, w, h, dpr),
            "read": partial(read_buffer, path, max_bytes=size),
            "sum": partial(zlib.crc32, memoryview(blob)[card_cache.HEADER.size:]),
            "draw": partial(_draw_all, drawer, w, h),
        }
        times: dict[str, list[float]] = {name: [] for name in steps}
        for _ in range(args.runs):
            for name, step in steps.items():
                start = time.perf_counter()
                step()
                times[name].append((time.perf_counter() - start) * 1000)
        medians = {name: statistics.median(values) for name, values in times.items()}
        print(f"{w:>4}x{h:<4} {size / 1e6:5.1f} {medians['load']:7.2f} {medians['read']:7.2f} "
              f"{medians['sum']:7.2f} {medians['draw']:7.1f}")


def _draw_all(drawer: CardRenderer, w: int, h: int) -> None:
    from boulanger_qt.ui.board.card_cache import FACES

    for element in FACES:
        drawer.image(element, w, h)


if __name__ == "__main__":
    main()
