"""The macOS app's Info.plist keys, set explicitly by packaging/boulanger.spec.

PyInstaller writes its own defaults first and takes `console` from the last program in
COLLECT: that is the console program `boulanger-solve`, so without these keys the .app
would be marked LSBackgroundOnly (no Dock icon, no menu bar, no window in front).
"""

from __future__ import annotations

import plistlib
from typing import Final

APP_ID: Final = "io.github.boulanger.Boulanger"
APP_PROGRAM: Final = "boulanger"  # the windowed program in Contents/MacOS that the .app starts


def info_plist(version: str) -> dict[str, str | bool]:
    """Every key the .app's Info.plist must have, whatever PyInstaller would default to."""
    return {
        "CFBundleName": "Boulanger",
        "CFBundleDisplayName": "Boulanger",
        "CFBundleIdentifier": APP_ID,
        "CFBundleExecutable": APP_PROGRAM,
        "CFBundlePackageType": "APPL",
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        # A regular app: in the Dock, with a menu bar, brought to the front when started.
        "LSBackgroundOnly": False,
        "LSUIElement": False,
        "NSHighResolutionCapable": True,
        "NSPrincipalClass": "NSApplication",
        "LSApplicationCategoryType": "public.app-category.card-games",
        "NSHumanReadableCopyright": "MIT License, Boulanger contributors",
    }


def problems(plist: dict[str, object], programs: set[str]) -> list[str]:
    """What is wrong with a built app's Info.plist, given the names in Contents/MacOS."""
    found = []
    if plist.get("LSBackgroundOnly", False) is not False:
        found.append(f"LSBackgroundOnly is {plist['LSBackgroundOnly']!r}: no Dock icon, no menu bar")
    if plist.get("LSUIElement", False) is not False:
        found.append(f"LSUIElement is {plist['LSUIElement']!r}: no Dock icon, no menu bar")
    if plist.get("CFBundleExecutable") not in programs:
        found.append(f"CFBundleExecutable {plist.get('CFBundleExecutable')!r} is not in Contents/MacOS")
    elif plist.get("CFBundleExecutable") != APP_PROGRAM:
        found.append(f"the .app starts {plist.get('CFBundleExecutable')!r}, not {APP_PROGRAM!r}")
    if plist.get("CFBundlePackageType") != "APPL":
        found.append(f"CFBundlePackageType is {plist.get('CFBundlePackageType')!r}, not 'APPL'")
    return found


def read(data: bytes) -> dict[str, object]:
    loaded = plistlib.loads(data)
    if not isinstance(loaded, dict):
        raise ValueError("Info.plist is not a dictionary")
    return loaded
