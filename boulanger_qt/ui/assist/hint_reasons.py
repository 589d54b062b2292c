"""A hint's reason in the player's language.

Providers give their reason as text. The shipped rules-of-thumb provider marks its reasons
for the translation files (context `HintReason`), so they are shown translated; a text
the translations do not know (a third-party provider's, in whatever language it speaks)
is shown as its provider wrote it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from boulanger_qt.ui.text.words import clause


def reason_after_colon(reason: str) -> str:
    """`reason` in the player's language, to follow a colon: it starts in lower case."""
    said = QCoreApplication.translate("HintReason", reason)
    if said[1:2].isupper():  # "KS …", "SVG …": a name, not a sentence's first word
        return said
    return clause(said)
