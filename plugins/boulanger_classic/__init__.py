"""The Classic card theme, shipped with Boulanger as an ordinary plugin."""

from __future__ import annotations

from pathlib import Path

from boulanger_qt.api import CardTheme, hookimpl

THEME_DIR = Path(__file__).parent / "theme"


@hookimpl
def boulanger_card_themes() -> list[CardTheme]:
    return [CardTheme.from_directory(THEME_DIR)]
