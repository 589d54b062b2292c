"""Edit ▸ Paste Position: a position from the clipboard, in the board-file format.

Whatever the clipboard holds is untrusted text: anything but a complete, consistent
position is refused with a `BoardFileError` (a card twice, cards missing, a line that is
no column), the window saying why in the player's language; the game in progress is left
alone.
"""

from __future__ import annotations

from typing import Final

from boulanger_qt.core.boardfile import BoardFileError, parse_board
from boulanger_qt.core.message_ids import MessageId
from boulanger_qt.core.messages import say
from boulanger_qt.core.state import GameState

MAX_TEXT: Final = 4000  # a board file of 52 cards is a few hundred characters


def position_from_text(text: str) -> GameState:
    if not text.strip():
        raise BoardFileError(say(MessageId.PASTE_EMPTY))
    if len(text) > MAX_TEXT:
        raise BoardFileError(say(MessageId.PASTE_TOO_LONG, count=len(text)))
    return parse_board(text)
