"""Fixtures for the Qt tests: a real main window, offscreen, driven by mouse events."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from boulanger_qt.app.context import AppContext, build_context
from boulanger_qt.app.solver_service import close_app_solver
from boulanger_qt.core.cards import Card
from boulanger_qt.core.moves import Move, Place, PlaceKind
from boulanger_qt.core.session import Session
from boulanger_qt.core.state import GameState
from boulanger_qt.ui import language
from boulanger_qt.ui.app_window import MainThreadCollector
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.dialogs import confirmations
from boulanger_qt.ui.notices import NoticeBar, ProblemDisplay
from boulanger_qt.ui.window import MainWindow

from .board_check import assert_board_shows

DATA = Path(__file__).parent / "data"


def create_window(context: AppContext, session: Session, renderer: CardRenderer) -> MainWindow:
    """The whole window, ready for input, as the start makes it around its first paint."""
    window = MainWindow(context, session, renderer)
    window.complete()
    return window


def box_button(box: object, text: str) -> QAbstractButton:
    """The message box's button called `text`."""
    assert isinstance(box, QMessageBox)
    return next(button for button in box.buttons() if button.text() == text)


def notice_button(notice: NoticeBar, title: str) -> QPushButton:
    """The notice's action button called `title`."""
    layout = notice.layout()
    assert layout is not None
    items = (layout.itemAt(i) for i in range(layout.count()))
    return next(b for item in items if item is not None and isinstance(b := item.widget(), QPushButton)
                and b.text() == title)


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Board:
    """Drives a MainWindow's board with real mouse events on the view's viewport."""

    def __init__(self, window: MainWindow, qtbot: QtBot) -> None:
        self.window = window
        self.qtbot = qtbot
        self.scene = window.scene
        self.viewport = window.view.viewport()

    @property
    def hint_shown(self) -> bool:
        """A hint's glows are on the board."""
        return bool(self.scene._hint_items)

    @property
    def state(self) -> GameState:
        """The game's position, once checked to be exactly what the board shows: every
        test that reads the position after an action also looks at the board."""
        self.check()
        return self.window.controller.session.state

    def check(self) -> None:
        """The board shows the session: each card where the position puts it (or, while
        the win is celebrated, a won game)."""
        session = self.window.controller.session
        if self.scene.celebrating:
            assert session.is_won(), "the board celebrates a game that is not won"
        else:
            assert_board_shows(self.scene, session.state)

    def _to_view(self, point: QPointF) -> QPoint:
        return self.window.view.mapFromScene(point)

    def card_point(self, card: Card) -> QPoint:
        """A point on the card's visible strip (its top edge area), as a player would aim."""
        rect = self.scene.card_rect(card)
        return self._to_view(QPointF(rect.center().x(), rect.top() + rect.height() * 0.08))

    def place_point(self, place: Place, card: Card) -> QPoint:
        """Where a player drops `card` to send it to `place`."""
        return self._to_view(self.scene.place_rect(place, card).center())

    def click(self, card: Card) -> None:
        QTest.mouseClick(self.viewport, Qt.MouseButton.LeftButton, pos=self.card_point(card))

    def double_click(self, card: Card) -> None:
        QTest.mouseDClick(self.viewport, Qt.MouseButton.LeftButton, pos=self.card_point(card))

    def drag_to_point(self, card: Card, end: QPoint, steps: int = 6) -> None:
        """Press on `card`, move in steps, release at a point whose offset keeps the
        grabbed spot under the cursor: the dragged card's strip lands on `end`."""
        start = self.card_point(card)
        QTest.mousePress(self.viewport, Qt.MouseButton.LeftButton, pos=start)
        for i in range(1, steps + 1):
            x = start.x() + (end.x() - start.x()) * i // steps
            y = start.y() + (end.y() - start.y()) * i // steps
            QTest.mouseMove(self.viewport, QPoint(x, y))
        QTest.mouseRelease(self.viewport, Qt.MouseButton.LeftButton, pos=end)

    def drag(self, card: Card, place: Place) -> None:
        self.drag_to_point(card, self.place_point(place, card))

    def play(self, move: Move) -> None:
        """Play a move with the mouse: a drag from the moving cards' bottom card."""
        state = self.state
        if move.source.kind is PlaceKind.CELL:
            card = state.cells[move.source.index]
            assert card is not None
        else:
            card = state.columns[move.source.index][-move.count]
        self.drag(card, move.target)


def first_picture(qtbot: QtBot) -> tuple[MainWindow, Session]:
    """The window of deal 1 in the Classic theme as the app's start paints it: built,
    shown and painted once, not yet completed (`MainWindow.complete`); and its session."""
    context = build_context(external_plugins=False)
    session = Session.new_deal(1, 4, context.clock)
    window = MainWindow(context, session, CardRenderer(context.catalog.load("classic")))
    qtbot.addWidget(window)
    painted: list[bool] = []
    window.view.after_first_paint(lambda: painted.append(True))
    window.show()
    qtbot.waitUntil(lambda: painted == [True], timeout=10000)
    return window, session


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    """As the app does at start: the translators installed, here English (its plural forms)."""
    language.install("en")
    yield
    if language.current != "en":
        language.install("en")


@pytest.fixture(autouse=True)
def collect_on_ui_thread(qapp: QApplication) -> Iterator[None]:
    """As in the app: cyclic garbage (and the Qt objects in it) is freed on this thread."""
    collector = MainThreadCollector()
    yield
    collector.stop()


@pytest.fixture(autouse=True)
def own_solver_process() -> Iterator[None]:
    """As in the app, a window's searches run in one solver process; each test gets its own."""
    yield
    close_app_solver()


@pytest.fixture(autouse=True)
def quit_notices(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the window tells at quit about games not in the statistics yet (a modal
    message in the app, which would stop a test): collected here instead."""
    told: list[str] = []
    monkeypatch.setattr(confirmations, "tell_waiting_at_quit",
                        lambda parent, message: told.append(str(message)))
    return told


@pytest.fixture
def context() -> AppContext:
    return build_context(clock=FakeClock())


@pytest.fixture
def make_board(qtbot: QtBot, context: AppContext) -> Iterator[Callable[..., Board]]:
    windows: list[MainWindow] = []

    def make(
        session: Session | None = None,
        size: tuple[int, int] = (1280, 800),
        own_context: AppContext | None = None,
    ) -> Board:
        ctx = own_context or context
        session = session or Session.new_deal(1, 4, ctx.clock)
        renderer = CardRenderer(ctx.catalog.load("classic"))
        window = create_window(ctx, session, renderer)
        ProblemDisplay(ctx.problems, window.notice)  # as the app does once the start is over
        window.scene.animator.duration_ms = 0
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        window.controller.start(session)
        qtbot.wait(10)  # let the status bar settle, which may resize the view once
        windows.append(window)
        return Board(window, qtbot)

    yield make
    for window in windows:
        Board(window, qtbot).check()  # whatever the test did last, the board followed it
        window.close()
