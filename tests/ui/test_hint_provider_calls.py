"""`boulanger_hint_providers` is asked when the player asks for a hint, not after every move
(docs/plugins.md): the checked providers are kept until a plugin comes or goes."""

from __future__ import annotations

from collections.abc import Callable

from boulanger_qt.api import GameState, Hint, HintProvider, Move, hookimpl
from boulanger_qt.core.session import Session

from .conftest import Board


class Quick:
    name = "counted"
    display_name = "Counted"

    def hint(self, state: GameState, cancel: Callable[[], bool]) -> Hint | None:
        return Hint(Move.parse("6a"))


class Counting:
    def __init__(self) -> None:
        self.asked = 0

    @hookimpl
    def boulanger_hint_providers(self) -> list[HintProvider]:
        self.asked += 1
        return [Quick()]


def test_moves_and_undos_never_ask_a_hint_request_asks_once(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 4))
    window = board.window
    counting = Counting()
    assert window.context.host.register(counting, "counting")
    window.controller.play(Move.parse("6a"))  # the first look after a registration asks
    assert counting.asked == 1
    window.controller.play(Move.parse("6b"))
    window.undo()
    window.undo()
    window.redo()
    assert counting.asked == 1
    assert "counted" in {p.name for p in window.assist.providers()}
    window.context.update_settings(hint_provider="counted")
    window.undo()
    window.assist.hint_action.trigger()
    board.qtbot.waitUntil(lambda: board.hint_shown, timeout=5000)
    assert counting.asked == 2


def test_the_kept_providers_follow_registrations(make_board: Callable[..., Board]) -> None:
    board = make_board(Session.new_deal(1, 4))
    host = board.window.context.host
    counting = Counting()
    host.register(counting, "counting")
    assert "counted" in {p.name for p in host.hint_providers()}
    host.hint_providers()
    assert counting.asked == 1
    host.unregister("counting")
    assert "counted" not in {p.name for p in host.hint_providers()}
    assert counting.asked == 1
