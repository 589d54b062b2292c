"""Everything the core can say: each id (`MessageId`) declared once, with its sentence
(`core/sentences.py`) as its value, in the context `MessageText`, or `SaveMessageText` for
why a saved game cannot be restored; and the 52 card names, declared once in two forms:
`CardObject`, the card as the object of a sentence, with its article and case ("the 7 of
hearts", "srdcovú 7", "la dame de pique"), and `CardName`, the card alone, as in a list or a
label ("7 of hearts", "srdcová 7", "7 de cœur"). A sentence that names cards gets each card
in both forms, first as objects, then alone, so each language picks the form its grammar
needs; the translator's comment says which is which.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import Enum, member, unique
from typing import Final

from boulanger_qt.core.sentences import QT_TRANSLATE_NOOP, Text


def _at(column: Text, cell: Text) -> Callable[[Mapping[str, object]], Text]:
    """The sentence about a column or about a free cell (a column's notation is its number)."""
    return lambda p: column if str(p["place"]).isdigit() else cell


_RUNS: Final = ("cells:free_cells", "columns:empty_columns", "capacity:can_move")


def _runs(where: str) -> tuple[str, str]:
    return (f"A run of %Ln card cannot move there: with %1 and %2, at most %3 can move{where}.",
            f"A run of %Ln cards cannot move there: with %1 and %2, at most %3 can move{where}.")


@unique
class MessageId(Enum):
    """Every sentence the core can say: a `Text`, or how the parameters choose one."""

    # Why a move is illegal (rules.illegal_reason).
    SAME_PLACE = member(_at(
        QT_TRANSLATE_NOOP("MessageText", "Column %1 is both the source and the target.").on("place"),
        QT_TRANSLATE_NOOP("MessageText", "Free cell %1 is both the source and the target.").on("place")))
    FROM_FOUNDATION = QT_TRANSLATE_NOOP("MessageText", "Cards never come back off the foundation.")
    NO_CARDS = QT_TRANSLATE_NOOP("MessageText", "A move carries at least one card.")
    SEVERAL_NOT_COLUMNS = QT_TRANSLATE_NOOP(
        "MessageText", "Only a move from column to column carries several cards.")
    NO_SUCH_CELL = QT_TRANSLATE_NOOP(
        "MessageText", "Free cell %1 does not exist in a game with %Ln free cell(s).", "", 1).on("place")
    EMPTY_SOURCE = member(_at(QT_TRANSLATE_NOOP("MessageText", "Column %1 is empty.").on("place"),
                        QT_TRANSLATE_NOOP("MessageText", "Free cell %1 is empty.").on("place")))
    TOO_FEW_CARDS = QT_TRANSLATE_NOOP("MessageText", "Column %1 holds only %Ln card(s).", "", 1).on("place")
    NOT_A_RUN = QT_TRANSLATE_NOOP(
        "MessageText", "These %Ln cards are not a run: %1 does not belong on %2.",
        "%1 %2: objects; %3 %4: alone", 1).on(
        "card:object", "onto:object", "card:alone", "onto:alone", plural=(
            "This %Ln card is not a run: %1 does not belong on %2.",
            "These %Ln cards are not a run: %1 does not belong on %2."))
    FOUNDATION_NEEDS_ACE = QT_TRANSLATE_NOOP(
        "MessageText", "%1 cannot go to its foundation yet: the ace comes first.",
                               "%1: object; %2: alone").on("card:object", "card:alone")
    FOUNDATION_NEEDS = QT_TRANSLATE_NOOP(
        "MessageText", "%1 cannot go to its foundation yet: %2 comes first.",
        "%1 %2: objects; %3 %4: alone").on("card:object", "needed:object", "card:alone", "needed:alone")
    CELL_OCCUPIED = QT_TRANSLATE_NOOP(
        "MessageText", "Free cell %1 already holds %2.", "%2: object; %3: alone").on(
        "place", "card:object", "card:alone")
    SAME_SUIT_NEEDED = QT_TRANSLATE_NOOP(
        "MessageText", "%1 cannot go on %2: the suit must be the same.",
        "%1 %2: objects; %3 %4: alone").on("card:object", "onto:object", "card:alone", "onto:alone")
    ONE_RANK_HIGHER = QT_TRANSLATE_NOOP(
        "MessageText", "%1 cannot go on %2: it needs a card one rank higher.",
        "%1 %2: objects; %3 %4: alone").on("card:object", "onto:object", "card:alone", "onto:alone")
    RUN_TOO_LONG = QT_TRANSLATE_NOOP(
        "MessageText", "A run of %Ln cards cannot move there: with %1 and %2, at most %3 can move.",
                       "", 1).on(*_RUNS, plural=_runs(""))
    RUN_TOO_LONG_TO_EMPTY = QT_TRANSLATE_NOOP(
        "MessageText", "A run of %Ln cards cannot move there: with %1 and %2, at most %3 can move "
                                "into an empty column.", "", 1).on(
        *_RUNS, plural=_runs(" into an empty column"))
    ILLEGAL_MOVE = QT_TRANSLATE_NOOP(
        "MessageText", "%1 (%2)", "a refused move: why, then its notation").on("reason", "move")
    # Where the game stands.
    STUCK = QT_TRANSLATE_NOOP(
        "MessageText", "No useful move is left: every move leads back to a position you have already had.")
    NO_LEGAL_MOVE = QT_TRANSLATE_NOOP("MessageText", "No move is possible: no card can go anywhere.")
    WINNABLE = QT_TRANSLATE_NOOP("MessageText", "Winnable")
    NOT_WINNABLE = QT_TRANSLATE_NOOP("MessageText", "Not winnable")
    WINNABLE_UNKNOWN = QT_TRANSLATE_NOOP("MessageText", "Winnable: unknown")
    CHECKING_WINNABLE = QT_TRANSLATE_NOOP("MessageText", "Checking whether this game can still be won…")
    # Text that cannot be read.
    CARD_SHAPE = QT_TRANSLATE_NOOP(
        "MessageText", "“%1” is not a card: write the rank, then the suit, e.g. TD.").on("text")
    CARD_SUIT = QT_TRANSLATE_NOOP(
        "MessageText", "“%1” is not a card: the suit must be one of S, H, D, C.").on("text")
    CARD_RANK = QT_TRANSLATE_NOOP(
        "MessageText", "“%1” is not a card: the rank must be one of A, 2–9, T, J, Q, K.").on("text")
    NOT_A_RANK = QT_TRANSLATE_NOOP(
        "MessageText", "“%1” is not a rank: expected 0, A, 2–9, T, J, Q or K.").on("text")
    NOT_A_PLACE = QT_TRANSLATE_NOOP(
        "MessageText", "“%1” is not a place: use 1–8 for the columns, a–d for the free cells, "
                      "h for the foundation.").on("text")
    NOT_A_MOVE = QT_TRANSLATE_NOOP(
        "MessageText", "“%1” is not a move: type where from, then where to, e.g. 3a, a5, 1h, 54:3."
    ).on("text")
    MOVE_TEXT_ILLEGAL = QT_TRANSLATE_NOOP("MessageText", "“%1”: %2").on("text", "reason")
    RUN_AT_MOST_13 = QT_TRANSLATE_NOOP("MessageText", "A run has at most 13 cards.")
    DEAL_OUT_OF_RANGE = QT_TRANSLATE_NOOP(
        "MessageText", "There is no deal %1: deals go from %2 to %3.").on("number", "low", "high")
    CODE_PARTS = QT_TRANSLATE_NOOP(
        "MessageText", "“%1” is not a game code: a code has three parts, like BK1-C4-AAAAA24.").on("text")
    CODE_PREFIX = QT_TRANSLATE_NOOP(
        "MessageText", "A game code begins with %2, not “%1”.").on("text", "expected")
    CODE_CELLS = QT_TRANSLATE_NOOP(
        "MessageText", "The middle part of a game code says how many free cells: C4, C2 or C1, not “%1”.").on(
        "text")
    CODE_LENGTH = QT_TRANSLATE_NOOP(
        "MessageText", "The last part of a game code has %2 characters; “%1” has %3.").on(
        "text", "expected", "length")
    CODE_CHARACTER = QT_TRANSLATE_NOOP(
        "MessageText", "The last part of a game code has only letters A–Z and digits 2–7; “%1” has “%2”.").on(
        "text", "char")
    CODE_DEAL_RANGE = QT_TRANSLATE_NOOP(
        "MessageText", "No game has this code: “%1” would be deal %2, but the deals stop at %4. "
                          "Check it for a typing mistake.").on("text", "number", "low", "high")
    # Board files and positions that cannot occur (state.py).
    CELL_COUNT = QT_TRANSLATE_NOOP("MessageText", "A game has 4, 2 or 1 free cells, not %1.").on("count")
    BOARD_HEADER_LATE = QT_TRANSLATE_NOOP(
        "MessageText", "Line %1: the “%2” line must come before the columns.").on("line", "header")
    BOARD_HEADER_TWICE = QT_TRANSLATE_NOOP(
        "MessageText", "Line %1: a second “%2” line.").on("line", "header")
    BOARD_NOT_A_FOUNDATION = QT_TRANSLATE_NOOP(
        "MessageText", "Line %1: “%2” is not a foundation: write its suit, a dash and its top rank, "
                                 "e.g. H-5 or S-0.").on("line", "text")
    BOARD_LINE = QT_TRANSLATE_NOOP(
        "MessageText", "Line %1: %2", "%2: what is wrong on that line").on("line", "reason")
    BOARD_TOO_MANY_COLUMNS = QT_TRANSLATE_NOOP(
        "MessageText", "Line %1 is one column too many: a position has %2 columns.").on(
        "line", "columns")
    BOARD_CELLS_OVERFLOW = QT_TRANSLATE_NOOP(
        "MessageText", "The “Freecells” line holds %Ln card(s), but the game has only %1.", "", 1).on(
        "cells:only_free_cells")
    BOARD_IMPOSSIBLE = QT_TRANSLATE_NOOP("MessageText", "%1", "an impossible position: why").on("reason")
    POSITION_FOUNDATIONS = QT_TRANSLATE_NOOP("MessageText", "A position has exactly 4 foundations.")
    POSITION_COLUMNS = QT_TRANSLATE_NOOP(
        "MessageText", "A position has %1 columns, not %2.").on("columns", "count")
    POSITION_FOUNDATION_RANK = QT_TRANSLATE_NOOP(
        "MessageText", "The %1 cannot hold rank %2: the ranks go from 0 to 13."
    ).on("suit:foundation", "rank")
    CARD_TWICE = QT_TRANSLATE_NOOP("MessageText", "%1 appears twice: %3 and %4.",
                     "%1: the card as an object (English: the king of spades); %2: alone; "
                     "%3, %4: where, e.g. in column 1").on(
        "card:object", "card:alone", "first:where", "second:where")
    CARDS_MISSING = QT_TRANSLATE_NOOP(
        "MessageText", "%Ln card(s) missing: %1.", "%1: the cards, each alone", 1).on("cards:missing")
    # Text pasted as a position that is not even read (ui/text.py, `position_from_text`).
    PASTE_EMPTY = QT_TRANSLATE_NOOP("PositionText", "the clipboard holds no text (copy a board file first)")
    PASTE_TOO_LONG = QT_TRANSLATE_NOOP(
        "PositionText", "the clipboard holds %1 characters, far more than a position").on("count")
    # Why a saved game cannot be restored (session.py), inside "The saved game was damaged (…)":
    # lower case, no full stop.
    SAVE_NOT_OBJECT = QT_TRANSLATE_NOOP("SaveMessageText", "the file holds no saved game")
    SAVE_FORMAT = QT_TRANSLATE_NOOP("SaveMessageText", "it is in an unknown format, %1").on("format")
    SAVE_DEAL_NOT_WHOLE = QT_TRANSLATE_NOOP("SaveMessageText", "its deal number is not a whole number")
    SAVE_DEAL_RANGE = QT_TRANSLATE_NOOP(
        "SaveMessageText", "its deal number %1 is not between %2 and %3").on("deal", "low", "high")
    SAVE_LACKS_START = QT_TRANSLATE_NOOP(
        "SaveMessageText", "its number of free cells or its opening position is missing")
    SAVE_CELLS = QT_TRANSLATE_NOOP(
        "SaveMessageText", "its number of free cells is %1, where a game has 4, 2 or 1").on("cells")
    SAVE_MOVES = QT_TRANSLATE_NOOP("SaveMessageText", "its list of moves is damaged")
    SAVE_TOO_MANY_MOVES = QT_TRANSLATE_NOOP("SaveMessageText", "it holds more than %1 moves").on("limit")
    SAVE_TIME = QT_TRANSLATE_NOOP("SaveMessageText", "its play time is damaged")
    SAVE_START_DAMAGED = QT_TRANSLATE_NOOP(
        "SaveMessageText", "its opening position is damaged: %1").on("reason")
    SAVE_NOT_THE_DEAL = QT_TRANSLATE_NOOP(
        "SaveMessageText", "its opening position is not that of deal %1").on("deal")
    SAVE_ID = QT_TRANSLATE_NOOP("SaveMessageText", "its game id is damaged")
    SAVE_START_TIME = QT_TRANSLATE_NOOP("SaveMessageText", "its start time is damaged")
    SAVE_COUNTS = QT_TRANSLATE_NOOP("SaveMessageText", "its counts of hints and assistance are damaged")
    SAVE_REPLAY = QT_TRANSLATE_NOOP(
        "SaveMessageText", "its move %1 cannot be replayed: %2").on("number", "reason")


# Suit-major, as Card.index: spades, hearts, diamonds, clubs; each from the ace to the king.
CARD_NAMES: Final = (
    QT_TRANSLATE_NOOP("CardName", "ace of spades"),
    QT_TRANSLATE_NOOP("CardName", "2 of spades"),
    QT_TRANSLATE_NOOP("CardName", "3 of spades"),
    QT_TRANSLATE_NOOP("CardName", "4 of spades"),
    QT_TRANSLATE_NOOP("CardName", "5 of spades"),
    QT_TRANSLATE_NOOP("CardName", "6 of spades"),
    QT_TRANSLATE_NOOP("CardName", "7 of spades"),
    QT_TRANSLATE_NOOP("CardName", "8 of spades"),
    QT_TRANSLATE_NOOP("CardName", "9 of spades"),
    QT_TRANSLATE_NOOP("CardName", "10 of spades"),
    QT_TRANSLATE_NOOP("CardName", "jack of spades"),
    QT_TRANSLATE_NOOP("CardName", "queen of spades"),
    QT_TRANSLATE_NOOP("CardName", "king of spades"),
    QT_TRANSLATE_NOOP("CardName", "ace of hearts"),
    QT_TRANSLATE_NOOP("CardName", "2 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "3 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "4 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "5 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "6 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "7 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "8 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "9 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "10 of hearts"),
    QT_TRANSLATE_NOOP("CardName", "jack of hearts"),
    QT_TRANSLATE_NOOP("CardName", "queen of hearts"),
    QT_TRANSLATE_NOOP("CardName", "king of hearts"),
    QT_TRANSLATE_NOOP("CardName", "ace of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "2 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "3 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "4 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "5 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "6 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "7 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "8 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "9 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "10 of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "jack of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "queen of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "king of diamonds"),
    QT_TRANSLATE_NOOP("CardName", "ace of clubs"),
    QT_TRANSLATE_NOOP("CardName", "2 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "3 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "4 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "5 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "6 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "7 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "8 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "9 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "10 of clubs"),
    QT_TRANSLATE_NOOP("CardName", "jack of clubs"),
    QT_TRANSLATE_NOOP("CardName", "queen of clubs"),
    QT_TRANSLATE_NOOP("CardName", "king of clubs"),
)
CARD_OBJECTS: Final = (
    QT_TRANSLATE_NOOP("CardObject", "the ace of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 2 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 3 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 4 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 5 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 6 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 7 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 8 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 9 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the 10 of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the jack of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the queen of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the king of spades"),
    QT_TRANSLATE_NOOP("CardObject", "the ace of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 2 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 3 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 4 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 5 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 6 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 7 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 8 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 9 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the 10 of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the jack of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the queen of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the king of hearts"),
    QT_TRANSLATE_NOOP("CardObject", "the ace of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 2 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 3 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 4 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 5 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 6 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 7 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 8 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 9 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the 10 of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the jack of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the queen of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the king of diamonds"),
    QT_TRANSLATE_NOOP("CardObject", "the ace of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 2 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 3 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 4 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 5 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 6 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 7 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 8 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 9 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the 10 of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the jack of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the queen of clubs"),
    QT_TRANSLATE_NOOP("CardObject", "the king of clubs"),
)


FOUNDATION_NAMES: Final = (  # in Suit order
    QT_TRANSLATE_NOOP("Words", "Spades foundation"),
    QT_TRANSLATE_NOOP("Words", "Hearts foundation"),
    QT_TRANSLATE_NOOP("Words", "Diamonds foundation"),
    QT_TRANSLATE_NOOP("Words", "Clubs foundation"),
)
