"""Game ▸ Export Statistics… says what it wrote (how many games, which file, a button to
open its folder) or why it wrote nothing, and starts in a sensible folder."""

from __future__ import annotations

import errno
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TextIO

import pytest
from PySide6.QtCore import QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from boulanger_qt.api import hookimpl
from boulanger_qt.app.storage.stats import StatsUnavailable
from boulanger_qt.support.problems import ProblemId, problem
from boulanger_qt.ui.dialogs.export import export_folder

from .conftest import Board
from .stats_games import generated_games


class Boxes:
    """Answers each message box the export opens, pressing `press` (a button text part or
    "ok"), and keeps what each said."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, str, list[str]]] = []
        self.press: list[str] = []

    def answer(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, self.answer)
            return
        self.seen.append((box.text(), box.informativeText(), [b.text() for b in box.buttons()]))
        wanted = self.press.pop(0) if self.press else "ok"
        for button in box.buttons():
            if (wanted == "ok" and box.buttonRole(button) == QMessageBox.ButtonRole.AcceptRole) \
                    or (wanted != "ok" and wanted in button.text().replace("&", "")):
                button.click()
                return
        raise AssertionError(f"no button {wanted!r} in {box.text()!r}")


@pytest.fixture
def boxes() -> Iterator[Boxes]:
    yield Boxes()


def _save_as(target: Path, offered: list[str]) -> Callable[..., tuple[str, str]]:
    def save_as(parent: object, title: str, start: str, filters: str) -> tuple[str, str]:
        offered.append(start)
        return str(target), filters.split(";;")[0]
    return save_as


def _export(board: Board, boxes: Boxes, monkeypatch: pytest.MonkeyPatch, target: Path) -> list[str]:
    offered: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", _save_as(target, offered))
    QTimer.singleShot(0, boxes.answer)
    board.window.menus.export_action.trigger()
    return offered


def test_a_successful_export_names_the_file_and_the_number_of_games(
    boulanger_home: Path, make_board: Callable[..., Board], monkeypatch: pytest.MonkeyPatch, boxes: Boxes
) -> None:
    board = make_board()
    for record in generated_games(12):
        board.window.context.stats.write([record])
    target = boulanger_home / "mine" / "games.csv"
    target.parent.mkdir()
    offered = _export(board, boxes, monkeypatch, target)
    assert Path(offered[0]).parent == boulanger_home == export_folder()  # Documents, never the real home
    assert len(target.read_text().splitlines()) == 13  # the header and every game
    text, details, buttons = boxes.seen[0]
    assert text == "12 games exported to games.csv."
    assert str(target.parent) in details
    assert any("Open" in b and "Folder" in b for b in buttons)
    # The next export starts where this one went.
    second = _export(board, boxes, monkeypatch, target)
    assert Path(second[0]).parent == target.parent


def test_open_folder_shows_the_files_folder(
    boulanger_home: Path, make_board: Callable[..., Board], monkeypatch: pytest.MonkeyPatch, boxes: Boxes
) -> None:
    opened: list[QUrl] = []

    def open_url(url: QUrl) -> bool:
        opened.append(url)
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", open_url)
    board = make_board()
    board.window.context.stats.write([generated_games(1)[0]])
    boxes.press = ["Open Folder"]
    _export(board, boxes, monkeypatch, boulanger_home / "games.json")
    assert [url.toLocalFile() for url in opened] == [str(boulanger_home)]
    assert boxes.seen[0][0] == "1 game exported to games.json."


def test_a_folder_that_cannot_be_opened_is_told(
    boulanger_home: Path, make_board: Callable[..., Board], monkeypatch: pytest.MonkeyPatch, boxes: Boxes
) -> None:
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: False)
    board = make_board()
    boxes.press = ["Open Folder", "ok"]
    QTimer.singleShot(0, boxes.answer)  # the second box: the folder could not be opened
    _export(board, boxes, monkeypatch, boulanger_home / "games.csv")
    assert boxes.seen[1][0] == f"The folder {boulanger_home} could not be opened."


def test_a_file_that_cannot_be_written_says_why(
    boulanger_home: Path, make_board: Callable[..., Board], monkeypatch: pytest.MonkeyPatch, boxes: Boxes
) -> None:
    board = make_board()
    (boulanger_home / "a file").write_text("not a folder")
    target = boulanger_home / "a file" / "games.csv"
    _export(board, boxes, monkeypatch, target)
    text, details, _buttons = boxes.seen[0]
    assert text == "Nothing was exported to games.csv."
    assert details == (f"The file could not be written: something of that name exists already "
                       f"({boulanger_home / 'a file'}).")  # the system's "File exists"
    assert not target.exists()
    assert board.window.context.settings.export_folder == ""  # a failed export is not remembered


def test_an_unreadable_statistics_file_and_a_failing_exporter_say_why(
    boulanger_home: Path, make_board: Callable[..., Board], monkeypatch: pytest.MonkeyPatch, boxes: Boxes
) -> None:
    board = make_board()
    stats = board.window.context.stats

    def unreadable() -> list[object]:
        raise StatsUnavailable(problem(ProblemId.OS_ERROR, errno=errno.EBUSY, text="database is locked"))

    monkeypatch.setattr(stats, "records", unreadable)
    _export(board, boxes, monkeypatch, boulanger_home / "a.csv")
    assert boxes.seen[0][1] == "The statistics could not be read: another program is using it."
    monkeypatch.undo()

    exporter = board.window.context.host.stats_exporters()[0]

    def broken(records: object, stream: object) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(type(exporter), "export", lambda self, records, stream: broken(records, stream))
    monkeypatch.setattr(type(board.window.context.host), "stats_exporters", lambda self: [exporter])
    _export(board, boxes, monkeypatch, boulanger_home / "b.csv")
    assert boxes.seen[1][1].startswith("The exporter failed: ")
    assert "disk on fire" in boxes.seen[1][1]
    assert not (boulanger_home / "b.csv").exists()


def test_the_shipped_csv_exporter_stays_the_default_beside_a_third_party_one(
    boulanger_home: Path, make_board: Callable[..., Board], monkeypatch: pytest.MonkeyPatch, boxes: Boxes
) -> None:
    class Html:
        name = "html"
        description = "HTML page"
        suffix = ".html"

        def export(self, records: object, stream: TextIO) -> None:
            stream.write("<html></html>")

        @hookimpl
        def boulanger_stats_exporters(self) -> list[object]:
            return [self]

    board = make_board()
    assert board.window.context.host.register(Html(), "html", origin="entry point")
    target = boulanger_home / "games.csv"
    offered = _export(board, boxes, monkeypatch, target)  # the first filter offered is chosen
    assert Path(offered[0]).name == "boulanger-stats.csv"
    assert target.read_text().startswith("id,code,deal")


def test_the_statistics_windows_export_button_exports_too(
    boulanger_home: Path, make_board: Callable[..., Board], monkeypatch: pytest.MonkeyPatch, boxes: Boxes
) -> None:
    from boulanger_qt.ui.dialogs.stats import StatsWindow

    board = make_board()
    board.window.context.stats.write(generated_games(3))
    stats = StatsWindow(board.window.context, board.window)
    target = boulanger_home / "from-stats.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", _save_as(target, []))
    QTimer.singleShot(0, boxes.answer)
    stats.export_button.click()
    assert len(target.read_text().splitlines()) == 4  # the header and every game
    assert boxes.seen[0][0] == "3 games exported to from-stats.csv."
    stats.close()
