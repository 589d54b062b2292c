"""Help ▸ Rules: the complete rules in the player's language, group-move table included.

The pages are rich text shipped in resources/rules (`rules_<lang>.html`): the Slovak one
is the original rules page, English and French are our renderings of it. They are shown
in a QTextBrowser, whose HTML subset draws the table and keeps the formula on one line.
"""

from __future__ import annotations

import logging

from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout, QWidget

from boulanger_qt.core.resource_files import resource_path
from boulanger_qt.support.problems import os_reason
from boulanger_qt.ui import language
from boulanger_qt.ui.dialogs import Buttons, button_row
from boulanger_qt.ui.text import reason_words
from boulanger_qt.ui.widget_names import name_parts

log = logging.getLogger(__name__)


class RulesDialog(QDialog):
    """A resizable, non-modal window with the rules; Esc or Close shuts it."""

    def __init__(self, parent: QWidget | None = None, lang: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of Jeu du Boulanger"))
        self.resize(720, 640)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName(self.tr("Rules"))
        page = resource_path("rules", f"rules_{lang or language.current()}.html")
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
