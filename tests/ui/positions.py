"""Hand-made positions for the UI tests, written like board files."""

from __future__ import annotations

from boulanger_qt.core.boardfile import parse_board
from boulanger_qt.core.session import Session


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
