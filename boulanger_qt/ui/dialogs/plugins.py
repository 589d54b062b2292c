"""Settings ▸ Plugins…: the plugin list."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QListWidget, QListWidgetItem, QStyle, QVBoxLayout, QWidget

from boulanger_qt.app.context import AppContext
from boulanger_qt.plugin.theme_check import DEFAULT_THEME_PLUGIN, TranslationsShape, checked_translations
from boulanger_qt.support.inputs import bounded
from boulanger_qt.ui import language
from boulanger_qt.ui.dialogs import Buttons, button_row, wrapping_label
from boulanger_qt.ui.text import render
from boulanger_qt.ui.widget_names import name_parts


def plugin_texts(plugin: object, name: str) -> tuple[str, str]:
    """A plugin's name and one-line description as the list shows them: in the player's
    language when its module's `translations` give them ({"sk": {"name": …, "description":
    …}}, docs/plugins.md), else its registered name and its docstring's first line.
    Translations that do not fit that shape are not shown."""
    try:
        given = checked_translations(getattr(plugin, "translations", None), ("name", "description"),
                                     lambda field, text: _short(text, 60 if field == "name" else 200))
    except Exception:  # plugin code (a property) or the wrong shape: the English texts
        given = {}
    mine = given.get(language.current, {})
    doc = getattr(plugin, "__doc__", None)
    first_line = doc.strip().splitlines()[0][:200] if isinstance(doc, str) and doc.strip() else ""
    return mine.get("name", name), mine.get("description", first_line)


def _short(text: object, limit: int) -> str:
    if not isinstance(text, str) or not text.strip() or not text.isprintable():
        raise TranslationsShape(bounded(repr(text)))
    return text.strip()[:limit]


class PluginsDialog(QDialog):
    """Every plugin found, with a check box to load it or not from the next start."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setWindowTitle(self.tr("Plugins"))
        layout = QVBoxLayout(self)
        wrapping_label(self, layout, self.tr(
            "Checked plugins are loaded. Changes apply when Boulanger next starts."))
        self.list = QListWidget(self)
        disabled = set(context.settings.disabled_plugins)
        # Where each plugin came from, in the player's language (a folder's path as it is).
        origins = {"shipped": self.tr("shipped with Boulanger"), "entry point": self.tr("installed package")}
        for info in context.host.plugins():
            if info.origin == "internal":
                continue
            name, description = plugin_texts(context.host.plugin(info.name), info.name)
            if name != info.name:  # the name the notices and the log use, beside it
                name = f"{name} ({info.name})"
            text = f"{name}  —  {origins.get(info.origin, info.origin)}"
            if description:
                text += f"\n    {description}"
            if info.problem:
                text += f"\n    {render(info.problem)}"
            item = QListWidgetItem(text, self.list)
            if info.problem:  # marked, loaded or not: its author's mistake or its failure
                item.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning))
            item.setData(Qt.ItemDataRole.UserRole, info.name)
            flags = item.flags() | Qt.ItemFlag.ItemIsUserCheckable
            if info.name == DEFAULT_THEME_PLUGIN:
                flags &= ~Qt.ItemFlag.ItemIsEnabled
                item.setToolTip(self.tr("Boulanger needs this plugin"))
            item.setFlags(flags)
            item.setCheckState(Qt.CheckState.Unchecked if info.name in disabled else Qt.CheckState.Checked)
        self.list.setWordWrap(True)  # a third-party description may be longer than any screen
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.list)
        # Wide enough for each plugin's lines (Qt measures the widest row, check box and icon
        # included), up to most of the screen: then they wrap.
        margins = layout.contentsMargins()
        wanted = (self.list.sizeHintForColumn(0) + self.list.verticalScrollBar().sizeHint().width()
                  + 2 * self.list.frameWidth() + margins.left() + margins.right())
        self.resize(max(520, min(wanted, int(self.screen().availableGeometry().width() * 0.8))), 360)
        button_row(self, layout, Buttons.Ok | Buttons.Cancel)
        name_parts(self)  # Qt's own parts too: nothing is read as unnamed

    def accept(self) -> None:
        self.context.update_settings(disabled_plugins=tuple(sorted(
            str(item.data(Qt.ItemDataRole.UserRole)) for item in map(self.list.item, range(self.list.count()))
            if item.checkState() == Qt.CheckState.Unchecked)))
        super().accept()
