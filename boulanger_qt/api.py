"""The one public surface for plugins: everything a plugin imports comes from here.

A plugin is a module or object with functions marked `@hookimpl`, named after the hooks
in `boulanger_qt.hookspecs` (documented in docs/plugins.md). Plugins receive frozen views
and immutable positions, never the live game or Qt items.

This module only gathers names defined elsewhere; nothing inside Boulanger imports it.
"""

from __future__ import annotations

from .core.cards import FULL_DECK, Card, CardError, Suit
from .core.codes import GameCode, GameCodeError
from .core.game_view import GameView
from .core.moves import Move, NotationError, Place, PlaceKind
from .core.outcome import Outcome, Result
from .core.record import EXPORT_FIELDS, GameRecord
from .core.rules import IllegalMoveError, apply_move, is_legal, legal_moves, move_points, successors
from .core.state import GameState, InvalidPositionError
from .core.verdict import Winnability, winnability_of
from .exporters import StatsExporter
from .hints import Hint, HintProvider
from .markers import PROJECT_NAME, hookimpl
from .providers import PluginError
from .solving import solve
from .theme_check import THEME_MANIFEST, CardTheme, ThemeError

__all__ = [
    "EXPORT_FIELDS",
    "FULL_DECK",
    "PROJECT_NAME",
    "THEME_MANIFEST",
    "Card",
    "CardError",
    "CardTheme",
    "GameCode",
    "GameCodeError",
    "GameRecord",
    "GameState",
    "GameView",
    "Hint",
    "HintProvider",
    "IllegalMoveError",
    "InvalidPositionError",
    "Move",
    "NotationError",
    "Outcome",
    "Place",
    "PlaceKind",
    "PluginError",
    "Result",
    "StatsExporter",
    "Suit",
    "ThemeError",
    "Winnability",
    "apply_move",
    "hookimpl",
    "is_legal",
    "legal_moves",
    "move_points",
    "solve",
    "successors",
    "winnability_of",
]
