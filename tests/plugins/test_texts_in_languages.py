"""A plugin's texts in the player's language: `translations` beside the English texts of a
hint provider, an exporter and a theme, checked as the English texts are."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pytest

from boulanger_qt.api import CardTheme
from boulanger_qt.plugin.problem_ids import PluginProblem
from boulanger_qt.plugin.providers import Refused, check_exporter, check_hint_provider
from boulanger_qt.plugin.theme_check import (
    ThemeError,
    TranslationsShape,
    check_fields,
    checked_translations,
)
from boulanger_qt.support.problems import Problem

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "plugins" / "boulanger_classic"


class Provider:
    name = "p"
    display_name = "Provider"
    translations: ClassVar[object] = {"sk": {"display_name": "Poskytovateľ"},
                                      "fr": {"display_name": "Fournisseur"}}

    def hint(self, state: object, cancel: object) -> None:
        return None


class Exporter:
    name = "md"
    description = "Markdown"
    suffix = ".md"
    translations: ClassVar[object] = {"fr": {"description": "Markdown (texte)"}}

    def export(self, records: object, stream: object) -> None: ...


def test_the_text_of_the_language_else_the_english_one(monkeypatch: pytest.MonkeyPatch) -> None:
    from boulanger_qt.ui import language

    class Plain:
        display_name = "Provider"

    monkeypatch.setattr(language, "current", "sk")
    assert language.shown(Provider(), "display_name") == "Poskytovateľ"
    assert language.shown(Plain(), "display_name") == "Provider"
    monkeypatch.setattr(language, "current", "de")
    assert language.shown(Provider(), "display_name") == "Provider"


def test_providers_and_exporters_carry_their_checked_translations() -> None:
    provider = check_hint_provider(Provider(), "plug")
    assert provider.translations == {"sk": {"display_name": "Poskytovateľ"},
                                     "fr": {"display_name": "Fournisseur"}}
    assert check_exporter(Exporter(), "plug").translations == {"fr": {"description": "Markdown (texte)"}}

    class Plain(Provider):
        translations: ClassVar[object] = None

    assert check_hint_provider(Plain(), "plug").translations == {}


@pytest.mark.parametrize(("translations", "got"), [
    (["sk", "Poskytovateľ"], "list"),
    ({"Slovak": {"display_name": "x"}}, "'Slovak'"),
    ({"sk": "Poskytovateľ"}, "sk: str"),
    ({"sk": {"name": "p2"}}, "sk.name"),  # only the shown texts are translated
])
def test_translations_of_another_shape_refuse_the_provider(translations: object, got: str) -> None:
    class Odd(Provider):
        pass

    Odd.translations = translations
    with pytest.raises(Refused) as caught:
        check_hint_provider(Odd(), "plug")
    problem = caught.value.message
    assert isinstance(problem, Problem) and problem.id is PluginProblem.PROVIDED_TRANSLATIONS
    assert problem.params["got"] == got


def test_a_translated_text_follows_the_english_rules() -> None:
    class Odd(Provider):
        translations: ClassVar[object] = {"sk": {"display_name": "x" * 500}}

    with pytest.raises(Refused) as caught:
        check_hint_provider(Odd(), "plug")
    problem = caught.value.message
    assert isinstance(problem, Problem) and problem.id is PluginProblem.PROVIDED_TOO_LONG
    with pytest.raises(TranslationsShape):
        checked_translations({"sk": {"x": "y"}}, ("name",), lambda field, text: str(text))


def test_a_manifest_gives_its_translations_and_a_bad_one_is_refused(tmp_path: Path) -> None:
    theme = CardTheme.from_directory(SHIPPED / "four_colour")
    assert theme.translations["sk"]["display_name"] == "Štyri farby"
    assert theme.translations["fr"]["display_name"] == "Quatre couleurs"
    folder = tmp_path / "odd"
    folder.mkdir()
    (folder / "cards.svg").write_bytes((SHIPPED / "theme" / "cards.svg").read_bytes())
    (folder / "theme.toml").write_text('svg = "cards.svg"\n[translations.sk]\nsvg = "x.svg"\n',
                                       encoding="utf-8")
    with pytest.raises(ThemeError, match="translations"):
        CardTheme.from_directory(folder)
    (folder / "theme.toml").write_text('svg = "cards.svg"\n[translations.sk]\ndisplay_name = ""\n',
                                       encoding="utf-8")
    with pytest.raises(ThemeError):
        CardTheme.from_directory(folder)


def test_a_theme_built_in_code_is_checked_the_same_way() -> None:
    theme = CardTheme.from_directory(SHIPPED / "theme")
    odd = CardTheme(theme.name, theme.display_name, theme.svg_path, translations={"sk": {"author": "\u202e"}})
    with pytest.raises(ThemeError):
        check_fields(odd)
    check_fields(CardTheme(theme.name, theme.display_name, theme.svg_path,
                           translations={"sk": {"author": "prispievatelia"}}))


def test_every_shipped_plugin_speaks_slovak_and_french() -> None:
    import boulanger_classic
    import boulanger_hints
    import boulanger_stats_export

    for module in (boulanger_classic, boulanger_hints, boulanger_stats_export):
        assert {"sk", "fr"} <= set(module.translations), module.__name__
        assert all(module.translations[lang].get("description") for lang in ("sk", "fr"))
    for provider in boulanger_hints.boulanger_hint_providers():
        assert {"sk", "fr"} <= set(check_hint_provider(provider, "hints").translations)
    for exporter in boulanger_stats_export.boulanger_stats_exporters():
        assert {"sk", "fr"} <= set(check_exporter(exporter, "export").translations)
    for theme in boulanger_classic.boulanger_card_themes():
        for lang in ("sk", "fr"):
            assert theme.translations[lang]["display_name"] != theme.display_name
