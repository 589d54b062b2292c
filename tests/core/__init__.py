"""Tests of the pure-Python engine (no Qt), and helpers to build positions for them."""

from __future__ import annotations

import random
from collections.abc import Sequence

from hypothesis import strategies as st

from boulanger_qt.core.cards import FULL_DECK, KING, Card, Suit
from boulanger_qt.core.moves import COLUMN_COUNT, Move
from boulanger_qt.core.rules import apply_move, illegal_reason, legal_moves
from boulanger_qt.core.state import GameState

FILLER = "*"


def cards(text: str) -> list[Card]:
    """`"KH QH JH"` -> the cards, bottom first."""
    return [Card.parse(token) for token in text.split()]


def build(
    columns: Sequence[str],
    cells: Sequence[str | None] | int = 4,
    foundations: str = "",
) -> GameState:
    """A complete, validated position from a short description.

    `columns`: up to 8 strings, bottom card first; `""` is an empty column and `"*"` a
    filler column that receives the cards nobody placed (sorted by rank, so filler
    columns hold no runs). Missing columns are empty.
    `cells`: a count of empty cells, or the cell contents (`None` = empty).
    `foundations`: the top card of each non-empty foundation, e.g. `"3H AS"`.
    """
    on_foundations = [0, 0, 0, 0]
    for card in cards(foundations):
        on_foundations[card.suit] = card.rank
    cell_cards: list[Card | None] | int = (
        cells if isinstance(cells, int) else [None if c is None else Card.parse(c) for c in cells]
    )
    placed = {c for col in columns if col != FILLER for c in cards(col)}
    placed |= {c for c in ([] if isinstance(cell_cards, int) else cell_cards) if c is not None}
    placed |= {c for c in FULL_DECK if c.rank <= on_foundations[c.suit]}
    leftover = sorted((c for c in FULL_DECK if c not in placed), key=lambda c: (c.rank, c.suit))
    fillers = [i for i, col in enumerate(columns) if col == FILLER]
    if leftover and not fillers:
        raise ValueError(f"no filler column for {' '.join(map(str, leftover))}")
    # Contiguous slices of the rank-sorted leftovers: no runs inside a filler column, and
    # the filler tops climb by about two ranks from column to column, so they rarely fit.
    piles = [leftover[len(leftover) * n // len(fillers) : len(leftover) * (n + 1) // len(fillers)]
             for n in range(len(fillers))]
    stacks: list[list[Card]] = []
    for col in list(columns) + [""] * (8 - len(columns)):
        stacks.append(piles.pop(0) if col == FILLER else cards(col))
    return GameState.from_columns(stacks, cell_cards, on_foundations)


@st.composite
def positions(draw: st.DrawFn, cell_counts: Sequence[int] = (4, 2, 1)) -> GameState:
    """Any complete position, rich in same-suit runs, empty columns and filled cells.

    Each suit's cards above its foundation are cut into runs of consecutive ranks; the
    runs are shuffled into the columns (some left empty), a few top cards into cells.
    Not every such position can be reached in play; every one is a legal position.
    """
    game_cells = draw(st.sampled_from(cell_counts))
    foundations = [draw(st.sampled_from([0, 0, 0, 1, 2, 3, 5, 8, 12, 13])) for _ in range(4)]
    runs: list[list[Card]] = []
    for suit in Suit:
        run: list[Card] = []
        for rank in range(KING, foundations[suit], -1):
            if run and draw(st.integers(0, 3)) == 0:
                runs.append(run)
                run = []
            run.append(Card(rank, suit))
        if run:
            runs.append(run)
    runs = draw(st.permutations(runs))
    held: list[Card | None] = []
    for _ in range(game_cells):
        take = draw(st.booleans())
        if runs and take:
            held.append(runs[-1].pop())
            if not runs[-1]:
                runs.pop()
        else:
            held.append(None)
    empty = draw(st.integers(0, 3))
    used = max(1, COLUMN_COUNT - empty)
    stacks: list[list[Card]] = [[] for _ in range(COLUMN_COUNT)]
    for run in runs:
        stacks[draw(st.integers(0, used - 1))].extend(run)
    order = draw(st.permutations(range(COLUMN_COUNT)))
    return GameState.from_columns([stacks[i] for i in order], held, foundations)


def random_line(rng: random.Random, state: GameState, length: int) -> list[Move]:
    """Up to `length` legal moves of random play from `state` (fewer where it gets stuck)."""
    moves: list[Move] = []
    for _ in range(length):
        choices = legal_moves(state)
        if not choices:
            break
        moves.append(rng.choice(choices))
        state = apply_move(state, moves[-1])
    return moves


def why_illegal(state: GameState, move: Move) -> str | None:
    """Why the move is illegal, in English; None for a legal move."""
    reason = illegal_reason(state, move)
    return None if reason is None else str(reason)
