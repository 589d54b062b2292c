"""A whole start through `boulanger` main() that answers the safe-mode question and reads
the notice of the window it opens, then closes it (shared by the start tests)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox

from boulanger_qt.app.settings import Paths
from boulanger_qt.app.start_guard import MARKER
from boulanger_qt.cli.boulanger import main
from boulanger_qt.ui import language
from boulanger_qt.ui.window import MainWindow


def start_answering(paths: Paths, pick: Callable[[QMessageBox], QAbstractButton]) -> dict[str, str]:
    """Run a start, click `pick(box)` on the safe-mode question if it is asked; return what
    was seen: `asked` (the question) and `notice` (the window's notice once the start is
    over, "" if none). The language is English again afterwards."""
    seen: dict[str, str] = {}

    def poll() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.objectName() == "safeModeQuestion":
            seen["asked"] = box.text()
            pick(box).click()
            return
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        if windows and not (paths.state_dir / MARKER).exists():
            seen["notice"] = windows[0].notice.label.text() if windows[0].notice.isVisible() else ""
            QApplication.closeAllWindows()
            timer.stop()

    timer = QTimer()
    timer.timeout.connect(poll)
    timer.start(50)
    try:
        assert main([]) == 0
    finally:
        timer.stop()
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and not widget.isVisible():
                widget.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        language.install("en")
    return seen
