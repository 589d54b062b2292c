"""The shipped translations: complete, current, compiled; and each language really speaks.

The `.ts` files are checked against a fresh lupdate run over the source (a string added to
the code but not to a `.ts`, or left in a `.ts` after the code dropped it, fails), every
entry is translated, and every `.qm` is byte for byte what lrelease makes of its `.ts`
today (mtimes mean nothing after a git checkout).
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from boulanger_qt.core.cards import FULL_DECK, Card
from boulanger_qt.core.moves import Move
from boulanger_qt.core.rules import IllegalMoveError, apply_move
from boulanger_qt.core.state import GameState
from boulanger_qt.ui import language
from boulanger_qt.ui.text import Words, card_name, card_object, render

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import update_translations as tool  # noqa: E402

LANGUAGES = ("sk", "fr", "en")
Key = tuple[str, str, str]  # context, source, disambiguation


def messages(ts: Path) -> dict[Key, ET.Element]:
    found: dict[Key, ET.Element] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            found[key] = message
    return found


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[Key, ET.Element]]:
    """What lupdate finds in the source today, per language (English: plural forms only)."""
    out = tmp_path_factory.mktemp("lupdate")
    targets = {lang: out / f"boulanger_{lang}.ts" for lang in LANGUAGES}
    tool.lupdate([targets["sk"], targets["fr"]])
    tool.lupdate([targets["en"]], plural_only=True)
    return {lang: messages(path) for lang, path in targets.items()}


def test_the_sources_are_every_module_wherever_the_checkout_is() -> None:
    found = {path.relative_to(ROOT).as_posix() for path in tool.sources()}
    assert {"boulanger_qt/cli/boulanger.py", "boulanger_qt/ui/window.py", "boulanger_qt/core/sentences.py",
            "boulanger_qt/support/problem_ids.py", "boulanger_qt/plugin/problem_ids.py",
            "boulanger_qt/app/storage/problem_ids.py"} <= found


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[object]:
    yield language.install
    language.install("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_source_string_is_in_the_shipped_ts_and_nothing_else(
    lang: str, fresh: dict[str, dict[Key, ET.Element]]
) -> None:
    shipped = messages(tool.ts_file(lang))
    missing = sorted(set(fresh[lang]) - set(shipped))
    stale = sorted(set(shipped) - set(fresh[lang]))
    assert not missing, f"run tools/update_translations.py; not in boulanger_{lang}.ts: {missing[:5]}"
    assert not stale, f"obsolete in boulanger_{lang}.ts: {stale[:5]}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_entry_is_translated(lang: str) -> None:
    for key, message in messages(tool.ts_file(lang)).items():
        translation = message.find("translation")
        assert translation is not None, key
        assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), (lang, key)
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        assert all(form.strip() for form in forms), (lang, key)
        # A translation may leave a marker out (a card given twice, in two forms, as the
        # comment says) but never uses one the code does not fill.
        fillable = set(re.findall(r"%\d", key[1] + key[2]))
        for form in forms:
            assert set(re.findall(r"%\d", form)) <= fillable, (lang, key, form)


def test_every_count_in_a_source_string_is_a_plural(fresh: dict[str, dict[Key, ET.Element]]) -> None:
    # lupdate marks %n as a plural only through tr(); QCoreApplication.translate(ctx, text,
    # comment, n) with a variable n goes through unmarked, and would show "card(s)".
    for key, message in fresh["sk"].items():
        if "%n" in key[1]:
            assert message.get("numerus") == "yes", f"use self.tr() for {key}"


@pytest.mark.parametrize(("lang", "forms"), [("sk", 3), ("fr", 2), ("en", 2)])
def test_plural_entries_have_the_languages_number_of_forms(lang: str, forms: int) -> None:
    plurals = [m for m in messages(tool.ts_file(lang)).values() if m.get("numerus") == "yes"]
    assert plurals
    for message in plurals:
        assert len(list(message.iter("numerusform"))) == forms, message.findtext("source")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_qm_is_compiled_from_its_ts_as_it_is_now(lang: str, tmp_path: Path) -> None:
    rebuilt = tmp_path / f"boulanger_{lang}.qm"
    tool.lrelease(tool.ts_file(lang), rebuilt)
    assert tool.qm_file(lang).read_bytes() == rebuilt.read_bytes(), \
        f"boulanger_{lang}.qm is older than its .ts: run tools/update_translations.py --release"


def test_the_shipped_catalogues_are_where_the_app_loads_them() -> None:
    for lang in LANGUAGES:
        assert (language.translations_dir() / f"boulanger_{lang}.qm").is_file()


def test_the_tool_checks_itself_with_lrelease() -> None:
    # lrelease exists beside the interpreter (PySide6-Essentials), as the tests need it.
    assert subprocess.run([tool.tool("pyside6-lrelease"), "-version"], capture_output=True).returncode == 0


# --- each language speaks ---------------------------------------------------------------------

SEVEN = Card.parse("7H")


def refusal() -> IllegalMoveError:
    state = _with_rest([Card.parse("8D")], [SEVEN])
    with pytest.raises(IllegalMoveError) as caught:
        apply_move(state, Move.parse("21"))
    return caught.value


@pytest.mark.parametrize(
    ("lang", "name", "obj", "reason"),
    [
        ("en", "7 of hearts", "the 7 of hearts",
         "The 7 of hearts cannot go on the 8 of diamonds: the suit must be the same. (21)"),
        ("sk", "srdcová 7", "srdcovú 7", "Srdcová 7 nemôže ísť na károvú 8: farba musí byť rovnaká. (21)"),
        ("fr", "7 de cœur", "le 7 de cœur",
         "Le 7 de cœur ne peut pas aller sur le 8 de carreau : il faut la même couleur. (21)"),
    ],
)
def test_a_refusal_is_said_in_the_language_with_cards_in_words(
    speak: object, lang: str, name: str, obj: str, reason: str
) -> None:
    assert language.install(lang) == lang
    assert card_name(SEVEN) == name
    assert card_object(SEVEN) == obj
    error = refusal()
    assert render(error.message) == reason
    # boulanger-solve's English: the window's English source
    assert str(error) == "The 7 of hearts cannot go on the 8 of diamonds: the suit must be the same. (21)"


@pytest.mark.parametrize(
    ("lang", "texts"),
    [
        ("en", ["1 card", "2 cards", "5 cards"]),
        ("sk", ["1 karta", "2 karty", "5 kariet"]),
        ("fr", ["1 carte", "2 cartes", "5 cartes"]),
    ],
)
def test_plural_forms_follow_the_language(speak: object, lang: str, texts: list[str]) -> None:
    language.install(lang)
    words = Words()
    assert [words.cards(n) for n in (1, 2, 5)] == texts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Move the king of spades and the 2 cards on it to empty column 2 (12:3)"),
        ("sk", "Presuňte pikového kráľa a 2 karty navrchu do prázdneho stĺpca 2 (12:3)"),
        ("fr", "Déplacez le roi de pique et les 2 cartes posées dessus dans la colonne vide 2 (12:3)"),
    ],
)
def test_a_move_is_said_in_words_with_its_notation(speak: object, lang: str, text: str) -> None:
    language.install(lang)
    state = _with_rest([Card.parse(c) for c in ("KS", "QS", "JS")])
    assert Words().move(state, Move.parse("12:3")) == text


def _with_rest(first: list[Card], second: list[Card] | None = None) -> GameState:
    """Columns 1 and 2 as given (2 empty by default); the other cards fill columns 3-8."""
    placed = first + (second or [])
    rest = sorted((c for c in FULL_DECK if c not in placed), key=lambda c: (c.rank, c.suit))
    piles = [rest[i::6] for i in range(6)]
    return GameState.from_columns([first, second or [], *piles], 4)


def test_the_system_language_is_used_when_nothing_is_chosen(speak: object) -> None:
    from PySide6.QtCore import QLocale

    assert language.system_language(QLocale("sk_SK")) == "sk"
    assert language.system_language(QLocale("fr_CA")) == "fr"
    assert language.system_language(QLocale("de_DE")) == "en"
    assert language.chosen_language("fr", None) == "fr"
    assert language.chosen_language("fr", "sk") == "sk"


def test_numbers_follow_the_language(speak: object) -> None:
    from boulanger_qt.ui.text import number

    language.install("fr")
    assert number(2147483647).replace("\u202f", " ").replace("\xa0", " ") == "2 147 483 647"
    language.install("en")
    assert number(2147483647) == "2,147,483,647"
