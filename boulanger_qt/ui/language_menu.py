"""Settings ▸ Language: follow the system, or speak Slovak, French or English.

The choice is saved at once and takes effect at the next start (every window, menu and
dialog is built in one language; `--language` overrides it for a single run).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from boulanger_qt.ui import language

if TYPE_CHECKING:
    from boulanger_qt.app.context import AppContext


class LanguageMenu(QObject):
    """The Language submenu of the Settings menu (the translation context `LanguageMenu`)."""

    def __init__(self, parent: QObject, context: AppContext, settings_menu: QMenu,
                 say: Callable[[str, int], None]) -> None:
        super().__init__(parent)
        self._context = context
        self._say = say
        self.menu = settings_menu.addMenu(self.tr("&Language"))
        self.group = QActionGroup(self.menu)
        self.actions: dict[str, QAction] = {}
        saved = context.settings.language
        for code, title in (("", self.tr("System Language")), *language.LANGUAGES.items()):
            action = self.menu.addAction(title)
            action.setCheckable(True)
            action.setChecked(code == saved)
            action.setData(code)
            action.triggered.connect(lambda _=False, code=code: self.choose(code))
            self.group.addAction(action)
            self.actions[code] = action

    def choose(self, code: str) -> None:
        if code == self._context.settings.language:
            return
        self._context.update_settings(language=code)
        now = language.chosen_language(code)
        if now == language.current():
            return
        self._say(
            self.tr("Boulanger will speak %1 from the next start.").replace("%1", language.LANGUAGES[now]),
            8000,
        )
