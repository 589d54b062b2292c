"""The board read back through Qt's accessibility API after a few moves: piles, cards,
names, descriptions, the keyboard focus, and what is announced."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAccessibleWidget
from pytestqt.qtbot import QtBot

from boulanger_qt.core.cards import Card, Suit
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session
from boulanger_qt.ui.board.accessible import BoardAccessible

from .conftest import Board, first_picture
from .positions import ENDGAME, LOCKED, session_from
from .test_window import _solution

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


def tree(board: Board) -> QAccessibleInterface:
    interface = QAccessible.queryAccessibleInterface(board.window.view)
    assert isinstance(interface, BoardAccessible)
    return interface


def children(interface: QAccessibleInterface) -> list[QAccessibleInterface]:
    return [interface.child(i) for i in range(interface.childCount())]


def described(board: Board) -> dict[str, str]:
    return {pile.text(NAME): pile.text(DESCRIPTION) for pile in children(tree(board))}


def test_the_board_exposes_its_piles_in_board_order(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 2))
    root = tree(board)
    assert root.text(NAME) == "Card table"
    assert root.role() == QAccessible.Role.Pane
    assert [p.text(NAME) for p in children(root)] == [
        "Free cell a", "Free cell b",
        "Spades foundation", "Hearts foundation", "Diamonds foundation", "Clubs foundation",
        *(f"Column {n}" for n in range(1, 9)),
    ]
    for index, pile in enumerate(children(root)):
        assert pile.parent() is root and root.indexOfChild(pile) == index
        assert pile.role() == QAccessible.Role.List
        assert pile.rect().isValid()
        assert root.childAt(pile.rect().center().x(), pile.rect().center().y()) is pile


def test_descriptions_follow_the_moves(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 4))
    state = board.state
    top = state.columns[0][-1]
    assert described(board)["Free cell a"] == "empty"
    assert described(board)["Column 1"] == f"{_name(top)} on top, 7 cards"
    board.play(Move.parse("1a"))
    after = described(board)
    assert after["Free cell a"] == _name(top)
    below = state.columns[0][-2]
    assert after["Column 1"].startswith(f"{_name(below)} on top") and after["Column 1"].endswith("6 cards")
    # Along a winning line, every pile reads what the position holds.
    board.window.undo()
    session = board.window.session
    saw_foundation = saw_run = False
    for move in _solution("deal1-fc-solve.txt")[:60]:
        board.window.controller.play(move)
        texts = described(board)
        for suit in Suit:
            rank = session.state.foundations[suit]
            saw_foundation |= rank > 0
            expected = "empty" if rank == 0 else f"up to the {_name(Card(rank, suit))}"
            assert texts[f"{suit.name.capitalize()} foundation"] == expected
        for n, column in enumerate(session.state.columns, start=1):
            if not column:
                assert texts[f"Column {n}"] == "empty"
                continue
            run = _run(column)
            saw_run |= run > 1
            parts = [f"{_name(column[-1])} on top", *([f"a run of {run}"] if run > 1 else []),
                     f"{len(column)} card{'s' if len(column) > 1 else ''}"]
            assert texts[f"Column {n}"] == ", ".join(parts)
        for i, held in enumerate(session.state.cells):
            assert texts[f"Free cell {'abcd'[i]}"] == ("empty" if held is None else _name(held))
    assert saw_foundation and saw_run
    # The cards are the piles' children, bottom first, named in words.
    column_one = tree(board).child(session.state.cell_count + 4)
    assert [column_one.child(i).text(NAME) for i in range(column_one.childCount())] == [
        _name(c) for c in session.state.columns[0]
    ]
    card = column_one.child(0)
    assert card.parent() is column_one and column_one.indexOfChild(card) == 0


def test_the_focus_follows_keyboard_play(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 4))
    view = board.window.view
    view.setFocus()
    root = tree(board)
    assert root.focusChild() is None
    QTest.keyClicks(view, "3")
    focused = root.focusChild()
    assert focused is not None and focused.text(NAME) == "Column 3"
    assert focused.state().focused and focused.state().selected
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert root.focusChild() is None
    QTest.keyClicks(view, "a")  # an empty free cell cannot be picked: focus stays off
    assert root.focusChild() is None


def test_moves_refusals_and_the_stuck_notice_are_announced(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 4))
    window = board.window
    spoken = window.access.announcer.spoken
    first = board.state.columns[0][-1]
    window.request_move(Move.parse("1a"))
    assert spoken[-1] == f"Moved {_object(first)} to free cell a (1a)"
    window.undo()
    assert spoken[-1] == f"Undone: moved {_object(first)} to free cell a (1a)"
    bad = next(Move.parse(f"1{j}") for j in range(2, 9)
               if board.state.columns[j - 1][-1].suit is not first.suit)
    window.request_move(bad)
    assert "cannot go on" in spoken[-1] and spoken[-1].endswith(f"({bad})")


def test_the_stuck_notice_is_announced(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(LOCKED, cells=1))
    board.window.controller.play(Move.parse("8a"))
    spoken = board.window.access.announcer.spoken
    assert spoken[-1].startswith("No move is possible")  # not a card can move: none leads back


def test_the_win_is_announced(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 4))
    for move in _solution("deal1-fc-solve.txt"):
        board.window.controller.play(move)
    spoken = board.window.access.announcer.spoken
    assert spoken[-1].startswith("You won! Score ")


def _run(column: tuple[Card, ...]) -> int:
    from boulanger_qt.core.rules import run_length

    return run_length(column)


def _name(card: Card) -> str:
    rank = {1: "ace", 11: "jack", 12: "queen", 13: "king"}.get(card.rank, str(card.rank))
    return f"{rank} of {card.suit.name.lower()}"


def _object(card: Card) -> str:
    return f"the {_name(card)}"


def test_the_notice_bar_is_reached_with_tab(make_board: Callable[..., Board]) -> None:
    from PySide6.QtWidgets import QApplication, QPushButton, QToolButton

    board = make_board(session_from(LOCKED, cells=1))
    board.window.controller.play(Move.parse("8a"))
    board.window.view.setFocus()
    reached: list[str] = []
    for _ in range(6):
        focus = QApplication.focusWidget()
        assert focus is not None
        QTest.keyClick(focus, Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        if isinstance(widget, QPushButton | QToolButton) and widget.parent() is board.window.notice:
            reached.append(widget.text())
    assert reached[:5] == ["Undo", "Restart", "Review", "New Game", "✕"]


def test_a_notice_without_actions_still_shows(qtbot: object) -> None:
    from boulanger_qt.ui.notices import NoticeBar

    notice = NoticeBar()
    notice.show_message("Settings could not be saved.")
    assert notice.kind == "info" and notice.label.text() == "Settings could not be saved."


def test_a_reader_on_from_launch_gets_the_piles_and_cards(qtbot: QtBot) -> None:
    # With accessibility on before launch, the AT asks for the board as soon as the first
    # picture is up, before the accessibility layer exists: Qt's default interface (no
    # piles) was cached and served for good.
    window, session = first_picture(qtbot)
    early = QAccessible.queryAccessibleInterface(window.view)
    if isinstance(early, BoardAccessible):
        # An earlier test installed the factory, for good (Qt cannot remove one): cache
        # the default interface as Qt makes it without the factory.
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(early))
        early = QAccessibleWidget(window.view, QAccessible.Role.Pane)
        QAccessible.registerAccessibleInterface(early)
    assert QAccessible.queryAccessibleInterface(window.view) is early
    assert early is not None and early.childCount() < 16
    window.complete()
    root = QAccessible.queryAccessibleInterface(window.view)
    assert isinstance(root, BoardAccessible)
    assert root.childCount() == 4 + 4 + 8
    window_interface = QAccessible.queryAccessibleInterface(window)
    assert window_interface is not None
    assert any(window_interface.child(i) is root for i in range(window_interface.childCount()))
    column = root.child(8)
    assert column is not None and column.text(NAME) == "Column 1"
    assert [c.text(NAME) for c in children(column)] == [_name(c) for c in session.state.columns[0]]


def test_prompts_hints_and_verdicts_are_announced(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    window = board.window
    spoken = window.access.announcer.spoken
    window.view.setFocus()
    QTest.keyClicks(window.view, "3")
    assert spoken[-1].startswith("From column 3: press where it goes")
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    window.assist.hint_action.trigger()
    board.qtbot.waitUntil(lambda: bool(spoken) and spoken[-1].startswith("Hint: "), timeout=10000)
    window.assist.monitor.report.emit("lost", "No longer winnable — undo 2 moves to get back", 2)
    assert spoken[-1] == "No longer winnable — undo 2 moves"
    told = len(spoken)
    window.assist.monitor.report.emit("lost", "No longer winnable — undo 2 moves to get back", 2)
    assert len(spoken) == told  # the same verdict again is not said again
    window.assist.monitor.report.emit("lost", "No longer winnable — undo 3 moves to get back", 3)
    assert spoken[-1] == "No longer winnable — undo 3 moves"
