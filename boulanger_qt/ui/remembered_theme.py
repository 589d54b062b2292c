"""The board's first picture from the remembered theme (`theme_record`), and, once the
plugins are loaded, the board in exactly the theme their catalog gives.

`recall_theme` runs before the first paint, without the plugin host: the record must
hold in every respect and the card-image cache must know the theme's files (so they
passed every check, and no SVG is parsed). `settle_theme` runs after the plugins: the
catalog's theme of that name must be the very one painted, else the board changes to
what the full start would have shown (told as it tells it) and the record is dropped.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ..theme_check import ThemeData
from ..theme_record import forget, recall, record_path, remember, theme_files
from .card_cache import shared_cache

if TYPE_CHECKING:
    from ..context import AppContext
    from .card_renderer import CardRenderer
    from .main_window import MainWindow

log = logging.getLogger(__name__)


def recall_theme(context: AppContext) -> ThemeData | None:
    """The settings' theme as remembered, its files read, if the record still holds."""
    if context.safe_mode:
        return None
    found = recall(record_path(), context.settings.theme, context.settings.disabled_plugins)
    if found is None:
        return None
    data, key = found
    if not shared_cache().knows(key):  # its card images are gone: the full path checks it again
        return None
    return data


def settle_theme(window: MainWindow, context: AppContext, recalled: ThemeData | None,
                 ordinary: bool) -> None:
    """After the plugins (step 7): a board painted from the record keeps its theme only if
    the catalog's is exactly it, else it shows what the full start picks (the settings'
    theme, or Classic and why). Then the record is written for the next start (`ordinary`:
    no --theme, no safe mode), or dropped when the board does not show the settings' theme."""
    if recalled is not None and not context.catalog.adopt(recalled):
        log.warning("the remembered card theme %s is not the catalog's: the board changes",
                    recalled.theme.name)
        forget(record_path())
        from .app_window import pick_renderer

        window.scene.set_renderer(pick_renderer(context, None, strict=False))
    if ordinary and not remember_theme(context, window.scene.renderer):
        forget(record_path())


def remember_theme(context: AppContext, renderer: CardRenderer) -> bool:
    """Remember the board's theme for the next start, if it is the settings' theme as the
    full catalog has it (never in safe mode, whose catalog lacks the third-party themes)."""
    theme = renderer.theme
    catalog = context.catalog
    if (context.safe_mode or not context.external_loaded or theme.name != context.settings.theme
            or catalog.themes.get(theme.name) != theme):
        return False
    files = theme_files(theme, catalog.origins.get(theme.name, ""))
    return remember(record_path(), renderer.data, context.settings.disabled_plugins, files)
