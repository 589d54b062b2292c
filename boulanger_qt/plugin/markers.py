"""The pluggy markers of the `boulanger` project (`hookimpl` for plugins, `hookspec` for the specs)
and the version of the plugin contract (docs/plugins.md, "Stability")."""

from __future__ import annotations

from typing import Final

import pluggy

PROJECT_NAME: Final = "boulanger"
API_VERSION: Final = (1, 1)  # (major, minor): a minor release only adds; a major one may remove
hookimpl = pluggy.HookimplMarker(PROJECT_NAME)
hookspec = pluggy.HookspecMarker(PROJECT_NAME)
IMPL_MARK: Final = f"{PROJECT_NAME}_impl"  # where `hookimpl` puts a function's options
