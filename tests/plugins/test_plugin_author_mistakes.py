"""A plugin author's silent mistakes are told, naming what was found and what matched no hook:
a function named like a hook but not marked, a marker made for another project, a plugin
with no hook at all, a typo in a hook name ("did you mean"), arguments a hook does not
give (the hook's own listed), and an entry point in a group close to ours."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pluggy
import pytest

from boulanger_qt.api import GameView, hookimpl
from boulanger_qt.plugin.host import ENTRY_POINT_GROUP, PluginHost
from boulanger_qt.support.problems import Problem, logged

other_project = pluggy.HookimplMarker("other")


def _host() -> tuple[PluginHost, list[Problem]]:
    told: list[Problem] = []
    return PluginHost(on_error=lambda name, problem: told.append(problem)), told


def _info(host: PluginHost, name: str) -> Any:
    (info,) = [info for info in host.plugins() if info.name == name]
    return info


class Unmarked:
    @hookimpl
    def boulanger_app_ready(self) -> None: ...

    def boulanger_game_won(self, game: GameView) -> None: ...

    def helper(self) -> None: ...


def test_a_function_named_like_a_hook_but_not_marked_is_told_and_the_plugin_marked() -> None:
    host, told = _host()
    assert host.register(Unmarked(), "unmarked", origin="entry point")
    assert [str(p) for p in told] == [
        "The plugin “unmarked” was loaded, but Boulanger never calls some of its functions: "
        "“boulanger_game_won” is not marked with @hookimpl."]
    info = _info(host, "unmarked")
    assert info.enabled and info.problem == told[0]


class OtherProject:
    @other_project
    def boulanger_game_won(self, game: GameView) -> None: ...

    @hookimpl
    def boulanger_app_ready(self) -> None: ...


def test_a_marker_made_for_another_project_is_told() -> None:
    host, told = _host()
    assert host.register(OtherProject(), "foreign", origin="entry point")
    assert [str(p) for p in told] == [
        "The plugin “foreign” was loaded, but Boulanger never calls some of its functions: "
        "“boulanger_game_won” is marked for the project “other”, not “boulanger” "
        "(use hookimpl from boulanger_qt.api)."]


def test_a_plugin_with_no_hook_at_all_is_told_it_does_nothing(tmp_path: Path) -> None:
    (tmp_path / "idle.py").write_text("def boulanger_game_won(game):\n    pass\n"
                                      "def boulanger_app_ready():\n    pass\n")
    (tmp_path / "empty.py").write_text("VALUE = 1\n")
    host, told = _host()
    host.load_external(tmp_path)
    assert sorted(str(p) for p in told) == [
        "The plugin “empty” does nothing: it has no function marked with @hookimpl.",
        "The plugin “idle” does nothing: “boulanger_app_ready” is not marked with @hookimpl; "
        "“boulanger_game_won” is not marked with @hookimpl."]
    assert _info(host, "idle").problem is not None and _info(host, "empty").problem is not None


class Typos:
    @hookimpl
    def bouanger_game_stuck(self) -> None: ...

    @hookimpl
    def boulanger_gam_won(self, game: GameView) -> None: ...

    @hookimpl
    def boulanger_app_redy(self) -> None: ...

    @hookimpl
    def boulanger_nothing_like_it(self) -> None: ...


def test_a_typo_in_a_hook_name_gets_a_did_you_mean_and_every_unknown_hook_is_named() -> None:
    host, told = _host()
    assert not host.register(Typos(), "typos", origin="entry point")
    assert [str(p) for p in told] == [
        "The plugin “typos” could not be loaded: Boulanger has no hook “bouanger_game_stuck” (did you mean "
        "“boulanger_game_stuck”?); Boulanger has no hook “boulanger_app_redy” (did you mean "
        "“boulanger_app_ready”?); Boulanger has no hook “boulanger_gam_won” (did you mean "
        "“boulanger_game_won”?); Boulanger has no hook “boulanger_nothing_like_it”."]
    assert host.pm.get_plugin("typos") is None and not _info(host, "typos").enabled


class WrongArguments:
    @hookimpl
    def boulanger_game_won(self, game: GameView, score: int) -> None: ...


class ArgumentsToAHookWithout:
    @hookimpl
    def boulanger_app_ready(self, window: object) -> None: ...


def test_a_wrong_signature_lists_the_arguments_the_hook_gives() -> None:
    host, told = _host()
    assert not host.register(WrongArguments(), "wrong", origin="entry point")
    assert not host.register(ArgumentsToAHookWithout(), "without", origin="entry point")
    assert [logged(p) for p in told] == [
        "The plugin “wrong” could not be loaded: its function for the hook “boulanger_game_won” takes "
        "arguments the hook does not give (score); the hook gives: game.",
        "The plugin “without” could not be loaded: its function for the hook “boulanger_app_ready” takes "
        "arguments the hook does not give (window); the hook gives no arguments."]


def _distribution(folder: Path, group: str, module: str) -> None:
    """An installed distribution `fake-plugin` whose entry point `fake` is in `group`."""
    info = folder / "fake_plugin-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: fake-plugin\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(f"[{group}]\nfake = {module}\n")
    (folder / f"{module}.py").write_text("from boulanger_qt.api import hookimpl\n"
                                         "@hookimpl\ndef boulanger_app_ready():\n    pass\n")


@pytest.mark.parametrize("group", ["boulanger_plugins", "boulanger.plugin", "boulanger-qt",
                                   "boulanger_qt.plugins", "boulangr_qt"])
def test_an_entry_point_in_a_group_close_to_ours_is_told(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          group: str) -> None:
    _distribution(tmp_path, group, "fake_wrong_group")
    monkeypatch.syspath_prepend(str(tmp_path))
    host, told = _host()
    host.load_external(None)
    assert [str(p) for p in told] == [
        f"The plugin “fake” of the package “fake-plugin” was not loaded: its entry point is in the group "
        f"“{group}”, and Boulanger reads the group “{ENTRY_POINT_GROUP}”."]
    info = _info(host, "fake")
    assert not info.enabled and info.problem == told[0]
    assert "fake_wrong_group" not in sys.modules


def test_an_entry_point_in_our_group_or_an_unrelated_one_is_not_told(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    _distribution(tmp_path, "console_scripts", "fake_unrelated")
    monkeypatch.syspath_prepend(str(tmp_path))
    host, told = _host()
    host.load_external(None)
    assert told == []
