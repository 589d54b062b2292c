"""The main window: shortcuts, dialogs, notices, plugins, cell counts, a whole game."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QStandardItemModel
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton

from boulanger_qt.api import GameState, Move, hookimpl
from boulanger_qt.core.cards import Card
from boulanger_qt.core.moves import Place, PlaceKind, parse_moves
from boulanger_qt.core.session import Session
from boulanger_qt.ui.dialogs.new_game import NewGameDialog

from .conftest import DATA, Board, FakeClock, notice_button
from .positions import ENDGAME, LOCKED, session_from

C = Card.parse


def _solution(name: str) -> list[Move]:
    lines = (DATA / name).read_text().splitlines()
    return parse_moves(" ".join(line for line in lines if not line.startswith("#")))


def test_undo_and_redo_through_standard_shortcuts(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    start = board.state
    board.click(C("9S"))
    after = board.state
    assert after != start
    QTest.keyClick(board.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert board.state == start
    QTest.keyClick(
        board.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert board.state == after
    assert board.window.controller.session.score == 10


def test_restart_shortcut_is_undoable(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.click(C("9S"))
    moved = board.state
    QTest.keyClick(board.window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert board.state == board.window.controller.session.initial
    QTest.keyClick(board.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert board.state == moved


def test_new_game_dialog_rejects_a_bad_code(qtbot: object) -> None:
    dialog = NewGameDialog(4)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.code_button.setChecked(True)
    QTest.keyClicks(dialog.code, "BK1-C3-AAAAA24")
    assert not ok.isEnabled()
    assert "C3" in dialog.error.text()
    dialog.code.clear()
    QTest.keyClicks(dialog.code, "  bk1-c2-aaaaa24 ")
    assert ok.isEnabled()
    assert dialog.error.text() == ""
    code = dialog.chosen()
    assert (code.deal, code.cells) == (860, 2)
    assert dialog.cells == 2  # the code's cell count wins


def test_new_game_dialog_deals_from_the_menu(make_board: Callable[..., Board]) -> None:
    board = make_board()

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.cell_buttons.button(2).click()
        dialog.number.setValue(617)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(0, fill)
    board.window.menus.new_action.trigger()
    session = board.window.controller.session
    assert (session.deal, session.cells) == (617, 2)
    assert board.window.status_line.code_button.text() == "BK1-C2-AAAAATJ"


def test_the_deal_of_the_day_from_the_menu_is_named_in_the_title(make_board: Callable[..., Board]) -> None:
    from datetime import date

    from boulanger_qt.core.daily import daily_deal
    from boulanger_qt.core.deals import GameCode

    window = make_board().window
    assert window.completed
    window.menus.daily_action.trigger()
    session = window.controller.session
    assert (session.deal, session.cells) == (daily_deal(date.today()), 4)
    assert window.windowTitle().startswith("Deal of the Day, ") and str(session.code) in window.windowTitle()
    window.menus.daily_action.trigger()  # again: the same game goes on, and the player is told
    assert window.controller.session is session
    assert window.statusBar().currentMessage() == "This is today's Deal of the Day."
    window.start_code(GameCode(5, 4))
    assert window.windowTitle().startswith(f"Deal 5 · {GameCode(5, 4)}")
    window.start_code(GameCode(daily_deal(date.today()), 2))  # its deal, but not with 4 cells
    assert window.windowTitle().startswith(f"Deal {daily_deal(date.today())} · "
                                           f"{GameCode(daily_deal(date.today()), 2)}")


def test_the_title_gives_the_deal_number_code_and_difficulty(make_board: Callable[..., Board]) -> None:
    from boulanger_qt.core.deals import GameCode
    from boulanger_qt.core.difficulty import difficulty_table

    window = make_board().window
    table = difficulty_table(4)
    for level in (1, 3, 5):
        number = table.pick(level)
        window.start_code(GameCode(number, 4))
        assert window.windowTitle() == f"Deal {number} · {GameCode(number, 4)} · difficulty {level}/5"
    window.start_code(GameCode(table.ratings.index("0") + 1, 4))  # cannot be won: no rating
    code = window.controller.session.code
    assert code is not None and window.windowTitle() == f"Deal {code.deal} · {code}"


def test_new_game_deals_a_winnable_deal_of_the_difficulty_asked(make_board: Callable[..., Board]) -> None:
    from boulanger_qt.core.difficulty import difficulty_table

    board = make_board()

    def fill(level: int, cells: int) -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.cell_buttons.button(cells).click()
        assert dialog.random_button.isChecked() and dialog.winnable.isChecked()
        assert dialog.difficulty.isEnabled()
        dialog.difficulty.setCurrentIndex(dialog.difficulty.findData(level))
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    for level, cells in ((2, 4), (5, 4), (4, 2), (3, 1)):
        QTimer.singleShot(0, lambda level=level, cells=cells: fill(level, cells))
        board.window.menus.new_action.trigger()
        session = board.window.controller.session
        assert session.cells == cells and difficulty_table(cells).rating(session.deal or 0) == level


def test_new_game_offers_only_the_difficulties_some_deal_has(qtbot: object) -> None:
    dialog = NewGameDialog(4)
    model = dialog.difficulty.model()
    assert isinstance(model, QStandardItemModel)

    def enabled() -> list[bool]:
        return [model.item(row).isEnabled() for row in range(1, 6)]

    assert enabled() == [True] * 5
    dialog.cell_buttons.button(1).click()  # one cell: no deal can be won with a quarter or half of it
    assert enabled() == [False, False, True, True, True]
    dialog.winnable.click()
    assert not dialog.difficulty.isEnabled() and dialog.level is None


@pytest.mark.parametrize("cells", [4, 2, 1])
def test_removed_cells_are_not_drawn_and_never_targets(
    make_board: Callable[..., Board], cells: int
) -> None:
    board = make_board(Session.new_deal(5, cells))
    visible = [board.scene.slots[(PlaceKind.CELL, i)].isVisible() for i in range(4)]
    assert visible == [i < cells for i in range(4)]
    card = board.state.columns[0][-1]
    for index in range(cells, 4):
        board.drag(card, Place.cell(min(index, cells - 1)))
        board.window.controller.undo()
    # Dragging fills the cells one by one; the next card has nowhere to go in a cell.
    for column in range(cells + 1):
        top = board.state.columns[column][-1]
        board.drag(top, Place.cell(min(column, cells - 1)))
    assert sum(c is not None for c in board.state.cells) == cells
    assert len(board.state.cells) == cells


class _Exploding:
    calls = 0

    @hookimpl
    def boulanger_move_applied(self, move: Move | None, after: GameState) -> None:
        _Exploding.calls += 1
        raise RuntimeError("boom")


def test_plugin_raising_in_a_hook_is_disabled_and_play_goes_on(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.window.context.host.register(_Exploding(), "exploding")
    board.click(C("9S"))
    assert board.state.foundations[0] == 9  # the move happened and is shown
    assert board.scene.card_rect(C("9S")).topLeft() == board.scene.card_rect(C("8S")).topLeft()
    assert "exploding" in board.window.notice.label.text()
    assert board.window.notice.isVisible()
    board.drag(C("JS"), Place.column(6))
    assert [str(c) for c in board.state.columns[6]] == ["JS", "TS"]
    assert _Exploding.calls == 1
    infos = {info.name: info for info in board.window.context.host.plugins()}
    assert not infos["exploding"].enabled


def test_stuck_notice_offers_undo_restart_new_game(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(LOCKED, cells=1))
    notice = board.window.notice
    assert not notice.isVisible()
    board.window.controller.play(Move.parse("8a"))
    assert board.window.controller.session.is_stuck()
    assert notice.isVisible() and notice.kind == "stuck"
    notice_button(notice, "Undo").click()
    assert board.state.cells[0] is None
    assert not notice.isVisible()


def test_status_bar_code_copies_to_clipboard(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(860, 4))
    QTest.mouseClick(board.window.status_line.code_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == "BK1-C4-AAAAA24"
    assert board.window.windowTitle() == "Deal 860 · BK1-C4-AAAAA24 · difficulty 5/5"  # + " — Boulanger"


def test_whole_winnable_deal_played_with_the_mouse(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 4))
    moves = _solution("deal1-fc-solve.txt")
    for number, move in enumerate(moves, start=1):
        before = board.state
        board.play(move)
        assert board.state != before, f"move {number} ({move}) did not happen"
    session = board.window.controller.session
    assert session.is_won()
    assert session.move_count == len(moves)
    assert board.window.won_panel.isVisible()
    assert f"<b>{session.score}</b>" in board.window.won_panel.details.text()


def test_cards_are_drawn_again_when_the_pixel_ratio_changes(make_board: Callable[..., Board]) -> None:
    board = make_board()
    item = board.scene.cards[Card.parse("AS")]
    assert item.pixmap().devicePixelRatio() == 1.0
    view = board.window.view
    view.devicePixelRatioF = lambda: 2.0  # type: ignore[method-assign]  # as on a HiDPI screen
    QApplication.sendEvent(view, QEvent(QEvent.Type.DevicePixelRatioChange))
    pixmap = item.pixmap()
    assert pixmap.devicePixelRatio() == 2.0
    assert abs(pixmap.width() - 2 * board.scene.layout.card_width) <= 1


def _celebrating(board: Board) -> bool:
    return board.scene.celebrating  # read afresh (no narrowing across actions)


def test_closing_the_win_box_puts_the_cards_back_on_the_foundations(
    make_board: Callable[..., Board],
) -> None:
    board = make_board(session_from(ENDGAME))
    board.window.send_home()
    board.qtbot.waitUntil(board.window.won_panel.isVisible, timeout=10000)
    assert _celebrating(board)  # the ring of cards
    close = next(b for b in board.window.won_panel.findChildren(QPushButton) if b.text() == "Close")
    close.click()
    assert not _celebrating(board)
    board.check()  # every card drawn on its foundation again


def test_winning_again_after_undoing_the_win_celebrates_again(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.window.send_home()
    board.qtbot.waitUntil(board.window.won_panel.isVisible, timeout=10000)
    board.window.undo()
    assert not board.window.won_panel.isVisible()
    assert not _celebrating(board)
    board.check()
    (last,) = board.state.cards_in_play()
    board.click(last)  # the card taken back goes home again
    assert board.window.won_panel.isVisible()
    assert _celebrating(board)


def test_restart_keeps_the_clock(make_board: Callable[..., Board]) -> None:
    clock = FakeClock()
    board = make_board(Session(session_from(ENDGAME).state, clock=clock))
    board.click(C("9S"))
    clock.now += 75
    board.window.status_line.update_clock()
    assert board.window.status_line.labels["time"].text() == "Time: 1:15"
    board.window.menus.restart_action.trigger()
    assert board.window.status_line.labels["time"].text() == "Time: 1:15"  # the game's time goes on
