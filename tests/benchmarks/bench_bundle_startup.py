"""Start time of the frozen bundle next to `python -m boulanger_qt`, on the same machine.

Runs each command several times, interleaved, and prints medians of:
- `--version`: the process up to the argument parser (interpreter and bootloader cost);
- `--screenshot`: start, render one board off-screen, exit;
- window ready: from process start to the app's `boulanger_app_ready` hook (the window
  shown and the board drawn), timed by a user-folder plugin that then closes the app.

    python packaging/build.py && python tests/benchmarks/bench_bundle_startup.py [--runs 7]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
READY_PLUGIN = """\
import time
from pathlib import Path
from boulanger_qt.api import hookimpl

@hookimpl
def boulanger_app_ready():
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    Path(__file__).with_suffix(".ready").write_text(repr(time.time()))
    QTimer.singleShot(0, QApplication.closeAllWindows)
"""


def timed(cmd: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, capture_output=True, timeout=120)
    return time.perf_counter() - started


def window_ready(cmd: list[str], env: dict[str, str], home: Path) -> float:
    plugins = home / "data" / "plugins"
    plugins.mkdir(parents=True, exist_ok=True)
    plugin = plugins / "bench_ready.py"
    plugin.write_text(READY_PLUGIN, encoding="utf-8")
    ready = plugin.with_suffix(".ready")
    ready.unlink(missing_ok=True)
    started = time.time()
    subprocess.run([*cmd, "--deal", "1"], env=env, check=True, capture_output=True, timeout=120)
    return float(ready.read_text(encoding="utf-8")) - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "boulanger")
    args = parser.parse_args()
    exe = args.bundle / ("boulanger.exe" if os.name == "nt" else "boulanger")
    if not exe.exists():
        print(f"no bundle at {args.bundle}: run python packaging/build.py first", file=sys.stderr)
        return 2
    commands = {"bundle": [str(exe)], "python -m boulanger_qt": [sys.executable, "-m", "boulanger_qt"]}
    results: dict[str, dict[str, list[float]]] = {name: {} for name in commands}
    with tempfile.TemporaryDirectory(prefix="boulanger-bench-") as tmp:
        home = Path(tmp)
        env = {**os.environ, "BOULANGER_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
        shot = str(home / "board.png")
        for cmd in commands.values():  # one warm-up each: both read from a warm disk cache
            timed([*cmd, "--version"], env)
            timed([*cmd, "--deal", "1", "--screenshot", shot], env)
        for _ in range(args.runs):
            for name, cmd in commands.items():
                r = results[name]
                r.setdefault("--version", []).append(timed([*cmd, "--version"], env))
                screenshot = timed([*cmd, "--deal", "1", "--screenshot", shot], env)
                r.setdefault("--screenshot", []).append(screenshot)
                r.setdefault("window ready", []).append(window_ready(cmd, env, home))
    print(f"median of {args.runs} runs, seconds (bundle: {args.bundle})")
    print(f"{'':24}{'--version':>12}{'--screenshot':>14}{'window ready':>14}")
    for name, r in results.items():
        row = "".join(f"{statistics.median(r[k]):>{w}.3f}"
                      for k, w in (("--version", 12), ("--screenshot", 14), ("window ready", 14)))
        print(f"{name:24}{row}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
