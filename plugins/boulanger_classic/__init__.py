"""The Classic and Four Colour card themes, shipped with Boulanger as an ordinary plugin."""

from __future__ import annotations

from pathlib import Path

from boulanger_qt.api import CardTheme, hookimpl

THEME_DIR = Path(__file__).parent / "theme"
FOUR_COLOUR_DIR = Path(__file__).parent / "four_colour"


@hookimpl
def boulanger_card_themes() -> list[CardTheme]:
    return [CardTheme.from_directory(THEME_DIR), CardTheme.from_directory(FOUR_COLOUR_DIR)]
