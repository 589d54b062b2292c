#!/usr/bin/env python3
"""Keyboard play on Slovak and French layouts, in a real X window (not part of the tests).

Starts Xvfb and openbox, opens deal 1, and for each layout presses the physical digit-row
key (what `setxkbmap` makes it type: `&` on French AZERTY, `š` on Slovak QWERTZ) and a free
cell letter with xdotool, then reads the autosave: the move must be the one the physical
keys name. Needs: apt-get install xvfb openbox xdotool x11-xkb-utils.

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

# layout, the keysym the physical key types there, the column it is, the cell, the move
CASES = [("fr", "ampersand", "1", "a", "1a"), ("sk", "scaron", "3", "b", "3b"), ("us", "4", "4", "c", "4c")]


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
        for layout, keysym, column, cell, move in CASES:
            home = tempfile.mkdtemp()
            app = subprocess.Popen([exe, "--deal", "1"], env={**env, "BOULANGER_HOME": home})
            autosave = Path(home, "state", "autosave.json")
            try:
                _wait(lambda: autosave.exists())  # noqa: B023
                subprocess.run(["setxkbmap", layout], env=env, check=True)
                time.sleep(1.0)
                for key in (keysym, cell):
                    subprocess.run(["xdotool", "key", key], env=env, check=True)
                    time.sleep(0.5)
                commands = json.loads(autosave.read_text()).get("commands")
                ok = commands == [move]
                failures += not ok
                print(f"{layout}: {keysym} (the {column} key) then {cell} -> {commands} "
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
