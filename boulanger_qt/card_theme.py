"""Card themes: one SVG whose elements are named by card code, described by `theme.toml`."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

THEME_MANIFEST = "theme.toml"


class ThemeError(ValueError):
    """A card theme that cannot be used; the message says what is wrong."""


@dataclass(frozen=True, slots=True)
class CardTheme:
    """A card theme: one SVG whose elements are named by card code (`AS`, `TD`) and `back`.

    `card_width` x `card_height` is the size of one card in SVG user units; only the ratio
    matters to the board. `card_files` optionally draws some cards from whole SVG files of
    their own: (element, path) pairs, the paths inside the SVG's folder. The app checks
    every field and file before it renders anything (see docs/themes.md).
    """

    name: str
    display_name: str
    svg_path: Path
    author: str = ""
    card_width: float = 250.0
    card_height: float = 350.0
    license: str = ""
    card_files: tuple[tuple[str, Path], ...] = ()

    @property
    def aspect(self) -> float:
        return self.card_height / self.card_width

    @staticmethod
    def from_directory(folder: Path) -> CardTheme:
        """Read and check `theme.toml` in `folder` (fields: docs/themes.md); ThemeError if unusable."""
        from .theme_check import read_manifest  # the checks need this module's types first

        return read_manifest(folder)
