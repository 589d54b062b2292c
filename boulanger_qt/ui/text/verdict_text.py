"""The winnability check's verdicts in words: "Winnable", "Not winnable", "Winnable:
unknown", as `messages` renders them (in its translation context, `MessageText`).

Apart from the other messages so that the window can keep room for the longest one
before its first paint without loading them all.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from boulanger_qt.core.messages import MessageId

_TEXTS: Final = {
    MessageId.WINNABLE: QT_TRANSLATE_NOOP("MessageText", "Winnable"),
    MessageId.NOT_WINNABLE: QT_TRANSLATE_NOOP("MessageText", "Not winnable"),
    MessageId.WINNABLE_UNKNOWN: QT_TRANSLATE_NOOP("MessageText", "Winnable: unknown"),
}
VERDICTS: Final = tuple(_TEXTS)


def verdict_text(verdict: MessageId) -> str:
    """One of `VERDICTS` in the player's language."""
    return QCoreApplication.translate("MessageText", str(_TEXTS[verdict]))
