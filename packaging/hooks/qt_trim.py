"""What of Qt the bundle ships: PyInstaller's Qt hooks collect every plugin of each kind a
Qt module may use, and every Qt translation; Boulanger loads few of them.

Our hooks (hook-PySide6.*.py beside this file, which the spec puts before PyInstaller's
own) take PyInstaller's list and keep:
- platforms: xcb (a window on X11 and XWayland), offscreen (--screenshot, CI), and on
  Windows and macOS their own (windows, cocoa); not wayland, eglfs, linuxfb, vnc, …
- imageformats: svg, and the jpeg and gif that a theme's SVG may embed (docs/themes.md;
  PNG is built into QtGui);
- iconengines: svg (the app's icons); styles: every one (the platform's look);
- platforminputcontexts: compose and ibus (dead keys, input methods for typing a code);
- Qt's own translations: only qtbase, only for the languages Boulanger ships.
Nothing else: no platform themes (the GTK3 one alone pulls in GTK, GDK, cairo, pango and
friends, about 20 MB; Qt's built-in GNOME/KDE/generic themes remain), no wayland, EGL or
GL-integration plugins (the board is drawn by the raster engine), no evdev input, TLS,
network-information or print plugins. The libraries only those plugins needed are then
never collected, since PyInstaller follows the dependencies of what is kept.
"""

from __future__ import annotations

import os
from pathlib import PurePath

KEEP_PLUGINS: dict[str, frozenset[str] | None] = {  # None: every plugin of that kind
    "platforms": frozenset({"qxcb", "qoffscreen", "qwindows", "qcocoa"}),
    "platforms/darwin": None,  # macOS: what the cocoa platform brings along
    "imageformats": frozenset({"qsvg", "qjpeg", "qgif"}),
    "iconengines": frozenset({"qsvgicon"}),
    "styles": None,
    "platforminputcontexts": frozenset({"composeplatforminputcontextplugin",
                                        "ibusplatforminputcontextplugin"}),
}
LANGUAGES: set[str] = set()  # the spec sets it: the codes of Boulanger's own catalogues


def plugin_name(file_name: str) -> str:
    """'libqxcb.so', 'qxcb.dll', 'libqcocoa.dylib' -> 'qxcb', 'qcocoa'."""
    stem = file_name.split(".", 1)[0]
    return stem[3:] if stem.startswith("lib") else stem


def keeps_binary(source: str, destination: str) -> bool:
    parts = PurePath(destination).parts
    if "plugins" not in parts or parts.index("plugins") + 1 >= len(parts):
        return True  # a Qt library, not a plugin
    kind = "/".join(parts[parts.index("plugins") + 1:])
    if kind not in KEEP_PLUGINS:
        return False
    wanted = KEEP_PLUGINS[kind]
    return wanted is None or plugin_name(os.path.basename(source)) in wanted


def keeps_data(source: str, destination: str) -> bool:
    name = os.path.basename(source)
    if PurePath(destination).name != "translations" or not name.endswith(".qm"):
        return True
    base, _, code = name[:-3].rpartition("_")
    return base == "qtbase" and code in LANGUAGES


def trimmed(collected: tuple[list[str], list[tuple[str, str]], list[tuple[str, str]]]
            ) -> tuple[list[str], list[tuple[str, str]], list[tuple[str, str]]]:
    """PyInstaller's (hiddenimports, binaries, datas) for a Qt module, trimmed as above."""
    hiddenimports, binaries, datas = collected
    return (list(hiddenimports), [b for b in binaries if keeps_binary(*b)],
            [d for d in datas if keeps_data(*d)])
