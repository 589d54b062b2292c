"""Secondary dialogs: statistics export and the plugin list."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ..context import AppContext
from ..storage.export import export_stats
from .problem_text import render_problem
from .words import fill

translate = QCoreApplication.translate  # the texts' context is "Dialogs"


def export_folder() -> Path:
    """Where an export is offered: the Documents folder (under BOULANGER_HOME when that
    is set, as in the tests, so nothing looks at or writes to the real home)."""
    home = os.environ.get("BOULANGER_HOME")
    if home:
        return Path(home)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents else Path.home()


def plugin_description(plugin: object) -> str:
    """A plugin's own one-line description: the first line of its docstring."""
    doc = getattr(plugin, "__doc__", None)
    if not isinstance(doc, str) or not doc.strip():
        return ""
    return doc.strip().splitlines()[0][:200]

REQUIRED_PLUGINS = frozenset({"boulanger_classic"})


def export_with_dialog(context: AppContext, parent: QWidget) -> Path | None:
    exporters = context.host.stats_exporters()
    if not exporters:
        QMessageBox.information(parent, translate("Dialogs", "Export statistics"),
                                translate("Dialogs", "No statistics exporter is available."))
        return None
    filters = [f"{e.description} (*{e.suffix})" for e in exporters]
    path_text, chosen = QFileDialog.getSaveFileName(
        parent, translate("Dialogs", "Export statistics"),
        str(export_folder() / f"boulanger-stats{exporters[0].suffix}"),
        ";;".join(filters),
    )
    if not path_text:
        return None
    exporter = exporters[filters.index(chosen)] if chosen in filters else exporters[0]
    path = Path(path_text)
    try:
        skipped = export_stats(context.stats, exporter, path)
    except Exception as exc:  # an exporter is plugin code: report, never crash
        QMessageBox.warning(parent, translate("Dialogs", "Export statistics"),
                            translate("Dialogs", "The statistics could not be exported: %1")
                            .replace("%1", str(exc)))
        return None
    if skipped:
        QMessageBox.information(parent, translate("Dialogs", "Export statistics"),
                                ExportTexts().skipped(len(skipped), path.name, skipped[0][:120]))
    return path


class ExportTexts(QObject):
    """The export's plural texts (the translation context `ExportTexts`)."""

    def skipped(self, count: int, name: str, first: str) -> str:
        return fill(self.tr("%n game(s) in the statistics file could not be read and were left out of %1 "
                            "(first: %2).", "", count), name, first)


class PluginsDialog(QDialog):
    """Every plugin found, with a check box to load it or not from the next start."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setWindowTitle(self.tr("Plugins"))
        self.resize(520, 360)
        layout = QVBoxLayout(self)
        intro = self.tr("Checked plugins are loaded. Changes apply when Boulanger next starts.")
        layout.addWidget(QLabel(intro, self))
        self.list = QListWidget(self)
        disabled = set(context.settings.disabled_plugins)
        for info in context.host.plugins():
            if info.origin == "internal":
                continue
            text = f"{info.name}  —  {info.origin}"
            description = plugin_description(context.host.pm.get_plugin(info.name))
            if description:
                text += f"\n    {description}"
            if info.problem:
                text += f"\n    {render_problem(info.problem)}"
            item = QListWidgetItem(text, self.list)
            item.setData(Qt.ItemDataRole.UserRole, info.name)
            flags = item.flags() | Qt.ItemFlag.ItemIsUserCheckable
            if info.name in REQUIRED_PLUGINS:
                flags &= ~Qt.ItemFlag.ItemIsEnabled
                item.setToolTip(self.tr("Boulanger needs this plugin"))
            item.setFlags(flags)
            item.setCheckState(
                Qt.CheckState.Unchecked if info.name in disabled else Qt.CheckState.Checked
            )
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def disabled_names(self) -> tuple[str, ...]:
        names = []
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.checkState() == Qt.CheckState.Unchecked:
                names.append(str(item.data(Qt.ItemDataRole.UserRole)))
        return tuple(sorted(names))

    def accept(self) -> None:
        self.context.update_settings(disabled_plugins=self.disabled_names())
        super().accept()
