"""The window's help features: Hint, Show Solution, hint-provider choice, winnability status.

`Assistance` owns its actions and status-bar widgets; the window places them where it
wants and offers the few services of `AssistWindow`. It learns of every change of the
game from the lifecycle hooks (it is registered with the plugin host like the board),
so nobody has to tell it that the player moved.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QLabel, QMenu, QProgressBar, QPushButton, QWidget

from boulanger_qt.app.context import AppContext
from boulanger_qt.core.deals import GameCode, random_deal_number
from boulanger_qt.core.messages import MessageId, say
from boulanger_qt.core.session import Session
from boulanger_qt.support.problems import Problem, ProblemId, problem
from boulanger_qt.ui.assist.autoplayer import SOLUTION_STEP_MS, AutoPlayer, along
from boulanger_qt.ui.background import BackgroundJob
from boulanger_qt.ui.board.scene import BoardScene
from boulanger_qt.ui.language import shown
from boulanger_qt.ui.menus import ActionFactory, text_color
from boulanger_qt.ui.text import clause, fill, render, words

if TYPE_CHECKING:
    from boulanger_qt.app.controller import GameController
    from boulanger_qt.core.solver import SolveResult
    from boulanger_qt.plugin.providers import Hint, HintProvider
    from boulanger_qt.ui.assist.work import AssistHooks, HintAssistant, WinnabilityMonitor

translate = QCoreApplication.translate  # the texts' context is "Assistance"

CHECK_DELAY_MS = 250
GROW_BUDGET = 3.0  # seconds spent finding more winnable deals after dealing one
FIND_BUDGET = 20.0  # seconds to find one when no table is available
SOLUTION_TIMEOUT = 30.0  # seconds Show Solution searches
VERDICT_MEANINGS = {"winnable": "good", "lost": "bad"}  # others are "quiet"
SOLUTION = "solution"  # the auto-player's name for a solution being played


def reason_after_colon(hint: Hint) -> str:
    """A hint's reason in the player's language, to follow a colon: it starts in lower case.

    The shipped providers mark their reasons for the translation files (context
    `HintReason`); a text the translations do not know (a third-party provider's, in
    whatever language it speaks) is shown as its provider wrote it, its `%Ln` or `%n` the count."""
    count = -1 if hint.count is None else hint.count
    said = QCoreApplication.translate("HintReason", hint.reason, None, count)
    if said[1:2].isupper():  # "KS …", "SVG …": a name, not a sentence's first word
        return said
    return clause(said)


class AssistWindow(Protocol):
    """What assistance needs from the window it helps."""

    action_factory: ActionFactory
    controller: GameController  # counts the hints shown

    def say(self, text: str, ms: int = 6000) -> None:
        """A short message in the status bar."""

    def undo(self) -> None: ...

    def start_code(self, code: GameCode) -> None: ...


class Assistance(QObject):
    """Its actions and status widgets are made with it (the first picture shows them);
    its menu items (`settings_items`) and what they set going, in `complete`."""

    check_action: QAction
    provider_menu: QMenu
    _player: AutoPlayer
    hooks: AssistHooks
    hints: HintAssistant
    solver: BackgroundJob  # the winning line Show Solution plays
    monitor: WinnabilityMonitor
    finder: BackgroundJob  # winnable deals
    _check_timer: QTimer

    def __init__(self, window: AssistWindow, parent: QWidget, context: AppContext,
                 session: Callable[[], Session], scene: BoardScene) -> None:
        super().__init__(parent)
        self._window, self._context, self._widget = window, context, parent
        self._session, self._scene = session, scene
        self.failed_providers: set[str] = set()
        self.busy = QProgressBar(parent, minimum=0, maximum=0, textVisible=False)
        self.busy.setMaximumSize(90, 14)
        self.busy.setToolTip(translate("Assistance", "Thinking…"))
        self.busy.setAccessibleName(translate("Assistance", "Thinking…"))
        self.busy.setAccessibleDescription(translate(
            "Assistance", "Shown while a hint, a solution or the winnability check is being worked out"))
        self.busy.hide()
        self.verdict = QLabel(parent)
        self.verdict.setToolTip(
            translate("Assistance", "Whether this game can still be won (Settings ▸ Check Winnability)"))
        self.way_back = QPushButton(parent)  # "Undo N moves", when the game is no longer winnable
        self.way_back.setFlat(True)
        self.way_back.setCursor(Qt.CursorShape.PointingHandCursor)
        # Styled now, hidden as it is: the status bar is as tall as its tallest widget, shown or not.
        self.way_back.setStyleSheet("QPushButton { color: palette(link); text-decoration: underline;"
                                    " border: none; padding: 0 2px; }")
        # Reached with Tab; a click leaves the keys with the board.
        self.way_back.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.way_back.setToolTip(
            translate("Assistance", "Undo back to the last position from which the game can be won"))
        self.way_back.clicked.connect(self._undo_to_winnable)
        # Named while hidden too (assistive technology lists hidden widgets); shown, it says "undo N moves".
        self.way_back.setText(translate("Assistance", "Undo to a winnable position"))
        self.way_back.hide()
        self._set_verdict("")
        self._undos_back = 0
        self.known_verdict = "unknown"  # the last verdict of the check, shown or not
        self._opening_verdict: str | None = None  # the verdict at move 0: not worth showing
        self._busy_sources: set[str] = set()
        self.checks_suspended = False  # screenshots show no transient "checking" state

        self.hint_action = window.action_factory.make(
            translate("Assistance", "&Hint"), self.request_hint, "H", "help-hint",
            translate("Assistance", "Suggest a move (H)"))
        self.solution_action = window.action_factory.make(
            translate("Assistance", "Show &Solution"), self.toggle_solution, "Ctrl+Shift+S",
            "media-playback-start", translate("Assistance", "Play a winning line, move by move"))
        self.solution_action.setCheckable(True)
        self.game_actions = [self.hint_action, self.solution_action]  # for the Game menu and the toolbar

    def settings_items(self) -> tuple[QMenu, QAction]:
        """For the Settings menu, made with its items: Hint Provider, Check Winnability."""
        self.check_action = QAction(translate("Assistance", "Check &Winnability"), self._widget,
                                    checkable=True, checked=self._context.settings.winnability_check)
        self.check_action.toggled.connect(self.set_check)
        self.provider_menu = QMenu(translate("Assistance", "&Hint Provider"), self._widget)
        self.provider_menu.aboutToShow.connect(self._fill_provider_menu)
        return self.provider_menu, self.check_action

    def complete(self, player: AutoPlayer) -> None:
        """Once the window is painted, before the game starts: what finds hints,
        solutions, winnable deals and the verdict (the first picture shows none of them);
        from now on every search (any hint provider's too) runs in the app's solver process.
        `player` plays the solutions (the window's one auto-player)."""
        from boulanger_qt.ui.assist.work import AssistHooks, HintAssistant, WinnabilityMonitor, solver_failure

        self.hooks = AssistHooks(self._session, self._changed)
        self._player = player
        player.stopped.connect(self._player_stopped)
        self.hints = HintAssistant(self)
        self.monitor = WinnabilityMonitor(self)
        self.hints.busy_changed.connect(lambda on: self._set_busy("hint", on))
        self.hints.hint_ready.connect(self._show_hint)
        self.hints.no_hint.connect(lambda text: self._window.say(text, 6000))
        self.hints.provider_failed.connect(self._provider_failed)
        self.hints.still_busy.connect(self._provider_still_busy)
        self.monitor.report.connect(self._show_verdict)
        self._check_timer = QTimer(self, singleShot=True, interval=CHECK_DELAY_MS)
        self._check_timer.timeout.connect(lambda: self.monitor.check(self._session()))
        self.solver = BackgroundJob(self)
        self.solver.finished.connect(self._solved)
        self.solver.failed.connect(lambda exc: self._solution_failed(solver_failure(exc)))
        self.finder = BackgroundJob(self)
        self.finder.finished.connect(self._finder_done)
        self.finder.failed.connect(lambda exc: self._finder_done(None))

    def widest_status(self) -> int:
        """The room the verdict's longest text takes in the language shown (the window keeps it)."""
        metrics = self.verdict.fontMetrics()
        verdicts = [render(say(verdict))
                    for verdict in (MessageId.WINNABLE, MessageId.NOT_WINNABLE, MessageId.WINNABLE_UNKNOWN)]
        lost = metrics.horizontalAdvance(translate("Assistance", "No longer winnable —")) \
            + self.way_back.fontMetrics().horizontalAdvance(self.tr("undo %Ln move(s)", "", 99)) + 16
        return max(lost, *(metrics.horizontalAdvance(text) for text in verdicts)) + 24

    def _changed(self, opening: bool) -> None:
        if opening:
            self._opening_verdict = None
        self.hints.cancel()
        self.refresh()
        if self.check_action.isChecked() and not self.checks_suspended:
            self.monitor.cancel()
            self._check_timer.start()  # after a pause in play, so quick moves stay quick

    def refresh(self) -> None:
        providers = self.providers()
        self.hint_action.setEnabled(not self._session().is_won() and bool(providers))
        self.hint_action.setToolTip(
            translate("Assistance", "Suggest a move (H)") if providers
            else translate("Assistance", "No hint provider: turn one on in Settings ▸ Plugins"))

    def providers(self, ask: bool = False) -> list[HintProvider]:
        """The providers not turned off; the plugins are asked again when `ask` (the player asks
        for a hint or opens the provider menu), else their last answer is kept."""
        host = self._context.host
        asked = host.ask_hint_providers() if ask else host.hint_providers()
        return [p for p in asked if p.name not in self.failed_providers]

    def chosen_provider(self, providers: list[HintProvider]) -> HintProvider | None:
        wanted = self._context.settings.hint_provider
        return next((p for p in providers if p.name == wanted), providers[0] if providers else None)

    def _fill_provider_menu(self) -> None:
        menu = self.provider_menu
        menu.clear()
        if not (providers := self.providers(ask=True)):
            empty = menu.addAction(translate("Assistance", "No hint provider is on (Settings ▸ Plugins…)"))
            empty.setEnabled(False)
            return
        group = QActionGroup(menu)
        chosen = self.chosen_provider(providers)
        for provider in providers:
            action = menu.addAction(shown(provider, "display_name"))
            action.setCheckable(True)
            action.setChecked(chosen is not None and provider.name == chosen.name)
            action.triggered.connect(
                lambda _=False, name=provider.name: self._context.update_settings(hint_provider=name)
            )
            group.addAction(action)

    def request_hint(self) -> None:
        providers = self.providers(ask=True)
        if (chosen := self.chosen_provider(providers)) is None:
            self._window.say(
                translate("Assistance", "No hint provider is on: turn one on in Settings ▸ Plugins."), 5000)
            return
        if self._session().is_won():
            return
        self._scene.clear_hint()
        others = [p for p in providers if p.name != chosen.name]
        others.sort(key=lambda p: p.name != "quick")  # rules of thumb answer where a proof cannot
        self.hints.request([chosen, *others], self._session().state)

    def _show_hint(self, hint: Hint, fallback: str) -> None:
        self._window.controller.note_hint()
        self._scene.show_hint(hint.move)
        said = words().move(self._session().state, hint.move)
        text = (fill(translate("Assistance", "No winning line from here. %1 suggests: %2"), fallback, said)
                if fallback else fill(translate("Assistance", "Hint: %1"), said))
        if hint.reason:
            text = fill(translate("Assistance", "%1: %2", "a hint: why"), text, reason_after_colon(hint))
        self._window.say(text, 8000)

    def _provider_failed(self, name: str, told: Problem) -> None:
        self.failed_providers.add(name)
        self.refresh()
        self._context.problems.tell(told, again=True)  # turned off: told each time it happens

    def _provider_still_busy(self, name: str) -> None:
        self._window.say(fill(translate("Assistance", "The hint provider “%1” is still busy with the last "
                                        "hint."), name), 6000)
        self._context.problems.tell(problem(ProblemId.HINT_NOT_STOPPED, provider=name))

    def toggle_solution(self, checked: bool) -> None:
        if checked and not self._session().is_won():
            self._scene.clear_hint()
            self.hints.cancel()
            self._set_busy("solution", True)
            state, service = self._session().state, self.monitor.service
            self.solver.start(lambda cancelled: service.solve(state, SOLUTION_TIMEOUT, cancelled))
            self._window.say(translate("Assistance", "Looking for a winning line…"), 3000)
        else:
            self.solver.cancel()
            self._set_busy("solution", False)
            if self._player.name == SOLUTION:
                self._player.stop()
            self.solution_action.setChecked(False)

    def _solved(self, result: SolveResult) -> None:
        if result.verdict == "solved":
            self._set_busy("solution", False)
            if self.solution_action.isChecked():
                self._player.start(SOLUTION, along(result.moves), SOLUTION_STEP_MS, at_once=False,
                                   by="solution")
        elif result.verdict == "unsolvable":
            self._solution_failed(translate("SolutionPlayer", "There is no winning line from here."))
        else:
            self._solution_failed(translate("SolutionPlayer", "The solver found no winning line in time."))

    def _solution_failed(self, why: str) -> None:
        self._set_busy("solution", False)
        self.solution_action.setChecked(False)
        self._window.say(why, 6000)

    def _player_stopped(self, name: str, why: str) -> None:
        if name != SOLUTION:
            return
        self.solution_action.setChecked(False)
        text = {"moved": translate("Assistance", "Solution stopped: you moved."),
                "no-fit": translate("SolutionPlayer", "The solution no longer fits the board.")}.get(why, "")
        if text:
            self._window.say(text, 6000)

    @property
    def playing_solution(self) -> bool:
        return self._player.name == SOLUTION or self.solver.busy

    def set_check(self, on: bool) -> None:
        self._context.update_settings(winnability_check=on)
        if on:
            self.monitor.check(self._session())
        else:
            self._check_timer.stop()
            self.monitor.cancel()
            self._set_verdict("")
            self.way_back.hide()
            self._set_busy("check", False)

    def _show_verdict(self, verdict: str, text: str, undos: int) -> None:
        self._set_busy("check", verdict == "checking")
        if verdict == "checking":
            return
        if self._session().move_count == 0 and self._opening_verdict is None:
            self._opening_verdict = verdict
        # A deal that can be won is no news at its start: the verdict shows when it changes.
        # One that cannot be won from its first position says so at once, and stays said.
        if verdict == self._opening_verdict and verdict != "lost" and not undos:
            text = ""
        self._undos_back = undos if verdict == "lost" else 0
        if self._undos_back:  # the button says how to get back; the label need not repeat it
            text = translate("Assistance", "No longer winnable —")  # set once: read once
            self.way_back.setText(self.tr("undo %Ln move(s)", "", undos))
        self._set_verdict(text)
        self.known_verdict = verdict
        self.restyle()
        self.way_back.setVisible(bool(self._undos_back))

    def _set_verdict(self, text: str) -> None:
        """Shown only with a verdict; hidden, it still has a name (assistive technology
        lists hidden widgets too), shown, its text is its name."""
        self.verdict.setText(text)
        self.verdict.setAccessibleName("" if text else translate("Assistance", "Winnability"))
        self.verdict.setVisible(bool(text))

    def restyle(self) -> None:
        meaning = VERDICT_MEANINGS.get(self.known_verdict, "quiet")
        self.verdict.setStyleSheet(f"color: {text_color(self._widget.palette(), meaning)};")

    def _undo_to_winnable(self) -> None:
        for _ in range(min(self._undos_back, len(self._session().undo_states()))):
            self._window.undo()

    def _set_busy(self, source: str, on: bool) -> None:
        if on:
            self._busy_sources.add(source)
        else:
            self._busy_sources.discard(source)
        self.busy.setVisible(bool(self._busy_sources))

    def deal_winnable(self, cells: int) -> None:
        """Deal a proven-winnable game; look for more on this machine in the background."""
        from boulanger_qt.app.winnable_deals import WinnableDeals

        pool = WinnableDeals(self._context.paths.data_dir)
        if (number := pool.pick(cells)) is not None:
            self._window.start_code(GameCode(number, cells))
            self.finder.start(lambda cancelled: pool.search(cells, GROW_BUDGET, cancelled))
            return
        self._window.say(translate("Assistance", "Looking for a winnable deal…"), 0)
        self._set_busy("deal", True)
        self.finder.start(lambda cancelled: (cells, pool.search(cells, FIND_BUDGET, cancelled)))

    def _finder_done(self, outcome: object) -> None:
        self._set_busy("deal", False)
        if not isinstance(outcome, tuple):
            return  # a background top-up of the pool: nothing to show
        cells, found = outcome
        if found:
            self._window.start_code(GameCode(found[0], cells))
            self._window.say(translate("Assistance", "Dealt a game the solver proved winnable."), 5000)
        else:
            self._window.start_code(GameCode(random_deal_number(), cells))
            self._window.say(translate(
                "Assistance", "No winnable deal was found in time: this one may not be winnable."), 8000)

    def shutdown(self) -> None:
        """Everything `complete` set going stops (the window calls it only once completed)."""
        self._check_timer.stop()
        self.finder.cancel()
        self.solver.cancel()
        self.hints.cancel()
        self.monitor.cancel()
        self.monitor.service.stop()  # the app's one solver service
