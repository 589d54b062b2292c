"""The main window: board, toolbar, menus, status bar; turns intents into controller calls."""

from __future__ import annotations

import logging

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QEvent, QLocale, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..context import AppContext
from ..core.codes import GameCode, GameCodeError
from ..core.game_view import GameView
from ..core.gestures import click_move, double_click_move, home_move
from ..core.messages import MessageId, say
from ..core.moves import Move, Place
from ..core.rules import IllegalMoveError
from ..core.session import Session
from ..game import GameController
from .assist_actions import Assistance
from .board_accessible import BoardAccess
from .board_listener import BoardListener
from .board_scene import BoardScene
from .board_view import BoardView
from .card_renderer import CardRenderer
from .homeward import Homeward
from .icons import ICON_DIR, ink_for, ink_icon
from .keyboard import KeyboardPlay
from .language_menu import LanguageMenu
from .messages import render
from .notices import NoticeBar, WonPanel, format_time
from .theme_control import ThemeControl

log = logging.getLogger(__name__)
# Our own icons, used where the desktop has no icon theme (Windows, macOS, bare X).
APP_ICON = ICON_DIR / "boulanger.svg"
_EXTRA_KEYS = {QKeySequence.StandardKey.Redo: ("Ctrl+Shift+Z", "Ctrl+Y")}
ANIMATION_SPEEDS = (
    (QT_TRANSLATE_NOOP("MainWindow", "Off"), 0), (QT_TRANSLATE_NOOP("MainWindow", "Fast"), 100),
    (QT_TRANSLATE_NOOP("MainWindow", "Normal"), 160), (QT_TRANSLATE_NOOP("MainWindow", "Relaxed"), 260),
)


def _enable(action: QAction, on: bool) -> None:
    if action.isEnabled() != on:  # setEnabled re-polishes menus and tool buttons: skip no-ops
        action.setEnabled(on)


class MainWindow(QMainWindow):
    def __init__(self, context: AppContext, controller: GameController, renderer: CardRenderer) -> None:
        super().__init__()
        self._ink_icons: dict[QAction, str] = {}  # our own icons, drawn in the palette's ink
        self.context = context
        self.controller = controller
        self.setWindowTitle("Boulanger")
        self.setWindowIcon(QIcon(str(APP_ICON)))
        self.scene = BoardScene(renderer, controller.session.state)
        self.scene.animator.duration_ms = context.settings.animation_ms
        self.view = BoardView(self.scene, self)
        self.notice = NoticeBar(self)
        self.won_panel = WonPanel(self.view.viewport())
        self.won_panel.new_game.connect(self.new_game)
        central = QWidget(self)
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.view, 1)
        column.addWidget(self.notice)
        self.setCentralWidget(central)
        self._build_actions()
        # Settings ▸ Card Theme…, the table colour
        self.themes = ThemeControl(self, context, self.scene, self.view, self.notice, self.settings_menu)
        self._build_status_bar()
        self.assist = Assistance(self)
        self.assist.install()
        self.language_menu = LanguageMenu(self)
        self.access = BoardAccess(self)
        self.refresh_status()
        self.scene.move_requested.connect(self.request_move)
        self.scene.clicked.connect(self.request_click)
        self.scene.double_clicked.connect(self.request_double_click)
        self.homeward = Homeward(lambda: self.session.state,
                                 lambda move: self.controller.play(move, by="home"), self)
        self.keyboard = KeyboardPlay(
            self.view, self.scene, lambda: self.session.state, self.request_move,
            lambda place: self.request_double_click(place, -1), self._say,
        )
        self.view.setFocus()
        self.listener = BoardListener(
            self.scene, lambda: self.session.state, lambda _game: self.game_changed(),
            self.celebrate, lambda _game: self.show_stuck(),
        )
        self._listener_name = f"boulanger_board_{id(self):x}"
        context.host.register(self.listener, self._listener_name)
        self._clock_timer = QTimer(self, interval=1000)
        self._clock_timer.timeout.connect(self._update_clock)
        self._clock_timer.start()
        # Shown with the window, the status bar's size grip makes the bar settle 2 px
        # lower once laid out, so the board would be laid out twice around its first
        # paint (every card moving by a pixel). The grip joins after the first paint.
        self.statusBar().setSizeGripEnabled(False)
        self.view.first_painted.connect(lambda: self.statusBar().setSizeGripEnabled(True))
        self.resize(1100, 760)
        if context.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(context.settings.window_geometry.encode()))

    # --- building ------------------------------------------------------------------

    def _action(self, text: str, slot: object,
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                icon: str = "", tip: str = "") -> QAction:
        action = QAction(text, self)
        if icon and QIcon.hasThemeIcon(icon):
            action.setIcon(QIcon.fromTheme(icon))
        elif icon:
            action.setIcon(ink_icon(icon, ink_for(self.palette())))
            self._ink_icons[action] = icon
        if isinstance(shortcut, QKeySequence.StandardKey):
            # The platform's own keys, plus the common ones for Redo so that both
            # Ctrl+Y and Ctrl+Shift+Z work wherever the platform names only one.
            keys = QKeySequence.keyBindings(shortcut)
            for extra in _EXTRA_KEYS.get(shortcut, ()):
                if QKeySequence(extra) not in keys:
                    keys.append(QKeySequence(extra))
            action.setShortcuts(keys)
        elif shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        std = QKeySequence.StandardKey
        self.new_action = self._action(self.tr("&New Game…"), self.new_game, std.New, "document-new",
                                       self.tr("Deal a new game"))
        self.restart_action = self._action(self.tr("&Restart"), self.restart, "Ctrl+R", "view-refresh",
                                           self.tr("Start this deal again from the beginning"))
        self.undo_action = self._action(
            self.tr("&Undo"), self.undo, std.Undo, "edit-undo", self.tr("Take back a move"))
        self.redo_action = self._action(self.tr("&Redo"), self.redo, std.Redo, "edit-redo",
                                        self.tr("Play an undone move again"))
        self.copy_code_action = self._action(
            self.tr("&Copy Game Code"), self.copy_code, std.Copy, "edit-copy",
            self.tr("Copy this deal's game code"))
        self.home_action = self._action(self.tr("Send Cards &Home"), self.send_home, "F", "",
                                        self.tr("Every card that may go to its foundation goes (F)"))
        self.quit_action = self._action(self.tr("&Quit"), self.close, std.Quit, "application-exit")
        self.stats_action = self._action(
            self.tr("S&tatistics…"), self.show_stats, None, "", self.tr("Games played and won"))
        self.export_action = self._action(self.tr("&Export Statistics…"), self.export_stats)
        self.plugins_action = self._action(self.tr("&Plugins…"), self.show_plugins, None, "",
                                           self.tr("Choose which plugins to load"))
        self.game_menu = game_menu = self.menuBar().addMenu(self.tr("&Game"))
        for action in (self.new_action, self.restart_action, self.copy_code_action):
            game_menu.addAction(action)
        game_menu.addSeparator()
        game_menu.addAction(self.stats_action)
        game_menu.addAction(self.export_action)
        game_menu.addSeparator()
        game_menu.addAction(self.quit_action)
        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self.home_action)
        view_menu = self.menuBar().addMenu(self.tr("&View"))
        speed_menu = view_menu.addMenu(self.tr("&Animations"))
        group = QActionGroup(self)
        for title, ms in ANIMATION_SPEEDS:
            action = speed_menu.addAction(self.tr(str(title)))
            action.setCheckable(True)
            action.setChecked(ms == self.context.settings.animation_ms)
            action.triggered.connect(lambda _=False, ms=ms: self.set_animation_ms(ms))
            group.addAction(action)
        self.settings_menu = settings_menu = self.menuBar().addMenu(self.tr("&Settings"))
        settings_menu.addAction(self.plugins_action)
        self.ask_abandon_action = QAction(self.tr("&Ask Before Abandoning a Game"), self)
        self.ask_abandon_action.setCheckable(True)
        self.ask_abandon_action.setChecked(self.context.settings.ask_before_abandoning)
        self.ask_abandon_action.toggled.connect(
            lambda on: self.context.update_settings(ask_before_abandoning=on))
        settings_menu.addAction(self.ask_abandon_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(self._action(self.tr("How to &Play"), self.show_rules, std.HelpContents))
        help_menu.addAction(self._action(self.tr("&About Boulanger"), self.show_about))
        self.toolbar = toolbar = self.addToolBar(self.tr("Game"))
        toolbar.setObjectName("gameToolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for action in (self.new_action, self.restart_action, self.undo_action, self.redo_action):
            toolbar.addAction(action)

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        self.score_label = QLabel(self)
        self.moves_label = QLabel(self)
        self.time_label = QLabel(self)
        self.code_button = QToolButton(self)
        self.code_button.setAutoRaise(True)
        self.code_button.setToolTip(self.tr("Click to copy the game code"))
        self.code_button.clicked.connect(self.copy_code)
        for widget in (self.score_label, self.moves_label, self.time_label):
            widget.setContentsMargins(6, 0, 6, 0)
            bar.addPermanentWidget(widget)
        bar.addPermanentWidget(self.code_button)

    # --- intents from the board ------------------------------------------------------

    @property
    def session(self) -> Session:
        return self.controller.session

    def request_move(self, move: Move) -> None:
        self.assist.user_acted()
        try:
            self.controller.play(move)
        except IllegalMoveError as exc:
            refusal = render(exc.message)
            self.statusBar().showMessage(refusal, 5000)
            self.access.say(refusal, assertive=True)

    def _say(self, message: str) -> None:
        if message:
            self.statusBar().showMessage(message, 15000)
        else:
            self.statusBar().clearMessage()

    def request_click(self, place: Place, index: int) -> None:
        move = click_move(self.session.state, place, None if index < 0 else index)
        if move is not None:
            self.request_move(move)

    def request_double_click(self, place: Place, index: int) -> None:
        move = double_click_move(self.session.state, place, None if index < 0 else index)
        if move is not None:
            self.request_move(move)

    # --- commands ---------------------------------------------------------------------

    def may_leave_game(self) -> bool:
        """Leaving a game in progress counts as a loss: ask first (Keep playing is the default)."""
        from ..recorders import asks_before_leaving
        from .confirmations import confirm_abandon

        return not asks_before_leaving(self.session) or confirm_abandon(self, self.context)

    def new_game(self) -> None:
        from .new_game_dialog import NewGameDialog  # dialogs load on first use: faster start

        if not self.may_leave_game():
            return
        dialog = NewGameDialog(self.session.cells, self,
                               winnable_only=self.context.settings.winnable_only)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        if dialog.wants_winnable:
            self.assist.deal_winnable(dialog.cells)
        else:
            self.start_code(dialog.chosen())
        self.context.update_settings(cells=dialog.cells)

    def start_code(self, code: GameCode) -> None:
        self.start_session(Session.new_deal(code.deal, code.cells, self.controller.clock))

    def start_session(self, session: Session, resumed: bool = False) -> None:
        self.assist.user_acted()
        self.won_panel.hide()
        self.notice.hide()
        self.controller.start(session, resumed=resumed)

    def restart(self) -> None:
        if self.session.state != self.session.initial:
            self.assist.user_acted()
            self.won_panel.hide()
            self.controller.restart()

    def send_home(self) -> None:
        self.assist.user_acted()
        if not self.homeward.start():
            self.statusBar().showMessage(self.tr("No card can go to its foundation now."), 4000)

    def undo(self) -> None:
        self.assist.user_acted()
        self.won_panel.hide()
        self.controller.undo()

    def redo(self) -> None:
        self.assist.user_acted()
        self.controller.redo()

    def copy_code(self) -> None:
        code = self.session.code
        if code is not None:
            QGuiApplication.clipboard().setText(str(code))
            self.statusBar().showMessage(self.tr("Copied game code %1").replace("%1", str(code)), 3000)

    def set_animation_ms(self, ms: int) -> None:
        self.scene.animator.duration_ms = ms
        self.context.update_settings(animation_ms=ms)

    def set_theme(self, spec: str) -> bool:
        """Switch the cards to a theme (by name or folder), rendered in the background."""
        return self.themes.set_theme(spec)

    def show_stats(self) -> None:
        from .stats_window import StatsWindow

        window = StatsWindow(self.context, self)
        window.play_requested.connect(lambda code: self.play_again(code, window))
        window.exec()

    def play_again(self, code_text: str, stats: QWidget | None = None) -> None:
        """Play a deal from the statistics again (after asking, if a game is in progress)."""
        try:
            code = GameCode.parse(code_text)
        except GameCodeError as exc:
            self.statusBar().showMessage(str(exc), 5000)
            return
        if self.may_leave_game():
            if stats is not None:
                stats.close()
            self.start_code(code)

    def export_stats(self) -> None:
        from .dialogs import export_with_dialog

        path = export_with_dialog(self.context, self)
        if path is not None:
            self.statusBar().showMessage(self.tr("Statistics exported to %1").replace("%1", str(path)), 5000)

    def show_plugins(self) -> None:
        from .dialogs import PluginsDialog

        PluginsDialog(self.context, self).exec()

    def show_rules(self) -> None:
        from .rules_dialog import RulesDialog

        self.rules_dialog = RulesDialog(self)
        self.rules_dialog.show()

    def show_about(self) -> None:
        QMessageBox.about(
            self, self.tr("About Boulanger"),
            f"<h3>Boulanger {__version__}</h3>"
            + self.tr("<p>Jeu du Boulanger (Baker's Game): FreeCell where columns build down in the "
                      "same suit.</p><p>Cards, code and art by the Boulanger contributors.</p>"),
        )

    # --- what the hooks report -----------------------------------------------------

    def game_changed(self) -> None:
        self.refresh_status()
        self.assist.game_changed()
        if self.notice.kind == "stuck":
            self.notice.hide()
            self.notice.kind = ""

    def refresh_status(self) -> None:
        """Actions and status bar for the current session."""
        session = self.session
        _enable(self.undo_action, session.can_undo)
        _enable(self.redo_action, session.can_redo)
        _enable(self.restart_action, session.state != session.initial)
        _enable(self.home_action, home_move(session.state) is not None)
        self.score_label.setText(self.tr("Score: %1").replace("%1", QLocale().toString(session.score)))
        self.moves_label.setText(self.tr("Moves: %1").replace("%1", QLocale().toString(session.move_count)))
        code = session.code
        self.code_button.setText(str(code) if code is not None else self.tr("Custom position"))
        self.code_button.setEnabled(code is not None)
        # Qt adds the application name: "BK1-C4-AAAAA24 — Boulanger" in the title bar and taskbar.
        title = str(code) if code is not None else self.tr("Custom position")
        if self.windowTitle() != title:
            self.setWindowTitle(title)
        _enable(self.copy_code_action, code is not None)
        self._update_clock()

    def _update_clock(self) -> None:
        self.time_label.setText(self.tr("Time: %1").replace("%1", format_time(self.session.elapsed)))

    def celebrate(self, game: GameView) -> None:
        self.scene.celebrate()
        self.won_panel.show_result(game.score, game.elapsed, game.moves)

    def show_stuck(self) -> None:
        self.notice.show_message(
            render(say(MessageId.STUCK)),
            [(self.tr("Undo"), self.undo), (self.tr("Restart"), self.restart), (
                self.tr("New Game"), self.new_game)],
            kind="stuck",
        )

    def plugin_problem(self, name: str, message: str) -> None:
        """Told once per plugin, without a modal dialog; play goes on."""
        self.report_problem(message, kind="plugin")

    def report_problem(self, message: str, kind: str = "problem") -> None:
        """Something went wrong that the player should know of; play goes on."""
        if self.notice.kind != "stuck":
            self.notice.show_message(message, kind=kind)
        self.statusBar().showMessage(message, 10000)

    # --- window events ----------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange:
            if self.isMinimized():
                self.session.pause()
            else:
                self.session.resume()
        elif event.type() == QEvent.Type.PaletteChange:  # e.g. the system switched to dark mode
            ink = ink_for(self.palette())
            for action, name in self._ink_icons.items():
                action.setIcon(ink_icon(name, ink))
            self.assist.restyle()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.context.update_settings(window_geometry=bytes(self.saveGeometry().toBase64().data()).decode())
        self.assist.shutdown()
        self.context.host.app_shutting_down()
        self.context.host.unregister(self._listener_name)
        waiting = self.context.recorder.waiting() if self.context.recorder is not None else None
        if waiting:
            from .confirmations import tell_waiting_at_quit

            tell_waiting_at_quit(self, waiting)
        super().closeEvent(event)
