"""The `boulanger` command line: screenshots, themes, statistics export, resuming."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QLockFile, QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boulanger_qt import __version__
from boulanger_qt.api import GameRecord, Result, hookimpl
from boulanger_qt.app.context import build_context
from boulanger_qt.app.controller import GameController
from boulanger_qt.app.keeper import Autosave, GameKeeper, StatsRecorder, journal_path
from boulanger_qt.app.settings import Settings, app_paths, save_settings
from boulanger_qt.app.storage.autosave import save_game
from boulanger_qt.app.storage.stats import StatsStore
from boulanger_qt.app.window_state import keep_geometry, recall_geometry
from boulanger_qt.cli.boulanger import main
from boulanger_qt.core.moves import Move
from boulanger_qt.core.session import Session
from boulanger_qt.support.file_lock import InstanceLock
from boulanger_qt.ui.start import StartRequest, StartUp, chosen_session, read_saved_game
from boulanger_qt.ui.window import MainWindow


def _record() -> GameRecord:
    return GameRecord("g1", "BK1-C4-AAAAA24", 860, 4, Result.WON, False, "2026-01-01T00:00:00+00:00",
                      "2026-01-01T00:05:00+00:00", 300.0, 120, 545, 2, 1)


def test_screenshot_writes_a_png_of_the_requested_size(qtbot: QtBot, tmp_path: Path) -> None:
    out = tmp_path / "board.png"
    assert main(["--code", "BK1-C4-AAAAA24", "--play", "6a 6h", "--screenshot", str(out),
                 "--size", "800x600"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (800, 600)
    assert not app_paths().autosave_file.exists()  # a screenshot never touches the saved game


def test_a_screenshot_keeps_the_players_window_geometry(qtbot: QtBot, tmp_path: Path) -> None:
    """The screenshot's window is never on screen: its size is not the player's window."""
    paths = app_paths()
    paths.ensure()
    kept = "AdnQywADAAAAAAD5AAAAawAABUYAAAN7AAAA+gAAAH8AAAVFAAADdgAAAAAAAAAABkAAAAD6AAAAfwAABUUAAAN2"
    keep_geometry(paths.window_state_file, kept)
    assert main(["--deal", "1", "--screenshot", str(tmp_path / "small.png"), "--size", "500x400"]) == 0
    assert QImage(str(tmp_path / "small.png")).width() == 500
    assert recall_geometry(paths.window_state_file) == kept


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
        (["--code", "BK1-C9-AAAAA24"], "C4, C2 or C1, not “C9”"),
        (["--deal", "0"], "There is no deal 0"),
        (["--deal", "1", "--play", "1h"], "--play move 1"),
        (["--deal", "1", "--play", "zz"], "not a move"),
        (["--code", "BK1-C4-AAAAA24", "--cells", "2"], "contradicts"),
        (["--screenshot", "x.png", "--size", "huge"], "--size"),
        (["--deal", "1", "--screenshot", "x.png", "--theme", "/no/such/theme"], "no card theme"),
        (["--export-stats", "out.csv", "--format", "xml"], "--format"),
        (["--daily", "--date", "2026-12-32"], "'2026-12-32' is not a date"),
        (["--date", "2026-12-04"], "--date goes with --daily"),
        (["--daily", "--cells", "1"], "the deal of the day has 4 free cells"),
        (["--daily", "--code", "BK1-C4-AAAAA24"], "not allowed with argument"),
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
    assert any("missing.svg" in p for p in map(str, context.problems._waiting))


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
    StatsStore(paths.stats_db).write([_record()])
    out = tmp_path / f"stats.{fmt}"
    assert main(["--export-stats", str(out), "--format", fmt]) == 0
    text = out.read_text()
    if fmt == "json":
        games = json.loads(text)
        assert games[0]["code"] == "BK1-C4-AAAAA24" and games[0]["score"] == 545
    else:
        header, row = text.splitlines()
        assert header.startswith("id,code,deal,cells") and row.startswith("g1,BK1-C4-AAAAA24,860,4,")


@pytest.mark.parametrize(("name", "first"),
                         [("stats.json", "["), ("stats.CSV", "id,code,deal"), ("stats", "id,code,deal")])
def test_export_stats_takes_the_format_from_the_file_name(tmp_path: Path, name: str, first: str) -> None:
    paths = app_paths()
    paths.ensure()
    StatsStore(paths.stats_db).write([_record()])
    assert main(["--export-stats", str(tmp_path / name)]) == 0
    assert (tmp_path / name).read_text().startswith(first)


def test_export_stats_refuses_a_file_name_no_format_matches(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--export-stats", str(tmp_path / "stats.xml")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("boulanger: error: --format") and "csv, json" in err
    assert not (tmp_path / "stats.xml").exists()
    assert main(["--export-stats", str(tmp_path / "stats.xml"), "--format", "csv"]) == 0  # asked for


@pytest.mark.parametrize(
    ("args", "message"),
    [(["--deal", "0"], "There is no deal 0"), (["--code", "BK1-C9-AAAAA24"], "C4, C2 or C1, not “C9”"),
     (["--code", "BK1-C4-AAAAA24", "--cells", "2"], "contradicts")],
)
def test_without_a_display_bad_input_is_still_bad_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    assert main(args) == 2
    assert message in capsys.readouterr().err
    assert main(["--deal", "1"]) == 1  # good input: no window can be opened


def test_list_themes_to_a_reader_that_stops_reading(tmp_path: Path) -> None:
    """`boulanger --list-themes | head -1`: no "something went wrong", 128 + SIGPIPE."""
    exe = shutil.which("boulanger", path=str(Path(sys.executable).parent))
    assert exe is not None
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run([exe, "--list-themes"], stdout=write_end, stderr=subprocess.PIPE,
                              text=True, timeout=120, check=False)
    finally:
        os.close(write_end)
    assert (done.returncode, done.stderr) == (141, "")


def test_game_in_progress_is_saved_and_resumed_and_abandoned_games_recorded() -> None:
    context = build_context()
    session, resumed = chosen_session(StartRequest(deal=860), context)
    assert not resumed
    recorder = StatsRecorder(lambda: context.stats, journal_path(context.paths.stats_db),
                             context.problems.tell)
    autosave = Autosave(context.paths.autosave_file, context.problems.tell)
    keeper = GameKeeper(autosave, recorder, lambda: controller.session)
    context.host.register(keeper, "keeper")
    controller = GameController(context.host, session)
    controller.start(session)
    controller.play(Move.parse("6a"))
    controller.play(Move.parse("6h"))

    later = build_context()
    again, resumed = chosen_session(StartRequest(), later, read_saved_game(later))
    assert resumed and again.state == session.state and again.score == 10
    controller.start(Session.new_deal(5))  # leaving a played game for a new deal records it
    records = context.stats.records()
    assert [(r.result, r.deal, r.score) for r in records] == [(Result.ABANDONED, 860, 10)]


def _install_user_plugin(name: str, log: Path, hooks: str) -> None:
    """A user-folder plugin whose `hooks` may call `note(text)` to add a line to `log`."""
    paths = app_paths()
    paths.plugins_dir.mkdir(parents=True, exist_ok=True)
    (paths.plugins_dir / f"{name}.py").write_text(
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from boulanger_qt.api import hookimpl\n"
        f"LOG = {str(log)!r}\n"
        "def note(text):\n"
        "    with open(LOG, 'a') as f:\n"
        "        f.write(text + '\\n')\n"
        + hooks
    )


def _install_closing_plugin(log: Path) -> None:
    """A user-folder plugin that records the lifecycle and closes the app once it is ready."""
    _install_user_plugin(
        "recorder", log,
        "@hookimpl\n"
        "def boulanger_game_started(game, resumed):\n"
        "    note(f'started {game.deal} {resumed}')\n"
        "@hookimpl\n"
        "def boulanger_move_applied(move):\n"
        "    note(f'move {move}')\n"
        "@hookimpl\n"
        "def boulanger_app_ready():\n"
        "    note('ready')\n"
        "    QTimer.singleShot(0, QApplication.closeAllWindows)\n"
        "@hookimpl\n"
        "def boulanger_app_shutting_down():\n"
        "    note('shutdown')\n",
    )


def _run_app(*args: str) -> None:
    exe = shutil.which("boulanger", path=str(Path(sys.executable).parent))
    assert exe is not None
    result = subprocess.run([exe, *args], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr


def test_interactive_start_paints_first_then_loads_the_rest(tmp_path: Path) -> None:
    """The real app in a subprocess, with a user-folder plugin that records the lifecycle
    and closes the window once the app is ready."""
    paths = app_paths()
    log = tmp_path / "events.txt"
    _install_closing_plugin(log)
    _run_app("--deal", "860", "--play", "6a 6h")
    assert log.read_text().split("\n") == ["started 860 False", "move 6a", "move 6h", "ready", "shutdown", ""]
    saved = json.loads(paths.autosave_file.read_text())
    assert saved["deal"] == 860 and saved["commands"] == ["6a", "6h"]
    # Begun with moves from the command line: not the player's own game, never a win.
    assert saved["given_moves"] == 2
    assert [(r.deal, r.assisted) for r in StatsStore(paths.stats_db).records()] == [(860, True)]


def _save_a_game_in_progress() -> None:
    """Deal 5 with one move played, saved as the game in progress."""
    paths = app_paths()
    paths.ensure()
    game = Session.new_deal(5, 4)
    game.play(Move.parse("1a"))
    save_game(paths.autosave_file, game)


def test_a_new_deal_records_the_replaced_game_in_progress(tmp_path: Path) -> None:
    paths = app_paths()
    _save_a_game_in_progress()
    save_settings(paths.settings_file, Settings(ask_before_abandoning=False))  # "don't ask again"
    _install_closing_plugin(tmp_path / "events.txt")
    _run_app("--deal", "860")
    records = StatsStore(paths.stats_db).records()
    assert [(r.deal, r.result, r.moves) for r in records] == [(5, Result.ABANDONED, 1)]
    assert json.loads(paths.autosave_file.read_text())["deal"] == 860


def _delete_closed_windows() -> None:
    """Windows of an in-process app run are closed, not deleted: delete them here."""
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and not widget.isVisible():
            widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


@pytest.fixture
def unusable_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """BOULANGER_HOME inside a regular file: no folder can be made there, even as root."""
    blocker = tmp_path / "home"
    blocker.write_text("a file, not a folder")
    home = blocker / "boulanger"
    monkeypatch.setenv("BOULANGER_HOME", str(home))
    return home


@pytest.mark.usefixtures("unusable_home")
def test_screenshot_works_without_a_data_folder(tmp_path: Path) -> None:
    out = tmp_path / "b.png"
    assert main(["--deal", "1", "--screenshot", str(out)]) == 0
    assert QImage(str(out)).width() == 1280


@pytest.mark.usefixtures("unusable_home", "qapp")
def test_without_a_data_folder_the_player_is_told_and_play_goes_on(quit_notices: list[str]) -> None:
    context = build_context(external_plugins=False)
    assert any("cannot create its folder" in problem for problem in map(str, context.problems._waiting))
    seen: dict[str, object] = {}

    class PlayOneMoveAndClose:
        @hookimpl
        def boulanger_app_ready(self) -> None:
            window = next(w for w in QApplication.topLevelWidgets()
                          if isinstance(w, MainWindow) and w.isVisible())
            seen["at start"] = window.notice.label.text()
            window.controller.play(Move.parse("6a"))  # the autosave cannot be written
            seen["after a move"] = window.notice.label.text()
            seen["moves"] = window.controller.session.move_count
            QTimer.singleShot(0, QApplication.closeAllWindows)

    context.host.register(PlayOneMoveAndClose(), "play_one_move_and_close")
    assert StartUp(context).open_board(Session.new_deal(860, 4), False, []) == 0
    _delete_closed_windows()
    assert "cannot create its folder" in str(seen["at start"])
    assert "could not be saved" in str(seen["after a move"])
    assert seen["moves"] == 1
    assert len(quit_notices) == 1 and "1 game could not be saved" in quit_notices[0]  # told at quit


def _install_probe_plugin(log: Path) -> None:
    """A user-folder plugin that notes the game started and the notice shown, then closes."""
    _install_user_plugin(
        "second_copy_probe", log,
        "@hookimpl\n"
        "def boulanger_game_started(game, resumed):\n"
        "    note(f'started {game.deal} {resumed}')\n"
        "@hookimpl\n"
        "def boulanger_app_ready():\n"
        "    window = next(w for w in QApplication.topLevelWidgets() if hasattr(w, 'notice'))\n"
        "    note(f'notice {window.notice.label.text()}')\n"
        "    QTimer.singleShot(0, QApplication.closeAllWindows)\n",
    )


@pytest.mark.usefixtures("qapp")
def test_a_second_copy_leaves_the_first_ones_game_alone(tmp_path: Path) -> None:
    paths = app_paths()
    _save_a_game_in_progress()
    saved = paths.autosave_file.read_bytes()
    log = tmp_path / "events.txt"
    _install_probe_plugin(log)
    running = QLockFile(str(paths.lock_file))  # the first copy, still open
    assert running.tryLock(0)
    try:
        assert main([]) == 0
    finally:
        running.unlock()
        _delete_closed_windows()
    started, notice = log.read_text().splitlines()
    assert started.startswith("started ") and started.endswith(" False")  # a new deal
    assert "already open in another window" in notice
    assert paths.autosave_file.read_bytes() == saved  # neither resumed, overwritten ...
    assert not paths.stats_db.exists() or StatsStore(paths.stats_db).records() == []  # ... nor recorded

    log.unlink()
    assert main([]) == 0  # the first copy has closed: the saved game is resumed
    _delete_closed_windows()
    assert log.read_text().splitlines()[0] == "started 5 True"


def test_a_lock_left_by_a_crashed_copy_is_taken_over(tmp_path: Path) -> None:
    lock_path = tmp_path / "boulanger.lock"
    crashed = subprocess.run(
        [sys.executable, "-c",
         "import os\n"
         "from pathlib import Path\n"
         "from boulanger_qt.support.file_lock import InstanceLock\n"
         f"assert InstanceLock(Path({str(lock_path)!r})).owner\n"
         "os._exit(0)  # gone without unlocking, like a crash\n"],
        capture_output=True, text=True, timeout=60,
    )
    assert crashed.returncode == 0, crashed.stderr
    assert lock_path.exists()
    lock = InstanceLock(lock_path)
    try:
        assert lock.owner
    finally:
        lock.release()


@pytest.mark.parametrize("command", ["boulanger", "boulanger-solve"])
def test_version(command: str) -> None:
    exe = shutil.which(command, path=str(Path(sys.executable).parent))
    assert exe is not None
    result = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0
    assert result.stdout.strip() == f"{command} {__version__}"



@pytest.mark.parametrize("collecting", [True, False])
@pytest.mark.parametrize("ends", ["returns", "raises"])
def test_the_collector_is_paused_for_the_run_and_given_back_as_it_was(
    monkeypatch: pytest.MonkeyPatch, collecting: bool, ends: str
) -> None:
    import gc

    import boulanger_qt.cli.boulanger as cli
    from boulanger_qt.ui.start import UsageError

    during: list[bool] = []

    def run(argv: object) -> int:
        during.append(gc.isenabled())
        if ends == "raises":
            raise UsageError("no")
        return 0

    monkeypatch.setattr(cli, "run", run)
    was = gc.isenabled()
    try:
        (gc.enable if collecting else gc.disable)()
        assert main([]) == (0 if ends == "returns" else 2)
        after = gc.isenabled()
    finally:
        (gc.enable if was else gc.disable)()
    assert during == [False]
    assert after is collecting


def test_ctrl_c_before_the_window_exists_ends_quietly(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Until the application exists (imports, the command line, the settings), Ctrl+C is
    Python's KeyboardInterrupt: the start ends as a quit signal ends it later, status 0
    and no traceback."""
    import boulanger_qt.cli.boulanger as cli

    def interrupted(argv: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "run", interrupted)
    assert main([]) == 0
    assert capsys.readouterr().err == ""


def test_daily_opens_the_deal_of_the_day() -> None:
    from datetime import date

    from boulanger_qt.cli import daily_deal_of
    from boulanger_qt.core.daily import daily_deal
    from boulanger_qt.ui.start import UsageError

    assert daily_deal_of("2026-12-05", None, "--date", UsageError) == (11695, 4)  # docs/daily.md
    assert daily_deal_of(None, 4, "--date", UsageError) == (daily_deal(date.today()), 4)


@pytest.mark.parametrize("cells", [4, 2, 1])
def test_a_first_start_deals_a_proven_winnable_deal(cells: int) -> None:
    """No saved game and no deal asked for: the deal follows "Winnable deals only" (on by
    default for every cell count), as New Game does; 3 of 10 first starts were unwinnable."""
    from boulanger_qt.core.solver import winnable_table

    context = build_context()
    context.update_settings(cells=cells)
    assert context.settings.winnable_only
    table = winnable_table(cells)
    for _ in range(20):
        session, resumed = chosen_session(StartRequest(), context)
        assert not resumed and session.deal in table


def test_a_first_start_with_winnable_deals_off_deals_any(monkeypatch: pytest.MonkeyPatch) -> None:
    import boulanger_qt.ui.start as options

    context = build_context()
    context.update_settings(winnable_only=False)
    monkeypatch.setattr(options, "random_deal_number", lambda: 617)
    session, _ = chosen_session(StartRequest(cells=2), context)
    assert session.deal == 617
