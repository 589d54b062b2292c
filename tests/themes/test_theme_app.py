"""A rejected theme never reaches the renderer: listed as broken, Classic shown instead,
an explicit `--theme` exits 2 with one line."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from boulanger_qt.app.context import build_context
from boulanger_qt.app.settings import Settings, app_paths, save_settings
from boulanger_qt.cli.boulanger import main
from boulanger_qt.ui.card_theme import pick_renderer

from .folders import svg_with, theme_folder

BAD_NUMBERS = {
    "nan": "card_width = nan\n",
    "overflowing-ratio": "card_width = 1e-300\ncard_height = 1e300\n",
}


@pytest.mark.parametrize("case", list(BAD_NUMBERS))
def test_a_bad_card_size_exits_2_instead_of_crashing(tmp_path: Path, case: str) -> None:
    """These two used to kill the app with a segmentation fault (exit -11)."""
    folder = theme_folder(tmp_path, f'name = "t"\nsvg = "cards.svg"\n{BAD_NUMBERS[case]}')
    exe = shutil.which("boulanger", path=str(Path(sys.executable).parent))
    assert exe is not None
    result = subprocess.run([exe, "--deal", "1", "--theme", str(folder), "--screenshot",
                             str(tmp_path / "x.png")], capture_output=True, text=True, timeout=120)
    assert result.returncode == 2, result.stderr
    assert result.stderr.count("\n") == 1 and "'card_width' must be a number" in result.stderr


def test_an_explicit_broken_theme_exits_2_with_one_line(
    qapp: QApplication, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = theme_folder(tmp_path, 'name = "t"\nsvg = "/etc/passwd"\n')
    assert main(["--deal", "1", "--theme", str(folder)]) == 2  # no window was opened
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "must be a path inside the theme folder" in err


def test_an_explicit_theme_qt_cannot_draw_exits_2(
    qapp: QApplication, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = theme_folder(tmp_path, svg=svg_with("", body=""))  # every card an empty group
    assert main(["--deal", "1", "--theme", str(folder), "--screenshot", str(tmp_path / "x.png")]) == 2
    assert "the card back draws nothing" in capsys.readouterr().err


def _user_theme(manifest: str | None = None, svg: str | None = None, name: str = "mine") -> Path:
    themes = app_paths().themes_dir
    themes.mkdir(parents=True, exist_ok=True)
    return theme_folder(themes, manifest, svg, name=name)


@pytest.mark.parametrize(
    ("manifest", "svg", "reason"),
    [
        ('name = "mine"\nsvg = "cards.svg"\ncard_width = nan\n', None, "'card_width' must be a number"),
        (None, svg_with('<image xlink:href="/etc/secret.png"/>'), "refers to “/etc/secret.png”"),
        (None, svg_with("", body=""), "the card back draws nothing"),
    ],
)
def test_a_chosen_theme_that_breaks_falls_back_to_classic_and_says_so(
    qapp: QApplication, manifest: str | None, svg: str | None, reason: str
) -> None:
    _user_theme(manifest, svg)
    paths = app_paths()
    paths.ensure()
    save_settings(paths.settings_file, Settings(theme="mine"))
    context = build_context()
    renderer = pick_renderer(context, None, strict=False)
    assert renderer.theme.name == "classic"
    told = " ".join(map(str, context.problems._waiting))
    assert "“mine” could not be used" in told and "the Classic cards are shown instead" in told
    assert reason in told
    assert told.count(reason) == 1  # one message for the chosen theme, not one per check
    entry = {e.key: e for e in context.catalog.entries()}["mine"]
    assert not entry.usable and reason in str(entry.problem)


def test_list_themes_shows_broken_themes_with_escaped_reasons(capsys: pytest.CaptureFixture[str]) -> None:
    _user_theme('name = "evil"\nsvg = "cards.svg"\ndisplay_name = "\\u001b]2;owned\\u0007"\n',
                name="evil\x1b[2J")
    _user_theme(svg=svg_with('<image xlink:href="/etc/x.png"/>'), name="leaky")
    _user_theme(name="fine")
    assert main(["--list-themes"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out
    lines = {line.split("\t")[0]: line.split("\t") for line in out.splitlines()}
    assert list(lines)[:3] == ["classic", "fine", "four_colour"]
    evil = lines["evil\\x1b[2J"]
    assert evil[1] == "(broken)" and "'display_name' holds control" in evil[2]
    assert lines["leaky"][1] == "(broken)" and "refers to “/etc/x.png”" in lines["leaky"][2]
    assert lines["fine"][1] == "fine"


def test_a_card_that_fails_to_render_later_becomes_a_plain_face(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boulanger_qt.plugin.theme_check import load_theme, read_manifest
    from boulanger_qt.ui.board.card_renderer import CardRenderer

    from .folders import CLASSIC

    renderer = CardRenderer(load_theme(read_manifest(CLASSIC)))
    renderer.image("AS", 50, 70)  # parsed now, if the disk cache had spared it

    def broken(*args: object) -> None:
        raise RuntimeError("the renderer fell over")

    monkeypatch.setattr(renderer, "_svg", type("Broken", (), {"render": broken})())
    image = renderer.image("QH", 50, 70)  # no exception reaches the board
    corner = image.pixelColor(10, 10)
    assert (corner.red(), corner.green(), corner.blue(), corner.alpha()) == (255, 255, 255, 255)
    ink = [image.pixelColor(x, y).lightness() < 160 for x in range(5, 45) for y in range(20, 50)]
    assert any(ink)  # the card's code is written on it
