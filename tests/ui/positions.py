"""Hand-made positions for the UI tests, written like board files."""

from __future__ import annotations

from boulanger_qt.core.session import Session
from boulanger_qt.core.state import parse_board


def session_from(board: str, cells: int | None = None) -> Session:
    return Session(parse_board(board, cells))


# Spades to 8, the other suits to 10 on the foundations; three empty columns.
ENDGAME = """\
Foundations: H-T C-T D-T S-8
Freecells: - - - -
KS
QH QS JS TS 9S
KH
KD QD JD
KC QC JC
JH


"""

# No foundation move, one accepting column, empty columns and cells.
PRIORITY = """\
Foundations: H-T C-T D-T S-7
Freecells: - - - -
KS QS JS TS
KH QH JH 9S
KD QD JD
KC QC JC 8S



"""

# KS can reach no foundation and no column: a double click takes it to an empty column.
LONE_KING = """\
Foundations: H-T C-T D-T S-7
Freecells: - - - -
8S KS
QH QS JS TS 9S
KH
KD QD JD
KC QC JC
JH


"""

# Every top card is blocked and no ace is free: with one cell, lost from the start, and
# stuck after any move into the cell.
LOCKED = """\
AH 2H 3H 4H 5H 6H 7H
AD 8H 9H TH JH QH KH
2D 3D 4D 5D 6D 7D 8D
AC 9D TD JD QD KD 2C
3C 4C 5C 6C 7C 8C
AS 9C TC JC QC KC
2S 3S 4S 5S 6S 7S
8S 9S TS JS QS KS
"""

# A five-card spade run that could go on KS, with one free cell and no empty column: at
# most two cards may move.
SHORT_OF_ROOM = """\
Foundations: H-T C-T D-T S-6
Freecells: JH JD JC -
KS
QH QS JS TS 9S 8S
KH
KD
QD
KC
QC
7S
"""
