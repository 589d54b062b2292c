"""Objects from provider hooks are checked at the boundary; junk is refused naming the plugin."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from boulanger_qt.api import CardTheme, GameRecord, GameState, Hint, Result, hookimpl
from boulanger_qt.app.settings import app_paths
from boulanger_qt.app.storage.stats import StatsStore
from boulanger_qt.cli.boulanger import main
from boulanger_qt.core.deals import deal
from boulanger_qt.plugin.host import PluginHost
from boulanger_qt.plugin.providers import PluginError

CLASSIC_SVG = (Path(__file__).resolve().parents[2] / "plugins" / "boulanger_classic" / "theme"
               / "cards.svg")


class Told:
    def __init__(self) -> None:
        self.messages: list[tuple[str, str]] = []
        self.host = PluginHost(on_error=lambda name, message: self.messages.append((name, str(message))))


class RaisingName:
    display_name = "Raises"
    description = "raises"
    suffix = ".x"

    @property
    def name(self) -> str:
        raise RuntimeError("no name today")

    def hint(self, state: GameState, cancel: Callable[[], bool]) -> Hint | None:
        return None

    def export(self, records: object, stream: io.StringIO) -> None:
        stream.write("x")


class Named:
    def __init__(self, name: object, display_name: object = "Fine", *, hint: object = None,
                 suffix: object = ".txt", export: object = None) -> None:
        self.name = name
        self.display_name = display_name
        self.description = display_name
        self.suffix = suffix
        self.hint = hint if hint is not None else (lambda state, cancel: None)
        self.export = export if export is not None else (lambda records, stream: stream.write("ok"))


def test_junk_themes_are_refused_naming_the_plugin_and_good_ones_kept() -> None:
    class Themes:
        @hookimpl
        def boulanger_card_themes(self) -> list[object]:
            return [None, CardTheme(None, "x", CLASSIC_SVG),  # type: ignore[arg-type]
                    CardTheme("nan", "NaN", CLASSIC_SVG, card_width=float("nan")),
                    CardTheme("esc", "\x1b[2J", CLASSIC_SVG), "theme",
                    CardTheme("fine", "Fine", CLASSIC_SVG)]

    told = Told()
    told.host.register(Themes(), "themer")
    assert [t.name for t in told.host.card_themes()] == ["fine"]
    assert [t.name for t in told.host.card_themes()] == ["fine"]  # told once, not at every call
    assert len(told.messages) == 5
    assert all(name == "themer" and "“themer” offered a card theme" in text for name, text in told.messages)
    assert any("card_width" in text for _, text in told.messages)
    assert all("\x1b" not in text for _, text in told.messages)
    assert [i.enabled for i in told.host.plugins()] == [True]  # junk is left out, the plugin stays


def test_a_provider_returning_a_single_object_or_junk_is_handled() -> None:
    class Odd:
        @hookimpl
        def boulanger_stats_exporters(self) -> object:
            return 42

    told = Told()
    told.host.register(Odd(), "odd")
    assert told.host.stats_exporters() == []
    assert len(told.messages) == 1 and "“odd”" in told.messages[0][1]


@pytest.mark.parametrize(
    ("provider", "why"),
    [
        (RaisingName(), "reading its 'name' raised RuntimeError: no name today"),
        (Named(7), "its name is not a text (int)"),
        (Named(""), "its name is empty"),
        (Named("x" * 500), "longer than 40"),
        (Named("bell\a"), "unprintable"),
        (Named("ok", display_name=None), "its display name is not a text"),
        (Named("ok", hint=3), "its 'hint' cannot be called"),
    ],
)
def test_junk_hint_providers_are_refused(provider: object, why: str) -> None:
    class Provides:
        @hookimpl
        def boulanger_hint_providers(self) -> list[object]:
            return [provider, Named("good", "Good")]

    told = Told()
    told.host.register(Provides(), "hinter")
    assert [p.name for p in told.host.hint_providers()] == ["good"]
    assert len(told.messages) == 1
    said = told.messages[0][1]
    assert "“hinter” offered a hint provider that cannot be used" in said and why in said


def test_a_checked_hint_provider_keeps_its_names_and_refuses_junk_hints() -> None:
    calls: list[int] = []

    class Changing:
        def __init__(self) -> None:
            self.display_name = "Changing"

        @property
        def name(self) -> str:
            calls.append(1)
            if len(calls) > 1:
                raise RuntimeError("changed my mind")
            return "changing"

        def hint(self, state: GameState, cancel: Callable[[], bool]) -> object:
            return "move 3a"

    class Provides:
        @hookimpl
        def boulanger_hint_providers(self) -> list[object]:
            return [Changing()]

    told = Told()
    told.host.register(Provides(), "hinter")
    (provider,) = told.host.hint_providers()
    assert provider.name == "changing" and provider.name == "changing"
    with pytest.raises(PluginError, match="of the plugin “hinter” returned str, not a hint"):
        provider.hint(deal(1), lambda: False)


@pytest.mark.parametrize(
    ("exporter", "why"),
    [
        (RaisingName(), "reading its 'name' raised"),
        (Named("two words"), "spaces or slashes"),
        (Named("csv", suffix="csv"), "not like “.csv”"),
        (Named("csv", suffix="./../x"), "not like “.csv”"),
        (Named("csv", export="no"), "its 'export' cannot be called"),
    ],
)
def test_junk_exporters_are_refused(exporter: object, why: str) -> None:
    class Provides:
        @hookimpl
        def boulanger_stats_exporters(self) -> list[object]:
            return [exporter]

    told = Told()
    told.host.register(Provides(), "exp")
    assert told.host.stats_exporters() == []
    assert len(told.messages) == 1 and why in told.messages[0][1] and "“exp”" in told.messages[0][1]


@pytest.mark.parametrize("error", [ValueError("disk says no"), SystemExit(4), KeyboardInterrupt()])
def test_a_failing_export_is_one_plugin_error_naming_the_plugin(error: BaseException) -> None:
    def export(records: object, stream: io.StringIO) -> None:
        raise error

    class Provides:
        @hookimpl
        def boulanger_stats_exporters(self) -> list[object]:
            return [Named("bad", export=export)]

    told = Told()
    told.host.register(Provides(), "exp")
    (exporter,) = told.host.stats_exporters()
    with pytest.raises(PluginError, match=r"exporter “bad” of the plugin “exp” failed "
                                          r"\((ValueError|SystemExit|KeyboardInterrupt)"):
        exporter.export([], io.StringIO())


# --- the command line: plugin problems on stderr, exporter failures exit 2 ------------------

def _user_plugin(name: str, source: str) -> None:
    folder = app_paths().plugins_dir
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.py").write_text("from boulanger_qt.api import CardTheme, hookimpl\n" + source)


def _a_game_in_the_stats() -> None:
    paths = app_paths()
    paths.ensure()
    StatsStore(paths.stats_db).write([GameRecord("g1", "BK1-C4-AAAAA24", 860, 4, Result.WON, False,
                                                 "2026-01-01T00:00:00+00:00", "2026-01-01T00:05:00+00:00",
                                                 300.0, 120, 545, 0, 0)])


@pytest.mark.parametrize("failure", ["raise ValueError('bad row')", "raise SystemExit(9)",
                                     "raise KeyboardInterrupt"])
def test_an_exporter_failing_on_the_command_line_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], failure: str
) -> None:
    _a_game_in_the_stats()
    _user_plugin("badexport", (
        "class Bad:\n    name = 'bad'\n    description = 'Bad'\n    suffix = '.bad'\n"
        f"    def export(self, records, stream):\n        stream.write('half')\n        {failure}\n"
        "@hookimpl\ndef boulanger_stats_exporters():\n    return [Bad()]\n"
    ))
    out = tmp_path / "stats.bad"
    assert main(["--export-stats", str(out), "--format", "bad"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert err[0].startswith("boulanger: error: The exporter “bad” of the plugin “badexport” failed")
    assert not out.exists()  # never a half file


def test_junk_from_a_plugin_is_printed_on_stderr_in_command_line_modes(
    capsys: pytest.CaptureFixture[str]
) -> None:
    _user_plugin("junky", (
        "@hookimpl\ndef boulanger_card_themes():\n    return [CardTheme(None, None, None)]\n"
        "@hookimpl\ndef boulanger_stats_exporters():\n    raise RuntimeError('exporters broke')\n"
    ))
    _user_plugin("exits", "import sys\nsys.exit('bye')\n")
    assert main(["--list-themes"]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("classic\t")
    err = captured.err.splitlines()
    assert any("“junky” offered a card theme that" in line for line in err)
    assert any("“exits” could not be loaded (SystemExit: bye)" in line for line in err)
    assert main(["--export-stats", "-", "--format", "nope"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert any("“junky” failed in boulanger_stats_exporters (RuntimeError: exporters broke)" in line
               for line in err)
    assert err[-1].startswith("boulanger: error: --format 'nope': choose one of csv, json")


def test_a_plugin_object_is_what_it_was_when_checked() -> None:
    themes: list[Any] = [CardTheme("fine", "Fine", CLASSIC_SVG)]

    class Provides:
        @hookimpl
        def boulanger_card_themes(self) -> list[Any]:
            return themes

    told = Told()
    told.host.register(Provides(), "p")
    (theme,) = told.host.card_themes()
    themes.append("junk")  # the plugin changes its list afterwards: what we kept is unaffected
    assert theme.name == "fine"


@pytest.mark.parametrize(("reason", "count", "said"), [
    (5, None, "a wrong reason (5)"),
    ("%n to go", "12", "a wrong count ('12')"),
    ("%n to go", -1, "a wrong count (-1)"),
    ("%n to go", 2**40, "a wrong count (1099511627776)"),
    ("%n to go", True, "a wrong count (True)"),
])
def test_a_hint_with_a_wrong_reason_or_count_is_refused(reason: object, count: object, said: str) -> None:
    from boulanger_qt.api import Move

    class Odd:
        name = "odd"
        display_name = "Odd"

        def hint(self, state: GameState, cancel: Callable[[], bool]) -> object:
            return Hint(Move.parse("1a"), reason, count)  # type: ignore[arg-type]

    class Provides:
        @hookimpl
        def boulanger_hint_providers(self) -> list[object]:
            return [Odd()]

    told = Told()
    told.host.register(Provides(), "hinter")
    (provider,) = told.host.hint_providers()
    expected = re.escape(f"of the plugin “hinter” returned a hint with {said}")
    with pytest.raises(PluginError, match=expected) as raised:
        provider.hint(deal(1), lambda: False)
    if "count" in said:
        assert str(raised.value).endswith("a count is a whole number from 0 to 1,000,000,000")
