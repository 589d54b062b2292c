"""Game ▸ Export Statistics…: choose a file, write it through an exporter plugin, and say
what happened — how many games went into which file (with a button to open its folder),
or why nothing was written."""

from __future__ import annotations

import logging
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from boulanger_qt.app.context import AppContext
from boulanger_qt.app.storage.stats import Exported, StatsUnavailable, export_stats
from boulanger_qt.plugin.providers import PluginError, describe
from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problems import os_reason
from boulanger_qt.ui.language import shown
from boulanger_qt.ui.text import fill, reason_words, render

log = logging.getLogger(__name__)
translate = QCoreApplication.translate  # the texts' context is "ExportTexts"


def export_folder() -> Path:
    """Where a first export is offered: the Documents folder (BOULANGER_HOME when that is set, as
    in the tests, so nothing looks at the real home)."""
    if home := os.environ.get("BOULANGER_HOME"):
        return Path(home)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents else Path.home()


def title() -> str:
    return translate("ExportTexts", "Export Statistics")


class ExportTexts(QObject):
    """The export's texts with a count (lupdate marks the plural forms of a count that is
    not a literal only in `tr`); the others are `translate`d in the same context."""

    def done(self, games: int, name: str) -> str:
        return fill(self.tr("%Ln game(s) exported to %1.", "", games), name)

    def skipped(self, count: int, name: str, first: str) -> str:
        return fill(self.tr("%Ln game(s) in the statistics file could not be read and were left out of %1 "
                            "(first: %2).", "", count), name, first)


def why_failed(exc: Exception) -> str:
    if isinstance(exc, OSError):  # the path the system names may be a folder on the way
        where = f" ({bounded(str(exc.filename), 300)})" if exc.filename else ""
        return fill(translate("ExportTexts", "The file could not be written: %1."),
                    reason_words(os_reason(exc)) + where)
    if isinstance(exc, StatsUnavailable):
        return fill(translate("ExportTexts", "The statistics could not be read: %1."),
                    bounded(reason_words(exc.message), 300))
    reason = bounded(render(exc.message), 300) if isinstance(exc, PluginError) else describe(exc)
    return fill(translate("ExportTexts", "The exporter failed: %1."), reason)


def confirm(parent: QWidget, path: Path, exported: Exported) -> None:
    """"N games exported to FILE." with the folder, and a button that opens it."""
    texts = ExportTexts()
    box = QMessageBox(QMessageBox.Icon.Information, title(), texts.done(exported.games, path.name),
                      QMessageBox.StandardButton.Ok, parent)
    details = [fill(translate("ExportTexts", "The file is in %1."), str(path.parent))]
    if exported.skipped:
        details.append(texts.skipped(len(exported.skipped), path.name, render(exported.skipped[0])[:120]))
    box.setInformativeText("\n\n".join(details))
    opener = box.addButton(translate("ExportTexts", "Open &Folder"), QMessageBox.ButtonRole.ActionRole)
    box.setDefaultButton(QMessageBox.StandardButton.Ok)
    box.exec()
    if box.clickedButton() is opener and not QDesktopServices.openUrl(QUrl.fromLocalFile(str(path.parent))):
        cannot = translate("ExportTexts", "The folder %1 could not be opened.")
        QMessageBox.warning(parent, title(), fill(cannot, str(path.parent)))


def export_with_dialog(context: AppContext, parent: QWidget) -> None:
    """The whole export: the file chosen, written and said, or why nothing was written."""
    if not (exporters := context.host.stats_exporters()):
        none = translate("ExportTexts", "No statistics exporter is available.")
        QMessageBox.information(parent, title(), none)
        return
    last = context.settings.export_folder  # the last export's folder while it still exists
    folder = Path(last) if last and Path(last).is_dir() else export_folder()
    filters = [f"{shown(e, 'description')} (*{e.suffix})" for e in exporters]
    path_text, chosen = QFileDialog.getSaveFileName(
        parent, title(), str(folder / f"boulanger-stats{exporters[0].suffix}"), ";;".join(filters))
    if not path_text:
        return
    exporter = exporters[filters.index(chosen)] if chosen in filters else exporters[0]
    path = Path(path_text)
    try:
        exported = export_stats(context.stats, exporter, path)
    except Exception as exc:  # an exporter is plugin code, the disk may refuse: tell, never crash
        log.warning("nothing exported to %s: %s", path, exc)  # the system's own words
        box = QMessageBox(QMessageBox.Icon.Warning, title(),
                          fill(translate("ExportTexts", "Nothing was exported to %1."), path.name),
                          QMessageBox.StandardButton.Ok, parent)
        box.setInformativeText(why_failed(exc))
        box.exec()
        return
    context.update_settings(export_folder=str(path.parent))
    confirm(parent, path, exported)
