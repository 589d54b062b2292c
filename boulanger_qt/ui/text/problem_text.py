"""Problems (support/problems.py) and core messages (core/messages.py) said in the player's
language: the same declared sentences the log prints in English, looked up in the installed
translations, with numbers in the locale's digits."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QLocale

from boulanger_qt.core.sentences import Language, Said, Text
from boulanger_qt.ui.text.numbers import number


class _PlayersLanguage:
    """The translators and the locale installed at the time (`language.install`)."""

    def translate(self, text: Text, count: int | None) -> str:
        return QCoreApplication.translate(text.context, text.source, text.comment,
                                          -1 if count is None else count)

    def number(self, value: int) -> str:
        return number(value)

    def decimal(self, value: float) -> str:
        return QLocale().toString(value, "g", 6)

    def other(self, value: object) -> str:
        return str(value)


PLAYERS_LANGUAGE: Final[Language] = _PlayersLanguage()


def render(told: Said) -> str:
    return told.render(PLAYERS_LANGUAGE)


def reason_words(why: Said) -> str:
    """A reason inside a sentence ("the disk is full"): said as a part, without its full stop."""
    return why.render(PLAYERS_LANGUAGE, part=True)
