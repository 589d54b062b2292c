"""The interface language: which one (setting, `--language`, else the system's), and
Qt's translators for it — ours from resources/translations and Qt's own for its dialogs.

A language is chosen once, at start: Settings ▸ Language (`LanguageMenu`: follow the
system, or speak Slovak, French or English) saves the choice at once, and it takes effect
at the next start (every window, menu and dialog is built in one language; `--language`
overrides it for a single run). The notice that says so offers Restart now: the window
closes as Quit closes it (the game in progress is in its autosave), and once this
Boulanger has let go of the saved game (`start.py` calls `restart_if_asked`), a new one
starts with the same program and options, less those that chose this run's game or
language. Numbers, dates and times follow the same language through QLocale's default.
"""

from __future__ import annotations

import logging
import sys
import zlib
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from boulanger_qt.core.resource_files import resource_path
from boulanger_qt.support.inputs import InputProblem, read_bytes, read_text
from boulanger_qt.support.problems import Problem, ProblemId, problem

if TYPE_CHECKING:
    from boulanger_qt.app.context import AppContext

log = logging.getLogger(__name__)

# Each language named in itself, as a language menu shows it.
LANGUAGES: Final = {"en": "English", "fr": "Français", "sk": "Slovenčina"}
SOURCE_LANGUAGE: Final = "en"
CATALOG: Final = "boulanger"

# The standard buttons' texts, which Qt's own Slovak catalogue lacks: ours carries them
# (Qt's catalogue is searched first, so where it has them, Qt's words win).
QT_BUTTONS: Final = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
)

# What tools/update_translations.py records of each catalogue it builds: its CRC-32. Qt trusts
# a catalogue's offsets, so a damaged one can crash the app at every start in that language;
# a CRC finds damage (whoever could forge a catalogue could write its checksum too).
CHECKSUMS: Final = "boulanger.crc32"
QM_MAGIC: Final = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_MAX_CATALOGUE_BYTES: Final = 4 << 20

_installed: list[QTranslator] = []
_catalogues: list[bytes] = []  # Qt reads a catalogue loaded from memory in place: kept alive here
current = SOURCE_LANGUAGE  # the language installed for this run
damaged: str | None = None  # the catalogue refused at the last install, for the notice


def shown(provided: object, field: str) -> str:
    """A plugin's text (a hint provider's `display_name`, a theme's `license`…) in the
    language of this run when the plugin gives it (`theme_check.checked_translations`), else in English."""
    english = getattr(provided, field)
    assert isinstance(english, str)
    translations: Mapping[str, Mapping[str, str]] = getattr(provided, "translations", {})
    return translations.get(current, {}).get(field, english)


def translations_dir() -> Path:
    """Where the compiled catalogues (`boulanger_<lang>.qm`) are shipped."""
    return resource_path("translations")


def system_language(locale: QLocale | None = None) -> str:
    """The system locale's language when we speak it, else English."""
    locale = locale or QLocale.system()
    codes = (name.replace("_", "-").split("-")[0].lower() for name in locale.uiLanguages() or [locale.name()])
    return next((code for code in codes if code in LANGUAGES), SOURCE_LANGUAGE)


def chosen_language(setting: str, override: str | None = None) -> str:
    """`--language` first, then the setting, then the system's language."""
    return next((code for code in (override, setting) if code in LANGUAGES), None) or system_language()


def checked_catalogue(code: str) -> bytes | None:
    """Our catalogue for `code`, only if it is the one shipped: its size, Qt's magic and
    the CRC-32 recorded when it was built; None (and a log line) otherwise."""
    folder = translations_dir()
    name = f"{CATALOG}_{code}.qm"
    try:
        data = read_bytes(folder / name, max_bytes=_MAX_CATALOGUE_BYTES)
        sums = read_text(folder / CHECKSUMS, max_bytes=64 * 1024)
    except InputProblem as exc:
        log.warning("the %s catalogue cannot be used: %s", code, exc)
        return None
    lines = (line.partition("  ") for line in sums.splitlines())
    recorded = {file.strip(): crc.strip() for crc, _, file in lines}
    if not data.startswith(QM_MAGIC):
        reason = "it is not a Qt catalogue"
    elif recorded.get(name) != f"{zlib.crc32(data):08x}":
        reason = "it is not the catalogue that was shipped"
    else:
        return data
    log.warning("the %s catalogue %s is damaged (%s): English is used instead", code, folder / name, reason)
    return None


def damaged_notice() -> Problem | None:
    """What the player is told when the language asked for had a damaged catalogue at the
    last install (in English, the language now spoken); None when nothing was refused."""
    if damaged is None:
        return None
    return problem(ProblemId.TRANSLATION_DAMAGED, language=LANGUAGES[damaged], file=f"{CATALOG}_{damaged}.qm")


def install(code: str) -> str:
    """Install the translators for `code` (replacing earlier ones); returns the language used."""
    global damaged, current
    app = QCoreApplication.instance()
    if code not in LANGUAGES:
        code = SOURCE_LANGUAGE
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    _catalogues.clear()
    damaged = None
    # English is the source language: its catalogue holds the plural forms only.
    data = checked_catalogue(code)
    if data is None and code != SOURCE_LANGUAGE:
        damaged, code = code, SOURCE_LANGUAGE
        data = checked_catalogue(code)
    ours = QTranslator(app)
    if data is not None and ours.load(data):
        QCoreApplication.installTranslator(ours)
        _installed.append(ours)
        _catalogues.append(data)
    if code != SOURCE_LANGUAGE:  # Qt's own: OK / Cancel, colour and file dialogs
        qt = QTranslator(app)
        if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            QCoreApplication.installTranslator(qt)
            _installed.append(qt)
    system = QLocale.system()
    QLocale.setDefault(system if system.name().split("_")[0] == code else QLocale(code))
    current = code
    return code


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
        if name in _DROPPED and "=" not in arg:
            next(options, None)  # its value goes too
        elif name not in _DROPPED and name not in _DROPPED_FLAGS:
            kept.append(arg)
    return (executable, kept) if frozen else (executable, ["-m", "boulanger_qt", *kept])


def ask_restart() -> None:
    _asked[:] = [restart_command(sys.argv, sys.executable, getattr(sys, "frozen", False))]


def restart_if_asked() -> bool:
    """Start the new Boulanger Restart now asked for, if it did (once); whether one started."""
    if not _asked:
        return False
    from PySide6.QtCore import QProcess  # at the very end of a run only

    return bool(QProcess.startDetached(*_asked.pop())[0])  # (started, its process id)


class LanguageMenu(QObject):
    """The Language submenu of the Settings menu (the translation context `LanguageMenu`)."""

    def __init__(self, parent: QObject, context: AppContext, settings_menu: QMenu,
                 offer: Offer, close_window: Callable[[], bool]) -> None:
        super().__init__(parent)
        self._context, self._offer, self._close_window = context, offer, close_window
        self.menu = settings_menu.addMenu(self.tr("&Language"))
        self.group = QActionGroup(self.menu)
        self.actions: dict[str, QAction] = {}
        for code, title in (("", self.tr("System Language")), *LANGUAGES.items()):
            action = QAction(title, self.group, checkable=True, checked=code == context.settings.language)
            action.triggered.connect(lambda _=False, code=code: self.choose(code))
            self.actions[code] = action
        self.menu.addActions(self.group.actions())  # (an action made in a group joins it)

    def choose(self, code: str) -> None:
        if code == self._context.settings.language:
            return
        self._context.update_settings(language=code)
        now = chosen_language(code)
        if now == current:
            return
        self._offer(
            self.tr("Boulanger will speak %1 from the next start.").replace("%1", LANGUAGES[now]),
            [(self.tr("Restart now"), self.restart_now)],
        )

    def restart_now(self) -> None:
        """Quit as Quit does, then start again (see the module's docstring)."""
        ask_restart()
        if not self._close_window():  # the window stayed open: no second Boulanger
            _asked.clear()
