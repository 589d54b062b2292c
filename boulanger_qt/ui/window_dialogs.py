"""The dialogs the main window's menus open: Statistics, Export, Plugins, Rules, About.

Each is loaded on first use (a faster start) and gets only what it shows; the texts keep
the window's translation context, "MainWindow".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from boulanger_qt.core.record import GameRecord
    from boulanger_qt.core.state import GameState
    from boulanger_qt.ui.board.card_renderer import CardRenderer

from boulanger_qt import __version__
from boulanger_qt.app.context import AppContext

translate = QCoreApplication.translate


def show_stats(parent: QWidget, context: AppContext, play: Callable[[str, QWidget], None],
               review: Callable[[GameRecord, QWidget], None]) -> None:
    """The Statistics window; `play(code, stats_window)` when the player asks to play a deal
    again, `review(record, stats_window)` when they ask to review a game."""
    from boulanger_qt.ui.dialogs.stats import StatsWindow

    window = StatsWindow(context, parent)
    window.play_requested.connect(lambda code: play(code, window))
    window.review_requested.connect(lambda record: review(record, window))
    window.exec()


def show_review(over: QWidget, start: GameState, line: str, name: str, renderer: CardRenderer,
                context: AppContext, play_from: Callable[[GameState, str, QWidget], None]) -> QWidget:
    """The review of a game (over the window or the Statistics); `play_from(position,
    origin, review)` when the player asks for a practice game from a position of it."""
    from boulanger_qt.ui.board.felt import felt_color
    from boulanger_qt.ui.dialogs.review import ReviewWindow

    review = ReviewWindow(start, line, name, renderer, felt_color(context.settings.table_color),
                          context.settings.animation_ms, over)
    review.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    review.play_from.connect(lambda state, origin: play_from(state, origin, review))
    review.show()
    return review


def export_stats(parent: QWidget, context: AppContext) -> None:
    """Game ▸ Export Statistics…, which says itself what it wrote or why it could not."""
    from boulanger_qt.ui.dialogs.export import export_with_dialog

    export_with_dialog(context, parent)


def show_plugins(parent: QWidget, context: AppContext) -> None:
    from boulanger_qt.ui.dialogs.plugins import PluginsDialog

    PluginsDialog(context, parent).exec()


def show_rules(parent: QWidget) -> QDialog:
    """Help ▸ How to Play, beside the board (not modal: the player may play while reading)."""
    from boulanger_qt.ui.dialogs.rules import RulesDialog

    dialog = RulesDialog(parent)
    dialog.show()
    return dialog


def about_text() -> str:
    version = translate("MainWindow", "Version %1").replace("%1", __version__)
    return (f"<h3>Boulanger</h3><p>{version}</p>" + translate(
        "MainWindow", "<p>Jeu du Boulanger (Baker's Game): FreeCell where columns build down in the "
        "same suit.</p><p>Cards, code and art by the Boulanger contributors.</p>"))


def show_about(parent: QWidget) -> None:
    """Help ▸ About Boulanger: the version, and the licences of what this copy ships."""
    from boulanger_qt.ui.dialogs.about import AboutDialog, bundle_licenses

    AboutDialog(about_text(), bundle_licenses(), parent).exec()
