"""Help ▸ Rules: the complete rules in the player's language, group-move table included.
The pages are rich text shipped in resources/rules (`rules_<lang>.html`): the Slovak one
is the original rules page, English and French are our renderings of it. They are shown
in a QTextBrowser, whose HTML subset draws the table and keeps the formula on one line.

Help ▸ About Boulanger: the version, and the licence of everything this copy ships.
A bundle carries `licenses/` (packaging/licenses.py collects it at build time): one
folder per distribution and `index.json` naming each one's version, licence and texts.
The box lists them, shows the selected one's texts and opens the folder. An install
without that folder (pip, a checkout) has its distributions' licences beside them.
"""

from __future__ import annotations

import json
import logging
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QListWidget, QTextBrowser, QVBoxLayout, QWidget

from boulanger_qt import __version__
from boulanger_qt.core.resource_files import resource_path, resource_root
from boulanger_qt.support.problems import os_reason
from boulanger_qt.ui import language
from boulanger_qt.ui.dialogs import Buttons, button_row, wrapping_label
from boulanger_qt.ui.text import reason_words
from boulanger_qt.ui.widget_names import name_parts

INDEX: Final = "index.json"
MAX_INDEX_BYTES: Final = 1 << 20
MAX_TEXT_BYTES: Final = 1 << 20
log = logging.getLogger(__name__)


def about_text() -> str:
    """The about box's text, with the version (the window's translation context, "MainWindow")."""
    version = QCoreApplication.translate("MainWindow", "Version %1").replace("%1", __version__)
    return (f"<h3>Boulanger</h3><p>{version}</p>" + QCoreApplication.translate(
        "MainWindow", "<p>Jeu du Boulanger (Baker's Game): FreeCell where columns build down in the "
        "same suit.</p><p>Cards, code and art by the Boulanger contributors.</p>"))


@dataclass(frozen=True, slots=True)
class Notice:
    name: str
    version: str
    license: str
    files: tuple[str, ...]  # its licence texts, in the licences folder


def bundle_licenses() -> Path | None:
    """The bundle's `licenses/` folder, or None outside a bundle: beside the bundle's
    `boulanger_qt/` (in `_internal/`, or the .app's Contents)."""
    return resource_root().parents[1] / "licenses" if getattr(sys, "frozen", False) else None


def read_notices(folder: Path) -> list[Notice]:
    """The index of a licences folder, without entries not of its shape or the files they name
    outside the folder; an index that cannot be read gives none (logged)."""
    try:
        with (folder / INDEX).open("rb") as index:
            entries = json.loads(index.read(MAX_INDEX_BYTES))
        if not isinstance(entries, list):
            raise ValueError("not a list")
    except (OSError, ValueError) as exc:
        log.warning("the licences index in %s could not be read: %s", folder, exc)
        return []
    root = folder.resolve()
    return [Notice(e["name"], e["version"], e["license"], tuple(
                f for f in e["files"] if isinstance(f, str) and (folder / f).resolve().is_relative_to(root)))
            for e in entries if isinstance(e, dict) and isinstance(e.get("files"), list)
            and all(isinstance(e.get(key), str) for key in ("name", "version", "license"))]


class AboutDialog(QDialog):
    """The about text; below it, when the licences folder is there, every shipped
    distribution, the selected one's licence texts, and a button that opens the folder."""

    def __init__(self, about_html: str, folder: Path | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Boulanger"))
        self.folder = folder
        self.notices = read_notices(folder) if folder is not None else []
        layout = QVBoxLayout(self)
        wrapping_label(self, layout, about_html + "<p>"
                       + self.tr("Boulanger is free software under the MIT License.") + "</p>")
        intro = wrapping_label(self, layout, self.tr("This copy includes the software below, each under "
                                                     "its licence. Select one to read its licence."))
        self.listing = QListWidget(self)
        self.listing.setAccessibleName(self.tr("Included software"))
        self.listing.addItems([f"{n.name} {n.version} — {n.license}" for n in self.notices])
        self.listing.currentRowChanged.connect(self.show_notice)
        self.text = QTextBrowser(self)
        self.text.setAccessibleName(self.tr("Licence"))
        layout.addWidget(self.listing, 1)
        layout.addWidget(self.text, 2)
        self.open_button = button_row(self, layout, Buttons.Close).addButton(
            self.tr("Open Licences Folder"), QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button.clicked.connect(lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))))
        for widget in (intro, self.listing, self.text, self.open_button):
            widget.setVisible(bool(self.notices))
        if self.notices:
            self.resize(640, 560)
            self.listing.setCurrentRow(0)
        name_parts(self)

    def show_notice(self, row: int) -> None:
        if not 0 <= row < len(self.notices) or self.folder is None:
            return
        texts = []
        for name in self.notices[row].files:
            try:
                with (self.folder / name).open("rb") as file:
                    texts.append(file.read(MAX_TEXT_BYTES).decode("utf-8", "replace"))
            except OSError as exc:
                log.warning("licence text %s could not be read: %s", name, exc)
                texts.append(f"({name}: {reason_words(os_reason(exc))})")
        self.text.setPlainText("\n\n".join(texts))


class RulesDialog(QDialog):
    """A resizable, non-modal window with the rules; Esc or Close shuts it."""

    def __init__(self, parent: QWidget | None = None, lang: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of Jeu du Boulanger"))
        self.resize(720, 640)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName(self.tr("Rules"))
        page = resource_path("rules", f"rules_{lang or language.current}.html")
        if not page.is_file():
            page = resource_path("rules", f"rules_{language.SOURCE_LANGUAGE}.html")
        try:
            html = page.read_text(encoding="utf-8")
        except OSError as exc:  # a damaged install: say so, never crash
            log.error("the rules could not be read: %s", exc)
            problem = self.tr("The rules could not be read (%1).").replace("%1", reason_words(os_reason(exc)))
            html = f"<p>{problem}</p>"
        self.browser.setHtml(html)
        layout.addWidget(self.browser)
        button_row(self, layout, Buttons.Close)
        self.browser.setFocus()
        name_parts(self)  # Qt's own parts too: nothing is read as unnamed
