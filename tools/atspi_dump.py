#!/usr/bin/python3
"""Read a real Boulanger window the way a screen reader does, through AT-SPI.

Starts Boulanger with Qt's accessibility bridge on, waits until it appears on the AT-SPI
desktop, prints its accessible tree (role, name, description, states), types a few
keys into it with xdotool while recording what AT-SPI reports (announcements, focus,
changed descriptions), prints the tree again, and closes the app.

It needs an X display, a session D-Bus with the AT-SPI bus, Debian's python3-pyatspi
(run it with the system Python, not the venv) and xdotool. On a bare machine::

    Xvfb -displayfd 1 &   # note the display number it prints, e.g. 1
    DISPLAY=:1 openbox &
    DISPLAY=:1 BOULANGER_HOME=$(mktemp -d) dbus-run-session -- sh -c \\
        '/usr/libexec/at-spi-bus-launcher --launch-immediately & sleep 1; \\
         /usr/bin/python3 tools/atspi_dump.py --keys "2 a 2 b 5 Return"'
"""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "Boulanger"
EVENTS = (
    "object:announcement",
    "object:state-changed:focused",
    "object:property-change:accessible-description",
    "object:property-change:accessible-name",
    "object:text-changed:insert",
)
SHOWN_STATES = ("focused", "focusable", "selected", "showing", "checked", "enabled")


def states(node: Any) -> str:
    held = node.getState()
    names = [name for name in SHOWN_STATES
             if held.contains(getattr(pyatspi, f"STATE_{name.upper()}"))]
    if not held.contains(pyatspi.STATE_ENABLED):
        names.append("DISABLED")
    return ",".join(n for n in names if n != "enabled")


def line(node: Any) -> str:
    description = node.description or ""
    text = f"[{node.getRoleName()}] {node.name!r}"
    if description:
        text += f" — {description!r}"
    shown = states(node)
    return f"{text}  ({shown})" if shown else text


def dump(node: Any, depth: int = 0, max_depth: int = 12, out: list[str] | None = None) -> list[str]:
    """The tree under `node`; a pile's cards on one line (they are many)."""
    out = [] if out is None else out
    out.append("  " * depth + line(node))
    if depth >= max_depth:
        return out
    children = [node.getChildAtIndex(i) for i in range(node.childCount)]
    if children and all(c is not None and c.getRoleName() == "list item" for c in children):
        out.append("  " * (depth + 1) + "cards: " + ", ".join(c.name for c in children))
        return out
    for child in children:
        if child is not None:
            dump(child, depth + 1, max_depth, out)
    return out


def find_app(timeout: float) -> Any:
    desktop = pyatspi.Registry.getDesktop(0)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == APP_NAME and app.childCount:
                frame = app.getChildAtIndex(0)
                if frame is not None and frame.childCount:
                    return app
        time.sleep(0.3)
    raise SystemExit(f"atspi_dump: {APP_NAME} did not appear on the AT-SPI desktop in {timeout:.0f} s")


def main_window() -> str:
    """The X11 id of the main window: the active one once it is up (its title is "<game
    code> — Boulanger"; xdotool's --name does not match titles with that dash)."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        active = subprocess.run(["xdotool", "getactivewindow"], capture_output=True, text=True,
                                timeout=20).stdout.strip()
        name = subprocess.run(["xdotool", "getwindowname", active], capture_output=True,
                              timeout=20).stdout.decode("utf-8", "replace").strip() if active else ""
        if name.endswith(APP_NAME):
            return active
        time.sleep(0.3)
    raise RuntimeError(f"the {APP_NAME} window never became active")


def type_keys(keys: list[str], delay_ms: int, done: threading.Event) -> None:
    """Focus the window (xdotool) and type the keys one by one."""
    try:
        window = main_window()
        subprocess.run(["xdotool", "windowactivate", "--sync", window], timeout=20, check=False)
        time.sleep(0.5)
        for key in keys:
            subprocess.run(["xdotool", "key", key], timeout=20, check=True)  # XTEST: as typed
            time.sleep(delay_ms / 1000)
    finally:
        done.set()


def record_events(keys: list[str], delay_ms: int, settle: float) -> list[str]:
    seen: list[str] = []

    def heard(event: Any) -> None:
        source = event.source
        who = f"[{source.getRoleName()}] {source.name!r}" if source is not None else "?"
        data = event.any_data if isinstance(event.any_data, str) else ""
        detail = f" {event.detail1}" if event.type.startswith("object:state-changed") else ""
        seen.append(f"{event.type}{detail}: {who}" + (f" — {data!r}" if data else ""))

    for kind in EVENTS:
        pyatspi.Registry.registerEventListener(heard, kind)
    done = threading.Event()
    threading.Thread(target=type_keys, args=(keys, delay_ms, done), daemon=True).start()

    def check() -> bool:
        if done.is_set():
            GLib.timeout_add(int(settle * 1000), lambda: pyatspi.Registry.stop() or False)
            return False
        return True

    GLib.timeout_add(200, check)
    pyatspi.Registry.start()
    for kind in EVENTS:
        pyatspi.Registry.deregisterEventListener(heard, kind)
    return seen


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", default=f"{ROOT / '.venv' / 'bin' / 'boulanger'} --deal 1",
                        help="the command that starts Boulanger (default: the venv's, deal 1)")
    parser.add_argument("--keys", default="2 a 2 b 5 Return",
                        help="xdotool key names typed into the window, space-separated")
    parser.add_argument("--delay", type=int, default=700, help="milliseconds between keys")
    parser.add_argument("--depth", type=int, default=12, help="how deep to print the tree")
    parser.add_argument("--out", type=Path, help="also write the dump to this file")
    args = parser.parse_args(argv)
    env = {**os.environ, "QT_ACCESSIBILITY": "1", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"}
    app = subprocess.Popen(shlex.split(args.app), env=env)
    try:
        root = find_app(30)
        time.sleep(2)  # the first paint and the deferred start (plugins, the saved game)
        report = ["== accessible tree at the start", *dump(root, max_depth=args.depth)]
        report += ["", f"== AT-SPI events while typing: {args.keys}",
                   *record_events(args.keys.split(), args.delay, settle=2.0)]
        report += ["", "== accessible tree after the keys", *dump(find_app(10), max_depth=args.depth)]
    finally:
        app.terminate()
        try:
            app.wait(15)
        except subprocess.TimeoutExpired:
            app.kill()
    text = "\n".join(report) + "\n"
    sys.stdout.write(text)
    if args.out is not None:
        args.out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
