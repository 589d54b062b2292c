"""Text colours that stay readable on light and on dark palettes."""

from __future__ import annotations

from typing import Final

from PySide6.QtGui import QPalette

# One colour per meaning, for a light and for a dark background.
LIGHT: Final = {"good": "#1b6e1b", "bad": "#a31515", "quiet": "#666666"}
DARK: Final = {"good": "#7fd07f", "bad": "#ff8f85", "quiet": "#aaaaaa"}


def text_color(palette: QPalette, meaning: str) -> str:
    """`meaning` is "good", "bad" or "quiet"."""
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    return (DARK if dark else LIGHT)[meaning]
