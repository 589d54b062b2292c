"""What the core says: a message id with its parameters, said in any `Language`.

The core never words a sentence for the player: a `Message` names what it means (an id,
whose value is its sentence, declared once in `message_ids`) and carries the cards, places,
moves and counts it is about. `str(message)` is the English sentence — what
`boulanger-solve` prints and the log records; the window says the same message in the
player's language (`ui/text.py`). A parameter's form after a colon in the
declaration says how it is said: `card:object` ("the 7 of hearts"), `card:alone`
("7 of hearts"), `place:where` ("in column 1"), `suit:foundation`, `cards:missing`, or a
counted phrase (`cells:free_cells`, "2 free cells").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Final

from boulanger_qt.core.message_ids import CARD_NAMES, CARD_OBJECTS, FOUNDATION_NAMES
from boulanger_qt.core.message_ids import MessageId as MessageId
from boulanger_qt.core.sentences import (
    ENGLISH,
    QT_TRANSLATE_NOOP,
    Language,
    Said,
    Text,
    fill,
    render_template,
)

# Parts of the sentences of message_ids, filled in by the forms below.
IN_COLUMN: Final = QT_TRANSLATE_NOOP("MessageText", "in column %1").on("place")
IN_CELL: Final = QT_TRANSLATE_NOOP("MessageText", "in free cell %1").on("place")
ON_FOUNDATION: Final = QT_TRANSLATE_NOOP("MessageText", "on the foundation")
CARD_SEPARATOR: Final = QT_TRANSLATE_NOOP("MessageText", ", ", "between the cards of a list")
AND_MORE: Final = QT_TRANSLATE_NOOP(
    "MessageText", "%1 and %Ln more", "%1: some missing cards; then how many others are missing", 1
).on("listed")
MISSING_SHOWN: Final = 6  # missing cards named; the others are counted

_COUNTED: Final = {
    "free_cells": QT_TRANSLATE_NOOP("MessageText", "%Ln free cell(s)", "", 1),
    "only_free_cells": QT_TRANSLATE_NOOP("MessageText", "%Ln free cell(s)", "the game has only …", 1),
    "empty_columns": QT_TRANSLATE_NOOP("MessageText", "%Ln empty column(s)", "", 1),
    "can_move": QT_TRANSLATE_NOOP("MessageText", "%Ln card(s)", "at most this many can move", 1),
}


def _index(value: object) -> int:
    index = getattr(value, "index", value)  # a Card's slot in the tables, or a Suit
    assert isinstance(index, int)
    return index


def _where(place: object, language: Language) -> str:
    """A place after "appears twice": "in column 1", "in free cell a", "on the foundation"."""
    text = str(place)
    where = IN_COLUMN if text.isdigit() else ON_FOUNDATION if text == "h" else IN_CELL
    return fill(language.translate(where, None), text)


def _missing(cards: object, language: Language) -> str:
    assert isinstance(cards, tuple)
    names = language.translate(CARD_SEPARATOR, None).join(
        language.translate(CARD_NAMES[_index(c)], None) for c in cards[:MISSING_SHOWN])
    if len(cards) <= MISSING_SHOWN:
        return names
    return fill(language.translate(AND_MORE, len(cards) - MISSING_SHOWN), names)


_FORMS: Final[dict[str, Callable[[object, Language], str]]] = {
    "object": lambda card, language: language.translate(CARD_OBJECTS[_index(card)], None),
    "alone": lambda card, language: language.translate(CARD_NAMES[_index(card)], None),
    "foundation": lambda suit, language: clause(language.translate(FOUNDATION_NAMES[_index(suit)], None)),
    "where": _where,
    "missing": _missing,
}


def clause(text: str) -> str:
    """In lower case at the start, to go inside another sentence."""
    return text[:1].lower() + text[1:]


@dataclass(frozen=True, slots=True)
class Message:
    """One sentence: its id and its parameters (cards, places, moves, counts, texts, messages)."""

    id: MessageId
    params: Mapping[str, object] = field(default_factory=dict)

    @property
    def text(self) -> Text:
        declared = self.id.value
        return declared if isinstance(declared, Text) else declared(self.params)

    def render(self, language: Language, *, part: bool = False) -> str:
        """The sentence in `language`; a `part` (a reason inside another sentence) in lower
        case at the start and without its full stop."""
        text = self.text
        said: dict[str, object] = {"count": self._count()}
        for name in text.args:
            key, _, form = name.partition(":")
            value = self.params[key]
            if form in _COUNTED:
                assert isinstance(value, int)
                said[name] = language.translate(_COUNTED[form], value)
            elif form:
                said[name] = _FORMS[form](value, language)
            elif isinstance(value, Message):
                said[name] = self._reason(value, language)
            else:
                said[name] = value
        _, sentence = render_template(text, said, language)
        return clause(sentence.rstrip(".")) if part else sentence[:1].upper() + sentence[1:]

    def _count(self) -> object:
        for key in ("count", "cells"):
            if isinstance(self.params.get(key), int):
                return self.params[key]
        cards = self.params.get("cards")
        return len(cards) if isinstance(cards, tuple) else None

    def _reason(self, reason: Message, language: Language) -> str:
        """A message inside this one: a whole sentence, or a part inside a saved game's reason
        (where the move is named by its number already)."""
        if self.text.context != "SaveMessageText":
            return reason.render(language)
        inner = reason["reason"] if reason.id is MessageId.ILLEGAL_MOVE else reason
        assert isinstance(inner, Message)
        return inner.render(language, part=True)

    def __str__(self) -> str:
        return self.render(ENGLISH)

    def __getitem__(self, name: str) -> object:
        return self.params[name]


def say(id: MessageId, **params: object) -> Message:
    return Message(id, params)


class SaidError(Exception):
    """The app's one error family: its reason is a declared sentence (a core `Message`, a
    support `Problem`); `str()` is its English, for the log and the command line, and the
    window says `.message` in the player's language."""

    def __init__(self, message: Said) -> None:
        super().__init__(str(message))
        self.message = message


ECHO_LIMIT: Final = 60


def bounded(text: str, limit: int = ECHO_LIMIT) -> str:
    """`text` made safe to echo in a message: control and other unprintable characters
    escaped, then cut to `limit` characters plus "…", so a 100,000-character code or an
    escape sequence never reaches the terminal or a dialog raw."""
    # Every character escapes to at least one, so limit + 1 of them tell whether to cut.
    shown = "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text[: limit + 1])
    return shown if len(shown) <= limit else shown[:limit] + "…"


def quoted(text: str, limit: int = ECHO_LIMIT) -> str:
    """`bounded(text)` in quotes, the way a message names the input it refuses."""
    return f"'{bounded(text, limit)}'"


_QUOTED_RUN: Final = r"'([^']*)'"  # compiled by `re` when first used: only on bad input


def bounded_quotes(message: str) -> str:
    """`message` with every quoted input in it bounded (argparse quotes what it refuses)."""
    return re.sub(_QUOTED_RUN, lambda match: quoted(match[1]), message)
