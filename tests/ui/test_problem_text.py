"""Every problem (each problem-id enum of app/problem_catalog.py) is said in Slovak, French and
English, with its parameters; the log and the command line keep the English (`str()`)."""

from __future__ import annotations

from collections.abc import Iterator
from enum import Enum

import pytest
from PySide6.QtWidgets import QApplication

from boulanger_qt.app.problem_catalog import every_problem_id
from boulanger_qt.app.storage.problem_ids import StorageProblem
from boulanger_qt.core.sentences import Text
from boulanger_qt.plugin.problem_ids import PluginProblem
from boulanger_qt.support.problem_ids import ProblemId, ThemeProblem
from boulanger_qt.support.problems import OWN_WORDS, Problem, problem
from boulanger_qt.ui import language
from boulanger_qt.ui.text import render

NUMBERS = {"count": 3, "more": 2, "size": 70000, "limit": 65536, "byte": 1234, "version": 7, "seconds": 5.0,
           "low": 0.5, "high": 2.5, "height": 350.0, "width": 250.0, "line": 3, "errno": 28}
SPECIAL: dict[str, object] = {
    "code": "BK1-C4-AAAAA24", "kept": None, "saved": None, "known": "classic, mine",
    "problems": (problem(ProblemId.SETTING_TOO_LONG, name="theme"),),
    "reason": problem(ProblemId.FILE_NOT_UTF8, file="settings.toml", byte=12),
    "detail": problem(ProblemId.NESTED_TOO_DEEPLY),
}


Id = Enum
IDS: list[Id] = every_problem_id()
# The outside world's English words, for the log only: the window says them in the language.
LOG_ONLY = set(OWN_WORDS.items())
# What chooses among a problem's sentences.
CHOOSING: dict[Id, set[str]] = {ProblemId.SAFE_MODE: {"saved"}, ProblemId.ALREADY_RUNNING: {"code"},
                                PluginProblem.THEME_UNKNOWN: {"spec", "known"}, ProblemId.OS_ERROR: {"errno"},
                                PluginProblem.HOOK_UNKNOWN: {"hook", "like"},
                                PluginProblem.HOOK_ARGUMENTS: {"hook", "names", "given"},
                                PluginProblem.PLUGIN_DOES_NOTHING: {"plugin", "reasons"}}
# Said with the same letters in two languages (only markers, or a shared word).
SAME = {PluginProblem.FIELD_DESCRIPTION, PluginProblem.PROVIDED_THEME_UNUSABLE, ThemeProblem.AT}


def _names(id: Id) -> set[str]:
    """Every parameter the sentence of `id` uses, or that chooses it, or that the log keeps."""
    declared = id.value
    names = set(declared.args) if isinstance(declared, Text) else set()
    return names | CHOOSING.get(id, set()) | {name for key, name in LOG_ONLY if key is id}


def sample(id: Id) -> Problem:
    params: dict[str, object] = {}
    for name in _names(id) | ({"count", "more"} if id is ProblemId.SETTINGS_IGNORED else set()):
        params[name] = NUMBERS.get(name, SPECIAL.get(name, f"<{name}>"))
    if id is StorageProblem.JOURNAL_SKIPPED:
        params.update(count=3)
    if id.name.startswith("GAMES_"):
        params.update(count=3, journal="<journal>")
    return Problem(id, params)


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[None]:
    yield
    language.install("en")


@pytest.mark.parametrize("id", IDS)
def test_each_problem_is_said_in_every_language_with_its_parameters(speak: None, id: Id) -> None:
    told = sample(id)
    english = str(told)  # the log's and the command line's sentence
    said: dict[str, str] = {}
    for lang in ("en", "sk", "fr"):
        language.install(lang)
        said[lang] = render(told)
    for lang, text in said.items():
        assert text.strip() and "%" not in text, (lang, text)
        for name, value in told.params.items():
            if isinstance(value, str) and value.startswith("<"):
                assert value in english or (id, name) in LOG_ONLY, (name, english)  # else in the text
                assert (value in text) != ((id, name) in LOG_ONLY), (lang, name, text)
    if id not in SAME:
        assert said["sk"] != said["en"] and said["fr"] != said["en"], said


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "The settings file was damaged (settings.toml is not UTF-8 text at byte 1,234); "
               "using the defaults. It was kept as settings.toml.bad."),
        ("sk", "Súbor s nastaveniami bol poškodený (settings.toml nie je text v UTF-8 na bajte 1 234)"
               "; platia predvolené nastavenia. Súbor sa ponechal ako settings.toml.bad."),
        ("fr", "Le fichier des paramètres était endommagé (settings.toml n’est pas du texte UTF-8 à l’octet "
               "1 234) ; les paramètres par défaut sont utilisés. Le fichier a été "
               "conservé sous le nom settings.toml.bad."),
    ],
)
def test_a_damaged_settings_file_is_said_with_its_reason_inside(speak: None, lang: str, text: str) -> None:
    language.install(lang)
    told = problem(ProblemId.SETTINGS_DAMAGED, kept="settings.toml.bad",
                   reason=problem(ProblemId.FILE_NOT_UTF8, file="settings.toml", byte=1234))
    assert render(told).replace("\u202f", " ").replace("\xa0", " ") == text


@pytest.mark.parametrize(("lang", "texts"), [
    ("en", ["1 unreadable game in the statistics journal was skipped.",
            "3 unreadable games in the statistics journal were skipped."]),
    ("sk", ["1 nečitateľná hra čakajúca na štatistiku sa vynechala.",
            "3 nečitateľné hry čakajúce na štatistiku sa vynechali.",
            "5 nečitateľných hier čakajúcich na štatistiku sa vynechalo."]),
    ("fr", ["1 partie illisible en attente des statistiques a été ignorée.",
            "3 parties illisibles en attente des statistiques ont été ignorées."]),
])
def test_counts_in_problems_take_the_languages_plural_forms(speak: None, lang: str, texts: list[str]) -> None:
    language.install(lang)
    for text, count in zip(texts, (1, 3, 5), strict=False):
        assert render(problem(StorageProblem.JOURNAL_SKIPPED, count=count, kept=None)) == text


def _depth(text: str) -> int:
    deepest = depth = 0
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        deepest = max(deepest, depth)
    return deepest


# A file's reasons, each said inside the parentheses of the sentences that carry a reason.
FILE_REASONS = [problem(ProblemId.FILE_TOO_LARGE, file="f", size=70000, limit=65536),
                problem(ProblemId.FILE_UNREADABLE, file="f", reason="Permission denied"),
                problem(ProblemId.FILE_NOT_UTF8, file="f", byte=3),
                problem(ProblemId.FILE_NOT_VALID, file="f", kind="TOML",
                        detail=problem(ProblemId.PARSE_POSITION, line=1, column=2))]


@pytest.mark.parametrize("lang", ["en", "sk", "fr"])
@pytest.mark.parametrize("outer", [ProblemId.SETTINGS_DAMAGED, ProblemId.SAVED_GAME_DAMAGED,
                                   StorageProblem.STATS_UNOPENABLE])
def test_a_reason_inside_a_sentence_opens_no_second_parenthesis(speak: None, lang: str,
                                                                outer: Id) -> None:
    language.install(lang)
    for reason in FILE_REASONS:
        said = render(problem(outer, reason=reason))
        assert _depth(said) == 1 and "))" not in said, said
        assert _depth(str(problem(outer, reason=reason))) == 1, str(problem(outer, reason=reason))


def test_every_problem_has_a_declared_sentence() -> None:
    assert all(isinstance(id.value, Text) or callable(id.value) for id in IDS)


@pytest.mark.parametrize("id", IDS)
def test_the_log_says_what_the_window_says_in_english(speak: None, id: Id) -> None:
    language.install("en")
    told = sample(id)
    assert str(told) == render(told)
