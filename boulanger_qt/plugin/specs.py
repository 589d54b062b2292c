"""Every hook of the `boulanger` project, typed and documented (see docs/plugins.md), its
pluggy markers (`hookimpl` for plugins, `hookspec` for the specs) and the version of the
plugin contract (docs/plugins.md, "Stability").

The host calls hooks with keyword arguments only, through the typed methods of
`boulanger_qt.plugin.host.PluginHost`. An implementation may accept fewer arguments than its
spec, so specs can grow without breaking plugins. Plugins get frozen `GameView`s and
immutable positions: nothing they receive can change the game.
"""

from __future__ import annotations

from typing import Final

import pluggy

from boulanger_qt.core.game_view import GameView, Outcome
from boulanger_qt.core.moves import Move
from boulanger_qt.core.state import GameState
from boulanger_qt.plugin.providers import HintProvider, StatsExporter
from boulanger_qt.plugin.theme_check import CardTheme

PROJECT_NAME: Final = "boulanger"
API_VERSION: Final = (1, 1)  # (major, minor): a minor release only adds; a major one may remove
hookimpl = pluggy.HookimplMarker(PROJECT_NAME)
hookspec = pluggy.HookspecMarker(PROJECT_NAME)
IMPL_MARK: Final = f"{PROJECT_NAME}_impl"  # where `hookimpl` puts a function's options

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
def boulanger_game_started(game: GameView, resumed: bool) -> None:
    """A game was dealt (or resumed from an autosave when `resumed`); `game.state` is its position."""


@hookspec
def boulanger_game_ended(game: GameView, outcome: Outcome) -> None:
    """The game is being left, or was won: `outcome.result` is won, lost (left while
    stuck) or abandoned; `outcome.assisted` says whether Show Solution played for the player."""


@hookspec
def boulanger_move_applied(
    game: GameView, move: Move | None, before: GameState, after: GameState, redo: bool
) -> None:
    """A move was played (or redone when `redo`); `move` is None for a restart."""


@hookspec
def boulanger_move_undone(game: GameView, move: Move | None, before: GameState, after: GameState) -> None:
    """A move was taken back: the position went from `before` to `after`.
    `move` is the move undone, None when a restart was undone."""


@hookspec
def boulanger_game_won(game: GameView) -> None:
    """All 52 cards reached the foundations."""


@hookspec
def boulanger_game_stuck(game: GameView) -> None:
    """No legal move leads to a position not already reached in this game."""
