"""Numbers as the player's language writes them: digits, grouping and percentages, from
QLocale (the default locale follows the chosen language, `language.install`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from boulanger_qt.core.sentences import fill


def number(value: float, decimals: int = 0) -> str:
    """`value` rounded to `decimals` places, in the locale's digits and grouping."""
    locale = QLocale()
    if decimals == 0:
        return locale.toString(round(value))
    return locale.toString(float(value), "f", decimals)


def percent(fraction: float) -> str:
    """0.456 -> "46%" (or "46 %"): a whole percentage in the locale's way (the translation
    context `NumberTexts` gives its shape)."""
    shape = QCoreApplication.translate("NumberTexts", "%1%2",
                                       "a percentage: %1 the number, %2 the percent sign")
    return fill(shape, number(fraction * 100), QLocale().percent())


def format_time(seconds: float) -> str:
    """Play time as m:ss or h:mm:ss, in the locale's digits (what QLocale writes of a
    QTime in those formats: the status bar shows it before the first paint, where making
    QTime's class, and QDateTime's with it, would cost ~0.2 ms)."""
    hours, rest = divmod(int(seconds), 3600)
    minutes, secs = divmod(rest, 60)
    locale = QLocale()
    if hours < 0:  # no time of day: QLocale writes nothing for it
        return ""
    head = f"{locale.toString(hours)}:{_two_digits(locale, minutes)}" if hours else locale.toString(minutes)
    return f"{head}:{_two_digits(locale, secs)}"


def _two_digits(locale: QLocale, value: int) -> str:
    return locale.toString(value).rjust(2, locale.zeroDigit())
