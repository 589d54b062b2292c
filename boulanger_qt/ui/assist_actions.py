"""The window's help features: Hint, Show Solution, hint-provider choice, winnability status."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QPalette
from PySide6.QtWidgets import QLabel, QMenu, QProgressBar, QPushButton, QStatusBar, QToolBar, QWidget

from ..core.moves import Move
from ..core.rules import IllegalMoveError
from ..hints import Hint, HintProvider
from .assist import HintAssistant, SolutionPlayer, WinnabilityMonitor
from .background import BackgroundJob
from .colors import text_color
from .words import move_in_words, words

translate = QCoreApplication.translate  # the texts' context is "Assistance"

if TYPE_CHECKING:
    from ..context import AppContext
    from ..core.codes import GameCode
    from ..core.session import Session
    from ..game import GameController
    from .board_scene import BoardScene

CHECK_DELAY_MS = 250
GROW_BUDGET = 3.0  # seconds spent finding more winnable deals after dealing one
FIND_BUDGET = 20.0  # seconds to find one when no table is available
VERDICT_MEANINGS = {"winnable": "good", "lost": "bad"}  # others are "quiet"


class HelpWindow(Protocol):
    """What the help features use of the main window (a Protocol, so that this module does
    not import the window that imports it)."""

    context: AppContext
    controller: GameController
    scene: BoardScene
    game_menu: QMenu
    settings_menu: QMenu
    toolbar: QToolBar
    stats_action: QAction

    @property
    def session(self) -> Session: ...

    def _action(self, text: str, slot: object, shortcut: str | None = None, icon: str = "",
                tip: str = "") -> QAction: ...

    def palette(self) -> QPalette: ...

    def statusBar(self) -> QStatusBar: ...

    def plugin_problem(self, name: str, message: str) -> None: ...

    def start_code(self, code: GameCode) -> None: ...

    def undo(self) -> None: ...


class Assistance:
    """Owns the assistants and their actions; the window calls `game_changed` and `user_acted`."""

    def __init__(self, help_window: HelpWindow) -> None:
        assert isinstance(help_window, QWidget)  # the parent of the status-bar widgets below
        window = help_window
        self.window = help_window
        self.failed_providers: set[str] = set()
        from ..solver_service import app_solver

        app_solver()  # from now on every search (any hint provider's too) runs in the app's solver process
        self.hints = HintAssistant(window)
        self.player = SolutionPlayer(self._play_step, window)
        self.monitor = WinnabilityMonitor(window)
        self.busy = QProgressBar(window)
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(90)
        self.busy.setMaximumHeight(14)
        self.busy.setTextVisible(False)
        self.busy.setToolTip(translate("Assistance", "Thinking…"))
        self.busy.hide()
        self.verdict = QLabel(window)
        self.verdict.setToolTip(
            translate("Assistance", "Whether this game can still be won (Settings ▸ Check Winnability)"))
        self.way_back = QPushButton(window)  # "Undo N moves", when the game is no longer winnable
        self.way_back.setFlat(True)
        self.way_back.setCursor(Qt.CursorShape.PointingHandCursor)
        self.way_back.setStyleSheet(
            "QPushButton { color: palette(link); text-decoration: underline; border: none;"
            " padding: 0 2px; }"
        )
        self.way_back.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the board
        self.way_back.setToolTip(
            translate("Assistance", "Undo back to the last position from which the game can be won"))
        self.way_back.clicked.connect(self._undo_to_winnable)
        self.way_back.hide()
        self._undos_back = 0
        self._verdict_kind = "unknown"
        self._busy_sources: set[str] = set()
        self.checks_suspended = False  # screenshots show no transient "checking" state
        self.hints.busy_changed.connect(lambda on: self._set_busy("hint", on))
        self.player.busy_changed.connect(lambda on: self._set_busy("solution", on))
        self.hints.hint_ready.connect(self._show_hint)
        self.hints.no_hint.connect(lambda text: window.statusBar().showMessage(text, 6000))
        self.hints.provider_failed.connect(self._provider_failed)
        self.player.stopped.connect(self._solution_stopped)
        self.monitor.report.connect(self._show_verdict)

        self.hint_action = window._action(
            translate("Assistance", "&Hint"), self.request_hint, "H", "help-hint",
                                          translate("Assistance", "Suggest a move (H)"))
        self.solution_action = window._action(
            translate("Assistance", "Show &Solution"), self.toggle_solution, "Ctrl+Shift+S",
            "media-playback-start", translate("Assistance", "Play a winning line, move by move"))
        self.solution_action.setCheckable(True)
        self.check_action = QAction(translate("Assistance", "Check &Winnability"), window)
        self.check_action.setCheckable(True)
        self.check_action.setChecked(window.context.settings.winnability_check)
        self.check_action.toggled.connect(self.set_check)
        self.provider_menu_group = QActionGroup(window)
        self._check_timer = QTimer(window, singleShot=True, interval=CHECK_DELAY_MS)
        self._check_timer.timeout.connect(lambda: self.monitor.check(self.window.session))
        self.finder = BackgroundJob(window)
        self.finder.finished.connect(self._finder_done)
        self.finder.failed.connect(lambda exc: self._finder_done(None))

    def install(self) -> None:
        window = self.window
        window.game_menu.insertAction(window.stats_action, self.hint_action)
        window.game_menu.insertAction(window.stats_action, self.solution_action)
        window.game_menu.insertSeparator(window.stats_action)
        window.toolbar.addSeparator()
        window.toolbar.addAction(self.hint_action)
        window.toolbar.addAction(self.solution_action)
        menu = window.settings_menu.addMenu(translate("Assistance", "&Hint Provider"))
        menu.aboutToShow.connect(lambda: self._fill_provider_menu(menu))
        window.settings_menu.addAction(self.check_action)
        bar = window.statusBar()
        bar.addPermanentWidget(self.busy)
        bar.insertPermanentWidget(0, self.verdict)
        bar.insertPermanentWidget(1, self.way_back)

    # --- providers ---------------------------------------------------------------

    def providers(self) -> list[HintProvider]:
        return [p for p in self.window.context.host.hint_providers() if p.name not in self.failed_providers]

    def chosen_provider(self) -> HintProvider | None:
        providers = self.providers()
        wanted = self.window.context.settings.hint_provider
        return next((p for p in providers if p.name == wanted), providers[0] if providers else None)

    def _fill_provider_menu(self, menu: object) -> None:
        from PySide6.QtWidgets import QMenu

        assert isinstance(menu, QMenu)
        menu.clear()
        chosen = self.chosen_provider()
        for provider in self.providers():
            action = menu.addAction(provider.display_name)
            action.setCheckable(True)
            action.setChecked(chosen is not None and provider.name == chosen.name)
            action.triggered.connect(
                lambda _=False, name=provider.name: self.window.context.update_settings(hint_provider=name)
            )
            self.provider_menu_group.addAction(action)

    # --- hints -------------------------------------------------------------------

    def request_hint(self) -> None:
        provider = self.chosen_provider()
        if provider is None:
            self.window.statusBar().showMessage(
                translate("Assistance", "No hint provider is available."), 5000)
            return
        if self.window.session.is_won():
            return
        self.window.scene.clear_hint()
        self.hints.request(provider, self.window.session.state)

    def _show_hint(self, hint: Hint) -> None:
        self.window.controller.note_hint()
        self.window.scene.show_hint(hint.move)
        said = move_in_words(self.window.session.state, hint.move)
        reason = f": {hint.reason}" if hint.reason else ""  # a provider's own words
        self.window.statusBar().showMessage(
            translate("Assistance", "Hint: %1").replace("%1", said) + reason, 8000)

    def _provider_failed(self, name: str, message: str) -> None:
        self.failed_providers.add(name)
        self.window.plugin_problem(
            name, message + " " + translate("Assistance", "It was turned off for this session."))

    # --- solution playback ---------------------------------------------------------

    def toggle_solution(self, checked: bool) -> None:
        if checked and not self.window.session.is_won():
            self.window.scene.clear_hint()
            self.hints.cancel()
            self.player.start(self.window.session.state)
            self.window.statusBar().showMessage(translate("Assistance", "Looking for a winning line…"), 3000)
        else:
            self.player.stop()

    def _play_step(self, move: object) -> bool:
        assert isinstance(move, Move)
        try:
            self.window.controller.play(move, by="solution")
        except IllegalMoveError:
            return False
        return True

    def _solution_stopped(self, why: str) -> None:
        self.solution_action.setChecked(False)
        if why:
            self.window.statusBar().showMessage(why, 6000)

    # --- winnability -------------------------------------------------------------------

    def set_check(self, on: bool) -> None:
        self.window.context.update_settings(winnability_check=on)
        if on:
            self.monitor.check(self.window.session)
        else:
            self._check_timer.stop()
            self.monitor.cancel()
            self.verdict.clear()
            self.way_back.hide()
            self._set_busy("check", False)

    def _show_verdict(self, verdict: str, text: str, undos: int) -> None:
        self.verdict.setText(text)
        self._verdict_kind = verdict
        self.restyle()
        self._set_busy("check", verdict == "checking")
        self._undos_back = undos if verdict == "lost" else 0
        if self._undos_back:  # the button says how to get back; the label need not repeat it
            self.verdict.setText(translate("Assistance", "No longer winnable —"))
            self.way_back.setText(words().undo_to_get_back(undos))
        self.way_back.setVisible(bool(self._undos_back))

    def restyle(self) -> None:
        """Colour the verdict for the status bar's palette, light or dark."""
        meaning = VERDICT_MEANINGS.get(self._verdict_kind, "quiet")
        self.verdict.setStyleSheet(f"color: {text_color(self.window.palette(), meaning)};")

    def _undo_to_winnable(self) -> None:
        for _ in range(min(self._undos_back, len(self.window.session.undo_states()))):
            self.window.undo()

    def _set_busy(self, source: str, on: bool) -> None:
        if on:
            self._busy_sources.add(source)
        else:
            self._busy_sources.discard(source)
        self.busy.setVisible(bool(self._busy_sources))

    # --- winnable deals ------------------------------------------------------------------

    def deal_winnable(self, cells: int) -> None:
        """Deal a proven-winnable game; look for more on this machine in the background."""
        from ..core.codes import GameCode
        from ..winnable_deals import WinnableDeals

        pool = WinnableDeals(self.window.context.paths.data_dir)
        number = pool.pick(cells)
        if number is not None:
            self.window.start_code(GameCode(number, cells))
            self.finder.start(lambda cancelled: pool.search(cells, GROW_BUDGET, cancelled))
            return
        self.window.statusBar().showMessage(translate("Assistance", "Looking for a winnable deal…"))
        self._set_busy("deal", True)
        self.finder.start(lambda cancelled: (cells, pool.search(cells, FIND_BUDGET, cancelled)))

    def _finder_done(self, outcome: object) -> None:
        self._set_busy("deal", False)
        if not isinstance(outcome, tuple):
            return  # a background top-up of the pool: nothing to show
        from ..core.codes import GameCode
        from ..core.deals import random_deal_number

        cells, found = outcome
        if found:
            self.window.start_code(GameCode(found[0], cells))
            self.window.statusBar().showMessage(
                translate("Assistance", "Dealt a game the solver proved winnable."), 5000)
        else:
            self.window.start_code(GameCode(random_deal_number(), cells))
            self.window.statusBar().showMessage(
                translate("Assistance", "No winnable deal was found in time: this one may not be winnable."),
                8000)

    # --- what the window tells us -----------------------------------------------------

    def user_acted(self) -> None:
        """The player did something: stop the playback, drop a pending hint."""
        if self.player.active and not self.player.playing_move:
            self.player.stop(translate("Assistance", "Solution stopped: you moved."))
        self.hints.cancel()

    def game_changed(self) -> None:
        self.hints.cancel()
        if self.player.active and not self.player.playing_move:
            self.player.stop(translate("Assistance", "Solution stopped."))
        playable = not self.window.session.is_won()
        if self.hint_action.isEnabled() != playable:
            self.hint_action.setEnabled(playable)
        if self.check_action.isChecked() and not self.checks_suspended:
            self.monitor.cancel()
            self._check_timer.start()  # after a pause in play, so quick moves stay quick

    def shutdown(self) -> None:
        self._check_timer.stop()
        self.finder.cancel()
        self.player.stop("")
        self.hints.cancel()
        self.monitor.cancel()
        self.player.service.stop()
        self.monitor.service.stop()
