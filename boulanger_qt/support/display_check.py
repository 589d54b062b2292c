"""Before Qt starts on Linux: is there a display, and can the xcb platform plugin load?

Without this, Qt aborts (exit 134, "Aborted") and blames libxcb-cursor0 whatever is
really missing. We load the plugin the way Qt does (dlopen), so the loader names the
library that is actually missing.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Mapping
from pathlib import Path

from boulanger_qt.support.inputs import bounded

NO_DISPLAY = ("no display to open a window on (DISPLAY is not set); start Boulanger from a desktop "
              "session, or use --screenshot FILE.png, which needs none")


def missing_library(plugin: Path) -> str | None:
    """What keeps the dynamic loader from loading `plugin`, in words; None when it loads."""
    import ctypes  # only on X11 (xcb), the platform whose plugin this checks

    try:
        ctypes.CDLL(str(plugin))
    except OSError as exc:
        return loader_problem(str(exc)) or f"Qt's window plugin cannot be loaded ({bounded(str(exc), 200)})"
    return None


def loader_problem(message: str) -> str | None:
    """The dynamic loader's `message` ("libX.so.1: cannot open shared object file: …") in
    words, or None when it is not about a library."""
    name, colon, reason = message.partition(": ")
    if not colon or not (name.endswith(".so") or ".so." in name):
        return None
    library = bounded(Path(name).name, 100)
    if "cannot open shared object file" in reason:
        return f"the system library {library} is missing"
    return f"the system library {library} cannot be loaded ({bounded(reason, 100)})"


def window_problem(environ: Mapping[str, str] = os.environ) -> str | None:
    """Why no window can be opened, in one sentence; None when Qt should manage (or when
    another platform than xcb is in use, whose failures Qt's own message explains)."""
    if not sys.platform.startswith("linux"):
        return None
    platform = environ.get("QT_QPA_PLATFORM", "").split(":")[0].strip()
    if platform and platform != "xcb":
        return None
    if not platform and environ.get("WAYLAND_DISPLAY"):
        return None  # Qt may well start on Wayland
    if not environ.get("DISPLAY"):
        return NO_DISPLAY
    if environ.get("QT_PLUGIN_PATH") or environ.get("QT_QPA_PLATFORM_PLUGIN_PATH"):
        return None  # a plugin from elsewhere: we cannot tell which
    spec = importlib.util.find_spec("PySide6")
    folders = spec.submodule_search_locations if spec is not None else None
    plugins = (Path(folder, "Qt", "plugins", "platforms", "libqxcb.so") for folder in folders or ())
    plugin = next((found for found in plugins if found.is_file()), None)  # PySide6's xcb plugin
    if plugin is None or (problem := missing_library(plugin)) is None:
        return None
    return f"{problem}; Qt needs it to open a window (the README lists the libraries to install)"
