"""The main window: the board with its notice bars, the status bar, and the commands its
menus (`menus`) offer, the dialogs among them; turns intents into controller calls."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QDate, QEvent, QLocale, QSize, Qt
from PySide6.QtGui import QCloseEvent, QGuiApplication, QIcon
from PySide6.QtWidgets import QMainWindow, QWidget

from boulanger_qt.app.context import AppContext
from boulanger_qt.app.window_state import keep_geometry, recall_geometry
from boulanger_qt.core.deals import GameCode, GameCodeError, deal
from boulanger_qt.core.moves import Move, Place
from boulanger_qt.core.rules import IllegalMoveError, home_move, not_a_run, stuck_message
from boulanger_qt.core.session import UNDO_LIMIT, Session
from boulanger_qt.core.state import BoardFileError, GameState, format_board
from boulanger_qt.ui.assist.actions import Assistance
from boulanger_qt.ui.assist.autoplayer import AutoPlayer
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.board.scene import BoardScene
from boulanger_qt.ui.board.view import BoardView, felt_color
from boulanger_qt.ui.card_theme import ThemeControl
from boulanger_qt.ui.language import LanguageMenu
from boulanger_qt.ui.menus import ICON_DIR, ActionFactory, WindowMenus
from boulanger_qt.ui.status_line import StatusLine
from boulanger_qt.ui.text import clause, fill, position_from_text, render

if TYPE_CHECKING:
    from datetime import date

    from boulanger_qt.app.controller import GameController
    from boulanger_qt.core.game_view import GameView
    from boulanger_qt.core.record import GameRecord
    from boulanger_qt.ui.board.accessible import BoardAccess
    from boulanger_qt.ui.notices import NoticeBar, WonPanel

log = logging.getLogger(__name__)
FIRST_SIZE = QSize(1100, 760)


def first_size(available: QSize) -> QSize:
    """A new window's size: 3/4 of the screen's width and 4/5 of its height, so long columns
    fan out on a large screen (1100×760 squeezed them even on 4K), never less than 1100×760
    unless the screen is smaller; then what fits with the frame and panels (1366×768 too)."""
    width, height = available.width(), available.height()
    return QSize(min(width * 95 // 100, max(FIRST_SIZE.width(), width * 3 // 4)),
                 min(height * 90 // 100, max(FIRST_SIZE.height(), height * 4 // 5)))


class MainWindow(QMainWindow):
    """Built in two steps, the start painting between them: `__init__` makes everything the
    first picture shows (the board, the menu bar's titles, the toolbar, the status bar),
    `complete` the rest."""

    notice: NoticeBar
    won_panel: WonPanel
    themes: ThemeControl
    language_menu: LanguageMenu
    access: BoardAccess
    autoplayer: AutoPlayer
    controller: GameController

    def __init__(self, context: AppContext, session: Session, renderer: CardRenderer) -> None:
        super().__init__()
        self.action_factory = ActionFactory(self)
        self.context = context
        self._opened = session  # played by the controller `complete` makes
        self.completed = False
        self.practice: tuple[Session, str] | None = None  # a practice game and where it began
        self.review_window: QWidget | None = None  # the last review opened
        self.setWindowIcon(QIcon(str(ICON_DIR / "boulanger.svg")))
        self.scene = BoardScene(renderer, session.state)
        self.scene.animator.duration_ms = context.settings.animation_ms
        self.view = BoardView(self.scene, self)
        self.view.set_felt(felt_color(context.settings.table_color))  # a bad setting: told in `complete`
        self.setCentralWidget(self.view)
        self.menus = WindowMenus(self, self, self.action_factory, context)
        # Qt's size grip (on by default) joins last, once the window has its size: there
        # while the status bar fills, it makes the bar settle 2 px lower after the first
        # layout (so the board would be laid out twice); joining after the first paint, it
        # would push the status bar's texts 24 px left in front of the player.
        bar = self.statusBar()
        bar.setSizeGripEnabled(False)
        self.status_line = StatusLine(bar, lambda: self.session, self.copy_code)
        self.assist = Assistance(self, self, context, lambda: self.session, self.scene)
        self.menus.toolbar.addSeparator()  # Hint and Show Solution
        self.menus.toolbar.addActions(self.assist.game_actions)
        # The verdict steps aside while a message (a refusal, a hint) is shown.
        bar.addWidget(self.assist.verdict)
        bar.addWidget(self.assist.way_back)
        bar.addPermanentWidget(self.assist.busy)
        # At its smallest the window still shows the whole status bar ("Time: 0:1" no more).
        self.setMinimumWidth(max(self.minimumSizeHint().width(),
                                 self.status_line.width_needed() + self.assist.widest_status()))
        self.refresh_status()
        self.scene.move_requested.connect(self.request_move)
        self.scene.grab_refused.connect(self.grab_refused)
        self._hook_names = [f"boulanger_board_{id(self):x}", f"boulanger_assist_{id(self):x}"]
        self.resize(first_size(self.screen().availableGeometry().size()))
        geometry = recall_geometry(context.paths.window_state_file) or context.legacy_geometry
        # Where the last window was (a second window is then set beside it: `ui.start`).
        self.geometry_restored = geometry is not None and self.restoreGeometry(
            QByteArray.fromBase64(geometry.encode()))
        if geometry is not None and not self.geometry_restored:
            log.warning("the saved window geometry is not one: the default placement")
        bar.setSizeGripEnabled(True)

    def complete(self) -> None:
        """What the first picture does not show; once, before the window meets any input."""
        # The controller announces the game (its `GameView`s) to the hooks, and the game
        # starts after the first paint, as the plugin host is made when a hook first runs.
        from boulanger_qt.app.controller import GameController
        from boulanger_qt.ui.board.accessible import BoardAccess
        from boulanger_qt.ui.board.keyboard import KeyboardPlay
        from boulanger_qt.ui.board.listener import BoardListener
        from boulanger_qt.ui.notices import NoticeBar, WonPanel
        from boulanger_qt.ui.widget_names import name_frame

        context = self.context
        self.controller = GameController(lambda: context.host, self._opened)
        self.completed = True
        # One auto-player for every sequence: Send Cards Home, Show Solution, auto-play.
        self.autoplayer = AutoPlayer(lambda: self.session.state, self.controller.play, self)
        self.menus.complete(self.assist.game_actions, *self.assist.settings_items())
        self.refresh_status()  # the menus' actions too, now that they are made
        self.assist.complete(self.autoplayer)
        self.access = BoardAccess(self, self.view)  # before anything is said
        # After the status bar's own slot: the verdict is said as it is shown.
        self.assist.monitor.report.connect(self._say_verdict)
        self.notice = NoticeBar(self.view.viewport())  # over the felt: the board never jumps
        self.won_panel = WonPanel(self.view.viewport())
        self.view.overlays += [self.notice, self.won_panel]
        self.notice.covers.connect(self.view.reserve_bottom)
        self.won_panel.new_game.connect(self.new_game)
        self.won_panel.review.connect(self.review_game)
        self.won_panel.dismissed.connect(lambda: self.scene.show_state(self.session.state))
        self.won_panel.dismissed.connect(self.view.setFocus)
        self.themes = ThemeControl(self, context, self.scene, self.view, self.menus.settings_menu)
        self.language_menu = LanguageMenu(self, context, self.menus.settings_menu, self.notice.show_message,
                                          self.close)
        KeyboardPlay(self.view, self.request_move, self.say)
        self.view.setFocus()
        context.host.register(BoardListener(self.scene, self.access.announcer, lambda: self.session.state,
                                            lambda _game: self.game_changed(), self.celebrate,
                                            lambda _game: self.show_stuck()), self._hook_names[0])
        context.host.register(self.assist.hooks, self._hook_names[1])
        name_frame(self, self.menus.toolbar)

    @property
    def session(self) -> Session:
        return self.controller.session if self.completed else self._opened

    def request_move(self, move: Move) -> None:
        """The player's move, from the mouse or the keyboard; a refusal says why."""
        try:
            self.controller.play(move)
        except IllegalMoveError as exc:
            self.say(render(exc.message), 5000, assertive=True)
            return
        self.statusBar().clearMessage()
        if self.context.settings.auto_play and self.completed and not self.assist.playing_solution:
            self.autoplayer.send_home("auto-play", at_once=False)

    def grab_refused(self, place: Place, index: int) -> None:
        """A drag of cards that do not move together: why not (the rule FreeCell players
        miss, when the break is a change of suit)."""
        cards = self.session.state.columns[place.index][index:]
        if (reason := not_a_run(cards)) is None:
            return
        text = render(reason)
        if len({card.suit for card in cards}) > 1:
            text = self.tr("%1 In Baker's Game a run must be one suit.",
                           "%1: why the cards do not move together").replace("%1", text)
        self.say(text, 5000, assertive=True)

    def say(self, text: str, ms: int = 15000, assertive: bool = False) -> None:
        """A short message in the status bar (`StatusLine.show_message`; "" clears it), said
        whole to assistive technology too (hints, keyboard prompts, refusals)."""
        self.status_line.show_message(text, ms)
        if text and self.completed:
            self.access.announcer.say(text, assertive)

    def _say_verdict(self) -> None:
        shown = self.assist.verdict.text()
        if shown and not self.assist.way_back.isHidden():
            shown = f"{shown} {self.assist.way_back.text()}"
        self.access.verdict_shown(shown)

    def may_leave_game(self) -> bool:
        """Leaving a game in progress counts as a loss: ask first (Keep playing is the default)."""
        from boulanger_qt.app.keeper import asks_before_leaving
        from boulanger_qt.ui.dialogs.confirmations import confirm_abandon

        return not asks_before_leaving(self.session) or confirm_abandon(self, self.context)

    def new_game(self) -> None:
        from boulanger_qt.ui.dialogs.new_game import NewGameDialog  # dialogs load on first use: faster start

        if not self.may_leave_game():
            return
        dialog = NewGameDialog(self.session.cells, self,
                               winnable_only=self.context.settings.winnable_only)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        if dialog.level is not None:
            from boulanger_qt.core.difficulty import difficulty_table

            self.start_code(GameCode(difficulty_table(dialog.cells).pick(dialog.level), dialog.cells))
        elif dialog.wants_winnable:
            self.assist.deal_winnable(dialog.cells)
        else:
            self.start_code(dialog.chosen())
        self.context.update_settings(cells=dialog.cells)

    def deal_of_the_day(self) -> None:
        from datetime import date

        from boulanger_qt.core.daily import DAILY_CELLS, daily_deal

        code = GameCode(daily_deal(date.today()), DAILY_CELLS)
        if self.session.code == code and self.daily_day() is not None:
            self.say(self.tr("This is today's Deal of the Day."))
        elif self.may_leave_game():
            self.start_code(code)

    def daily_day(self) -> date | None:
        """The day whose deal of the day this game is, if it is one: the day it began on,
        or today before its first move."""
        from datetime import date

        from boulanger_qt.core.daily import is_daily, local_day

        session = self.session
        day = date.today() if session.started_at is None else local_day(session.started_at)
        return day if is_daily(session.deal, session.cells, day) else None

    def start_code(self, code: GameCode) -> None:
        self.start_session(Session.new_deal(code.deal, code.cells, self.context.clock))

    def start_session(self, session: Session) -> None:
        self.won_panel.hide()
        self.notice.hide()
        self.controller.start(session)

    def restart(self) -> None:
        if self.session.state != self.session.initial:
            self.won_panel.hide()
            self.controller.restart()

    def send_home(self) -> None:
        if home_move(self.session.state) is None:
            self.say(self.tr("No card can go to its foundation now."), 4000)
        else:
            self.autoplayer.send_home("home")

    def undo(self) -> None:
        self.won_panel.hide()
        if self.controller.undo() is not None and not self.session.can_undo \
                and self.session.state != self.session.initial:
            self.say(self.tr("Undo goes back %Ln move(s) at most: this is as far as it goes.", "",
                             UNDO_LIMIT), 6000)

    def redo(self) -> None:
        self.controller.redo()

    def copy_code(self) -> None:
        if (code := self.session.code) is not None:
            QGuiApplication.clipboard().setText(str(code))
            self.say(self.tr("Copied game code %1").replace("%1", str(code)), 3000)

    def toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def copy_position(self) -> None:
        QGuiApplication.clipboard().setText(format_board(self.session.state))
        self.say(self.tr("Copied the position as a board file."), 3000)

    def paste_position(self) -> None:
        try:
            state = position_from_text(QGuiApplication.clipboard().text())
        except BoardFileError as exc:
            self.say(fill(self.tr("Cannot play the pasted position: %1"), clause(render(exc.message))), 10000)
            return
        if self.may_leave_game():
            self._start_assisted(state)
            self.say(self.tr("Playing the pasted position."), 4000)

    def _start_assisted(self, state: GameState, origin: str | None = None) -> None:
        """A game from a position, assisted as a pasted one is (never a win, a best or a
        streak); a practice game's `origin`, which its title names."""
        session = Session(state, None, self.context.clock)
        session.pasted = True
        if origin is not None:
            self.practice = (session, origin)
        self.start_session(session)

    def set_animation_ms(self, ms: int) -> None:
        self.scene.animator.duration_ms = ms
        self.context.update_settings(animation_ms=ms)

    def show_stats(self) -> None:
        from boulanger_qt.ui.dialogs.stats import StatsWindow  # (loaded on first use, as each dialog)

        stats = StatsWindow(self.context, self)
        stats.play_requested.connect(lambda code: self.play_again(code, stats))
        stats.review_requested.connect(lambda record: self.review_record(record, stats))
        stats.exec()

    def review_game(self) -> None:
        """Game review of the game on the board (from the won panel, the stuck notice)."""
        session = self.session
        name = str(session.code) if session.code is not None else self.tr("Custom position")
        self._review(session.initial, session.line, name, self)

    def review_record(self, record: GameRecord, over: QWidget) -> None:
        if (code := self._parsed(record.code or "")) is not None:
            self._review(deal(code.deal, code.cells), record.line, str(code), over)

    def _parsed(self, text: str) -> GameCode | None:
        """A game code from the statistics; None (and the player told why) if it is no code."""
        try:
            return GameCode.parse(text)
        except GameCodeError as exc:
            self.say(render(exc.message), 5000)
            return None

    def _review(self, start: GameState, line: str, name: str, over: QWidget) -> None:
        from boulanger_qt.ui.dialogs.review import ReviewWindow

        settings = self.context.settings
        review = ReviewWindow(start, line, name, self.scene.renderer, felt_color(settings.table_color),
                              settings.animation_ms, over)
        review.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        review.play_from.connect(lambda state, origin: self.play_practice(state, origin, review))
        review.show()
        self.review_window = review

    def play_practice(self, state: GameState, origin: str, review: QWidget) -> None:
        """Play from Here: a practice game at a reviewed position; the review (and the
        Statistics window under it) close."""
        if not self.may_leave_game():
            return
        over = review.parentWidget()
        review.close()
        if over is not None and over is not self:
            over.close()
        self._start_assisted(state, origin)
        self.say(fill(self.tr("Practice game from %1: it never counts as a win."), origin), 8000)

    def play_again(self, code_text: str, stats: QWidget) -> None:
        if (code := self._parsed(code_text)) is not None and self.may_leave_game():
            stats.close()
            self.start_code(code)

    def export_stats(self) -> None:
        from boulanger_qt.ui.dialogs.export import export_with_dialog

        export_with_dialog(self.context, self)

    def show_plugins(self) -> None:
        from boulanger_qt.ui.dialogs.plugins import PluginsDialog

        PluginsDialog(self.context, self).exec()

    def show_rules(self) -> None:
        """Help ▸ How to Play, beside the board (not modal: the player may play while reading)."""
        from boulanger_qt.ui.dialogs.help import RulesDialog

        RulesDialog(self).show()

    def show_about(self) -> None:
        from boulanger_qt.ui.dialogs.help import AboutDialog, about_text, bundle_licenses

        AboutDialog(about_text(), bundle_licenses(), self).exec()

    def game_changed(self) -> None:
        self.autoplayer.follow(self.session.state)
        self.refresh_status()
        if self.notice.kind == "stuck":
            self.notice.dismiss()

    def refresh_status(self) -> None:
        """Actions, status bar and title for the current session."""
        session = self.session
        self.menus.undo_action.setEnabled(session.can_undo)  # (Qt skips a setEnabled that changes nothing)
        self.menus.redo_action.setEnabled(session.can_redo)
        self.menus.restart_action.setEnabled(session.state != session.initial)
        if self.completed:  # (the menus' own actions are made with their items)
            self.menus.home_action.setEnabled(home_move(session.state) is not None)
            self.menus.copy_code_action.setEnabled(session.code is not None)
            for action in self.assist.game_actions:  # Hint and Show Solution: nothing left after a win
                action.setEnabled(not session.is_won())
        self.status_line.show_game()
        code = session.code
        # Qt adds the application name: "Deal 860 · BK1-C4-AAAAA24 — Boulanger" in the title
        # bar and taskbar (the number for other FreeCell programs, the code for this one).
        title = (fill(self.tr("Deal %1 · %2"), code.deal, code) if code is not None
                 else self.tr("Custom position"))
        if self.practice is not None and self.practice[0] is session:
            title = fill(self.tr("Practice from %1"), self.practice[1])
        # After the first paint only: the deal of the day and the difficulty (1 easy to 5
        # expert, where the shipped tables rate the deal) need the solver's tables (~60 ms).
        if self.completed and code is not None:
            from boulanger_qt.core.difficulty import difficulty_table

            if (level := difficulty_table(code.cells).rating(code.deal)) is not None:
                title = fill(self.tr("%1 · difficulty %2/5"), title, QLocale().toString(level))
            if (day := self.daily_day()) is not None:
                long_date = QLocale().toString(QDate(day.year, day.month, day.day),
                                               QLocale.FormatType.LongFormat)
                title = fill(self.tr("Deal of the Day, %1 — %2"), long_date, title)
        if self.windowTitle() != title:
            self.setWindowTitle(title)

    def celebrate(self, game: GameView) -> None:
        self.scene.celebrate()
        self.won_panel.show_result(game.score, game.elapsed, game.moves, game.assisted)

    def show_stuck(self) -> None:
        self.notice.show_message(
            render(stuck_message(self.session.state)),
            [(self.tr("Undo"), self.undo), (self.tr("Restart"), self.restart),
             (self.tr("Review"), self.review_game), (self.tr("New Game"), self.new_game)],
            kind="stuck",
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange:
            if self.completed:  # (else the action is made checked as the window is then)
                self.menus.full_screen_action.setChecked(self.isFullScreen())
            if self.isMinimized():
                self.session.pause()
            else:
                self.session.resume()
        elif event.type() == QEvent.Type.PaletteChange:  # e.g. the system switched to dark mode
            self.action_factory.repaint(self.palette())
            self.assist.restyle()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        # A screenshot's window is never on screen: its size is not the player's window.
        if not self.testAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen):
            keep_geometry(self.context.paths.window_state_file,
                          bytes(self.saveGeometry().toBase64().data()).decode())
        if self.completed:  # (closed before its first paint: nothing of them was started)
            self.autoplayer.stop()
            self.assist.shutdown()
        self.context.host.app_shutting_down()
        for name in self._hook_names:
            self.context.host.unregister(name)
        if self.context.recorder is not None and (waiting := self.context.recorder.waiting()):
            from boulanger_qt.ui.dialogs.confirmations import tell_waiting_at_quit

            tell_waiting_at_quit(self, waiting)
        super().closeEvent(event)
