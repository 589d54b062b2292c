"""The ids of everything the core can say (`messages.MessageId`, where every caller finds it).

Apart from `messages` so that the English sentences (`message_english`) can name them
without importing the module that loads them.
"""

from enum import StrEnum


class MessageId(StrEnum):
    """Every sentence the core can say. The comment lists the parameters each one carries."""

    # Why a move is illegal (rules.illegal_reason).
    SAME_PLACE = "same-place"  # place
    FROM_FOUNDATION = "from-foundation"
    NO_CARDS = "no-cards"
    SEVERAL_NOT_COLUMNS = "several-not-columns"
    NO_SUCH_CELL = "no-such-cell"  # place, cells
    EMPTY_SOURCE = "empty-source"  # place
    TOO_FEW_CARDS = "too-few-cards"  # place, count
    NOT_A_RUN = "not-a-run"  # count, card, onto
    FOUNDATION_NEEDS_ACE = "foundation-needs-ace"  # card
    FOUNDATION_NEEDS = "foundation-needs"  # card, needed
    CELL_OCCUPIED = "cell-occupied"  # place, card
    SAME_SUIT_NEEDED = "same-suit-needed"  # card, onto
    ONE_RANK_HIGHER = "one-rank-higher"  # card, onto
    RUN_TOO_LONG = "run-too-long"  # count, cells, columns, capacity
    RUN_TOO_LONG_TO_EMPTY = "run-too-long-to-empty"  # count, cells, columns, capacity
    ILLEGAL_MOVE = "illegal-move"  # move, reason (a Message)
    # Where the game stands.
    STUCK = "stuck"
    WINNABLE = "winnable"
    NOT_WINNABLE = "not-winnable"
    NO_LONGER_WINNABLE = "no-longer-winnable"  # count: undos back to a winnable position
    WINNABLE_UNKNOWN = "winnable-unknown"
    CHECKING_WINNABLE = "checking-winnable"
    # Text that cannot be read.
    CARD_SHAPE = "card-shape"  # text
    CARD_SUIT = "card-suit"  # text
    CARD_RANK = "card-rank"  # text
    NOT_A_RANK = "not-a-rank"  # text
    NOT_A_PLACE = "not-a-place"  # text
    NOT_A_MOVE = "not-a-move"  # text
    MOVE_TEXT_ILLEGAL = "move-text-illegal"  # text, reason (a Message)
    RUN_AT_MOST_13 = "run-at-most-13"
    DEAL_OUT_OF_RANGE = "deal-out-of-range"  # number, low, high
    CODE_PARTS = "code-parts"  # text
    CODE_PREFIX = "code-prefix"  # text, expected
    CODE_CELLS = "code-cells"  # text
    CODE_LENGTH = "code-length"  # text, expected, length
    CODE_CHARACTER = "code-character"  # text, char
    CODE_DEAL_RANGE = "code-deal-range"  # text, number, low, high
    # Board files (boardfile.py) and positions that cannot occur (state.py).
    CELL_COUNT = "cell-count"  # count
    BOARD_HEADER_LATE = "board-header-late"  # line, header (as written)
    BOARD_HEADER_TWICE = "board-header-twice"  # line, header (as written)
    BOARD_NOT_A_FOUNDATION = "board-not-a-foundation"  # line, text
    BOARD_LINE = "board-line"  # line, reason (a Message)
    BOARD_TOO_MANY_COLUMNS = "board-too-many-columns"  # line, columns
    BOARD_CELLS_OVERFLOW = "board-cells-overflow"  # count, cells
    BOARD_IMPOSSIBLE = "board-impossible"  # reason (a Message)
    POSITION_FOUNDATIONS = "position-foundations"
    POSITION_COLUMNS = "position-columns"  # count, columns
    POSITION_FOUNDATION_RANK = "position-foundation-rank"  # suit, rank
    CARD_TWICE = "card-twice"  # card, first, second (Places)
    CARDS_MISSING = "cards-missing"  # cards (a tuple of Cards)
    # A saved game that cannot be restored (session.py).
    SAVE_NOT_OBJECT = "save-not-object"
    SAVE_FORMAT = "save-format"  # format (as found, quoted)
    SAVE_DEAL_NOT_WHOLE = "save-deal-not-whole"
    SAVE_DEAL_RANGE = "save-deal-range"  # deal (as found), low, high
    SAVE_LACKS_START = "save-lacks-start"
    SAVE_CELLS = "save-cells"  # cells (as found)
    SAVE_MOVES = "save-moves"
    SAVE_TOO_MANY_MOVES = "save-too-many-moves"  # limit
    SAVE_TIME = "save-time"
    SAVE_START_DAMAGED = "save-start-damaged"  # reason (a Message)
    SAVE_DEAL_DAMAGED = "save-deal-damaged"  # reason (a Message)
    SAVE_NOT_THE_DEAL = "save-not-the-deal"  # deal
    SAVE_ID = "save-id"
    SAVE_START_TIME = "save-start-time"
    SAVE_COUNTS = "save-counts"
    SAVE_REPLAY = "save-replay"  # number, reason (a Message)
