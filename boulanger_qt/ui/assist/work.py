"""Help while playing, loaded after the first paint: hints, playing the solution back, the
winnability check, and the hooks that tell of every change of the game (they load pluggy).

All solving runs in background threads; any move cancels what is running, so the
board never waits for the solver.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from boulanger_qt.app.solver_service import app_solver
from boulanger_qt.core.deals import deal
from boulanger_qt.core.messages import Message, MessageId, SaidError, say
from boulanger_qt.core.moves import Move
from boulanger_qt.core.rules import illegal_reason
from boulanger_qt.core.session import Session
from boulanger_qt.core.solver.winnable import WinnableTableError, winnable_table
from boulanger_qt.core.state import GameState, PositionKey
from boulanger_qt.core.verdict import Winnability, winnability_of
from boulanger_qt.plugin.problem_ids import PluginProblem
from boulanger_qt.plugin.providers import Hint
from boulanger_qt.plugin.specs import hookimpl
from boulanger_qt.support.problems import os_reason
from boulanger_qt.support.problems import problem as told
from boulanger_qt.ui.background import BackgroundJob
from boulanger_qt.ui.language import shown
from boulanger_qt.ui.text import fill, reason_words, render

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from boulanger_qt.core.game_view import GameView
    from boulanger_qt.core.solver import SolveResult
    from boulanger_qt.plugin.providers import HintProvider

CHECK_TIMEOUT: Final = 8.0  # seconds per position for the winnability check
SLOW_CHECK_MS: Final = 400  # a winnability check running longer than this says so
STOP_GRACE: Final = 1.0  # seconds a hint provider asked to stop has before it is named
STOPPED_POLL_MS: Final = 20


class HintAssistant(QObject):
    """Asks the chosen provider for a hint in the background; when it has none (the
    solver on a lost position), the next provider is asked in its turn.

    Never two searches at once: a request while an earlier provider's `hint` has not returned
    (it was asked to stop) waits for it; a provider that has not stopped `STOP_GRACE` seconds
    after it was asked is named (`still_busy`) and the request dropped."""

    hint_ready = Signal(object, str)  # Hint, and the fallback's name when the chosen one had none
    no_hint = Signal(str)
    busy_changed = Signal(bool)
    provider_failed = Signal(str, object)  # provider name, the Problem to tell
    still_busy = Signal(str)  # the name of a provider that did not stop when asked

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.job = BackgroundJob(self)
        self.job.finished.connect(self._finished)
        self.job.failed.connect(self._failed)
        self._providers: list[HintProvider] = []
        self._asked: list[HintProvider] = []
        self._state: GameState | None = None
        self._returned: threading.Event | None = None  # set when the last `hint` call has returned
        self._stop_asked_at: float | None = None  # when the last search was asked to stop
        self._pending: tuple[list[HintProvider], GameState] | None = None
        self._stopped = QTimer(self, interval=STOPPED_POLL_MS)
        self._stopped.timeout.connect(self._begin_when_stopped)

    def request(self, providers: list[HintProvider], state: GameState) -> None:
        """Ask `providers` in order until one suggests a move (once the last search returned)."""
        self._pending = (list(providers), state)
        self.busy_changed.emit(True)
        self._stop_search()
        self._stopped.start()
        self._begin_when_stopped()

    def _begin_when_stopped(self) -> None:
        if self._returned is None or self._returned.is_set():
            self._stopped.stop()
            assert self._pending is not None  # cleared only with the timer stopped
            self._providers, self._state = self._pending
            self._pending = None
            self._asked = []
            self._ask_next()
            return
        if (waited := time.monotonic() - (self._stop_asked_at or time.monotonic())) >= STOP_GRACE:
            self._stopped.stop()
            self._pending = None
            self.busy_changed.emit(False)
            name = self._asked[-1].name  # the provider of the search still running
            log.warning("the hint provider %s has not stopped %.1f s after it was asked to (it does "
                        "not check cancel()): no other hint is looked for until it returns", name, waited)
            self.still_busy.emit(name)

    def _ask_next(self) -> None:
        provider = self._providers.pop(0)
        self._asked.append(provider)
        state = self._state
        assert state is not None
        returned = self._returned = threading.Event()
        self._stop_asked_at = None

        def work(cancelled: Callable[[], bool]) -> Hint | None:
            try:
                return provider.hint(state, cancelled)
            finally:
                returned.set()

        self.job.start(work, name=f"hint provider {provider.name}")

    def _stop_search(self) -> None:
        self.job.cancel()
        if self._stop_asked_at is None:
            self._stop_asked_at = time.monotonic()

    def cancel(self) -> None:
        self._providers = []
        busy = self.job.busy or self._pending is not None
        self._pending = None
        self._stopped.stop()
        self._stop_search()
        if busy:
            self.busy_changed.emit(False)

    def _finished(self, hint: object) -> None:
        if not isinstance(hint, Hint) and self._providers:
            self._ask_next()
            return
        self.busy_changed.emit(False)
        if isinstance(hint, Hint):
            if (problem := self._impossible(hint)) is None:
                fallback = shown(self._asked[-1], "display_name") if len(self._asked) > 1 else ""
                self.hint_ready.emit(hint, fallback)
            else:
                name = self._asked[-1].name
                self.provider_failed.emit(name, told(PluginProblem.HINT_BAD_MOVE, provider=name,
                                                     reason=problem))
        else:
            first = shown(self._asked[0], "display_name") if self._asked else self.tr("The hint provider")
            self.no_hint.emit(fill(self.tr("%1 found no move that leads to a win from here."), first))

    def _impossible(self, hint: Hint) -> Message | str | None:
        """Why a provider's hint cannot be shown (plugin code: trust nothing), or None."""
        if not isinstance(hint.move, Move) or self._state is None:
            return self.tr("not a move")
        try:
            return illegal_reason(self._state, hint.move)
        except Exception as exc:  # a move naming places this game does not have
            return f"{type(exc).__name__}: {exc}"

    def _failed(self, exc: object) -> None:
        self._providers = []
        self.busy_changed.emit(False)
        name = self._asked[-1].name
        error = exc.message if isinstance(exc, SaidError) else f"{type(exc).__name__}: {exc}"
        self.provider_failed.emit(name, told(PluginProblem.HINT_FAILED, provider=name, error=error))


def solver_failure(exc: object) -> str:
    """Why Show Solution found nothing, when the solver itself failed (logged)."""
    log.error("the solver failed: %s", exc)
    if isinstance(exc, OSError | MemoryError):  # the system's English: said in the language
        exc = reason_words(os_reason(exc))
    return fill(QCoreApplication.translate("SolutionPlayer", "The solver failed: %1"), exc)


class WinnabilityMonitor(QObject):
    """After each move: winnable, no longer winnable (and how many undos get back), or unknown."""

    report = Signal(str, str, int)  # verdict ("winnable", "lost", "unknown", "checking"), text,
    # and for "lost", how many undos get back to a winnable position (0: none known)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.job = BackgroundJob(self)
        self.job.finished.connect(self._finished)
        self.job.failed.connect(
            lambda exc: self.report.emit("unknown", render(say(MessageId.WINNABLE_UNKNOWN)), 0))
        self.cache: dict[PositionKey, str] = {}
        self.service = app_solver()  # its process starts with the first search
        # Most checks take a few milliseconds: "checking" shows only for slow ones, so the
        # status bar does not flicker after every move.
        self._slow = QTimer(self, singleShot=True, interval=SLOW_CHECK_MS)
        self._slow.timeout.connect(self._still_checking)

    def _still_checking(self) -> None:
        if self.job.busy:
            self.report.emit("checking", render(say(MessageId.CHECKING_WINNABLE)), 0)

    def check(self, session: Session) -> None:
        if (state := session.state).is_won():
            self.job.cancel()
            self.report.emit("winnable", "", 0)
            return
        if (known := _shipped_verdict(session)) is not None:
            self.cancel()  # a fresh deal: the shipped tables know, no solver process needed
            self._finished((known, 0, {}))
            return
        self._slow.start()
        history, cache, solve = session.undo_states(), dict(self.cache), self.service.solve
        self.job.start(lambda cancelled: _assess(state, history, cache, cancelled, solve))

    def cancel(self) -> None:
        self._slow.stop()
        self.job.cancel()

    def _finished(self, outcome: object) -> None:
        self._slow.stop()
        assert isinstance(outcome, tuple)
        verdict, undos, learned = outcome
        self.cache.update(learned)
        said = say({"lost": MessageId.NOT_WINNABLE, "winnable": MessageId.WINNABLE}.get(
            verdict, MessageId.WINNABLE_UNKNOWN))  # a way back (`undos`) the window words with its button
        self.report.emit(verdict, render(said), undos)


Solver = Callable[[GameState, float, Callable[[], bool]], "SolveResult"]


def _shipped_verdict(session: Session) -> str | None:
    """For a deal at its very start: the verdict of the shipped winnable-deal table."""
    if session.deal is None:
        return None
    try:
        table = winnable_table(session.cells)
    except (OSError, WinnableTableError):
        return None
    if not table.known(session.deal) or session.state != deal(session.deal, session.cells):
        return None
    return "winnable" if session.deal in table else "lost"


def _assess(state: GameState, history: list[GameState], cache: dict[PositionKey, str],
            cancelled: Callable[[], bool], solve: Solver) -> tuple[str, int, dict[PositionKey, str]]:
    """The verdict of `state` and, when it is lost, how many undos get back to a winnable
    position (0: none known); with the verdicts learned on the way, for the cache."""
    learned: dict[PositionKey, str] = {}

    def verdict_of(position: GameState) -> str:
        key = position.position_key()
        if (known := cache.get(key) or learned.get(key)) is not None:
            return known
        verdict = winnability_of(solve(position, CHECK_TIMEOUT, cancelled).verdict)
        if verdict is not Winnability.UNKNOWN:
            learned[key] = verdict
        return verdict

    if (verdict := verdict_of(state)) != "lost":
        return verdict, 0, learned
    for undos, earlier in enumerate(history, start=1):
        if cancelled():
            break
        if (previous := verdict_of(earlier)) == "winnable":
            return "lost", undos, learned
        if previous == "unknown":
            break
    return "lost", 0, learned


class AssistHooks:
    """Assistance's hook implementations; they follow only the game of their own window."""

    def __init__(self, session: Callable[[], Session], changed: Callable[[bool], None]) -> None:
        self._session, self._changed = session, changed

    def _ours(self, game: GameView) -> bool:
        return game.state is self._session().state

    @hookimpl
    def boulanger_game_started(self, game: GameView) -> None:
        if self._ours(game):
            self._changed(True)

    @hookimpl
    def boulanger_move_applied(self, game: GameView, move: Move | None) -> None:
        if self._ours(game):
            self._changed(move is None)  # None: a restart, the opening position again

    @hookimpl
    def boulanger_move_undone(self, game: GameView) -> None:
        if self._ours(game):
            self._changed(False)
