"""The plugin manager: documentation of every hook, loading, isolation of failures."""

from __future__ import annotations

import inspect
import re
from pathlib import Path
from typing import Any

import pytest

import boulanger_qt.api as api
import boulanger_qt.plugin.specs as hookspecs
from boulanger_qt.api import CardTheme, hookimpl
from boulanger_qt.plugin.host import SHIPPED_PLUGINS, PluginHost

DOCS = Path(__file__).resolve().parents[2] / "docs" / "plugins.md"
HOOKS = [
    name for name, _ in inspect.getmembers(hookspecs, inspect.isfunction) if name.startswith("boulanger_")
]


STABILITY_ROW = re.compile(r"^\| `(boulanger_\w+)\(([^)]*)\)` \| (stable|provisional) since (\d+)\.(\d+) \|$",
                           re.MULTILINE)


def _arguments(hook: str) -> list[str]:
    return list(inspect.signature(getattr(hookspecs, hook)).parameters)


@pytest.mark.parametrize("hook", HOOKS)
def test_every_hook_has_a_docstring_and_a_section_in_the_plugin_guide(hook: str) -> None:
    function = getattr(hookspecs, hook)
    assert (function.__doc__ or "").strip(), f"{hook} has no docstring"
    assert f"- `{hook}(" in DOCS.read_text(), f"{hook} has no section in docs/plugins.md"


@pytest.mark.parametrize("hook", HOOKS)
def test_the_plugin_guide_gives_every_hook_its_full_argument_list(hook: str) -> None:
    """Wherever the guide writes a hook with its arguments, they are exactly the spec's."""
    written = re.findall(rf"`{hook}\(([^)`]*)\)", DOCS.read_text())
    assert written, f"{hook} is not documented in docs/plugins.md"
    for arguments in written:
        assert [a.strip() for a in arguments.split(",") if a.strip()] == _arguments(hook), \
            f"docs/plugins.md writes {hook}({arguments}), the spec takes {_arguments(hook)}"


def test_every_hook_has_one_stability_line_within_the_api_version() -> None:
    rows = STABILITY_ROW.findall(DOCS.read_text())
    assert sorted(row[0] for row in rows) == sorted(HOOKS)
    for hook, _arguments_written, _stability, major, minor in rows:
        assert (int(major), int(minor)) <= api.API_VERSION, hook
    assert f"`{api.API_VERSION}`" in DOCS.read_text(), "the guide says another API_VERSION"


@pytest.mark.parametrize("name", sorted(api.__all__))
def test_every_api_name_is_documented_in_the_plugin_guide(name: str) -> None:
    text = DOCS.read_text()
    assert f"`{name}`" in text or f"`{name}(" in text, f"api.{name} is not documented in docs/plugins.md"


def test_every_hook_signature_is_typed() -> None:
    for hook in HOOKS:
        signature = inspect.signature(getattr(hookspecs, hook))
        assert signature.return_annotation is not inspect.Signature.empty, hook
        for parameter in signature.parameters.values():
            assert parameter.annotation is not inspect.Parameter.empty, f"{hook}({parameter.name})"


def test_shipped_plugins_load_and_provide() -> None:
    host = PluginHost()
    host.load_shipped()
    host.load_external()
    names = {info.name for info in host.plugins() if info.enabled}
    assert set(SHIPPED_PLUGINS) <= names
    assert [t.name for t in host.card_themes()] == ["classic", "four_colour", "large_index"]
    assert {e.name for e in host.stats_exporters()} >= {"csv", "json"}


def test_shipped_plugins_import_only_the_public_api() -> None:
    root = Path(__file__).resolve().parents[2] / "plugins"
    for source in root.rglob("*.py"):
        for line in source.read_text().splitlines():
            stripped = line.strip()
            if stripped.startswith(("import boulanger_qt", "from boulanger_qt")):
                assert stripped.startswith("from boulanger_qt.api import"), f"{source}: {stripped}"


def test_user_folder_plugin_loads_and_a_broken_one_is_reported(tmp_path: Path) -> None:
    (tmp_path / "good.py").write_text(
        "from boulanger_qt.api import hookimpl\n"
        "seen = []\n"
        "@hookimpl\n"
        "def boulanger_app_ready():\n"
        "    seen.append('ready')\n"
    )
    (tmp_path / "broken.py").write_text("raise ImportError('missing dependency')\n")
    problems: list[str] = []
    host = PluginHost(on_error=lambda name, message: problems.append(str(message)))
    host.load_shipped()
    host.load_external(tmp_path)
    host.app_ready()
    good: Any = host.plugin("good")
    assert good is not None and good.seen == ["ready"]
    assert len(problems) == 1 and "broken" in problems[0] and "missing dependency" in problems[0]


def test_implementation_matching_no_hook_is_rejected() -> None:
    class Typo:
        @hookimpl
        def boulanger_gam_won(self) -> None: ...

    problems: list[str] = []
    host = PluginHost(on_error=lambda name, message: problems.append(str(message)))
    assert not host.register(Typo(), "typo")
    assert problems and "typo" in problems[0]
    assert host.pm.get_plugin("typo") is None


def test_disabled_plugin_is_not_loaded() -> None:
    host = PluginHost()
    host.load_shipped(disabled=["boulanger_stats_export"])
    host.load_external()
    assert host.stats_exporters() == []
    info = {i.name: i for i in host.plugins()}["boulanger_stats_export"]
    assert not info.enabled


def test_raising_provider_is_disabled_once_and_others_still_answer() -> None:
    class Bad:
        @hookimpl
        def boulanger_card_themes(self) -> list[CardTheme]:
            raise ValueError("corrupt manifest")

    problems: list[str] = []
    host = PluginHost(on_error=lambda name, message: problems.append(str(message)))
    host.load_shipped()
    host.load_external()
    host.register(Bad(), "bad")
    assert [t.name for t in host.card_themes()] == ["classic", "four_colour", "large_index"]
    assert [t.name for t in host.card_themes()] == ["classic", "four_colour", "large_index"]
    assert len(problems) == 1 and "corrupt manifest" in problems[0]


def test_provider_returning_wrong_objects_is_ignored() -> None:
    class Odd:
        @hookimpl
        def boulanger_stats_exporters(self) -> list[object]:
            return ["not an exporter"]

    host = PluginHost()
    host.register(Odd(), "odd")
    assert host.stats_exporters() == []



class _Theirs:
    """A third-party plugin offering an exporter and a hint provider."""

    name = "theirs"
    display_name = "Theirs"
    description = "HTML page"
    suffix = ".html"

    def hint(self, state: object, cancel: object) -> None:
        return None

    def export(self, records: object, stream: Any) -> None:
        stream.write("<html></html>")

    @hookimpl
    def boulanger_stats_exporters(self) -> list[object]:
        return [self]

    @hookimpl
    def boulanger_hint_providers(self) -> list[object]:
        return [self]


def test_shipped_providers_come_before_third_party_ones() -> None:
    """A third-party plugin (registered after the shipped ones) never becomes the default:
    the export dialog offers the first exporter, a hint falls back on the first provider."""
    host = PluginHost()
    host.load_shipped()
    host.load_external()
    host.register(_Theirs(), "theirs", origin="entry point")
    assert [e.name for e in host.stats_exporters()] == ["csv", "json", "theirs"]
    assert [p.name for p in host.ask_hint_providers()] == ["solver", "quick", "theirs"]
