"""The table under the cards: a few felt colours, or any colour the player picks.

The setting `table_color` holds a felt's name or `#rrggbb`. The felt does not follow
the light or dark palette (the cards do not either); what is drawn on it does follow
the felt: the empty-pile marks turn dark on a light table.
"""

from __future__ import annotations

import re
from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QRadialGradient

from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problems import Problem, ProblemId, problem

FELTS: Final = {
    "green": (QT_TRANSLATE_NOOP("Felt", "Green felt"), "#166e40"),
    "blue": (QT_TRANSLATE_NOOP("Felt", "Blue felt"), "#1b4f7e"),
    "red": (QT_TRANSLATE_NOOP("Felt", "Red felt"), "#832232"),
    "grey": (QT_TRANSLATE_NOOP("Felt", "Grey felt"), "#4a5058"),
    "walnut": (QT_TRANSLATE_NOOP("Felt", "Walnut"), "#6b4a2c"),
}
DEFAULT_FELT: Final = "green"


def _is_hex(setting: str) -> bool:
    return re.fullmatch(r"#[0-9a-fA-F]{6}", setting) is not None


def felt_problem(setting: str) -> Problem | None:
    """Why the setting cannot be used, or None."""
    if setting in FELTS or _is_hex(setting):
        return None
    return problem(ProblemId.TABLE_COLOR_UNKNOWN, setting=bounded(setting), choices=", ".join(FELTS))


def felt_color(setting: str) -> QColor:
    """The table's base colour (green felt for anything unusable)."""
    return QColor(setting if _is_hex(setting) else FELTS.get(setting, FELTS[DEFAULT_FELT])[1])


def felt_label(setting: str) -> str:
    if setting in FELTS:
        return QCoreApplication.translate("Felt", str(FELTS[setting][0]))
    return QCoreApplication.translate("Felt", "Custom (%1)").replace("%1", setting.lower())


def is_light(color: QColor) -> bool:
    return color.lightness() >= 150


def felt_brush(color: QColor, area: QRectF) -> QRadialGradient:
    """Lit from above the middle, darker towards the edges."""
    radius = max(area.width(), area.height()) * 0.75
    centre = QPointF(area.center().x(), area.top() + area.height() * 0.35)
    gradient = QRadialGradient(centre, max(1.0, radius))
    gradient.setColorAt(0.0, color)
    gradient.setColorAt(1.0, color.darker(190))
    return gradient
