"""Finding card themes: from plugins, from the user's themes folder, or from a path."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .api import THEME_MANIFEST, CardTheme, ThemeError
from .plugins import PluginHost

DEFAULT_THEME = "classic"


@dataclass(slots=True)
class ThemeCatalog:
    themes: dict[str, CardTheme] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    def resolve(self, spec: str) -> CardTheme:
        """A theme by name, or by the path of a folder holding theme.toml."""
        path = Path(spec).expanduser()
        if ("/" in spec or "\\" in spec or path.is_dir()) and (path / THEME_MANIFEST).is_file():
            return CardTheme.from_directory(path)
        theme = self.themes.get(spec)
        if theme is None:
            known = ", ".join(sorted(self.themes)) or "none"
            raise ThemeError(f"unknown theme {spec!r}: available themes are {known}")
        return theme


def discover_themes(host: PluginHost, themes_dir: Path) -> ThemeCatalog:
    catalog = ThemeCatalog()
    for theme in host.card_themes():
        catalog.themes.setdefault(theme.name, theme)
    if themes_dir.is_dir():
        for folder in sorted(p for p in themes_dir.iterdir() if p.is_dir()):
            try:
                theme = CardTheme.from_directory(folder)
            except ThemeError as exc:
                catalog.problems.append(f"Theme in {folder.name} skipped: {exc}")
                continue
            catalog.themes.setdefault(theme.name, theme)
    return catalog
