"""Finding card themes: from plugins, from the user's themes folder, or from a path.

Every theme is checked (`theme_check`) before it is offered, and again in full (its
files) before it is rendered. A theme that fails is kept in the catalog as broken,
with its reason, so the picker and `--list-themes` can say why it is not usable.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from boulanger_qt.core.sentences import Said
from boulanger_qt.plugin.problem_ids import PluginProblem
from boulanger_qt.plugin.theme_check import (
    DEFAULT_THEME,
    THEME_MANIFEST,
    CardTheme,
    ThemeData,
    ThemeError,
    load_theme,
    read_manifest,
)
from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problems import Problem, problem

if TYPE_CHECKING:
    from boulanger_qt.plugin.host import PluginHost


class ThemeEntry(NamedTuple):
    """One line of the theme list: a usable theme, or a broken one and why."""

    key: str  # the theme's name, or the folder name of a theme that could not be read
    display_name: str
    origin: str  # "plugin" or the theme's folder
    theme: CardTheme | None
    problem: Said | None = None  # why it cannot be used

    @property
    def usable(self) -> bool:
        return self.theme is not None and not self.problem


@dataclass(slots=True)
class ThemeCatalog:
    themes: dict[str, CardTheme] = field(default_factory=dict)
    broken: dict[str, ThemeEntry] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)  # told to the user once
    notes: dict[str, Problem] = field(default_factory=dict)  # a broken theme's key -> its problem above
    origins: dict[str, str] = field(default_factory=dict)
    _loaded: dict[str, ThemeData] = field(default_factory=dict)

    def resolve(self, spec: str) -> CardTheme:  # by name, or the path of a folder holding theme.toml
        path = Path(spec).expanduser()
        if "/" in spec or "\\" in spec or path.is_dir():
            if (path / THEME_MANIFEST).is_file():
                return read_manifest(path)
            if path.is_dir():
                raise ThemeError(problem(PluginProblem.THEME_NO_MANIFEST, spec=bounded(spec),
                                         manifest=THEME_MANIFEST))
        if (theme := self.themes.get(spec)) is not None:
            return theme
        if (entry := self.broken.get(spec)) is not None and entry.problem is not None:
            raise ThemeError(entry.problem)
        raise ThemeError(problem(PluginProblem.THEME_UNKNOWN, spec=bounded(spec),
                                 known=", ".join(sorted(self.themes))))

    def load(self, spec: str, passed: Callable[[ThemeData], bool] | None = None) -> ThemeData:
        """The theme fully checked, its files read; a catalog theme that fails is marked broken."""
        theme = self.resolve(spec)
        known = self.themes.get(theme.name) == theme
        if known and theme.name in self._loaded:
            return self._loaded[theme.name]
        try:
            data = load_theme(theme, passed)
        except ThemeError as exc:
            if known:
                self.mark_broken(theme.name, exc.message)
            raise
        if known:
            self._loaded[theme.name] = data
        return data

    def adopt(self, data: ThemeData) -> bool:
        """Take a theme read and checked elsewhere (the remembered theme of the first
        paint) as this catalog's, if the catalog's theme of that name is exactly it."""
        name = data.theme.name
        if self.themes.get(name) != data.theme:
            return False
        self._loaded[name] = data
        return True

    def mark_broken(self, name: str, why: Said) -> None:
        theme = self.themes.pop(name, None)
        self._loaded.pop(name, None)
        display = theme.display_name if theme is not None else name
        self.broken[name] = ThemeEntry(name, display, self.origins.get(name, ""), theme, why)

    def entries(self) -> list[ThemeEntry]:
        """Every theme, each checked in full: Classic first, then by display name, broken last."""
        for name in list(self.themes):
            with contextlib.suppress(ThemeError):  # a failure moves it to `broken`
                self.load(name)
        found = [ThemeEntry(n, t.display_name, self.origins.get(n, ""), t) for n, t in self.themes.items()]
        found += self.broken.values()
        return sorted(found, key=lambda e: (e.key != DEFAULT_THEME, not e.usable,
                                            e.display_name.casefold(), e.key))

    def add(self, theme: CardTheme, origin: str) -> None:
        if theme.name in self.themes or theme.name in self.broken:
            self.problems.append(problem(PluginProblem.THEME_NAME_TAKEN, theme=theme.name,
                                         origin=bounded(origin)))
            return
        self.themes[theme.name] = theme
        self.origins[theme.name] = origin


def discover_themes(host: PluginHost, themes_dir: Path | None) -> ThemeCatalog:
    """The plugins' themes, then the themes folder's (None: plugins only, as in safe mode)."""
    catalog = ThemeCatalog()
    # Pluggy answers newest plugin first: the earliest (the shipped themes) keep their names.
    for theme in reversed(host.card_themes()):  # each passed check_theme as the plugin returned it
        catalog.add(theme, "plugin")
    if themes_dir is not None and themes_dir.is_dir():
        for folder in sorted(p for p in themes_dir.iterdir() if p.is_dir()):
            try:
                theme = read_manifest(folder)
            except ThemeError as exc:
                key = bounded(folder.name, 40)
                catalog.broken[key] = ThemeEntry(key, key, str(folder), None, exc.message)
                catalog.notes[key] = problem(PluginProblem.THEME_FOLDER_SKIPPED, folder=key,
                                             reason=exc.message)
                catalog.problems.append(catalog.notes[key])
                continue
            catalog.add(theme, str(folder))
    return catalog
