"""What the core says, as message ids with parameters, so that the UI can say it in any language.

The core never words a sentence for the player: a `Message` names what it means (an id)
and carries the cards, places, moves and counts it is about. `str(message)` is the English
sentence — what `boulanger-solve` prints and the log records; the UI renders the same
message in the player's language (`boulanger_qt/ui/text/messages.py`), with cards in words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from boulanger_qt.core.message_ids import MessageId as MessageId


@dataclass(frozen=True, slots=True)
class Message:
    """One sentence: its id and its parameters (cards, places, moves, counts, texts, messages)."""

    id: MessageId
    params: Mapping[str, object] = field(default_factory=dict)

    def __str__(self) -> str:
        from boulanger_qt.core.message_english import ENGLISH  # loaded with the first English sentence

        return ENGLISH[self.id](self.params)

    def __getitem__(self, name: str) -> object:
        return self.params[name]


def say(id: MessageId, **params: object) -> Message:
    return Message(id, params)


class MessageError(ValueError):
    """An error whose reason is a Message: `str()` is English, `.message` renders in any language."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message
