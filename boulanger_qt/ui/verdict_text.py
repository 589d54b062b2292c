"""The winnability check's verdicts in words: "Winnable", "Not winnable", "Winnable:
unknown", as `messages` renders them (in its translation context, `MessageText`).

Apart from the other messages so that the window can keep room for the longest one
before its first paint without loading them all.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from ..core.messages import MessageId

VERDICTS: Final = (MessageId.WINNABLE, MessageId.NOT_WINNABLE, MessageId.WINNABLE_UNKNOWN)


def verdict_text(verdict: MessageId) -> str:
    """One of `VERDICTS` in the player's language."""
    translate = QCoreApplication.translate
    texts = {
        MessageId.WINNABLE: translate("MessageText", "Winnable"),
        MessageId.NOT_WINNABLE: translate("MessageText", "Not winnable"),
        MessageId.WINNABLE_UNKNOWN: translate("MessageText", "Winnable: unknown"),
    }
    return texts[verdict]
