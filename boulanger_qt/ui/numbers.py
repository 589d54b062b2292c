"""Numbers as the player's language writes them: digits, grouping and percentages, from
QLocale (the default locale follows the chosen language, `language.install`)."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QObject, QTime


class NumberTexts(QObject):
    """The percentage's shape (the translation context `NumberTexts`): "45%" in English,
    "45 %" in Slovak and French."""

    def percent(self, number: str, sign: str) -> str:
        return self.tr("%1%2", "a percentage: %1 the number, %2 the percent sign").replace(
            "%1", number).replace("%2", sign)


def number(value: float, decimals: int = 0) -> str:
    """`value` rounded to `decimals` places, in the locale's digits and grouping."""
    locale = QLocale()
    if decimals == 0:
        return locale.toString(round(value))
    return locale.toString(float(value), "f", decimals)


def percent(fraction: float) -> str:
    """0.456 -> "46%" (or "46 %"): a whole percentage in the locale's way."""
    return NumberTexts().percent(number(fraction * 100), QLocale().percent())


def format_time(seconds: float) -> str:
    """Play time as m:ss or h:mm:ss, in the locale's digits."""
    total = int(seconds)
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    if hours < 24:
        return QLocale().toString(QTime(hours, minutes, secs), "h:mm:ss" if hours else "m:ss")
    return f"{QLocale().toString(hours)}:{QLocale().toString(QTime(0, minutes, secs), 'mm:ss')}"
