"""The probe table of issue 27: every file the app reads or writes, under each hostile
condition -> the exit status, the seconds, what was told (stderr, else the log's first
warning) and what was kept aside. Each cell is one real start (offscreen, no options, so
the saved game is resumed) in a copy of a home that a first start filled; a user plugin
closes the window once the app is ready, and reads out ("box: ...") and closes any box the
app opens; a box asked before any plugin loads (the safe-mode question, when the start
marker is left) is read out and answered "Start Normally" by a `sitecustomize` the probe
puts on the app's path. A start that does not end is killed and shown as "hung".

    python tools/probe_files.py [--only settings,stats] [--conditions pipe,folder] [--timeout 60]

"read-only" chmods the file (and its folder), "another user's" gives it to the user nobody
with no access for others; both run the app without CAP_DAC_OVERRIDE (setpriv), since root
reads and writes anything otherwise.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

TARGETS = {  # name -> path under BOULANGER_HOME
    "settings": "config/settings.toml",
    "stats": "data/stats.sqlite3",
    "journal": "data/stats-journal.json",
    "autosave": "state/autosave.json",
    "lock": "state/boulanger.lock",
    "hangs": "state/hung-plugins.txt",
    "marker": "state/boulanger.starting",
    "window": "state/window.json",
    "theme record": "cache/theme.json",
    "card cache": "cache/cards",
    "card file": "cache/cards/*.cards",  # the one card file the first start wrote
    "log": "log/boulanger.log",
}
SEEDS = {"journal": '{"format": 1, "games": []}', "hangs": "nobody\tboulanger_app_ready\t9.0\n"}
CLOSER = """\
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from boulanger_qt.api import hookimpl

def answer():  # a box the app opens (at the start or at quit) is read out and closed
    box = QApplication.activeModalWidget()
    if box is not None:
        text = box.text() if isinstance(box, QMessageBox) else box.windowTitle()
        print("box: " + " ".join(text.split()), file=sys.stderr, flush=True)
        box.close()

@hookimpl
def boulanger_app_ready():
    timer = QTimer(QApplication.instance())
    timer.timeout.connect(answer)
    timer.start(200)
    QTimer.singleShot(300, QApplication.quit)
"""
ANSWER = """\
import sys
from PySide6.QtWidgets import QMessageBox

def _answered(box):  # the safe-mode question, asked before the closing plugin is loaded
    print("box: " + " ".join(box.text().split()), file=sys.stderr, flush=True)
    box.escapeButton().click()
    return 0

QMessageBox.exec = _answered
"""
FIRST_START = ("--deal", "1", "--play", "7a 7b 7c")  # a game in progress: saved and recorded
QT_NOISE = "qt: This plugin does not support"  # the offscreen platform's
NO_DAC = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search",
          "--inh-caps", "-dac_override,-dac_read_search", "--"]


def _files(path: Path) -> list[Path]:
    return [p for p in path.rglob("*") if p.is_file()] if path.is_dir() else [path]


def _clear(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    else:
        path.unlink(missing_ok=True)


def _damage(path: Path) -> None:
    for file in _files(path):
        data = bytearray(file.read_bytes()) or bytearray(b"\x00")
        for i in range(len(data) // 3, len(data), max(1, len(data) // 50)):
            data[i] ^= 0x5A
        file.write_bytes(bytes(data))


def _huge(path: Path) -> None:
    for file in _files(path) if path.exists() else [path]:
        with open(file, "ab") as f:
            f.truncate(max(f.tell(), 0) + (1 << 30))  # sparse: 1 GiB more


def _pipe(path: Path) -> None:
    _clear(path)
    os.mkfifo(path)


def _folder(path: Path) -> None:
    _clear(path)
    path.mkdir()
    (path / "x").write_text("x")


def _dev_zero(path: Path) -> None:
    _clear(path)
    path.symlink_to("/dev/zero")


def _empty(path: Path) -> None:
    if path.is_dir():
        shutil.rmtree(path)
        path.mkdir()
    else:
        path.write_bytes(b"")


def _read_only(path: Path) -> None:
    if not path.exists():
        path.write_bytes(b"")
    for file in _files(path):
        file.chmod(0o444)
    if path.is_dir():
        path.chmod(0o555)
    path.parent.chmod(0o555)


def _another_users(path: Path) -> None:
    if not path.exists():
        path.write_bytes(b"")
    for entry in [*_files(path), *([path] if path.is_dir() else [])]:
        os.chown(entry, NOBODY, NOBODY)
        entry.chmod(0o700 if entry.is_dir() else 0o600)


NOBODY = 65534
CONDITIONS: dict[str, Callable[[Path], None]] = {
    "missing": _clear, "empty": _empty, "damaged": _damage, "huge": _huge, "pipe": _pipe,
    "folder": _folder, "/dev/zero": _dev_zero, "read-only": _read_only, "another user's": _another_users,
    "changed in use": lambda path: None,  # done while the app runs (`_keep_changing`)
}


def _keep_changing(path: Path, stop: threading.Event) -> None:
    n = 0
    while not stop.wait(0.05):
        n += 1
        for file in _files(path) if path.exists() else [path]:
            with contextlib.suppress(OSError):
                file.write_bytes(os.urandom(64 + n % 512))


def _start(home: Path, timeout: float, prefix: list[str], changing: Path | None,
           options: tuple[str, ...] = ()) -> tuple[str, float, str]:
    env = {**os.environ, "BOULANGER_HOME": str(home), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": os.pathsep.join(filter(None, [str(home.parent / "answer"),
                                                        os.environ.get("PYTHONPATH")]))}
    stop = threading.Event()
    if changing is not None:
        threading.Thread(target=_keep_changing, args=(changing, stop), daemon=True).start()
    started = time.monotonic()
    try:
        done = subprocess.run([*prefix, sys.executable, "-m", "boulanger_qt", *options], env=env,
                              capture_output=True, text=True, timeout=timeout, check=False)
        status, err = str(done.returncode), done.stderr
    except subprocess.TimeoutExpired as exc:
        status, err = "hung", (exc.stderr or b"").decode() if isinstance(exc.stderr, bytes) else ""
    finally:
        stop.set()
    return status, time.monotonic() - started, err


def _told(home: Path, err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip() and not line.startswith(QT_NOISE)]
    if not lines:
        log = home / TARGETS["log"]
        try:
            text = log.read_text(errors="replace") if log.is_file() else ""
        except OSError:
            text = ""
        lines = ["log: " + line.split(" ", 3)[-1].split(": ", 1)[-1] for line in text.splitlines()
                 if (" WARNING " in line or " ERROR " in line) and QT_NOISE not in line]
    return (lines[0][:70] + ("…" if len(lines[0]) > 70 else "")) if lines else "-"


def _kept_aside(home: Path, before: set[Path], target: Path) -> str:
    after = {p for p in home.rglob("*") if not p.is_dir()}
    new = sorted(p.name for p in after - before if p.name.startswith(target.name) and p != target)
    return ", ".join(new) or "-"


def _restore(home: Path) -> None:
    for folder in [home, *home.rglob("*")]:
        if folder.is_dir() and not folder.is_symlink():
            folder.chmod(0o755)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="comma-separated target names")
    parser.add_argument("--conditions", help="comma-separated condition names")
    parser.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args()
    targets = {k: v for k, v in TARGETS.items() if not args.only or k in args.only.split(",")}
    conditions = {k: v for k, v in CONDITIONS.items()
                  if not args.conditions or k in args.conditions.split(",")}
    with tempfile.TemporaryDirectory() as work:
        base = Path(work) / "base"
        (base / "data" / "plugins").mkdir(parents=True)
        (base / "data" / "plugins" / "probe_closer.py").write_text(CLOSER)
        (Path(work) / "answer").mkdir()
        (Path(work) / "answer" / "sitecustomize.py").write_text(ANSWER)
        status, seconds, err = _start(base, args.timeout, [], None, FIRST_START)
        print(f"first start: exit {status} in {seconds:.1f} s {err.strip()[:200]}")
        print(f"{'file':<13} {'condition':<15} {'exit':>5} {'s':>6}  {'told':<72} kept aside")
        for name, relative in targets.items():
            for condition, apply in conditions.items():
                home = Path(work) / "cell"
                shutil.copytree(base, home, symlinks=True)
                target = next(iter(sorted(home.glob(relative))), home / relative.replace("*", "none"))
                if name in SEEDS:  # files a start finds only now and then: there at first
                    target.write_text(SEEDS[name])
                elif not target.exists():  # a file the last start removed (the lock)
                    target.write_text("probe\n")
                before = {p for p in home.rglob("*") if not p.is_dir()}
                apply(target)
                prefix = NO_DAC if condition in ("read-only", "another user's") else []
                changing = target if condition == "changed in use" else None
                status, seconds, err = _start(home, args.timeout, prefix, changing)
                _restore(home)
                print(f"{name:<13} {condition:<15} {status:>5} {seconds:6.1f}  {_told(home, err):<72} "
                      f"{_kept_aside(home, before, target)}", flush=True)
                shutil.rmtree(home)
    return 0


if __name__ == "__main__":
    sys.exit(main())
