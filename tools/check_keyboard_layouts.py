#!/usr/bin/env python3
"""Keyboard play on Slovak and French layouts, in a real X window (not part of the tests).

Starts Xvfb and openbox, opens deal 1, and for each layout presses the physical digit-row
key (what `setxkbmap` makes it type: `&` on French AZERTY, `š` on Slovak QWERTZ) and a free
cell letter with xdotool, then reads the autosave: the move must be the one the physical
keys name. Then the same with the arrow keys: frame column 2, Enter, up to free cell b,
Enter. Needs: apt-get install xvfb openbox xdotool x11-xkb-utils.

    .venv/bin/python tools/check_keyboard_layouts.py
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# layout, the keys pressed (xdotool keysyms), what they are, the move they must play
CASES = [
    ("fr", ["ampersand", "a"], "the 1 key then a", "1a"),
    ("sk", ["scaron", "b"], "the 3 key then b", "3b"),
    ("us", ["4", "c"], "the 4 key then c", "4c"),
    ("sk", ["Right", "Right", "Return", "Up", "Return"], "arrows to column 2, Enter, up, Enter", "2b"),
    ("fr", ["Right", "Right", "Right", "space", "Up", "Left", "space"], "arrows and Space", "3b"),
]


def _wait(check: object, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not check():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise SystemExit("timed out")
        time.sleep(0.1)


def main() -> int:
    exe = shutil.which("boulanger", path=str(Path(sys.executable).parent)) or "boulanger"
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1400x900x24"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert xvfb.stdout is not None
    display = ":" + xvfb.stdout.readline().strip()
    env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}
    wm = subprocess.Popen(["openbox"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    failures = 0
    try:
        for layout, keys, what, move in CASES:
            home = tempfile.mkdtemp()
            app = subprocess.Popen([exe, "--deal", "1"], env={**env, "BOULANGER_HOME": home})
            autosave = Path(home, "state", "autosave.json")
            try:
                _wait(lambda: autosave.exists())  # noqa: B023
                subprocess.run(["setxkbmap", layout], env=env, check=True)
                time.sleep(1.0)
                for key in keys:
                    subprocess.run(["xdotool", "key", key], env=env, check=True)
                    time.sleep(0.5)
                commands = json.loads(autosave.read_text()).get("commands")
                ok = commands == [move]
                failures += not ok
                print(f"{layout}: {' '.join(keys)} ({what}) -> {commands} "
                      f"{'ok' if ok else 'WRONG, expected ' + move}")
            finally:
                app.terminate()
                app.wait(timeout=30)
                shutil.rmtree(home, ignore_errors=True)
    finally:
        subprocess.run(["setxkbmap", "us"], env=env)
        wm.terminate()
        xvfb.terminate()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
