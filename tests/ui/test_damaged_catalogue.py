"""A damaged translation catalogue never reaches Qt: the app speaks English instead.

Qt trusts a catalogue's internal offsets; some corruptions of `boulanger_sk.qm` made every
start in Slovak end in SIGSEGV. Each case runs in its own process, so a crash fails the
test instead of ending the test run.
"""

from __future__ import annotations

import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from boulanger_qt.ui import language

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import update_translations as tool  # noqa: E402

_SPEAK = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from boulanger_qt.ui import language
language.translations_dir = lambda: Path(sys.argv[1])
app = QCoreApplication([])
used = language.install("sk")
for context in ("MainWindow", "Problems", "NewGameDialog", "Words"):
    QCoreApplication.translate(context, "New Game")
    QCoreApplication.translate(context, "%n move(s)", "", 3)
print(used, language.damaged)
"""


def _corrupted_copy(tmp_path: Path, seed: int) -> Path:
    folder = tmp_path / f"translations-{seed}"
    shutil.copytree(language.translations_dir(), folder)
    qm = folder / "boulanger_sk.qm"
    data = bytearray(qm.read_bytes())
    rng = random.Random(seed)
    start = rng.randrange(0, len(data) - 50)
    data[start:start + 50] = rng.randbytes(50)
    qm.write_bytes(bytes(data))
    return folder


def _speak(folder: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", _SPEAK, str(folder)], capture_output=True, text=True,
                          timeout=60, env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})


def test_the_recorded_checksums_are_those_of_the_shipped_catalogues() -> None:
    assert tool.CHECKSUMS == language.CHECKSUMS
    recorded = (language.translations_dir() / language.CHECKSUMS).read_text(encoding="ascii")
    assert recorded == tool.checksums(), "run tools/update_translations.py --release"


def test_the_shipped_catalogue_is_used(tmp_path: Path) -> None:
    result = _speak(language.translations_dir())
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["sk", "None"]


@pytest.mark.parametrize("seed", range(20))
def test_a_damaged_catalogue_falls_back_to_english_without_crashing(tmp_path: Path, seed: int) -> None:
    result = _speak(_corrupted_copy(tmp_path, seed))
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-500:]}"
    assert result.stdout.split() == ["en", "sk"]


@pytest.mark.parametrize("damage", ["empty", "not a catalogue", "a bit flipped", "missing checksums",
                                    "folder"])
def test_a_catalogue_that_is_no_catalogue_falls_back_to_english(tmp_path: Path, damage: str) -> None:
    folder = tmp_path / "translations"
    shutil.copytree(language.translations_dir(), folder)
    qm = folder / "boulanger_sk.qm"
    if damage == "empty":
        qm.write_bytes(b"")
    elif damage == "not a catalogue":
        qm.write_bytes(b"\x00" * 4096)
    elif damage == "a bit flipped":  # Qt's magic intact: only the checksum tells
        data = bytearray(qm.read_bytes())
        data[len(data) // 2] ^= 1
        qm.write_bytes(bytes(data))
    elif damage == "missing checksums":
        (folder / language.CHECKSUMS).unlink()
    else:
        qm.unlink()
        qm.mkdir()
    result = _speak(folder)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["en", "sk"]


NOTICE = ("The Slovenčina translation (boulanger_sk.qm) is damaged, so Boulanger speaks English. "
          "Reinstalling Boulanger repairs it.")


@pytest.mark.usefixtures("qapp")
def test_the_player_is_told_once_in_english_that_the_catalogue_is_damaged(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Asked the safe-mode question and then started: the language is installed twice, the
    notice is told once, in English (the catalogue that would translate it is the broken one)."""
    from PySide6.QtWidgets import QMessageBox

    from boulanger_qt.app.settings import Settings, app_paths, save_settings
    from boulanger_qt.app.start_guard import StartGuard

    from .safe_mode_start import start_answering

    folder = tmp_path / "translations"
    shutil.copytree(language.translations_dir(), folder)
    (folder / "boulanger_sk.qm").write_bytes(b"\x00" * 4096)
    monkeypatch.setattr(language, "translations_dir", lambda: folder)
    paths = app_paths()
    paths.ensure()
    save_settings(paths.settings_file, Settings(language="sk"))
    StartGuard(paths.state_dir).begin()  # as a killed start leaves it: the question is asked
    seen = start_answering(paths, lambda box: next(
        b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole))
    assert seen["asked"] == "Boulanger did not finish starting last time."
    assert NOTICE in seen["notice"]
    assert paths.log_file.read_text(encoding="utf-8").count("translation (boulanger_sk.qm) is damaged") == 1
