"""How fast, and in how much memory, hostile card themes are refused.

Each case is a theme folder given to `boulanger --theme FOLDER --screenshot`, run as a
fresh process: the figures are its wall time to exit status 2 and its peak memory
(the child's ru_maxrss), next to the same command with the Classic theme.

    python tests/benchmarks/bench_hostile_themes.py [--keep DIR]

The large cases write real files: a 200 MB SVG with 3.8 million elements (which used
to cost 4 GB and 27 s before the first paint), and one just under the 20 MiB cap with
as many elements as fit, which the element limit stops early.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CLASSIC = ROOT / "plugins" / "boulanger_classic" / "theme"
HEAD = b'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">\n'
ELEMENT = b'<rect x="1" y="2" width="3" height="4" fill="#123456" stroke="#654321"/>\n'  # 52 bytes


def many_elements(path: Path, total_bytes: int) -> int:
    count = (total_bytes - len(HEAD) - 7) // len(ELEMENT)
    with path.open("wb") as out:
        out.write(HEAD)
        chunk = ELEMENT * 10_000
        for _ in range(count // 10_000):
            out.write(chunk)
        out.write(ELEMENT * (count % 10_000))
        out.write(b"</svg>\n")
    return count


def use_bomb(path: Path) -> int:
    levels = ['<rect id="l0" width="1" height="1"/>']
    for n in range(1, 10):
        levels.append(f'<g id="l{n}">' + f'<use xlink:href="#l{n - 1}"/>' * 10 + "</g>")
    path.write_bytes(HEAD + "".join(levels).encode() + b"</svg>\n")
    return 10**9


def local_image(path: Path) -> int:
    path.write_bytes(HEAD + b'<image xlink:href="/etc/hostname" width="9" height="9"/></svg>\n')
    return 2


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", type=Path, help="write the theme folders here and keep them")
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="boulanger-hostile-"))
    cases: list[tuple[str, Callable[[Path], int] | None, str]] = [
        ("classic (reference)", None, ""),
        ("card_width = nan", None, "card_width = nan\n"),
        ("image of a local file", local_image, ""),
        ("<use> bomb (10^9 drawn)", use_bomb, ""),
        ("19.9 MiB, 400k elements", lambda p: many_elements(p, 20 * 1024 * 1024 - 4096), ""),
        ("200 MB, 3.8M elements", lambda p: many_elements(p, 200 * 1000 * 1000), ""),
    ]
    print(f"{'case':28} {'exit':>4} {'seconds':>8} {'peak MB':>8}  first line of stderr")
    for index, (name, make, extra) in enumerate(cases):
        folder = work / f"case{index}"
        folder.mkdir(parents=True, exist_ok=True)
        if make is None:
            shutil.copy(CLASSIC / "cards.svg", folder / "cards.svg")
        else:
            make(folder / "cards.svg")
        (folder / "theme.toml").write_text(f'name = "case{index}"\nsvg = "cards.svg"\n{extra}')
        home = Path(tempfile.mkdtemp(prefix="boulanger-home-"))
        # RUSAGE_CHILDREN is a maximum over every child so far: measure each case in its own
        # short-lived parent so the figure is that case's own.
        probe = subprocess.run(
            [sys.executable, "-c", (
                "import resource, subprocess, sys, time, os\n"
                "start = time.perf_counter()\n"
                "done = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
                "seconds = time.perf_counter() - start\n"
                "kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss\n"
                "line = (done.stderr.strip().splitlines() or [''])[0][:70]\n"
                "print(done.returncode, f'{seconds:.2f}', kb // 1024, line, sep='\\t')\n"
            ), shutil.which("boulanger", path=str(Path(sys.executable).parent)) or "boulanger",
             "--deal", "1", "--theme", str(folder), "--screenshot", str(home / "x.png")],
            capture_output=True, text=True, env=dict(os.environ, BOULANGER_HOME=str(home),
                                                    QT_QPA_PLATFORM="offscreen"), timeout=900)
        code, seconds, peak_mb, line = (probe.stdout.rstrip("\n").split("\t") + ["", "", "", ""])[:4]
        print(f"{name:28} {code:>4} {seconds:>8} {peak_mb:>8}  {line}", flush=True)
        if make is not None and args.keep is None:
            (folder / "cards.svg").unlink()
    if args.keep is None:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
