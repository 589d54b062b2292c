"""The pluggy markers of the `boulanger` project: `hookimpl` for plugins, `hookspec` for the specs."""

from __future__ import annotations

from typing import Final

import pluggy

PROJECT_NAME: Final = "boulanger"
hookimpl = pluggy.HookimplMarker(PROJECT_NAME)
hookspec = pluggy.HookspecMarker(PROJECT_NAME)
