"""The window's end of the problem channel: each problem said in the notice bar, in the
player's language, on the window's own thread whichever thread told it."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal, Slot

from boulanger_qt.support.problems import Problem, ProblemChannel
from boulanger_qt.ui.notices import NoticeBar
from boulanger_qt.ui.text.problem_text import render

KIND = "problem"  # the notice bar's kind for problems: told together, they are shown together


class ProblemDisplay(QObject):
    """Opens `channel` on `notice`: the waiting problems now (with `replay`, every one told
    so far), later ones as they come."""

    arrived = Signal(object)

    def __init__(self, channel: ProblemChannel, notice: NoticeBar, *, replay: bool = False) -> None:
        super().__init__(notice)
        self._channel = channel
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
        self._notice.show_message(render(told), kind=KIND)

    def close(self) -> None:
        self._channel.close(self.tell)
