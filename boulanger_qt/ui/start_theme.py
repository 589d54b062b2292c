"""The board's card theme at start: chosen from the full catalog (`pick_renderer`), or
remembered (`theme_record`) for a first picture before the plugin host exists and, once
the plugins are loaded, made exactly the theme their catalog gives.

`recall_theme` runs before the first paint, without the plugin host: the record must
hold in every respect and the card-image cache must know the theme's files (so they
passed every check, and no SVG is parsed). `settle_theme` runs after the plugins: the
catalog's theme of that name must be the very one painted, else the board changes to
what the full start would have shown (told as it tells it) and the record is dropped.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from boulanger_qt.app.theme_record import forget, recall, record_path, remember, theme_files
from boulanger_qt.plugin.theme_check import DEFAULT_THEME, ThemeData, ThemeError
from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problems import ProblemId, problem
from boulanger_qt.ui.board.card_cache import passed_checks
from boulanger_qt.ui.board.card_renderer import CardRenderer

if TYPE_CHECKING:
    from boulanger_qt.app.context import AppContext
    from boulanger_qt.ui.board.scene import BoardScene

log = logging.getLogger(__name__)


def pick_renderer(context: AppContext, spec: str | None, strict: bool) -> CardRenderer:
    """The requested theme, checked in full; on failure the Classic theme, and the player
    is told why (with `strict`, an explicit request, the failure is raised instead)."""
    wanted = spec or context.settings.theme
    try:
        return CardRenderer(context.catalog.load(wanted, passed_checks))
    except ThemeError as exc:
        if strict or wanted == DEFAULT_THEME:
            raise
        if wanted in context.catalog.themes:  # passed the checks, but Qt cannot draw it
            context.catalog.mark_broken(wanted, exc.message)
        note = context.catalog.notes.get(wanted)
        if note is not None:  # said below, once
            context.problems.withdraw(note)
        context.problems.tell(problem(ProblemId.THEME_FALLBACK, theme=bounded(wanted), reason=exc.message))
        return CardRenderer(context.catalog.load(DEFAULT_THEME))


def recall_theme(context: AppContext) -> ThemeData | None:
    """The settings' theme as remembered, its files read, if the record still holds."""
    if context.safe_mode:
        return None
    data = recall(record_path(), context.settings.theme, context.settings.disabled_plugins)
    if data is None or not passed_checks(data):  # not these bytes' card images: the full path checks them
        return None
    return data


def remembered_renderer(context: AppContext, recalled: ThemeData | None) -> CardRenderer | None:
    """The renderer of the remembered theme; None if there is none, or if Qt cannot draw it
    after all (its card images went meanwhile): then the full start goes on as ever, its
    third-party plugins first if the settings' theme is not a shipped one."""
    if recalled is None:
        return None
    try:
        return CardRenderer(recalled)
    except ThemeError as exc:
        log.warning("the remembered card theme cannot be drawn: %s", exc)
    forget(record_path())
    if context.settings.theme not in context.catalog.themes:
        context.load_external_plugins(context.settings.theme)
    return None


def settle_theme(scene: BoardScene, context: AppContext, recalled: ThemeData | None,
                 ordinary: bool) -> None:
    """After the plugins (step 7): a board painted from the record keeps its theme only if
    the catalog's is exactly it, else it shows what the full start picks (the settings'
    theme, or Classic and why). Then the record is written for the next start (`ordinary`:
    no --theme, no safe mode), or dropped when the board does not show the settings' theme."""
    if recalled is not None and not context.catalog.adopt(recalled):
        log.warning("the remembered card theme %s is not the catalog's: the board changes",
                    recalled.theme.name)
        forget(record_path())
        scene.set_renderer(pick_renderer(context, None, strict=False))
    if ordinary and not remember_theme(context, scene.renderer):
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
