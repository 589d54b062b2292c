"""Shared test setup: no test ever touches a real home directory or needs a display."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

# Machines running the suite are often busy (two cores, parallel jobs): a property is
# about what happens, not how fast, so no per-example deadline.
settings.register_profile("boulanger", deadline=None)
settings.load_profile("boulanger")

# Qt tests (tests/ui) render off-screen; set before anything imports PySide6.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def boulanger_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own BOULANGER_HOME: settings, stats, autosave and logs go there."""
    home = tmp_path_factory.mktemp("boulanger-home")
    monkeypatch.setenv("BOULANGER_HOME", str(home))
    return home
