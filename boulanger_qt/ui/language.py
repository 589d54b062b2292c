"""The interface language: which one (setting, `--language`, else the system's), and
Qt's translators for it — ours from resources/translations and Qt's own for its dialogs.

A language is chosen once, at start: Settings ▸ Language takes effect at the next start.
Numbers, dates and times follow the same language through QLocale's default.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QTranslator

from boulanger_qt.core.resource_files import resource_path

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

_installed: list[QTranslator] = []
_current = SOURCE_LANGUAGE


def current() -> str:
    """The language installed for this run."""
    return _current


def translations_dir() -> Path:
    """Where the compiled catalogues (`boulanger_<lang>.qm`) are shipped."""
    return resource_path("translations")


def system_language(locale: QLocale | None = None) -> str:
    """The system locale's language when we speak it, else English."""
    names = (locale or QLocale.system()).uiLanguages() or [(locale or QLocale.system()).name()]
    for name in names:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def chosen_language(setting: str, override: str | None = None) -> str:
    """`--language` first, then the setting, then the system's language."""
    for code in (override, setting):
        if code in LANGUAGES:
            return code
    return system_language()


def install(code: str, app: QCoreApplication | None = None) -> str:
    """Install the translators for `code` (replacing earlier ones); returns the language used."""
    app = app or QCoreApplication.instance()
    if code not in LANGUAGES:
        code = SOURCE_LANGUAGE
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    ours = QTranslator(app)
    # English is the source language: its catalogue holds the plural forms only.
    if ours.load(f"{CATALOG}_{code}", str(translations_dir())):
        QCoreApplication.installTranslator(ours)
        _installed.append(ours)
    else:
        log.warning("no %s catalogue in %s", code, translations_dir())
    if code != SOURCE_LANGUAGE:  # Qt's own: OK / Cancel, colour and file dialogs
        from PySide6.QtCore import QLibraryInfo  # (an English start does without its Qt class)

        qt = QTranslator(app)
        if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            QCoreApplication.installTranslator(qt)
            _installed.append(qt)
    system = QLocale.system()
    locale = system if system.name().split("_")[0] == code else QLocale(code)
    QLocale.setDefault(locale)
    global _current
    _current = code
    return code
