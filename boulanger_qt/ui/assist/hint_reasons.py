"""A hint's reason in the player's language.

Providers give their reason as text (a third-party one in whatever language it speaks).
The shipped rules-of-thumb provider's reasons are marked here so that the translation
files carry them; any other text is shown as its provider wrote it.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from boulanger_qt.ui.text.words import clause

CONTEXT: Final = "HintReason"
SHIPPED_REASONS: Final = (
    QT_TRANSLATE_NOOP("HintReason", "It goes to its foundation."),
    QT_TRANSLATE_NOOP("HintReason", "It frees a cell by building on its suit."),
    QT_TRANSLATE_NOOP("HintReason", "It builds on its suit and uncovers a card the foundation needs."),
    QT_TRANSLATE_NOOP("HintReason", "It builds on its suit and empties a column."),
    QT_TRANSLATE_NOOP("HintReason", "It builds on its suit."),
    QT_TRANSLATE_NOOP("HintReason", "It uncovers a card the foundation needs."),
    QT_TRANSLATE_NOOP("HintReason", "It frees a cell."),
    QT_TRANSLATE_NOOP("HintReason", "It gives the run room."),
    QT_TRANSLATE_NOOP("HintReason", "It makes room."),
)


def reason_after_colon(reason: str) -> str:
    """`reason` in the player's language, to follow a colon: it starts in lower case."""
    said = QCoreApplication.translate(CONTEXT, reason) if reason in SHIPPED_REASONS else reason
    if said[1:2].isupper():  # "KS …", "SVG …": a name, not a sentence's first word
        return said
    return clause(said)
