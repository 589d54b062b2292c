"""Edit ▸ Paste Position: a position from the clipboard, in the board-file format.

Whatever the clipboard holds is untrusted text: anything but a complete, consistent
position is refused with the reason in the player's language (a card twice, cards
missing, a line that is no column), cards named in words ("the king of spades appears
twice"), what the player typed quoted as typed; the game in progress is left alone.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from boulanger_qt.core.boardfile import BoardFileError, parse_board
from boulanger_qt.core.state import GameState
from boulanger_qt.ui.text.numbers import number
from boulanger_qt.ui.text.problem_text import render
from boulanger_qt.ui.text.words import clause, fill

MAX_TEXT: Final = 4000  # a board file of 52 cards is a few hundred characters


class PositionTextError(ValueError):
    """Text that is not a position to play; the message says why, for the player."""


def position_from_text(text: str) -> GameState:
    if not text.strip():
        raise PositionTextError(QCoreApplication.translate(
            "PositionText", "the clipboard holds no text (copy a board file first)"))
    if len(text) > MAX_TEXT:
        raise PositionTextError(fill(QCoreApplication.translate(
            "PositionText", "the clipboard holds %1 characters, far more than a position"),
            number(len(text))))
    try:
        return parse_board(text)
    except BoardFileError as exc:
        # inside "Cannot play the pasted position: …"
        raise PositionTextError(clause(render(exc.message))) from None
