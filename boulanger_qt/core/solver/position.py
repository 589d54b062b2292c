"""The solver's compact position encoding.

A card is its `Card.index` (suit * 13 + rank - 1, suits S H D C), one byte. A position
is one `bytes` key: the 8 columns (bottom card first) sorted, then the occupied free
cells sorted, then the 4 foundation ranks, joined by SEP (the byte 0xFF):

    col col col col col col col col SEP cells SEP foundations     (SEP between all)

Sorting makes the key canonical: positions that differ only in the order of columns
or free cells share one key. The foundations are implied by the cards in play but are
kept so the search never has to recount them.
"""

from __future__ import annotations

from typing import Final

from boulanger_qt.core.state import GameState

SEP_BYTES: Final = b"\xff"
WON_FOUNDATIONS: Final = bytes((13, 13, 13, 13))

SUIT: Final = tuple(c // 13 for c in range(52))
RANK0: Final = tuple(c % 13 for c in range(52))  # rank - 1
ONE: Final = tuple(bytes((c,)) for c in range(52))
# PARENT[c]: the card c is built on in a column (same suit, one rank higher), -1 for kings.
PARENT: Final = tuple(c + 1 if c % 13 != 12 else -1 for c in range(52))


def make_key(columns: list[bytes], cells: bytes, foundations: bytes) -> bytes:
    """The canonical key; `columns` is sorted in place."""
    columns.sort()
    return SEP_BYTES.join((*columns, cells, foundations))


def encode(state: GameState) -> tuple[list[bytes], list[int | None], bytearray]:
    """A GameState as concrete columns, cell slots and foundations (board order kept)."""
    columns = [bytes(card.index for card in col) for col in state.columns]
    cells = [None if card is None else card.index for card in state.cells]
    return columns, cells, bytearray(state.foundations)


def autoplay(columns: list[bytes], cells: bytes, foundations: bytearray) -> bytes:
    """Play every foundation move (always safe in Baker's Game), updating `columns` and
    `foundations` in place; return the new cells."""
    moved = True
    while moved:
        moved = False
        for i, col in enumerate(columns):
            while col:
                c = col[-1]
                if foundations[SUIT[c]] != RANK0[c]:
                    break
                foundations[SUIT[c]] += 1
                col = col[:-1]
                moved = True
            columns[i] = col
        kept = cells
        for c in cells:
            if foundations[SUIT[c]] == RANK0[c]:
                foundations[SUIT[c]] += 1
                kept = kept.replace(ONE[c], b"")
                moved = True
        cells = kept
    return cells


def start_key(state: GameState) -> bytes:
    """The key of `state` after all foundation moves have been played."""
    columns, cells, foundations = encode(state)
    occupied = autoplay(columns, bytes(sorted(c for c in cells if c is not None)), foundations)
    return make_key(columns, occupied, bytes(foundations))
