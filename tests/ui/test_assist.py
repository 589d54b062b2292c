"""Hints, solution playback, the winnability check and winnable deals, in the window."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from boulanger_qt.api import GameState, Hint, Move
from boulanger_qt.app.context import AppContext, build_context
from boulanger_qt.core.cards import Card
from boulanger_qt.core.session import Session
from boulanger_qt.core.solver import SolveResult, solve
from boulanger_qt.ui.assist.work import _assess
from boulanger_qt.ui.dialogs.new_game import NewGameDialog

from .conftest import Board, FakeClock, first_picture
from .positions import ENDGAME, LOCKED, session_from

C = Card.parse


def _use_provider(board: Board, name: str) -> None:
    board.window.context.update_settings(hint_provider=name)


def test_a_window_closed_before_it_is_completed_closes_in_order(qtbot: QtBot) -> None:
    """A quit signal between the first paint and `complete`: assistance has set nothing
    going yet (its searches are made in `complete`), so there is nothing to stop."""
    window, _session = first_picture(qtbot)
    assert window.close()
    assert not window.isVisible() and not window.completed


@pytest.mark.parametrize("provider", ["solver", "quick"])
def test_hint_highlights_source_and_target(make_board: Callable[..., Board], provider: str) -> None:
    board = make_board(session_from(ENDGAME))
    _use_provider(board, provider)
    board.window.assist.hint_action.trigger()
    board.qtbot.waitUntil(lambda: board.hint_shown, timeout=10000)
    assert "Hint" in board.window.statusBar().currentMessage()
    assert not board.window.assist.hints.job.busy


def test_a_move_cancels_a_pending_hint(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    _use_provider(board, "solver")
    board.window.assist.hint_action.trigger()
    board.click(C("9S"))
    board.qtbot.wait(300)
    assert not board.hint_shown


def test_show_solution_plays_to_the_win(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.window.assist.solution_action.trigger()
    board.qtbot.waitUntil(board.window.controller.session.is_won, timeout=20000)
    assert not board.window.assist.solution_action.isChecked()
    panel = board.window.won_panel
    assert panel.isVisible()
    # issue 26 item 6: an assisted win said a plain "You won!"
    assert panel.title.text() == "Won with help" and "Not counted as a win" in panel.details.text()
    assert panel.accessibleName() == "Won with help"


def test_a_win_of_ones_own_says_you_won(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    while not board.window.controller.session.is_won():
        board.window.controller.play(solve(board.window.controller.session.state).moves[0])
    board.qtbot.waitUntil(board.window.won_panel.isVisible, timeout=10000)
    assert board.window.won_panel.title.text() == "You won!"
    assert "Not counted" not in board.window.won_panel.details.text()


def test_a_user_move_stops_the_solution(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 4))
    board.window.assist.solution_action.trigger()
    board.qtbot.waitUntil(lambda: board.window.controller.session.move_count >= 1, timeout=20000)
    board.window.undo()
    moves = board.window.controller.session.move_count
    board.qtbot.wait(1500)
    assert not board.window.assist.playing_solution
    assert board.window.controller.session.move_count == moves


def test_winnability_status_after_moves(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    board.window.assist.check_action.setChecked(True)
    board.qtbot.waitUntil(lambda: board.window.assist.known_verdict == "winnable", timeout=20000)
    assert board.window.assist.verdict.text() == ""  # at move 0 the verdict is no news
    locked = make_board(session_from(LOCKED, cells=1))
    locked.qtbot.waitUntil(lambda: locked.window.assist.known_verdict == "lost", timeout=20000)
    # A deal that cannot be won from the start says so at the start (a player once spent an
    # hour on one with nothing said).
    assert locked.window.assist.verdict.text() == "Not winnable"
    assert locked.window.assist.verdict.isVisibleTo(locked.window)


def test_a_dealt_game_that_cannot_be_won_is_flagged_at_its_first_position(
    make_board: Callable[..., Board]
) -> None:
    board = make_board(Session.new_deal(617, 2))  # the README's unwinnable example (fc-solve agrees)
    assist = board.window.assist
    board.qtbot.waitUntil(lambda: assist.known_verdict == "lost", timeout=20000)
    assert assist.verdict.text() == "Not winnable"


def test_the_verdict_shows_when_it_changes(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 4))  # winnable; "28" makes it lost (fc-solve agrees)
    assist = board.window.assist
    board.qtbot.waitUntil(lambda: assist.known_verdict == "winnable", timeout=20000)
    QTest.keyClicks(board.window.view, "28")
    board.qtbot.waitUntil(lambda: assist.verdict.text() == "No longer winnable —", timeout=20000)
    board.window.undo()
    board.qtbot.waitUntil(lambda: assist.verdict.text() == "", timeout=20000)  # as it was: quiet
    assert assist.known_verdict == "winnable"


def test_undo_count_back_to_a_winnable_position() -> None:
    from boulanger_qt.core.state import parse_board

    lost = parse_board(LOCKED, 1)
    lines = LOCKED.splitlines()
    also_lost = parse_board("\n".join([lines[1], lines[0], *lines[2:]]), 1)  # columns swapped
    winnable = parse_board(ENDGAME)
    def solver(state: GameState, timeout: float, cancelled: Callable[[], bool]) -> SolveResult:
        return solve(state, timeout=timeout, cancel=cancelled)

    verdict, undos, learned = _assess(lost, [also_lost, winnable], {}, lambda: False, solver)
    assert (verdict, undos) == ("lost", 2)
    assert learned[winnable.position_key()] == "winnable"


def test_third_party_hint_provider_from_an_entry_point(
    make_board: Callable[..., Board], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "throwaway_hints.py").write_text(
        "from boulanger_qt.api import Hint, Move, hookimpl\n"
        "class Provider:\n"
        "    name = 'throwaway'\n"
        "    display_name = 'Throwaway'\n"
        "    def hint(self, state, cancel):\n"
        "        return Hint(Move.parse('2h'), 'from the throwaway plugin')\n"
        "@hookimpl\n"
        "def boulanger_hint_providers():\n"
        "    return [Provider()]\n"
    )
    info = tmp_path / "throwaway_hints-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: throwaway-hints\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[boulanger_qt]\nthrowaway = throwaway_hints\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    board = make_board(session_from(ENDGAME), own_context=build_context())  # loads the entry point
    assert "throwaway" in {p.name for p in board.window.assist.providers()}
    _use_provider(board, "throwaway")
    board.window.assist.hint_action.trigger()
    board.qtbot.waitUntil(lambda: board.hint_shown, timeout=5000)
    assert "from the throwaway plugin" in board.window.statusBar().currentMessage()
    sys.modules.pop("throwaway_hints", None)


def test_a_raising_hint_provider_is_turned_off(make_board: Callable[..., Board]) -> None:
    from boulanger_qt.api import hookimpl

    class Broken:
        name = "broken"
        display_name = "Broken"

        def hint(self, state: GameState, cancel: Callable[[], bool]) -> Hint | None:
            raise RuntimeError("no idea")

    class Plugin:
        @hookimpl
        def boulanger_hint_providers(self) -> list[Broken]:
            return [Broken()]

    board = make_board(session_from(ENDGAME))
    board.window.context.host.register(Plugin(), "broken-hints")
    _use_provider(board, "broken")
    board.window.assist.hint_action.trigger()
    board.qtbot.waitUntil(lambda: "broken" in board.window.notice.label.text(), timeout=5000)
    assert "broken" not in {p.name for p in board.window.assist.providers()}
    board.click(C("9S"))  # play goes on
    assert board.state.foundations[0] == 9


@pytest.mark.parametrize("suggestion", [Move.parse("3h"), Move.parse("1d"), "6h"])
def test_a_hint_that_cannot_be_played_turns_its_provider_off(
    make_board: Callable[..., Board], suggestion: object
) -> None:
    from boulanger_qt.api import hookimpl

    class Wrong:
        name = "wrong"
        display_name = "Wrong"

        def hint(self, state: GameState, cancel: Callable[[], bool]) -> Hint | None:
            return Hint(suggestion)  # type: ignore[arg-type]  # plugins may return anything

    class Plugin:
        @hookimpl
        def boulanger_hint_providers(self) -> list[Wrong]:
            return [Wrong()]

    board = make_board(session_from(ENDGAME, cells=2))
    board.window.context.host.register(Plugin(), "wrong-hints")
    _use_provider(board, "wrong")
    board.window.assist.hint_action.trigger()
    board.qtbot.waitUntil(lambda: "cannot be played" in board.window.notice.label.text(), timeout=5000)
    assert not board.hint_shown
    assert "wrong" not in {p.name for p in board.window.assist.providers()}


def _wants(dialog: NewGameDialog) -> bool:
    return dialog.wants_winnable  # read afresh each time (no narrowing across clicks)


def test_winnable_only_is_on_by_default_for_every_cell_count(qtbot: object) -> None:
    dialog = NewGameDialog(4)
    assert dialog.winnable.isChecked() and _wants(dialog)  # a random 4-cell deal is lost 1 time in 4
    dialog.cell_buttons.button(2).click()
    assert dialog.winnable.isChecked() and _wants(dialog)
    dialog.cell_buttons.button(1).click()
    assert dialog.winnable.isChecked()
    dialog.winnable.click()
    dialog.cell_buttons.button(2).click()
    assert not dialog.winnable.isChecked()  # the player's choice sticks
    dialog.number_button.setChecked(True)
    assert not _wants(dialog)
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


@pytest.mark.parametrize("cells", [2, 1])
def test_winnable_deal_comes_from_the_proven_table(make_board: Callable[..., Board], cells: int) -> None:
    from boulanger_qt.core.solver.winnable import winnable_table

    board = make_board()
    board.window.assist.deal_winnable(cells)
    session = board.window.controller.session
    assert session.cells == cells
    assert session.deal in winnable_table(cells)
    board.window.assist.finder.cancel()


def test_build_context_sees_entry_points_only_when_installed() -> None:
    assert "throwaway" not in {p.name for p in build_context().host.hint_providers()}


def test_a_shown_hint_follows_its_cards_when_the_window_resizes(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME))
    _use_provider(board, "quick")
    board.window.assist.hint_action.trigger()
    board.qtbot.waitUntil(lambda: board.hint_shown, timeout=10000)
    board.window.resize(900, 650)
    board.qtbot.waitUntil(lambda: board.scene.layout.card_width < 100, timeout=5000)
    assert board.hint_shown
    source_glow = board.scene._hint_items[0]
    marked = source_glow.mapRectToScene(source_glow.boundingRect())
    top_cards = [column[-1] for column in board.state.columns if column]
    assert any(marked.contains(board.scene.card_rect(card)) for card in top_cards)


def test_one_click_undoes_back_to_a_winnable_position(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 4))  # winnable; "28" makes it lost (fc-solve agrees)
    assist = board.window.assist
    assist.check_action.setChecked(True)
    board.qtbot.waitUntil(lambda: assist.known_verdict == "winnable", timeout=20000)
    start = board.state
    QTest.keyClicks(board.window.view, "28")
    board.qtbot.waitUntil(assist.way_back.isVisible, timeout=20000)
    assert assist.way_back.text() == "undo 1 move"
    QTest.mouseClick(assist.way_back, Qt.MouseButton.LeftButton)
    assert board.state == start
    board.qtbot.waitUntil(lambda: assist.known_verdict == "winnable", timeout=20000)
    assert not assist.way_back.isVisible()


def _without_hint_plugin() -> AppContext:
    from boulanger_qt.app.settings import Settings, app_paths, save_settings

    paths = app_paths()
    paths.ensure()
    save_settings(paths.settings_file, Settings(disabled_plugins=("boulanger_hints",)))
    return build_context(clock=FakeClock())


def test_with_no_hint_provider_hint_is_off_and_the_menu_says_why(make_board: Callable[..., Board]) -> None:
    board = make_board(session_from(ENDGAME), own_context=_without_hint_plugin())
    assist = board.window.assist
    assert assist.providers() == []
    assert not assist.hint_action.isEnabled()
    assist.provider_menu.aboutToShow.emit()
    (entry,) = assist.provider_menu.actions()
    assert not entry.isEnabled() and "Plugins" in entry.text()


def test_on_a_lost_position_the_solver_hint_falls_back_to_the_quick_one(
    make_board: Callable[..., Board],
) -> None:
    board = make_board(session_from(LOCKED, cells=1))  # lost from the start, yet moves exist
    _use_provider(board, "solver")
    board.window.assist.hint_action.trigger()
    board.qtbot.waitUntil(lambda: board.hint_shown, timeout=20000)
    message = board.window.statusBar().currentMessage()
    # The move is a sentence of its own (capital M): it follows a colon.
    assert message.startswith("No winning line from here. Quick (rules of thumb) suggests: Move ")
