"""Non-modal messages on the board: a notice bar with actions, the problems shown in it
(`ProblemDisplay`), and the win panel."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, Signal, Slot
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from boulanger_qt.support.problems import Problem, ProblemChannel
from boulanger_qt.ui.text import fill, format_time, render


class NoticeBar(QFrame):
    """A slim bar over the bottom edge of the board: a message, a few action buttons and a
    close button. It floats over the felt, so the board never shrinks when it appears;
    `covers` tells the board how tall a strip it lies on, so that the columns end above it
    and no card is hidden. One message at a time: a problem told while the stuck notice
    (with its actions) is up waits until that one is gone; problems told together are shown
    together."""

    covers = Signal(int)  # the height of the strip of felt it lies on (0: hidden)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noticeBar")
        self.setAccessibleName(self.tr("Notice"))
        self.setStyleSheet(
            "#noticeBar { background: #fff4cc; border-top: 1px solid #d9c27a; }"
            "#noticeBar QLabel, #noticeBar QToolButton { color: #3d3000; }"
        )
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(10, 4, 6, 4)
        self.label = QLabel(self, wordWrap=True)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._layout.addWidget(self.label)
        self._buttons: list[QPushButton] = []
        self._close = QToolButton(self, autoRaise=True)
        self._close.setText("✕")
        self._close.setToolTip(self.tr("Dismiss"))
        self._close.setAccessibleName(self.tr("Dismiss"))
        self._close.clicked.connect(self.dismiss)
        self._layout.addWidget(self._close)
        self.kind = ""
        self._waiting: list[tuple[str, str]] = []  # (text, kind) told while actions were up
        self.hide()

    def show_message(
        self, text: str, actions: list[tuple[str, Callable[[], None]]] | None = None, kind: str = "info"
    ) -> None:
        if not self.isHidden() and not actions:
            if self._buttons:
                self._waiting.append((text, kind))  # do not take the player's choices away
                return
            if kind == self.kind and text not in self.label.text():
                text = f"{self.label.text()} {text}"
        for button in self._buttons:
            self._layout.removeWidget(button)
            button.deleteLater()
        self._buttons = []
        self.label.setText(text)
        self.setAccessibleDescription(text)
        for title, callback in actions or []:
            button = QPushButton(title, self)
            button.setAccessibleDescription(text)  # the question the choice answers
            button.clicked.connect(self.dismiss)  # first: the choice may bring a new notice
            button.clicked.connect(callback)
            self._layout.insertWidget(self._layout.count() - 1, button)
            self._buttons.append(button)
        for earlier, later in pairwise([*self._buttons, self._close]):
            QWidget.setTabOrder(earlier, later)  # Tab reaches the actions first, then Dismiss
        self.kind = kind
        self.recentre()
        self.show()
        self.raise_()

    def dismiss(self) -> None:
        self.hide()
        self.kind = ""
        if self._waiting:
            text, kind = self._waiting.pop(0)
            self.show_message(text, kind=kind)

    def recentre(self) -> None:
        if (parent := self.parentWidget()) is not None:
            width = parent.width()
            # A wrapped label's size hint is for a narrow, several-line shape; at the
            # bar's real width the height for that width is what the message needs.
            height = max(self.heightForWidth(width), self.minimumSizeHint().height())
            self.setGeometry(0, parent.height() - height, width, height)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.Resize):
            self.covers.emit(self.height() if self.isVisible() else 0)
        return handled


class ProblemDisplay(QObject):
    """The window's end of the problem channel: opens `channel` on `notice`, each problem
    said in the player's language on the window's own thread, whichever thread told it:
    the waiting problems now (with `replay`, every one told so far), later ones as they come."""

    arrived = Signal(object)

    def __init__(self, channel: ProblemChannel, notice: NoticeBar, *, replay: bool = False) -> None:
        super().__init__(notice)
        self._notice = notice
        # Queued from other threads, direct on this one: a problem told on the window's
        # thread is on the bar when `tell` returns.
        self.arrived.connect(self._show, Qt.ConnectionType.AutoConnection)
        channel.open(self.tell, replay=replay)
        notice.destroyed.connect(lambda *_: channel.close(self.tell))

    def tell(self, told: Problem) -> None:
        """Any thread: the problem goes to the window's thread."""
        self.arrived.emit(told)

    @Slot(object)
    def _show(self, told: Problem) -> None:
        # kind "problem": problems told together are shown together
        self._notice.show_message(render(told), kind="problem")


class WonPanel(QFrame):
    """The celebration's message, floating over the board: score, time, moves, New game,
    Review (the game looked back on) and Close."""

    new_game = Signal()
    review = Signal()
    dismissed = Signal()  # closed without a new game: the board shows the won position again

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("wonPanel")
        self.setAccessibleName(self.tr("You won!"))
        self.setStyleSheet(
            "#wonPanel { background: rgba(255, 252, 240, 242); border: 2px solid #d4a72c;"
            " border-radius: 14px; }"
            "#wonPanel QLabel { color: #2b2b2b; background: transparent; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 20, 28, 20)
        self.title = title = QLabel(self.tr("You won!"), self, alignment=Qt.AlignmentFlag.AlignCenter)
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        title.setFont(font)
        self.details = QLabel(self, alignment=Qt.AlignmentFlag.AlignCenter)
        buttons = QHBoxLayout()
        self.new_button = QPushButton(self.tr("New game"), self, default=True)
        self.new_button.setToolTip(self.tr("Deal a new game"))
        self.new_button.clicked.connect(self.new_game)
        self.new_button.clicked.connect(self.hide)
        self.review_button = QPushButton(self.tr("Review"), self)
        self.review_button.setToolTip(self.tr("Step through this game again, with the solver's verdicts"))
        self.review_button.clicked.connect(self.hide)
        self.review_button.clicked.connect(self.dismissed)
        self.review_button.clicked.connect(self.review)
        self.close_button = close = QPushButton(self.tr("Close"), self)
        close.setToolTip(self.tr("Close this message and look at the board"))
        close.clicked.connect(self.hide)
        close.clicked.connect(self.dismissed)
        for button in (self.new_button, self.review_button, close):
            buttons.addWidget(button)
        layout.addWidget(title)
        layout.addWidget(self.details)
        layout.addLayout(buttons)
        self.hide()

    def show_result(self, score: int, seconds: float, moves: int, assisted: bool = False) -> None:
        """`assisted`: won with Show Solution, given moves or from a pasted position, which
        never counts as a win (How to Play says so): the panel says it."""
        self.title.setText(self.tr("Won with help") if assisted else self.tr("You won!"))
        self.setAccessibleName(self.title.text())
        details = fill(self.tr("Score <b>%1</b> &nbsp;·&nbsp; Time <b>%2</b> &nbsp;·&nbsp; Moves <b>%3</b>"),
                       QLocale().toString(score), format_time(seconds), QLocale().toString(moves))
        if assisted:
            details += "<br>" + self.tr("Not counted as a win, a best score or in a streak.")
        self.details.setText(details)
        self.setAccessibleDescription(self.details.text().replace("<b>", "").replace("</b>", "")
                                      .replace("&nbsp;", " "))
        self.adjustSize()
        self.recentre()
        self.show()
        self.raise_()
        self.new_button.setFocus()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab go round the panel's buttons, not on to the board below."""
        ring = [self.new_button, self.review_button, self.close_button]
        focused = [button.hasFocus() for button in ring]
        now = focused.index(True) if True in focused else 0
        ring[(now + (1 if next else -1)) % len(ring)].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close_button.click()
        else:
            super().keyPressEvent(event)

    def recentre(self) -> None:
        if (parent := self.parentWidget()) is not None:
            self.move((parent.width() - self.width()) // 2, (parent.height() - self.height()) // 2)
