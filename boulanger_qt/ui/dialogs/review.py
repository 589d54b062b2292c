"""Review: a finished game on a read-only board, stepped through move by move, with each
position's verdict (searched in the solver process, in the background) on a strip along the
game, the move that lost the game and a better one there, and Play from Here (a practice
game at the shown position).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Sequence
from itertools import groupby
from typing import Final

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QKeySequence, QMouseEvent, QPainter, QPaintEvent, QPen, QShortcut
from PySide6.QtWidgets import QDialog, QHBoxLayout, QPushButton, QSlider, QVBoxLayout, QWidget

from boulanger_qt.app.solver_service import app_solver, solve
from boulanger_qt.core.review import Review, Winnability, read_line, review
from boulanger_qt.core.state import GameState
from boulanger_qt.ui.background import BackgroundJob
from boulanger_qt.ui.board.accessible import Announcer
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.board.scene import BoardScene
from boulanger_qt.ui.board.view import BoardView
from boulanger_qt.ui.dialogs import wrapping_label
from boulanger_qt.ui.text import clause, fill, number, render, words

REVIEW_TIMEOUT: Final = 8.0  # seconds per position searched, as the winnability check
POLL_MS: Final = 60  # how often the strip takes in the verdicts found meanwhile
# Mid-tone fills that keep their contrast against a light and a dark window alike; the
# unknown ones are also hatched, so the three never rely on colour alone.
COLORS: Final[dict[str, QColor]] = {
    "winnable": QColor(46, 157, 79), "unwinnable": QColor(208, 68, 58), "unknown": QColor(201, 162, 39),
}
STRIP_HEIGHT: Final = 16
MARK_HEIGHT: Final = 7
CURRENT_MIN_WIDTH: Final = 8.0


class VerdictStrip(QWidget):
    """`verdicts[k]`: the position after k moves (None while not known yet). A click picks
    a position: `picked(k)`."""

    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verdicts: list[Winnability | None] = []
        self.fatal: int | None = None
        self.current = 0
        self.setFixedHeight(STRIP_HEIGHT + MARK_HEIGHT + 2)
        self.setAccessibleName(self.tr("Verdicts along the game"))

    def show_verdicts(self, verdicts: Sequence[Winnability | None], fatal: int | None) -> None:
        self.verdicts, self.fatal = list(verdicts), fatal
        self.setAccessibleDescription(self.text())
        self.update()

    def set_current(self, k: int) -> None:
        self.current = k
        self.update()

    def text(self) -> str:
        """The strip in words: "Winnable: the start to move 6. Not winnable: moves 7 to 12.\""""
        names = {"winnable": self.tr("Winnable"), "unwinnable": self.tr("Not winnable"),
                 "unknown": self.tr("Not known"), None: self.tr("Being checked")}
        parts: list[str] = []
        for verdict, first, last in self.runs():
            span = (self.position_name(first) if first == last else
                    fill(self.tr("%1 to %2", "a range of positions"), self.position_name(first),
                         self.position_name(last)))
            parts.append(fill(self.tr("%1: %2."), names[verdict], span))
        if self.fatal is not None:
            parts.append(fill(self.tr("Move %1 lost the game."), number(self.fatal)))
        return " ".join(parts)

    def runs(self) -> Iterator[tuple[Winnability | None, int, int]]:
        """Each run of one verdict along the game: the verdict, its first and its last position."""
        k = 0
        for verdict, run in groupby(self.verdicts):
            length = len(list(run))
            yield verdict, k, k + length - 1
            k += length

    def position_name(self, k: int) -> str:
        return self.tr("the start") if k == 0 else fill(self.tr("move %1"), number(k))

    def _segment(self, k: int) -> QRectF:
        step = (self.width() - 2) / max(1, len(self.verdicts))
        return QRectF(1 + k * step, MARK_HEIGHT, step, STRIP_HEIGHT)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        ink = self.palette().windowText().color()
        for verdict, first, last in self.runs():  # a run in one piece: no seams between its parts
            rect = self._segment(first).united(self._segment(last))
            painter.fillRect(rect, COLORS[verdict] if verdict else self.palette().mid().color())
            if verdict == "unknown":
                painter.fillRect(rect, QBrush(QColor(0, 0, 0, 90), Qt.BrushStyle.BDiagPattern))
        if self.verdicts:
            painter.setPen(QPen(ink, 1))
            painter.drawRect(self._segment(0).united(self._segment(len(self.verdicts) - 1)))
            # The position shown: at least a few pixels wide, ringed in the window's colour
            # so it stands out on every verdict's colour.
            current = self._segment(self.current)
            grow = max(0.0, CURRENT_MIN_WIDTH - current.width()) / 2
            current.adjust(-grow, -1, grow, 1)
            painter.setPen(QPen(self.palette().window().color(), 5))
            painter.drawRect(current)
            painter.setPen(QPen(self.palette().highlight().color(), 3))
            painter.drawRect(current)
        if self.fatal is not None and self.fatal < len(self.verdicts):
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            rect = self._segment(self.fatal)
            painter.setPen(QPen(ink, 2))
            painter.drawLine(rect.topLeft(), rect.bottomLeft())
            painter.setBrush(ink)
            x = rect.left()
            painter.drawPolygon([QPointF(x - MARK_HEIGHT, 0), QPointF(x + MARK_HEIGHT, 0),
                                 QPointF(x, MARK_HEIGHT - 1)])
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.verdicts:
            k = int((event.position().x() - 1) // self._segment(0).width())
            self.picked.emit(min(max(k, 0), len(self.verdicts) - 1))


class ReviewWindow(QDialog):
    """The review of the game from `start` along `line` (moves in our notation; a line
    that stops replaying is shown up to its last good move, and says why).
    `play_from(position, origin)`: the player asked for a practice game there."""

    play_from = Signal(object, str)

    def __init__(self, start: GameState, line: str, name: str, renderer: CardRenderer,
                 felt: QColor, animation_ms: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.moves, self.positions, problem = read_line(start, line)
        self.verdicts: list[Winnability | None] = [None] * len(self.positions)
        self.review: Review | None = None
        self.at = 0  # the position shown: after `at` moves
        self.setWindowTitle(fill(self.tr("Review of %1"), name))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.scene = BoardScene(renderer, start)
        self.scene.animator.duration_ms = animation_ms
        self.view = BoardView(self.scene, self)
        self.view.setInteractive(False)  # read-only: no drags, no clicks, no keyboard moves
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.set_felt(felt)
        self.view.setAccessibleName(self.tr("The reviewed game's board"))
        self.announcer = Announcer(self.view)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        self.strip = VerdictStrip(self)
        self.strip.show_verdicts(self.verdicts, None)
        layout.addWidget(self.strip)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, len(self.moves))  # a position asked beyond the game is kept within it
        self.strip.picked.connect(self.slider.setValue)
        self.slider.setAccessibleName(self.tr("Position in the game"))
        self._keys_help = self.tr("Left and Right step one move; Home and End go to the start and the end.")
        self.slider.valueChanged.connect(self._show)
        layout.addWidget(self.slider)
        steps = QHBoxLayout()
        self.step_buttons: list[QPushButton] = []
        for text, tip, key, target in (
            (self.tr("First"), self.tr("Go to the start (Home)"), Qt.Key.Key_Home, lambda: 0),
            (self.tr("Back"), self.tr("One move back (Left)"), Qt.Key.Key_Left, lambda: self.at - 1),
            (self.tr("Forward"), self.tr("One move on (Right)"), Qt.Key.Key_Right, lambda: self.at + 1),
            (self.tr("Last"), self.tr("Go to the end (End)"), Qt.Key.Key_End, lambda: len(self.moves)),
        ):
            self.step_buttons.append(button := self._button(text, tip, steps))
            button.clicked.connect(lambda _=False, target=target: self.slider.setValue(target()))
            QShortcut(QKeySequence(key), self, lambda target=target: self.slider.setValue(target()),
                      context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.position_label = wrapping_label(self)
        steps.addWidget(self.position_label, 1)
        layout.addLayout(steps)
        labels = [wrapping_label(self, layout) for _ in range(3)]
        self.verdict_label, self.summary_label, self.note_label = labels
        for label in labels:
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                          | Qt.TextInteractionFlag.TextSelectableByMouse)
        if problem is not None:
            self.note_label.setText(fill(
                self.tr("The recorded line stops replaying at move %1: %2 The review shows the moves "
                        "before it."), number(len(self.moves) + 1), render(problem.message)))
        self.note_label.setVisible(problem is not None)
        ending = QHBoxLayout()
        ending.addStretch(1)
        self.play_button = self._button(self.tr("Play from &Here"), self.tr(
            "Start a practice game at the position shown: it never counts as a win"), ending)
        self.play_button.clicked.connect(self._play_from_here)
        self.close_button = self._button(self.tr("Close"), self.tr("Close the review"), ending)
        self.close_button.clicked.connect(self.close)
        layout.addLayout(ending)
        self.resize(960, 760)
        # Each verdict as the worker thread finds it (a deque's ends are thread-safe), taken in by `_poll`.
        self._found: deque[tuple[int, Winnability]] = deque()
        self._poll_timer = QTimer(self, interval=POLL_MS)
        self._poll_timer.timeout.connect(self._poll)
        self.job = BackgroundJob(self)
        self.job.finished.connect(self._reviewed)
        self.job.failed.connect(self._failed)
        self._show(0)
        self.slider.setFocus()
        app_solver()  # the app's worker process: every search below runs there
        positions, found = self.positions, self._found
        self.summary_label.setText(self.tr("Looking for the move that lost the game…"))
        self._poll_timer.start()
        self.job.start(lambda cancelled: review(  # in the worker thread, each search in the worker process
            positions, lambda state: solve(state, timeout=REVIEW_TIMEOUT, cancel=cancelled),
            lambda k, verdict: found.append((k, verdict))))

    def _button(self, text: str, tip: str, row: QHBoxLayout) -> QPushButton:
        button = QPushButton(text, self)
        button.setToolTip(tip)  # also its accessible description; its name is its text without the "&"
        button.setAutoDefault(False)
        row.addWidget(button)
        return button

    def _poll(self) -> None:
        found = [self._found.popleft() for _ in range(len(self._found))]
        if not found or self.review is not None:
            return
        # Along a line, winnable positions come first and lost ones last (core.review):
        # each verdict found tells those before or after it too.
        for k, verdict in found:
            if verdict == "winnable":
                self.verdicts[:k + 1] = ["winnable"] * (k + 1)
            elif verdict == "unwinnable":
                self.verdicts[k:] = ["unwinnable"] * (len(self.verdicts) - k)
            elif self.verdicts[k] is None:
                self.verdicts[k] = "unknown"
        self._verdicts_changed()

    def _reviewed(self, review: object) -> None:
        assert isinstance(review, Review)
        self._poll_timer.stop()
        self.review = review
        self.verdicts = list(review.verdicts)
        self._verdicts_changed()
        self.summary_label.setText(self.summary(review))
        self.announcer.say(self.summary_label.text())

    def _failed(self, exc: object) -> None:
        self._poll_timer.stop()
        self.verdicts = [v or "unknown" for v in self.verdicts]
        self._verdicts_changed()
        self.summary_label.setText(fill(self.tr("The solver failed: %1"), exc))

    def _verdicts_changed(self) -> None:
        self.strip.show_verdicts(self.verdicts, self.review.fatal_move if self.review is not None else None)
        if (said := self.verdict_text(self.verdicts[self.at])) != self.verdict_label.text():
            self.verdict_label.setText(said)
            self.announcer.say(said)

    def summary(self, review: Review) -> str:
        """What the review found, in words: the move that lost it, or how a win compares."""
        if self.positions[-1].is_won():
            if not review.start_line:
                return self.tr("You won in %Ln move(s).", "", len(self.moves))
            return fill(self.tr("You won in %Ln move(s); the solver's line takes %1.", "", len(self.moves)),
                        number(len(review.start_line)))
        if review.fatal_move is not None:
            k = review.fatal_move
            before = self.positions[k - 1]
            lost = fill(self.tr("Move %1 lost the game: %2."), number(k),
                        clause(words().move(before, self.moves[k - 1], done=True)))
            if review.better_move is None:
                return lost
            better = fill(self.tr("Better there: %1, which keeps it winnable."),
                          clause(words().move(before, review.better_move)))
            return f"{lost} {better}"
        if review.verdicts[-1] == "winnable":
            return self.tr("No move lost this game: it can still be won from where it ends.")
        if review.verdicts[0] == "unwinnable":
            return self.tr("This game could not be won from its start: no move lost it.")
        return self.tr("The solver ran out of time before it found the move that lost the game.")

    def verdict_text(self, verdict: Winnability | None) -> str:
        return {
            "winnable": self.tr("This position is winnable."),
            "unwinnable": self.tr("This position can no longer be won."),
            "unknown": self.tr("Not known: the solver ran out of time on this position."),
            None: self.tr("Checking whether this position can be won…"),
        }[verdict]

    def _show(self, k: int) -> None:
        self.at = k
        self.scene.show_state(self.positions[k])
        self.strip.set_current(k)
        for button, on in zip(self.step_buttons, [k > 0] * 2 + [k < len(self.moves)] * 2, strict=True):
            button.setEnabled(on)  # first and back, forward and last
        self.play_button.setEnabled(not self.positions[k].is_won())
        self.position_label.setText(self.position_text(k))
        self.verdict_label.setText(self.verdict_text(self.verdicts[k]))
        self.slider.setAccessibleDescription(f"{self.position_label.text()} {self._keys_help}")
        self.announcer.say(f"{self.position_label.text()} {self.verdict_label.text()}")

    def position_text(self, k: int) -> str:
        if k == 0:
            return self.tr("The start, before the game's %Ln move(s).", "", len(self.moves))
        move_words = clause(words().move(self.positions[k - 1], self.moves[k - 1], done=True))
        return fill(self.tr("Move %1 of %2: %3."), number(k), number(len(self.moves)), move_words)

    def _play_from_here(self) -> None:
        origin = self.name if self.at == 0 else fill(self.tr("%1, move %2"), self.name, number(self.at))
        self.play_from.emit(self.positions[self.at], origin)

    def done(self, result: int) -> None:
        self._poll_timer.stop()
        self.job.cancel()  # its searches give up at once (the worker is told)
        super().done(result)


def unreviewable(code: str | None, line: str) -> str | None:
    """Why a recorded game cannot be reviewed (no deal to start from, no line kept), or None."""
    if code is None:
        return QCoreApplication.translate(
            "ReviewWindow", "This game began from a pasted position: there is no deal to review it from.")
    if not line.strip():
        return QCoreApplication.translate(
            "ReviewWindow", "This game was recorded before the moves of each game were kept: it cannot "
            "be reviewed.")
    return None
