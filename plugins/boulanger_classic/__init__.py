"""The Classic, Four Colour and Large Index card themes, shipped with Boulanger as an ordinary plugin."""

from __future__ import annotations

from pathlib import Path

from boulanger_qt.api import CardTheme, hookimpl

THEME_DIR = Path(__file__).parent / "theme"
FOUR_COLOUR_DIR = Path(__file__).parent / "four_colour"
LARGE_INDEX_DIR = Path(__file__).parent / "large_index"

# The plugin's name and description in the Plugins list, in the player's language (docs/plugins.md);
# the themes' own names are in their theme.toml.
translations = {
    "en": {"name": "Card themes"},
    "sk": {"name": "Vzhľady kariet", "description": "Vzhľady kariet Klasické, Štyri farby a Veľké indexy, "
                                                  "dodané s programom Boulanger."},
    "fr": {"name": "Thèmes de cartes", "description": "Les thèmes de cartes Classique, Quatre couleurs et "
                                                     "Grands index, fournis avec Boulanger."},
}


@hookimpl
def boulanger_card_themes() -> list[CardTheme]:
    return [CardTheme.from_directory(folder) for folder in (THEME_DIR, FOUR_COLOUR_DIR, LARGE_INDEX_DIR)]
