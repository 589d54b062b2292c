"""Hostile plugins: each one is contained, named once, disabled, and the others go on."""

from __future__ import annotations

import sys
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

import pytest

from boulanger_qt.api import CardTheme, GameView, Move, hookimpl
from boulanger_qt.app.controller import GameController
from boulanger_qt.core.session import Session
from boulanger_qt.plugin.host import PluginHost


def _raise_value() -> None:
    raise ValueError("boom")


def _exit() -> None:
    sys.exit(3)


def _interrupt() -> None:
    raise KeyboardInterrupt


def _generator_exit() -> None:
    raise GeneratorExit


def _base() -> None:
    raise BaseException("odd")


HOSTILE: dict[str, Callable[[], None]] = {
    "raises": _raise_value, "exits": _exit, "interrupts": _interrupt,
    "generator-exit": _generator_exit, "base-exception": _base,
}


class Witness:
    def __init__(self) -> None:
        self.moves: list[str] = []

    @hookimpl
    def boulanger_move_applied(self, move: Move | None) -> None:
        self.moves.append(str(move))


class Setup:
    def __init__(self) -> None:
        self.problems: list[tuple[str, str]] = []
        self.host = PluginHost(on_error=lambda name, message: self.problems.append((name, str(message))))
        self.before = Witness()
        self.after = Witness()
        self.host.register(self.before, "before")  # called after the hostile one (newest first)

    def finish(self) -> None:
        self.host.register(self.after, "after")

    def enabled(self, name: str) -> bool:
        return {i.name: i.enabled for i in self.host.plugins()}[name]


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_plugin_that_raises_in_a_hook_is_contained(kind: str) -> None:
    calls: list[str] = []

    class Hostile:
        @hookimpl
        def boulanger_move_applied(self, move: Move | None) -> None:
            calls.append(str(move))
            HOSTILE[kind]()

    setup = Setup()
    setup.host.register(Hostile(), "hostile")
    setup.finish()
    controller = GameController(setup.host, Session.new_deal(1))
    controller.play(Move.parse("6a"))
    controller.play(Move.parse("6b"))
    assert calls == ["6a"]  # disabled after its first failure
    assert setup.before.moves == setup.after.moves == ["6a", "6b"]
    assert len(setup.problems) == 1
    name, message = setup.problems[0]
    assert name == "hostile" and "“hostile”" in message and "boulanger_move_applied" in message
    assert not setup.enabled("hostile") and setup.enabled("before") and setup.enabled("after")


def _wrappers() -> dict[str, object]:
    class Raises:
        @hookimpl(wrapper=True)
        def boulanger_move_applied(self) -> Generator[None, object, object]:
            _raise_value()
            return (yield)

        @hookimpl
        def boulanger_game_started(self) -> None:
            _exit()

    class NoYield:
        @hookimpl(wrapper=True)
        def boulanger_move_applied(self) -> Generator[None, object, object]:
            if HOSTILE:
                return None
            yield
            return None

    class TwoYields:
        @hookimpl(hookwrapper=True)
        def boulanger_move_applied(self) -> Generator[None, object, None]:
            yield
            yield

    return {"raises": Raises(), "no-yield": NoYield(), "two-yields": TwoYields()}


@pytest.mark.parametrize("kind", ["raises", "no-yield", "two-yields"])
def test_a_hook_wrapper_never_runs_is_told_and_the_others_go_on(kind: str) -> None:
    """Hook wrappers are refused when the plugin is registered: none of its code runs."""
    setup = Setup()
    assert not setup.host.register(_wrappers()[kind], "hostile")
    setup.finish()
    controller = GameController(setup.host, Session.new_deal(1))
    controller.start(Session.new_deal(1))
    controller.play(Move.parse("6a"))
    controller.play(Move.parse("6b"))
    assert setup.before.moves == setup.after.moves == ["6a", "6b"]
    assert len(setup.problems) == 1
    name, message = setup.problems[0]
    assert name == "hostile" and "“hostile”" in message and "hook wrapper" in message
    assert not setup.enabled("hostile") and setup.enabled("before") and setup.enabled("after")


def test_a_plugin_cannot_change_the_game_through_what_it_receives() -> None:
    class Mutator:
        @hookimpl
        def boulanger_move_applied(self, game: GameView) -> None:
            play: Any = getattr(game, "play", None)
            if play is not None:
                play(Move.parse("6b"))
            game.score = 1000  # type: ignore[misc]

    setup = Setup()
    setup.host.register(Mutator(), "mutator")
    setup.finish()
    seen: list[GameView] = []

    class Looker:
        @hookimpl
        def boulanger_move_applied(self, game: GameView) -> None:
            seen.append(game)

    setup.host.register(Looker(), "looker")
    session = Session.new_deal(1)
    GameController(setup.host, session).play(Move.parse("6a"))
    assert session.move_count == 1 and session.score == 0
    assert seen[0].moves == 1 and seen[0].score == 0 and seen[0].state == session.state
    assert [name for name, _ in setup.problems] == ["mutator"]  # FrozenInstanceError, contained


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_plugin_that_fails_at_import_is_reported_and_the_app_goes_on(tmp_path: Path, kind: str) -> None:
    body = {"raises": "raise ValueError('boom')", "exits": "import sys; sys.exit(3)",
            "interrupts": "raise KeyboardInterrupt", "generator-exit": "raise GeneratorExit",
            "base-exception": "raise BaseException('odd')"}[kind]
    (tmp_path / "hostile.py").write_text(body + "\n")
    (tmp_path / "good.py").write_text(
        "from boulanger_qt.api import hookimpl\nready = []\n"
        "@hookimpl\ndef boulanger_app_ready():\n    ready.append(1)\n"
    )
    problems: list[str] = []
    host = PluginHost(on_error=lambda name, message: problems.append(str(message)))
    host.load_shipped()
    host.load_external(tmp_path)
    host.app_ready()
    good: Any = host.plugin("good")
    assert good is not None and good.ready == [1]
    assert len(problems) == 1 and "“hostile”" in problems[0] and "could not be loaded" in problems[0]


def test_a_failing_provider_leaves_the_others_themes() -> None:
    class Bad:
        @hookimpl
        def boulanger_card_themes(self) -> list[CardTheme]:
            raise SystemExit(1)

    problems: list[str] = []
    host = PluginHost(on_error=lambda name, message: problems.append(str(message)))
    host.load_shipped()
    host.register(Bad(), "bad")
    assert [t.name for t in host.card_themes()] == ["classic", "four_colour", "large_index"]
    assert [t.name for t in host.card_themes()] == ["classic", "four_colour", "large_index"]
    assert len(problems) == 1 and "SystemExit" in problems[0]


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_plugin_that_raises_when_its_hooks_are_looked_for_is_reported_and_not_loaded(kind: str) -> None:
    class Hostile:
        def __dir__(self) -> list[str]:
            HOSTILE[kind]()
            return []

        @hookimpl
        def boulanger_move_applied(self) -> None:
            raise AssertionError("never registered, never called")

    setup = Setup()
    assert not setup.host.register(Hostile(), "hostile")
    setup.finish()
    GameController(setup.host, Session.new_deal(1)).play(Move.parse("6a"))
    assert setup.before.moves == setup.after.moves == ["6a"]
    assert [name for name, _ in setup.problems] == ["hostile"]
    assert "could not be loaded" in setup.problems[0][1]
    assert not setup.enabled("hostile")


def test_a_plain_hook_that_is_a_generator_is_turned_off_naming_why() -> None:
    ran: list[str] = []

    class Undeclared:
        @hookimpl
        def boulanger_move_applied(self, move: Move | None) -> Generator[None, None, None]:
            ran.append(str(move))  # a generator's body runs only when iterated: never here
            yield

    setup = Setup()
    assert setup.host.register(Undeclared(), "hostile")
    setup.finish()
    controller = GameController(setup.host, Session.new_deal(1))
    controller.play(Move.parse("6a"))
    controller.play(Move.parse("6b"))
    assert ran == [] and setup.before.moves == setup.after.moves == ["6a", "6b"]
    told = "The plugin “hostile” failed in boulanger_move_applied (it returned a generator, and Boulanger " \
           "runs no hook wrappers) and was turned off."
    assert setup.problems == [("hostile", told)]
    assert not setup.enabled("hostile")
