"""The host calls hooks through pluggy's own callers: typed methods, ordering, monitoring, tracing;
hook wrappers are refused."""

from __future__ import annotations

import inspect
import logging
from collections.abc import Generator, Mapping, Sequence

import pluggy
import pytest

import boulanger_qt.plugin.specs as hookspecs
from boulanger_qt.api import GameState, GameView, Move, hookimpl
from boulanger_qt.app.controller import GameController
from boulanger_qt.core.session import Session
from boulanger_qt.plugin.host import PluginHost

HOOKS = [name for name, _ in inspect.getmembers(hookspecs, inspect.isfunction)
         if name.startswith("boulanger_")]


class Witness:
    """Records every move it is told of."""

    def __init__(self) -> None:
        self.moves: list[str] = []
        self.ended: list[str] = []

    @hookimpl
    def boulanger_move_applied(self, move: Move | None, after: GameState) -> None:
        self.moves.append(str(move))

    @hookimpl
    def boulanger_game_ended(self, outcome: object) -> None:
        self.ended.append(str(outcome))


@pytest.mark.parametrize("hook", HOOKS)
def test_every_hook_has_a_typed_host_method_with_the_specs_parameters(hook: str) -> None:
    spec = inspect.signature(getattr(hookspecs, hook))
    method = inspect.signature(getattr(PluginHost, hook.removeprefix("boulanger_")))
    parameters = list(method.parameters.values())[1:]  # without self
    assert [(p.name, p.annotation) for p in parameters] == [
        (p.name, p.annotation) for p in spec.parameters.values()
    ]


class NewStyle:
    @hookimpl(wrapper=True)
    def boulanger_move_applied(self, move: Move | None) -> Generator[None, object, object]:
        CALLED.append("wrapper")
        return (yield)


class OldStyle:
    @hookimpl(hookwrapper=True)
    def boulanger_app_ready(self) -> Generator[None, pluggy.Result[object], None]:
        CALLED.append("hookwrapper")
        yield


class Renamed:
    @hookimpl(specname="boulanger_move_applied", wrapper=True)
    def wraps_moves(self) -> Generator[None, object, object]:
        CALLED.append("renamed")
        return (yield)


CALLED: list[str] = []


@pytest.mark.parametrize(("wrapper", "hook"), [(NewStyle, "boulanger_move_applied"),
                                               (OldStyle, "boulanger_app_ready"),
                                               (Renamed, "boulanger_move_applied")])
def test_a_hook_wrapper_is_refused_at_registration_naming_the_plugin_and_the_hook(
        wrapper: type, hook: str) -> None:
    CALLED.clear()
    problems: list[tuple[str, str]] = []
    host = PluginHost(on_error=lambda name, message: problems.append((name, str(message))))
    witness = Witness()
    host.register(witness, "witness")
    assert not host.register(wrapper(), "wrapping")
    assert problems == [("wrapping", f"The plugin “wrapping” could not be loaded: its function for the hook "
                                     f"“{hook}” is a hook wrapper, which Boulanger does not run.")]
    assert host.plugin("wrapping") is None and host.pm.get_plugin("wrapping") is None
    assert not {i.name: i.enabled for i in host.plugins()}["wrapping"]
    GameController(host, Session.new_deal(1)).play(Move.parse("6a"))
    host.app_ready()
    assert CALLED == [] and witness.moves == ["6a"]


def test_tryfirst_trylast_and_specname_work_through_the_guard() -> None:
    order: list[str] = []

    class First:
        @hookimpl(tryfirst=True)
        def boulanger_move_applied(self) -> None:
            order.append("first")

    class Last:
        @hookimpl(trylast=True, specname="boulanger_move_applied")
        def after_everyone(self, move: Move | None) -> None:
            order.append(f"last {move}")

    class Middle:
        @hookimpl
        def boulanger_move_applied(self) -> None:
            order.append("middle")

    host = PluginHost()
    for plugin, name in ((Last(), "last"), (First(), "first"), (Middle(), "middle")):
        assert host.register(plugin, name)
    GameController(host, Session.new_deal(1)).play(Move.parse("6a"))
    assert order == ["first", "middle", "last 6a"]


def test_the_host_hands_back_the_plugin_itself() -> None:
    witness = Witness()
    host = PluginHost()
    host.register(witness, "witness")
    assert host.plugin("witness") is witness
    host.unregister("witness")
    assert host.plugin("witness") is None


def test_hookcall_monitoring_sees_every_call_with_its_plugins() -> None:
    calls: list[tuple[str, list[str]]] = []

    def before(name: str, impls: Sequence[pluggy.HookImpl], kwargs: Mapping[str, object]) -> None:
        calls.append((name, [i.plugin_name for i in impls]))

    def after(outcome: pluggy.Result[object], name: str, impls: Sequence[pluggy.HookImpl],
              kwargs: Mapping[str, object]) -> None:
        calls.append((f"{name} done", []))

    host = PluginHost()
    host.register(Witness(), "witness")
    host.pm.add_hookcall_monitoring(before, after)
    GameController(host, Session.new_deal(1)).play(Move.parse("6a"))
    assert ("boulanger_move_applied", ["witness"]) in calls
    assert ("boulanger_move_applied done", []) in calls


def test_a_host_side_missing_argument_is_never_blamed_on_a_plugin() -> None:
    problems: list[str] = []
    host = PluginHost(on_error=lambda name, message: problems.append(str(message)))
    witness = Witness()
    host.register(witness, "witness")
    with pytest.warns(UserWarning), pytest.raises(pluggy.HookCallError):
        host.pm.hook.boulanger_move_applied(move=None)  # the host forgot `after`
    assert problems == []
    assert all(info.enabled for info in host.plugins())
    GameController(host, Session.new_deal(1)).play(Move.parse("6a"))
    assert witness.moves == ["6a"]


def test_trace_logs_every_hook_call(monkeypatch: pytest.MonkeyPatch,
                                    caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setenv("BOULANGER_TRACE_PLUGINS", "1")
    host = PluginHost()
    host.register(Witness(), "witness")
    with caplog.at_level(logging.INFO, logger="boulanger_qt.plugin.host.trace"):
        session = Session.new_deal(1)
        controller = GameController(host, session)
        controller.start(session)
        controller.play(Move.parse("6a"))
    lines = [r.getMessage() for r in caplog.records if r.name == "boulanger_qt.plugin.host.trace"]
    assert "hook boulanger_move_applied(game=<game BK1-C4-AAAAAAB: 1 moves, score 0>, move=6a, " \
           "before=<position, 0 cards home>, after=<position, 0 cards home>, redo=False) -> witness" in lines
    assert any(line.startswith("hook boulanger_game_started(") for line in lines)
    assert any(line.startswith("hook boulanger_move_applied done") for line in lines)


def test_without_the_variable_nothing_is_traced(monkeypatch: pytest.MonkeyPatch,
                                                caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.delenv("BOULANGER_TRACE_PLUGINS", raising=False)
    host = PluginHost()
    with caplog.at_level(logging.INFO, logger="boulanger_qt.plugin.host.trace"):
        GameController(host, Session.new_deal(1)).play(Move.parse("6a"))
    assert not [r for r in caplog.records if r.name == "boulanger_qt.plugin.host.trace"]


def test_listeners_get_a_frozen_view_not_the_session() -> None:
    got: list[GameView] = []

    class Looker:
        @hookimpl
        def boulanger_move_applied(self, game: GameView) -> None:
            got.append(game)

    host = PluginHost()
    host.register(Looker(), "looker")
    session = Session.new_deal(860)
    controller = GameController(host, session)
    controller.play(Move.parse("6a"))
    controller.play(Move.parse("6h"))
    first, second = got
    assert isinstance(first, GameView) and not isinstance(first, Session)
    assert (first.moves, first.score, second.moves, second.score) == (1, 0, 2, 10)
    assert second.state == session.state and second.code == session.code
    assert (second.deal, second.cells, second.won, second.stuck) == (860, 4, False, False)
    assert (second.game_id, second.started_at) == (session.game_id, session.started_at)
    assert (second.hints, second.undos, second.assisted) == (0, 0, False)
