"""What the window says, in the player's language: numbers in the locale's digits, cards,
problems (support/problems.py) and core messages (core/messages.py) — the same declared
sentences the log prints in English, looked up in the installed translations (the default
locale follows the chosen language, `language.install`) — and places and moves in words.

"Move the 7 of hearts onto the 8 of hearts (54)": a hint or an announcement says the move
as a sentence, as Aisleriot's hints do, and keeps the notation for keyboard players. Plural
forms go through `tr()` with `%Ln` (Qt's numerus forms, the count in the locale's digits and
grouping), which lupdate only marks from `tr()`: so those texts live in methods of a QObject
class that is never subclassed (its class name is the translation context, `Words`).
"""

from __future__ import annotations

from functools import cache
from typing import Final

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from boulanger_qt.core.cards import Card, Suit
from boulanger_qt.core.message_ids import CARD_NAMES, CARD_OBJECTS, FOUNDATION_NAMES, MessageId
from boulanger_qt.core.messages import clause as clause
from boulanger_qt.core.messages import say
from boulanger_qt.core.moves import Move, Place, PlaceKind
from boulanger_qt.core.rules import moving_cards
from boulanger_qt.core.sentences import Language, Said, Text
from boulanger_qt.core.sentences import fill as fill
from boulanger_qt.core.state import BoardFileError, GameState, parse_board

MAX_PASTED_TEXT: Final = 4000  # a board file of 52 cards is a few hundred characters


def number(value: float) -> str:
    return QLocale().toString(round(value))


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


def card_name(card: Card) -> str:
    """The card alone, in the player's language: "7 of hearts"."""
    return PLAYERS_LANGUAGE.translate(CARD_NAMES[card.index], None)


def card_object(card: Card) -> str:
    """The card as the object of a sentence: "the 7 of hearts" ("srdcovú 7", "le 7 de cœur")."""
    return PLAYERS_LANGUAGE.translate(CARD_OBJECTS[card.index], None)


class _PlayersLanguage:
    """The translators and the locale installed at the time (`language.install`)."""

    def translate(self, text: Text, count: int | None) -> str:
        return QCoreApplication.translate(text.context, text.source, text.comment,
                                          -1 if count is None else count)

    number = staticmethod(number)
    other = staticmethod(str)

    def decimal(self, value: float) -> str:
        return QLocale().toString(value, "g", 6)


PLAYERS_LANGUAGE: Final[Language] = _PlayersLanguage()


def render(told: Said) -> str:
    return told.render(PLAYERS_LANGUAGE)


def reason_words(why: Said) -> str:
    """A reason inside a sentence ("the disk is full"): said as a part, without its full stop."""
    return why.render(PLAYERS_LANGUAGE, part=True)


class Words(QObject):
    def place_name(self, place: Place, suit: Suit | None = None) -> str:
        if place.kind is PlaceKind.COLUMN:  # a place's str is its number or letter
            return fill(self.tr("Column %1"), place)
        if place.kind is PlaceKind.CELL:
            return fill(self.tr("Free cell %1"), place)
        if suit is None:
            return self.tr("Foundations")
        return PLAYERS_LANGUAGE.translate(FOUNDATION_NAMES[suit], None)

    def move(self, state: GameState, move: Move, done: bool = False) -> str:
        """The move in words, then its notation: "Move the 7 of hearts onto the 8 of hearts (54)".

        `state` is the position the move is played from; `done` words it as played already.
        """
        if not (cards := moving_cards(state, move)):
            return str(move)
        target, above = move.target, len(cards) - 1
        column = state.columns[target.index] if target.kind is PlaceKind.COLUMN else ()
        if target.kind is PlaceKind.FOUNDATION:
            text = self.tr("Moved %1 to its foundation") if done else self.tr("Move %1 to its foundation")
        elif target.kind is PlaceKind.CELL:
            text = self.tr("Moved %1 to free cell %2") if done else self.tr("Move %1 to free cell %2")
        elif column and above:
            text = (self.tr("Moved %1 and the %Ln card(s) on it onto %2", "", above) if done
                    else self.tr("Move %1 and the %Ln card(s) on it onto %2", "", above))
        elif column:
            text = self.tr("Moved %1 onto %2") if done else self.tr("Move %1 onto %2")
        elif above:
            text = (self.tr("Moved %1 and the %Ln card(s) on it to empty column %2", "", above) if done
                    else self.tr("Move %1 and the %Ln card(s) on it to empty column %2", "", above))
        else:
            text = self.tr("Moved %1 to empty column %2") if done else self.tr("Move %1 to empty column %2")
        onto = card_object(column[-1]) if column else target  # %2: the card below, or the place
        return f"{fill(text, card_object(cards[0]), onto)} ({move})"

    def cards(self, count: int) -> str:
        return self.tr("%Ln card(s)", "", count)


@cache
def words() -> Words:
    """The one Words object (created on first use, after the translators are installed)."""
    return Words()


def position_from_text(text: str) -> GameState:
    """Edit ▸ Paste Position: untrusted clipboard text, refused with a `BoardFileError` unless it
    is a complete, consistent position in the board-file format."""
    if not text.strip():
        raise BoardFileError(say(MessageId.PASTE_EMPTY))
    if len(text) > MAX_PASTED_TEXT:
        raise BoardFileError(say(MessageId.PASTE_TOO_LONG, count=len(text)))
    return parse_board(text)
