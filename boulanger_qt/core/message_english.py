"""How each core message reads in English: `str(message)`, for `boulanger-solve` and the log.

Apart from `messages` so that a start, which says nothing in English, does not load it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final

from boulanger_qt.core.message_ids import MessageId


def _place(value: object) -> str:
    describe = getattr(value, "describe", None)
    return describe() if callable(describe) else str(value)


def _s(count: object) -> str:
    return "" if count == 1 else "s"


def _suit(value: object) -> str:
    name = getattr(value, "name", value)
    return str(name).lower()


def _missing(cards: object) -> str:
    assert isinstance(cards, tuple)
    return f"missing card{_s(len(cards))}: {' '.join(map(str, cards))}"


def _run_too_long(p: Mapping[str, object], where: str) -> str:
    return (
        f"a run of {p['count']} cards cannot move there: with {p['cells']} free cell{_s(p['cells'])}"
        f" and {p['columns']} empty column{_s(p['columns'])} at most {p['capacity']} can move{where}"
    )


ENGLISH: Final[dict[MessageId, Callable[[Mapping[str, object]], str]]] = {
    MessageId.SAME_PLACE: lambda p: f"{_place(p['place'])} is both the source and the target",
    MessageId.FROM_FOUNDATION: lambda p: "cards never come back off the foundation",
    MessageId.NO_CARDS: lambda p: "a move carries at least one card",
    MessageId.SEVERAL_NOT_COLUMNS: lambda p: "only a column-to-column move carries several cards",
    MessageId.NO_SUCH_CELL: lambda p: f"{_place(p['place'])} does not exist in a {p['cells']}-cell game",
    MessageId.EMPTY_SOURCE: lambda p: f"{_place(p['place'])} is empty",
    MessageId.TOO_FEW_CARDS: lambda p: (
        f"{_place(p['place'])} holds only {p['count']} card{_s(p['count'])}"
    ),
    MessageId.NOT_A_RUN: lambda p: (
        f"the {p['count']} cards are not a run: {p['card']} does not belong on {p['onto']}"
    ),
    MessageId.FOUNDATION_NEEDS_ACE: lambda p: (
        f"{p['card']} cannot go to the foundation: it needs the ace next"
    ),
    MessageId.FOUNDATION_NEEDS: lambda p: (
        f"{p['card']} cannot go to the foundation: it needs {p['needed']} next"
    ),
    MessageId.CELL_OCCUPIED: lambda p: f"{_place(p['place'])} already holds {p['card']}",
    MessageId.SAME_SUIT_NEEDED: lambda p: f"{p['card']} cannot go on {p['onto']}: same suit needed",
    MessageId.ONE_RANK_HIGHER: lambda p: (
        f"{p['card']} cannot go on {p['onto']}: it needs a card one rank higher"
    ),
    MessageId.RUN_TOO_LONG: lambda p: _run_too_long(p, ""),
    MessageId.RUN_TOO_LONG_TO_EMPTY: lambda p: _run_too_long(p, " into an empty column"),
    MessageId.ILLEGAL_MOVE: lambda p: f"{p['move']}: {p['reason']}",
    MessageId.STUCK: lambda p: (
        "No useful move is left: every move leads back to a position you have already had."
    ),
    MessageId.WINNABLE: lambda p: "Winnable",
    MessageId.NOT_WINNABLE: lambda p: "Not winnable",
    MessageId.NO_LONGER_WINNABLE: lambda p: (
        f"No longer winnable — undo {p['count']} move{_s(p['count'])} to get back"
    ),
    MessageId.WINNABLE_UNKNOWN: lambda p: "Winnable: unknown",
    MessageId.CHECKING_WINNABLE: lambda p: "Checking whether this game can still be won…",
    MessageId.CARD_SHAPE: lambda p: f"'{p['text']}' is not a card: expected rank then suit, e.g. TD",
    MessageId.CARD_SUIT: lambda p: f"'{p['text']}' is not a card: suit must be one of S H D C",
    MessageId.CARD_RANK: lambda p: f"'{p['text']}' is not a card: rank must be one of A 2-9 T J Q K",
    MessageId.NOT_A_RANK: lambda p: f"'{p['text']}' is not a rank: expected 0, A, 2-9, T, J, Q or K",
    MessageId.NOT_A_PLACE: lambda p: (
        f"'{p['text']}' is not a place: use 1-8 for columns, a-d for free cells, h for the foundation"
    ),
    MessageId.NOT_A_MOVE: lambda p: (
        f"'{p['text']}' is not a move: expected <from><to>[:n], e.g. 3a, a5, 1h, 54:3"
    ),
    MessageId.MOVE_TEXT_ILLEGAL: lambda p: f"'{p['text']}': {p['reason']}",
    MessageId.RUN_AT_MOST_13: lambda p: "a run has at most 13 cards",
    MessageId.DEAL_OUT_OF_RANGE: lambda p: (
        f"deal number {p['number']} is out of range {p['low']}-{p['high']}"
    ),
    MessageId.CODE_PARTS: lambda p: (
        f"'{p['text']}' is not a game code: expected three parts like BK1-C4-AAAAA24"
    ),
    MessageId.CODE_PREFIX: lambda p: (
        f"game code prefix '{p['text']}' is unknown: expected {p['expected']}"
    ),
    MessageId.CODE_CELLS: lambda p: (
        f"game code cells part '{p['text']}' is wrong: expected C4, C2 or C1"
    ),
    MessageId.CODE_LENGTH: lambda p: (
        f"game code deal part '{p['text']}' must be {p['expected']} characters, not {p['length']}"
    ),
    MessageId.CODE_CHARACTER: lambda p: (
        f"game code deal part '{p['text']}' has '{p['char']}': only A-Z and 2-7 are allowed"
    ),
    MessageId.CODE_DEAL_RANGE: lambda p: (
        f"game code deal part '{p['text']}' means deal {p['number']}, outside {p['low']}-{p['high']}"
    ),
    MessageId.CELL_COUNT: lambda p: f"a game has 4, 2 or 1 free cells, not {p['count']}",
    MessageId.BOARD_HEADER_LATE: lambda p: (
        f"line {p['line']}: the {p['header']} line must come before the columns"
    ),
    MessageId.BOARD_HEADER_TWICE: lambda p: f"line {p['line']}: a second {p['header']} line",
    MessageId.BOARD_NOT_A_FOUNDATION: lambda p: (
        f"line {p['line']}: {p['text']!r} is not a foundation: expected e.g. H-5 or S-0"
    ),
    MessageId.BOARD_LINE: lambda p: f"line {p['line']}: {p['reason']}",
    MessageId.BOARD_TOO_MANY_COLUMNS: lambda p: f"line {p['line']}: more than {p['columns']} columns",
    MessageId.BOARD_CELLS_OVERFLOW: lambda p: (
        f"the Freecells line holds {p['count']} cards"
        f" but the game has {p['cells']} free cell{_s(p['cells'])}"
    ),
    MessageId.BOARD_IMPOSSIBLE: lambda p: f"impossible position: {p['reason']}",
    MessageId.POSITION_FOUNDATIONS: lambda p: "there are exactly 4 foundations",
    MessageId.POSITION_COLUMNS: lambda p: f"there must be {p['columns']} columns, not {p['count']}",
    MessageId.POSITION_FOUNDATION_RANK: lambda p: (
        f"the {_suit(p['suit'])} foundation rank {p['rank']} is out of range"
    ),
    MessageId.CARD_TWICE: lambda p: (
        f"{p['card']} appears twice: in {_place(p['first'])} and in {_place(p['second'])}"
    ),
    MessageId.CARDS_MISSING: lambda p: _missing(p['cards']),
    MessageId.SAVE_NOT_OBJECT: lambda p: "the saved game is not a JSON object",
    MessageId.SAVE_FORMAT: lambda p: f"unknown saved-game format {p['format']}",
    MessageId.SAVE_DEAL_NOT_WHOLE: lambda p: "the saved deal number is not a whole number",
    MessageId.SAVE_DEAL_RANGE: lambda p: (
        f"the saved deal number is damaged:"
        f" deal number {p['deal']} is out of range {p['low']}-{p['high']}"
    ),
    MessageId.SAVE_LACKS_START: lambda p: "the saved game lacks its cell count or opening position",
    MessageId.SAVE_CELLS: lambda p: (
        f"the saved opening position is damaged: a game has 4, 2 or 1 free cells, not {p['cells']}"
    ),
    MessageId.SAVE_MOVES: lambda p: "the saved list of moves is damaged",
    MessageId.SAVE_TOO_MANY_MOVES: lambda p: f"the saved game holds more than {p['limit']:,} moves",
    MessageId.SAVE_TIME: lambda p: "the saved play time is damaged",
    MessageId.SAVE_START_DAMAGED: lambda p: f"the saved opening position is damaged: {p['reason']}",
    MessageId.SAVE_DEAL_DAMAGED: lambda p: f"the saved deal number is damaged: {p['reason']}",
    MessageId.SAVE_NOT_THE_DEAL: lambda p: f"the saved opening position is not deal {p['deal']}",
    MessageId.SAVE_ID: lambda p: "the saved game id is damaged",
    MessageId.SAVE_START_TIME: lambda p: "the saved start time is damaged",
    MessageId.SAVE_COUNTS: lambda p: "the saved hint and assistance counts are damaged",
    MessageId.SAVE_REPLAY: lambda p: f"saved command {p['number']} cannot be replayed: {p['reason']}",
}
