"""Start time of the frozen bundle next to `python -m boulanger_qt`, on the same machine.

Runs each command several times, interleaved, and prints medians of:
- `--version`: the process up to the argument parser (interpreter and bootloader cost);
- `--screenshot`: start, render one board off-screen, exit; wall time and the process's
  CPU time (user + system: less disturbed by other load than wall time);
- window ready: from process start to the app's `boulanger_app_ready` hook (the window
  shown and the board drawn), timed by a user-folder plugin that then closes the app.

    python packaging/build.py && python tests/benchmarks/bench_bundle_startup.py [--runs 7]

Give --bundle more than once to compare bundles (say, one built before a change, copied
aside, and one after), interleaved in the same runs; --no-python leaves out `python -m`.
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


def timed(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run of cmd (CPU: the process and the children it waited for;
    always 0 on Windows, where os.times() does not count children)."""
    before = os.times()
    started = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, capture_output=True, timeout=120)
    wall = time.perf_counter() - started
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return wall, cpu


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
    parser.add_argument("--bundle", type=Path, action="append",
                        help="a bundle folder (default dist/boulanger); repeat to compare bundles")
    parser.add_argument("--no-python", action="store_true", help="time the bundles only")
    args = parser.parse_args()
    bundles: list[Path] = args.bundle or [ROOT / "dist" / "boulanger"]
    commands: dict[str, list[str]] = {}
    for bundle in bundles:
        exe = bundle / ("boulanger.exe" if os.name == "nt" else "boulanger")
        if not exe.exists():
            print(f"no bundle at {bundle}: run python packaging/build.py first", file=sys.stderr)
            return 2
        commands["bundle" if len(bundles) == 1 else str(bundle)] = [str(exe)]
    if not args.no_python:
        commands["python -m boulanger_qt"] = [sys.executable, "-m", "boulanger_qt"]
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
                r.setdefault("--version", []).append(timed([*cmd, "--version"], env)[0])
                wall, cpu = timed([*cmd, "--deal", "1", "--screenshot", shot], env)
                r.setdefault("--screenshot", []).append(wall)
                r.setdefault("screenshot CPU", []).append(cpu)
                r.setdefault("window ready", []).append(window_ready(cmd, env, home))
    columns = (("--version", 12), ("--screenshot", 14), ("screenshot CPU", 16), ("window ready", 14))
    width = max(24, *(len(name) + 2 for name in results))
    print(f"median of {args.runs} runs, seconds")
    print(f"{'':{width}}" + "".join(f"{k:>{w}}" for k, w in columns))
    for name, r in results.items():
        print(f"{name:{width}}" + "".join(f"{statistics.median(r[k]):>{w}.3f}" for k, w in columns))
    return 0


if __name__ == "__main__":
    sys.exit(main())
