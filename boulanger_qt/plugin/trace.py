"""`BOULANGER_TRACE_PLUGINS=1`: every hook call logged, with who implements it and how it went.

It uses pluggy's own `add_hookcall_monitoring`, so it sees exactly what pluggy runs. The
lines go to the log file and to stderr.
"""

from __future__ import annotations

import logging
import sys
import time
from collections.abc import Mapping, Sequence
from typing import Final

import pluggy

from boulanger_qt.core.game_view import GameView
from boulanger_qt.core.moves import Move
from boulanger_qt.core.state import GameState
from boulanger_qt.support.inputs import bounded

TRACE_ENV: Final = "BOULANGER_TRACE_PLUGINS"
trace_log = logging.getLogger("boulanger_qt.plugin.host.trace")


def _short(value: object) -> str:
    if isinstance(value, GameView):
        return f"<game {value.code or 'custom'}: {value.moves} moves, score {value.score}>"
    if isinstance(value, GameState):
        return f"<position, {value.foundation_count} cards home>"
    if isinstance(value, Move):
        return str(value)
    return bounded(repr(value), 80)


def install_trace(pm: pluggy.PluginManager) -> None:
    if not trace_log.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("boulanger: %(message)s"))
        trace_log.addHandler(handler)
    trace_log.setLevel(logging.INFO)
    started: list[float] = []

    def before(hook: str, impls: Sequence[pluggy.HookImpl], kwargs: Mapping[str, object]) -> None:
        names = ", ".join(impl.plugin_name for impl in reversed(impls)) or "no plugin"
        arguments = ", ".join(f"{key}={_short(value)}" for key, value in kwargs.items())
        trace_log.info("hook %s(%s) -> %s", hook, arguments, names)
        started.append(time.perf_counter())

    def after(outcome: pluggy.Result[object], hook: str, impls: Sequence[pluggy.HookImpl],
              kwargs: Mapping[str, object]) -> None:
        ms = (time.perf_counter() - started.pop()) * 1000 if started else 0.0
        if outcome.exception is not None:
            trace_log.info("hook %s raised %s after %.2f ms", hook,
                           type(outcome.exception).__name__, ms)
        else:
            trace_log.info("hook %s done in %.2f ms: %s", hook, ms,
                           bounded(repr(outcome.get_result()), 120))

    pm.add_hookcall_monitoring(before, after)
