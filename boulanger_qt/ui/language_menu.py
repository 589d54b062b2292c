"""Settings ▸ Language: follow the system, or speak Slovak, French or English.

The choice is saved at once and takes effect at the next start (every window, menu and
dialog is built in one language; `--language` overrides it for a single run). The notice
that says so offers Restart now: the window closes as Quit closes it (the game in progress
is in its autosave), and once this Boulanger has let go of the saved game (`start.py`
calls `restart_if_asked`), a new one starts with the same program and options, less those
that chose this run's game or language.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QObject, QProcess
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from boulanger_qt.ui import language

if TYPE_CHECKING:
    from boulanger_qt.app.context import AppContext

Offer = Callable[[str, list[tuple[str, Callable[[], None]]]], None]  # a notice with its actions

# Options of `boulanger` that chose this run's game or language: a restart resumes the saved
# game in the language just chosen. (Each takes a value, but --daily.)
_DROPPED: Final = {"--code", "--deal", "--cells", "--play", "--date", "--language"}
_DROPPED_FLAGS: Final = {"--daily"}
_asked: list[tuple[str, list[str]]] = []  # the command Restart now asked for, not yet run


def restart_command(argv: Sequence[str], executable: str, frozen: bool) -> tuple[str, list[str]]:
    """The program and arguments that start Boulanger again as `argv` started it (a frozen
    bundle runs itself; else the same Python runs the package)."""
    kept: list[str] = []
    options = iter(argv[1:])
    for arg in options:
        name = arg.split("=", 1)[0]
        if name in _DROPPED_FLAGS or (name in _DROPPED and "=" in arg):
            continue
        if name in _DROPPED:
            next(options, None)
            continue
        kept.append(arg)
    return (executable, kept) if frozen else (executable, ["-m", "boulanger_qt", *kept])


def ask_restart() -> None:
    _asked[:] = [restart_command(sys.argv, sys.executable, getattr(sys, "frozen", False))]


def restart_if_asked() -> bool:
    """Start the new Boulanger Restart now asked for, if it did (once); whether one started."""
    if not _asked:
        return False
    program, arguments = _asked.pop()
    started, _pid = QProcess.startDetached(program, arguments)
    return bool(started)


class LanguageMenu(QObject):
    """The Language submenu of the Settings menu (the translation context `LanguageMenu`)."""

    def __init__(self, parent: QObject, context: AppContext, settings_menu: QMenu,
                 offer: Offer, close_window: Callable[[], bool]) -> None:
        super().__init__(parent)
        self._context = context
        self._offer = offer
        self._close_window = close_window
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
        self._offer(
            self.tr("Boulanger will speak %1 from the next start.").replace("%1", language.LANGUAGES[now]),
            [(self.tr("Restart now"), self.restart_now)],
        )

    def restart_now(self) -> None:
        """Quit as Quit does, then start again (see the module's docstring)."""
        ask_restart()
        if not self._close_window():  # the window stayed open: no second Boulanger
            _asked.clear()
