"""The one public surface for plugins: everything a plugin imports comes from here.

A plugin is a module or object with functions marked `@hookimpl`, named after the hooks
in `boulanger_qt.plugin.specs` (documented in docs/plugins.md). Plugins receive frozen views
and immutable positions, never the live game or Qt items.

This module only gathers names defined elsewhere; nothing inside Boulanger imports it.
"""

from __future__ import annotations

from boulanger_qt.app.solver_service import solve
from boulanger_qt.core.cards import FULL_DECK, Card, CardError, Suit
from boulanger_qt.core.deals import GameCode, GameCodeError
from boulanger_qt.core.game_view import GameView, Outcome, Result
from boulanger_qt.core.moves import Move, NotationError, Place, PlaceKind
from boulanger_qt.core.record import EXPORT_FIELDS, GameRecord
from boulanger_qt.core.rules import (
    IllegalMoveError,
    apply_move,
    is_legal,
    legal_moves,
    move_points,
    successors,
)
from boulanger_qt.core.state import GameState, InvalidPositionError
from boulanger_qt.core.verdict import SolveResult, Verdict, Winnability, winnability_of
from boulanger_qt.plugin.providers import Hint, HintProvider, PluginError, StatsExporter
from boulanger_qt.plugin.specs import API_VERSION, PROJECT_NAME, hookimpl
from boulanger_qt.plugin.theme_check import THEME_MANIFEST, CardTheme, ThemeError

__all__ = [
    "API_VERSION", "EXPORT_FIELDS", "FULL_DECK", "PROJECT_NAME", "THEME_MANIFEST", "Card", "CardError",
    "CardTheme", "GameCode", "GameCodeError", "GameRecord", "GameState", "GameView", "Hint", "HintProvider",
    "IllegalMoveError", "InvalidPositionError", "Move", "NotationError", "Outcome", "Place", "PlaceKind",
    "PluginError", "Result", "SolveResult", "StatsExporter", "Suit", "ThemeError", "Verdict", "Winnability",
    "apply_move", "hookimpl", "is_legal", "legal_moves", "move_points", "solve", "successors",
    "winnability_of",
]
