"""What the system, SQLite, expat and Python's import say is English; inside a Slovak or
French sentence the player reads it in their language, and the log keeps their own words
(`own_words`) beside the sentence."""

from __future__ import annotations

import errno
import os
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from boulanger_qt.app.storage.problem_ids import StorageProblem
from boulanger_qt.plugin.host import PluginHost
from boulanger_qt.plugin.svg_check import SvgProblem, scan_svg
from boulanger_qt.support.inputs import InputProblem, read_bytes
from boulanger_qt.support.problems import (
    Problem,
    ProblemId,
    import_reason,
    os_reason,
    own_words,
    problem,
)
from boulanger_qt.ui import language
from boulanger_qt.ui.text import reason_words, render

from .conftest import Board

COMMON = (errno.ENOSPC, errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOENT, errno.EISDIR,
          errno.ENOTDIR, errno.ENAMETOOLONG, errno.EDQUOT, errno.EIO, errno.ELOOP, errno.EMFILE,
          errno.ENFILE, errno.EBUSY, errno.EEXIST, errno.ENOMEM)


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[None]:
    yield
    language.install("en")


def said(told: Problem, lang: str) -> str:
    language.install(lang)
    return render(told)


@pytest.mark.parametrize("number", COMMON, ids=errno.errorcode.get)
def test_the_common_system_errors_are_said_in_each_language(speak: None, number: int) -> None:
    oserror = OSError(number, os.strerror(number))
    told = problem(StorageProblem.GAME_NOT_SAVED, reason=os_reason(oserror))
    assert own_words(told) == [os.strerror(number)]  # for the log
    words = {lang: said(told, lang) for lang in ("en", "sk", "fr")}
    for lang in ("sk", "fr"):
        assert os.strerror(number) not in words[lang], words[lang]
        assert words[lang] != words["en"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [("en", "The game in progress could not be saved (the disk is full). Play on: saving is tried again "
            "after every move."),
     ("sk", "disk je plný"), ("fr", "le disque est plein")],
)
def test_a_full_disk_reads_in_the_language(speak: None, lang: str, text: str) -> None:
    full = OSError(errno.ENOSPC, "No space left on device")
    told = problem(StorageProblem.GAME_NOT_SAVED, reason=os_reason(full))
    assert text in said(told, lang)
    assert own_words(told) == ["No space left on device"]


def test_any_other_system_error_is_a_general_sentence_and_the_log_has_its_words(speak: None) -> None:
    other = OSError(errno.EXDEV, "Invalid cross-device link")
    told = problem(ProblemId.SETTINGS_NOT_SAVED, reason=os_reason(other))
    assert own_words(told) == ["Invalid cross-device link"]
    for lang, part in (("sk", "záznam"), ("fr", "journal"), ("en", "log")):
        text = said(told, lang)
        assert "Invalid cross-device link" not in text and part in text, text
    assert "cross-device" not in reason_words(os_reason(ValueError("I/O operation on closed file")))


def test_a_real_refusal_of_the_system_reaches_the_player_in_slovak(speak: None, tmp_path: Path) -> None:
    with pytest.raises(InputProblem) as info:
        read_bytes(tmp_path / ("n" * 300), max_bytes=100)  # ENAMETOOLONG from the system itself
    assert own_words(info.value.message) == ["File name too long"]
    assert "názov je príliš dlhý" in said(info.value.message, "sk")
    assert "le nom est trop long" in said(info.value.message, "fr")


def test_sqlite_says_a_read_only_file_in_the_language(speak: None, tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    sqlite3.connect(path).close()
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    with pytest.raises(sqlite3.OperationalError) as info:
        db.execute("CREATE TABLE t (x)")
    db.close()
    told = problem(StorageProblem.STATS_UNOPENABLE, reason=os_reason(info.value))
    assert "readonly database" in " ".join(own_words(told))
    for lang in ("sk", "fr"):
        assert "readonly" not in said(told, lang)
    assert "prístup je zamietnutý" in said(told, "sk")


def _refusals(folder: Path, plugins: dict[str, str]) -> list[Problem]:
    """What the plugin host tells of these plugin files (name -> source), put in `folder`."""
    for name, source in plugins.items():
        (folder / name).write_text(source)
    told: list[Problem] = []
    host = PluginHost(on_error=lambda name, message: told.append(message))
    host.load_shipped()
    host.load_external(folder)
    return told


def test_a_plugin_that_cannot_be_imported_is_explained_in_the_language(speak: None, tmp_path: Path) -> None:
    told = _refusals(tmp_path, {"needs_numpy.py": "import no_such_module_here\n",
                                "needs_name.py": "from os import no_such_name_here\n",
                                "typo.py": "def broken(:\n"})
    assert len(told) == 3
    logged = " ".join(words for t in told for words in own_words(t))
    assert "No module named 'no_such_module_here'" in logged and "cannot import name" in logged
    slovak = [said(t, "sk") for t in told]
    french = [said(t, "fr") for t in told]
    assert "potrebuje „no_such_name_here“ z modulu „os“" in slovak[0]
    assert "potrebuje modul „no_such_module_here“, ktorý nie je nainštalovaný" in slovak[1]
    assert "typo.py na riadku 1" in slovak[2]
    assert "il a besoin du module « no_such_module_here »" in french[1]
    for text in slovak + french:
        assert "cannot import" not in text and "No module" not in text and "SyntaxError" not in text, text


def test_any_other_import_failure_keeps_the_plugins_own_words() -> None:
    assert import_reason(ValueError("bad config"), "ValueError: bad config") == "ValueError: bad config"


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "it is not well-formed XML at line 2, column 6"),
    ("sk", "nie je to správne utvorené XML: chyba na riadku 2, v stĺpci 6"),
    ("fr", "ce n’est pas du XML bien formé : erreur à la ligne 2, colonne 6"),
])
def test_an_svg_that_is_not_xml_says_where_in_the_language(speak: None, lang: str, text: str) -> None:
    with pytest.raises(SvgProblem) as info:
        scan_svg(b"<svg>\n<g></svg>")  # </svg> at column 6 closes nothing open
    assert "mismatched tag" in " ".join(own_words(info.value.message))  # expat's words, for the log
    assert isinstance(info.value.message, Problem)
    assert said(info.value.message, lang) == text[:1].upper() + text[1:]


def test_the_solver_failing_on_a_full_disk_says_so_in_the_language(speak: None) -> None:
    from boulanger_qt.ui.assist.work import solver_failure

    language.install("fr")
    shown = [solver_failure(OSError(errno.ENOSPC, "No space left on device")), solver_failure(MemoryError())]
    assert shown[0].endswith(": le disque est plein") and "No space" not in shown[0], shown
    assert shown[1].endswith(": la mémoire ne suffit pas"), shown


def test_a_plugin_pluggy_refuses_is_explained_in_the_language(speak: None, tmp_path: Path) -> None:
    hook = "from boulanger_qt.api import hookimpl\n@hookimpl\ndef {}:\n    pass\n"
    told = _refusals(tmp_path, {"typo_hook.py": hook.format("boulanger_app_redy()"),
                                "extra_args.py": hook.format("boulanger_app_ready(window, colour)")})
    assert len(told) == 2
    english = sorted(map(str, told))  # the log's: our words, naming what the hook gives
    assert "“boulanger_app_redy” (did you mean “boulanger_app_ready”?)" in english[1], english
    assert "does not give (window, colour); the hook gives no arguments" in english[0], english
    assert own_words(told[0]) == own_words(told[1]) == []  # not pluggy's, with its literal \n
    slovak = sorted(said(t, "sk") for t in told)
    french = sorted(said(t, "fr") for t in told)
    assert "„boulanger_app_redy“" in slovak[1] and "„boulanger_app_ready“" in slovak[0], slovak
    assert "colour" in slovak[0] and "window" in slovak[0], slovak
    for text in slovak + french:
        assert "hookspec" not in text and "unknown hook" not in text, text
    assert any("« boulanger_app_redy »" in text for text in french), french


def test_a_damaged_code_played_again_is_refused_in_the_language(make_board: Callable[..., Board]) -> None:
    window = make_board().window
    language.install("sk")
    try:
        window.play_again("BK1-C3-AAAAA24", window)  # refused before the statistics close
        shown = window.statusBar().currentMessage()
    finally:
        language.install("en")
    assert "C4, C2 alebo C1" in shown and "is wrong" not in shown, shown
