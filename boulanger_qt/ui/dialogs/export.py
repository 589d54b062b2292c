"""Game ▸ Export Statistics…: choose a file, write it through an exporter plugin, and say
what happened — how many games went into which file (with a button to open its folder),
or why nothing was written.

The file dialog starts in the folder of the last export, else in Documents (under
BOULANGER_HOME when that is set, as in the tests, so nothing looks at the real home).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from boulanger_qt.app.context import AppContext
from boulanger_qt.app.storage.export import Exported, export_stats
from boulanger_qt.app.storage.stats import StatsUnavailable
from boulanger_qt.plugin.providers import PluginError, describe
from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.reasons import os_reason
from boulanger_qt.ui.language import shown
from boulanger_qt.ui.text.problem_text import reason_words, render
from boulanger_qt.ui.text.words import fill

log = logging.getLogger(__name__)


def export_folder() -> Path:
    """Where a first export is offered: the Documents folder (BOULANGER_HOME in tests)."""
    home = os.environ.get("BOULANGER_HOME")
    if home:
        return Path(home)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents else Path.home()


def start_folder(context: AppContext) -> Path:
    """The last export's folder while it still exists, else `export_folder()`."""
    last = context.settings.export_folder
    return Path(last) if last and Path(last).is_dir() else export_folder()


class ExportTexts(QObject):
    """The export's texts (the translation context `ExportTexts`)."""

    def title(self) -> str:
        return self.tr("Export Statistics")

    def no_exporter(self) -> str:
        return self.tr("No statistics exporter is available.")

    def done(self, games: int, name: str) -> str:
        return fill(self.tr("%Ln game(s) exported to %1.", "", games), name)

    def folder(self, folder: Path) -> str:
        return fill(self.tr("The file is in %1."), str(folder))

    def skipped(self, count: int, name: str, first: str) -> str:
        return fill(self.tr("%Ln game(s) in the statistics file could not be read and were left out of %1 "
                            "(first: %2).", "", count), name, first)

    def open_folder(self) -> str:
        return self.tr("Open &Folder")

    def cannot_open_folder(self, folder: Path) -> str:
        return fill(self.tr("The folder %1 could not be opened."), str(folder))

    def failed(self, name: str) -> str:
        return fill(self.tr("Nothing was exported to %1."), name)

    def cannot_write(self, reason: str) -> str:
        return fill(self.tr("The file could not be written: %1."), reason)

    def cannot_read(self, reason: str) -> str:
        return fill(self.tr("The statistics could not be read: %1."), reason)

    def exporter_failed(self, reason: str) -> str:
        return fill(self.tr("The exporter failed: %1."), reason)


def why_failed(exc: Exception) -> str:
    """Why an export wrote nothing, in a sentence for the player."""
    texts = ExportTexts()
    if isinstance(exc, OSError):  # the path the system names may be a folder on the way
        where = f" ({bounded(str(exc.filename), 300)})" if exc.filename else ""
        return texts.cannot_write(reason_words(os_reason(exc)) + where)
    if isinstance(exc, StatsUnavailable):
        return texts.cannot_read(bounded(reason_words(exc.message), 300))
    if isinstance(exc, PluginError):
        return texts.exporter_failed(bounded(render(exc.message), 300))
    return texts.exporter_failed(describe(exc))


def confirmation(parent: QWidget, path: Path, exported: Exported) -> QMessageBox:
    """"N games exported to FILE." with the folder, and a button that opens it."""
    texts = ExportTexts()
    box = QMessageBox(QMessageBox.Icon.Information, texts.title(), texts.done(exported.games, path.name),
                      QMessageBox.StandardButton.Ok, parent)
    details = [texts.folder(path.parent)]
    if exported.skipped:
        details.append(texts.skipped(len(exported.skipped), path.name, render(exported.skipped[0])[:120]))
    box.setInformativeText("\n\n".join(details))
    opener = box.addButton(texts.open_folder(), QMessageBox.ButtonRole.ActionRole)
    opener.setObjectName("openFolder")
    box.setDefaultButton(QMessageBox.StandardButton.Ok)
    return box


def open_folder(parent: QWidget, folder: Path) -> None:
    if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
        QMessageBox.warning(parent, ExportTexts().title(), ExportTexts().cannot_open_folder(folder))


def export_with_dialog(context: AppContext, parent: QWidget) -> Path | None:
    """The whole export; the file written, or None (cancelled, or failed and told why)."""
    texts = ExportTexts()
    exporters = context.host.stats_exporters()
    if not exporters:
        QMessageBox.information(parent, texts.title(), texts.no_exporter())
        return None
    filters = [f"{shown(e, 'description')} (*{e.suffix})" for e in exporters]
    path_text, chosen = QFileDialog.getSaveFileName(
        parent, texts.title(), str(start_folder(context) / f"boulanger-stats{exporters[0].suffix}"),
        ";;".join(filters),
    )
    if not path_text:
        return None
    exporter = exporters[filters.index(chosen)] if chosen in filters else exporters[0]
    path = Path(path_text)
    try:
        exported = export_stats(context.stats, exporter, path)
    except Exception as exc:  # an exporter is plugin code, the disk may refuse: tell, never crash
        log.warning("nothing exported to %s: %s", path, exc)  # the system's own words
        box = QMessageBox(QMessageBox.Icon.Warning, texts.title(), texts.failed(path.name),
                          QMessageBox.StandardButton.Ok, parent)
        box.setInformativeText(why_failed(exc))
        box.exec()
        return None
    context.update_settings(export_folder=str(path.parent))
    box = confirmation(parent, path, exported)
    box.exec()
    clicked = box.clickedButton()
    if clicked is not None and box.buttonRole(clicked) == QMessageBox.ButtonRole.ActionRole:
        open_folder(parent, path.parent)
    return path
