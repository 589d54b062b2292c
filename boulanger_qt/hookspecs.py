"""Every hook of the `boulanger` project, typed and documented.

Call hooks with keyword arguments only. An implementation may accept fewer arguments
than its spec, so specs can grow without breaking plugins.
"""

from __future__ import annotations

import pluggy

from .api import PROJECT_NAME, CardTheme, GameState, HintProvider, Move, Session, StatsExporter

hookspec = pluggy.HookspecMarker(PROJECT_NAME)

# --- Providers: each returns a list of objects described in boulanger_qt.api ----------


@hookspec
def boulanger_card_themes() -> list[CardTheme]:
    """Return the card themes this plugin provides."""
    raise NotImplementedError


@hookspec
def boulanger_hint_providers() -> list[HintProvider]:
    """Return hint providers the player can choose from (objects with `hint(state, cancel)`)."""
    raise NotImplementedError


@hookspec
def boulanger_stats_exporters() -> list[StatsExporter]:
    """Return statistics exporters, one per file format."""
    raise NotImplementedError


# --- Application lifecycle ---------------------------------------------------------


@hookspec
def boulanger_app_ready() -> None:
    """Called once when the app has loaded its plugins and shown its first game."""


@hookspec
def boulanger_app_shutting_down() -> None:
    """Called once before the app quits; save anything you keep here."""


# --- Game lifecycle: the only way listeners (the board included) learn about play -----


@hookspec
def boulanger_game_started(session: Session, state: GameState, resumed: bool) -> None:
    """A game was dealt (or resumed from an autosave when `resumed`); `state` is its position."""


@hookspec
def boulanger_game_ended(session: Session, outcome: str) -> None:
    """The game is being left: `outcome` is "won", "lost" (it was stuck) or "abandoned"."""


@hookspec
def boulanger_move_applied(
    session: Session, move: Move | None, before: GameState, after: GameState, redo: bool
) -> None:
    """A move was played (or redone when `redo`); `move` is None for a restart."""


@hookspec
def boulanger_move_undone(
    session: Session, move: Move | None, before: GameState, after: GameState
) -> None:
    """A move was taken back: the position went from `before` to `after`.
    `move` is the move undone, None when a restart was undone."""


@hookspec
def boulanger_game_won(session: Session) -> None:
    """All 52 cards reached the foundations."""


@hookspec
def boulanger_game_stuck(session: Session) -> None:
    """No legal move leads to a position not already reached in this game."""
