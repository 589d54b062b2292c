"""What the board shows, compared with the game: the UI tests' eyes.

A test that only reads the session cannot see a board that forgot to follow an undo.
`mismatches` reads the scene as a player sees it — where each card item is drawn, in
which stacking order, which empty places are drawn — and lists every way that differs
from the session's position. The expected places come from the layout (the board's
geometry in card units), never from the scene's own bookkeeping.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from boulanger_qt.core.cards import FULL_DECK, Card, Suit
from boulanger_qt.core.moves import PlaceKind
from boulanger_qt.core.state import GameState
from boulanger_qt.ui.board.scene import BoardScene

TOLERANCE = 0.5  # pixels


def _near(a: QPointF, x: float, y: float) -> bool:
    return abs(a.x() - x) <= TOLERANCE and abs(a.y() - y) <= TOLERANCE


def _where(state: GameState) -> dict[Card, str]:
    places: dict[Card, str] = {}
    for suit in Suit:
        for rank in range(1, state.foundations[suit] + 1):
            places[Card(rank, suit)] = f"foundation {suit.letter}"
    for i, card in enumerate(state.cells):
        if card is not None:
            places[card] = f"cell {'abcd'[i]}"
    for c, column in enumerate(state.columns):
        for depth, card in enumerate(column):
            places[card] = f"column {c + 1} card {depth + 1}"
    return places


def mismatches(scene: BoardScene, state: GameState) -> list[str]:
    """Every difference between what `scene` draws and `state` (empty: they agree)."""
    scene.animator.complete()  # compare where the cards come to rest
    lay = scene.layout
    problems: list[str] = []
    where = _where(state)

    def check(card: Card, x: float, y: float) -> None:
        item = scene.cards[card]
        if not item.isVisible():
            problems.append(f"{card} ({where[card]}) is hidden")
        elif not _near(item.pos(), x, y):
            problems.append(f"{card} should be drawn at {where[card]} ({x:.0f},{y:.0f}), "
                            f"is at ({item.pos().x():.0f},{item.pos().y():.0f})")

    for suit in Suit:
        x, y, _, _ = lay.pile_rect((PlaceKind.FOUNDATION, suit))
        pile = [Card(rank, suit) for rank in range(1, state.foundations[suit] + 1)]
        for card in pile:
            check(card, x, y)
        if len(pile) > 1:
            top = scene.cards[pile[-1]].zValue()
            if any(scene.cards[c].zValue() >= top for c in pile[:-1]):
                problems.append(f"{pile[-1]} is not on top of its foundation")
    for i, cell in enumerate(state.cells):
        if cell is not None:
            x, y, _, _ = lay.pile_rect((PlaceKind.CELL, i))
            check(cell, x, y)
    for c, column in enumerate(state.columns):
        for depth, card in enumerate(column):
            x, y = lay.column_x(c), lay.tableau_y + depth * lay.fan(len(column))
            check(card, x, y)
        depths = [scene.cards[card].zValue() for card in column]
        if depths != sorted(depths) or len(set(depths)) != len(depths):
            problems.append(f"column {c + 1} is stacked in the wrong order")
    missing = set(FULL_DECK) - set(where)
    if missing:
        problems.append(f"the position lacks {sorted(map(str, missing))}")
    for i, slot in enumerate(scene.slots[(PlaceKind.CELL, i)] for i in range(4)):
        if slot.isVisible() != (i < state.cell_count):
            problems.append(f"free cell {'abcd'[i]} is {'drawn' if slot.isVisible() else 'not drawn'} "
                            f"in a {state.cell_count}-cell game")
    return problems


def assert_board_shows(scene: BoardScene, state: GameState) -> None:
    problems = mismatches(scene, state)
    assert not problems, "the board does not show the game:\n  " + "\n  ".join(problems)
