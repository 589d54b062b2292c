"""The Slovak and French texts speak one way throughout: one term for a free cell in Slovak
("voľné pole"), one apostrophe in French (’), and the slips found in review stay fixed."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import boulanger_classic
import boulanger_hints
import boulanger_stats_export
import pytest

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
RULES = ROOT / "resources" / "rules"
LETTER = r"[^\W\d_]"


def translated(language: str) -> dict[str, list[str]]:
    """Each source text with its translations (every plural form), over all contexts."""
    found: dict[str, list[str]] = {}
    for message in ET.parse(TRANSLATIONS / f"boulanger_{language}.ts").getroot().iter("message"):
        element = message.find("translation")
        assert element is not None
        forms = [form.text or "" for form in element.iter("numerusform")] or [element.text or ""]
        found.setdefault(message.findtext("source") or "", []).extend(forms)
    return found


def plugin_texts(language: str) -> list[str]:
    texts = [text for module in (boulanger_classic, boulanger_hints, boulanger_stats_export)
             for text in module.translations[language].values()]
    for provided in (*boulanger_hints.boulanger_hint_providers(),
                     *boulanger_stats_export.boulanger_stats_exporters(),
                     *boulanger_classic.boulanger_card_themes()):
        given = getattr(provided, "translations")  # noqa: B009 (the protocols do not name it)
        texts += given[language].values()
    return texts


def every_text(language: str) -> list[str]:
    texts = [text for forms in translated(language).values() for text in forms]
    rules = (RULES / f"rules_{language}.html").read_text(encoding="utf-8")
    return [*texts, re.sub(r"<[^>]*>", " ", rules), *plugin_texts(language)]


def test_french_has_one_apostrophe() -> None:
    straight = [text for text in every_text("fr") if re.search(rf"{LETTER}'{LETTER}", text)]
    assert straight == []
    assert any("’" in text for text in every_text("fr"))


def test_slovak_has_one_term_for_a_free_cell() -> None:
    other_terms = re.compile(r"\b(bunk|buniek|políčk|voľná bunka)", re.IGNORECASE)
    assert [text for text in every_text("sk") if other_terms.search(text)] == []
    assert translated("sk")["Free cells"] == ["Voľné polia"]
    assert translated("sk")["Cells"] == ["Voľné polia"]


@pytest.mark.parametrize(("language", "source", "wanted"), [
    ("sk", "Select a game to see every time its deal was played.",
     "Vyberte hru a uvidíte všetky hry s tým istým rozdaním."),
    ("sk", "Restart", "Začať odznova"),
    ("sk", "&Restart", "&Začať odznova"),
    ("sk", "Relaxed", "Pomalé"),
    ("fr", "%1 on top", "%1 en haut de la colonne"),
    ("fr", "Winnable: unknown", "Gagnable : inconnu"),
])
def test_the_slips_found_in_review_stay_fixed(language: str, source: str, wanted: str) -> None:
    assert translated(language)[source] == [wanted]


def test_french_says_no_value_is_above() -> None:
    assert not [text for text in every_text("fr") if "au-dessus" in text and "valeur" in text]


@pytest.mark.parametrize("language", ["en", "sk", "fr"])
def test_the_rules_name_the_auto_play_setting_by_its_menu_name(language: str) -> None:
    """Issue 26 item 14: How to Play said no card ever moves by itself while Settings has
    Auto-Play Safe Moves. The rules name the setting as the menu does (mnemonic dropped)."""
    source = "Auto-Pla&y Safe Moves"
    name = source if language == "en" else translated(language)[source][0]
    rules = (RULES / f"rules_{language}.html").read_text(encoding="utf-8")
    assert name.replace("&", "") in rules
