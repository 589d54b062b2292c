"""The status bar's game figures: score, moves, time and the game code (click to copy).

Each label is as wide as its widest likely text in the language shown (measured from the
translated texts), so at the window's smallest width nothing is cut ("Time: 0:1"): the
status bar sets the window's minimum width instead.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Qt, QTimer
from PySide6.QtWidgets import QLabel, QStatusBar, QToolButton, QWidget

from boulanger_qt.core.session import Session
from boulanger_qt.ui.text import format_time

translate = QCoreApplication.translate  # the texts keep the window's context, "MainWindow"
_WIDEST_CODE = "BK1-C4-WWWWWWW"


def figure_texts(score: int, moves: int, seconds: float) -> dict[str, str]:
    locale = QLocale()
    return {
        "score": translate("MainWindow", "Score: %1").replace("%1", locale.toString(score)),
        "moves": translate("MainWindow", "Moves: %1").replace("%1", locale.toString(moves)),
        "time": translate("MainWindow", "Time: %1").replace("%1", format_time(seconds)),
    }


class StatusLine(QObject):
    def __init__(self, bar: QStatusBar, session: Callable[[], Session],
                 copy_code: Callable[[], None]) -> None:
        super().__init__(bar)
        self._bar, self._session = bar, session
        tips = {
            "score": translate("MainWindow", "Score: +10 for each card to a foundation, +5 from a free cell "
                               "to a column"),
            "moves": translate("MainWindow", "Moves played"),
            "time": translate("MainWindow", "Time played (paused while the window is minimised)"),
        }
        self.labels = {kind: QLabel(bar) for kind in tips}
        self.code_button = QToolButton(bar, autoRaise=True)
        self.code_button.setToolTip(translate("MainWindow", "Click to copy the game code"))
        self.code_button.clicked.connect(copy_code)
        self.widgets: list[QWidget] = [*self.labels.values(), self.code_button]
        widest = figure_texts(8888, 888, 8 * 3600 + 48 * 60 + 48)  # the longest each is likely to show
        for kind, label in self.labels.items():
            label.setToolTip(tips[kind])
            label.setContentsMargins(6, 0, 6, 0)
            label.setMinimumWidth(label.fontMetrics().horizontalAdvance(widest[kind]) + 12)
            bar.addPermanentWidget(label)
        self.code_button.setMinimumWidth(self.code_button.fontMetrics().horizontalAdvance(_WIDEST_CODE) + 16)
        bar.addPermanentWidget(self.code_button)
        self._clock = QTimer(self, interval=1000)
        self._clock.timeout.connect(self.update_clock)
        self._clock.start()
        bar.messageChanged.connect(self._message_changed)

    def show_message(self, text: str, ms: int) -> None:
        """`text` left of the score for `ms` ("" clears it): whole if it fits, else ended with
        "…" (Qt would cut it off mid-letter) and whole in the bar's tooltip while it shows."""
        bar = self._bar
        visible = [w for w in self.widgets if w.isVisible()]
        if bar.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            room = bar.width() - max((w.geometry().right() for w in visible), default=0) - 8
        else:  # Qt's message area: from 6 px in to 2 px before the first permanent widget
            room = min((w.x() for w in visible), default=bar.width() - 6) - 8
        shown = bar.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, max(room, 0))
        bar.setToolTip(text if shown != text else "")
        bar.showMessage(shown, ms)

    def _message_changed(self, shown: str) -> None:
        if not shown:  # the message timed out or was cleared: so goes its whole text
            self._bar.setToolTip("")

    def width_needed(self) -> int:
        return sum(widget.minimumWidth() for widget in self.widgets) + 8 * len(self.widgets)

    def show_game(self) -> None:
        session = self._session()
        for kind, text in figure_texts(session.score, session.move_count, session.elapsed).items():
            self.labels[kind].setText(text)
        code = session.code
        self.code_button.setText(translate("MainWindow", "Custom position") if code is None else str(code))
        self.code_button.setEnabled(code is not None)

    def update_clock(self) -> None:
        self.labels["time"].setText(figure_texts(0, 0, self._session().elapsed)["time"])
