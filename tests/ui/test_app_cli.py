"""The `boulanger` command line: screenshots, themes, statistics export, resuming."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from boulanger_qt.api import GameRecord
from boulanger_qt.app import build_parser, chosen_session, main
from boulanger_qt.context import build_context
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session
from boulanger_qt.game import GameController
from boulanger_qt.recorders import Autosave, StatsRecorder
from boulanger_qt.settings import app_paths
from boulanger_qt.storage.stats import StatsStore


def _record() -> GameRecord:
    return GameRecord("BK1-C4-AAAAA24", 860, 4, "2026-01-01T00:00:00+00:00",
                      "2026-01-01T00:05:00+00:00", "won", 545, 120, 300.0)


def test_screenshot_writes_a_png_of_the_requested_size(qtbot: QtBot, tmp_path: Path) -> None:
    out = tmp_path / "board.png"
    assert main(["--code", "BK1-C4-AAAAA24", "--play", "6a 6h", "--screenshot", str(out),
                 "--size", "800x600"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (800, 600)
    assert not app_paths().autosave_file.exists()  # a screenshot never touches the saved game


def test_screenshot_from_a_subprocess_needs_no_display(tmp_path: Path) -> None:
    exe = shutil.which("boulanger", path=str(Path(sys.executable).parent))
    assert exe is not None
    out = tmp_path / "b.png"
    result = subprocess.run([exe, "--deal", "1", "--screenshot", str(out)], capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert QImage(str(out)).width() == 1280


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--code", "BK1-C9-AAAAA24"], "cells part"),
        (["--deal", "0"], "out of range"),
        (["--deal", "1", "--play", "1h"], "--play move 1"),
        (["--deal", "1", "--play", "zz"], "not a move"),
        (["--code", "BK1-C4-AAAAA24", "--cells", "2"], "contradicts"),
        (["--screenshot", "x.png", "--size", "huge"], "--size"),
        (["--deal", "1", "--screenshot", "x.png", "--theme", "/no/such/theme"], "unknown theme"),
        (["--export-stats", "out.csv", "--format", "xml"], "--format"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    qtbot: QtBot, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and message in err


def test_list_themes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--list-themes"]) == 0
    assert capsys.readouterr().out.startswith("classic\tClassic\t")


def test_broken_user_theme_is_reported_and_skipped() -> None:
    folder = app_paths().themes_dir / "broken"
    folder.mkdir(parents=True)
    (folder / "theme.toml").write_text('name = "broken"\nsvg = "missing.svg"\n')
    context = build_context()
    assert "broken" not in context.catalog.themes
    assert any("missing.svg" in p for p in context.problems)


def test_theme_by_path_renders(qtbot: QtBot, tmp_path: Path) -> None:
    source = Path(__file__).resolve().parents[2] / "plugins" / "boulanger_classic" / "theme"
    copy = tmp_path / "mytheme"
    shutil.copytree(source, copy)
    (copy / "theme.toml").write_text('name = "mine"\nsvg = "cards.svg"\n')
    assert main(["--deal", "2", "--theme", str(copy), "--screenshot", str(tmp_path / "x.png")]) == 0


@pytest.mark.parametrize("fmt", ["csv", "json"])
def test_export_stats(tmp_path: Path, fmt: str) -> None:
    paths = app_paths()
    paths.ensure()
    StatsStore(paths.stats_db).add(_record())
    out = tmp_path / f"stats.{fmt}"
    assert main(["--export-stats", str(out), "--format", fmt]) == 0
    text = out.read_text()
    if fmt == "json":
        games = json.loads(text)["games"]
        assert games[0]["code"] == "BK1-C4-AAAAA24" and games[0]["score"] == 545
    else:
        header, row = text.splitlines()
        assert header.startswith("code,deal,cells") and row.startswith("BK1-C4-AAAAA24,860,4,")


def test_game_in_progress_is_saved_and_resumed_and_abandoned_games_recorded() -> None:
    context = build_context()
    args = build_parser().parse_args(["--deal", "860"])
    session, resumed = chosen_session(args, context)
    assert not resumed
    context.host.register(Autosave(context.paths.autosave_file), "autosave")
    context.host.register(StatsRecorder(lambda: context.stats), "stats")
    controller = GameController(context.host, session)
    controller.start(session)
    controller.play(Move.parse("6a"))
    controller.play(Move.parse("6h"))

    again, resumed = chosen_session(build_parser().parse_args([]), build_context())
    assert resumed and again.state == session.state and again.score == 10
    controller.start(Session.new_deal(5))  # leaving a played game for a new deal records it
    records = context.stats.records()
    assert [(r.outcome, r.deal, r.score) for r in records] == [("abandoned", 860, 10)]


def test_interactive_start_paints_first_then_loads_the_rest(qtbot: QtBot) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from boulanger_qt.api import hookimpl
    from boulanger_qt.ui.app_window import launch
    from boulanger_qt.ui.main_window import MainWindow

    events: list[str] = []

    class Listener:
        @hookimpl
        def boulanger_game_started(self, session: Session) -> None:
            events.append(f"started {session.deal}")

        @hookimpl
        def boulanger_app_ready(self) -> None:
            events.append("ready")
            QTimer.singleShot(0, close_all)

    def close_all() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.controller.session is session:
                events.append(f"moves {widget.controller.session.move_count}")
                widget.close()
        QApplication.quit()

    context = build_context(external_plugins=False)
    loaded_before_start = context.external_loaded
    context.host.register(Listener(), "listener")
    session = Session.new_deal(860, 4)
    QTimer.singleShot(20000, QApplication.quit)  # never hang the suite
    launch(context, session, False, [Move.parse("6a"), Move.parse("6h")], None, None, None)
    assert events == ["started 860", "ready", "moves 2"]
    assert not loaded_before_start and context.external_loaded
    assert app_paths().autosave_file.exists()  # the autosave listener was registered
