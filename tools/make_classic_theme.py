#!/usr/bin/env python3
"""Generate the shipped card themes for Boulanger: "Classic", "Four Colour" and "Large Index".

Writes ``cards.svg`` and ``theme.toml`` into ``plugins/boulanger_classic/theme``
(Classic: black spades and clubs, red hearts and diamonds, navy back),
``plugins/boulanger_classic/four_colour`` (Four Colour: black spades, red hearts,
blue diamonds, green clubs, burgundy back) and ``plugins/boulanger_classic/large_index``
(Large Index: the four colours, a very large rank and suit across the top of each card,
where they stay visible in an overlapped column, for small screens and low vision).
A theme is a ``Scheme``: its suit colours and tints, its corner index and card body,
and its back design; the rest of the artwork is shared.
All artwork (suit symbols, index glyphs, court and back designs) is original
geometry defined in this file.  The output is deterministic: running the
script twice produces byte-identical files.

The SVG deliberately sticks to features that Qt's SVG Tiny renderer handles
well: plain shapes and paths, presentation attributes (no CSS), ``<defs>`` +
``<use>`` for the suit pips, and no filters, masks, clip paths or fonts.

Usage::

    python tools/make_classic_theme.py
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

# --------------------------------------------------------------------------
# Constants
# --------------------------------------------------------------------------

REPO_ROOT = Path(__file__).resolve().parent.parent
PLUGIN_DIR = REPO_ROOT / "plugins" / "boulanger_classic"
THEME_DIR = PLUGIN_DIR / "theme"
FOUR_COLOUR_DIR = PLUGIN_DIR / "four_colour"
LARGE_INDEX_DIR = PLUGIN_DIR / "large_index"

CARD_W = 250
CARD_H = 350
GAP = 30
COLUMNS = 13

RANKS = "A23456789TJQK"
SUITS = "SHDC"

RED = "#c8102e"
BLACK = "#1a1a1a"
FACE = "#ffffff"
BORDER = "#8c8c8c"
GOLD = "#c49a2c"
GOLD_DARK = "#7a5c12"
CREAM = "#fbf6e8"
NAVY = "#1b2f5e"
NAVY_LIGHT = "#3a5694"

BLUE = "#1565c0"
GREEN = "#1b7f3b"
BURGUNDY = "#5c1020"
BURGUNDY_DARK = "#420a16"
BURGUNDY_LIGHT = "#7e2236"
BURGUNDY_CHECK = "#6a1527"
TEAL = "#0f4c4c"
TEAL_LIGHT = "#2c7373"

SUIT_COLORS = {"S": BLACK, "H": RED, "D": RED, "C": BLACK}
SUIT_TINTS = {"S": "#e6e9f0", "H": "#f7e3e3", "D": "#f7e3e3", "C": "#e6e9f0"}
FOUR_SUIT_COLORS = {"S": BLACK, "H": RED, "D": BLUE, "C": GREEN}
FOUR_SUIT_TINTS = {"S": "#ebebeb", "H": "#f7e3e3", "D": "#e1ebf7", "C": "#e1f1e5"}

AUTHOR = "Boulanger contributors"
LICENSE = "MIT"
AUTHORS = {"sk": "Prispievatelia projektu Boulanger", "fr": "Les contributeurs de Boulanger"}


@dataclass(frozen=True)
class Scheme:
    """One generated theme: where it goes, its suit colours and its back design."""

    name: str
    display_name: str
    folder: Path
    suit_colors: dict[str, str]
    suit_tints: dict[str, str]
    back: Callable[[], list[str]]
    large: bool = False  # the Large Index layout: a big index across the top, a plain body
    names: tuple[tuple[str, str], ...] = ()  # (language, display name): docs/themes.md

    def theme_toml(self) -> str:
        text = (
            f'name = "{self.name}"\n'
            f'display_name = "{self.display_name}"\n'
            f'author = "{AUTHOR}"\n'
            f'license = "{LICENSE}"\n'
            'svg = "cards.svg"\n'
            f"card_width = {CARD_W}\n"
            f"card_height = {CARD_H}\n"
        )
        for language, name in self.names:
            text += (f"\n[translations.{language}]\n"
                     f'display_name = "{name}"\n'
                     f'author = "{AUTHORS[language]}"\n')
        return text


# Suit symbols, drawn in a 100x100 box centred on the origin.
SUIT_PATHS = {
    "S": (
        "M0,-48 C-7,-33 -47,-15 -47,10 C-47,26 -35,35 -23,35 "
        "C-14,35 -7,31 -3,25 C-4,35 -9,43 -17,49 L17,49 "
        "C9,43 4,35 3,25 C7,31 14,35 23,35 C35,35 47,26 47,10 "
        "C47,-15 7,-33 0,-48 Z"
    ),
    "H": (
        "M0,46 C-9,30 -47,10 -47,-17 C-47,-34 -36,-44 -23,-44 "
        "C-12,-44 -4,-37 0,-27 C4,-37 12,-44 23,-44 "
        "C36,-44 47,-34 47,-17 C47,10 9,30 0,46 Z"
    ),
    "D": ("M0,-49 C9,-33 21,-15 37,0 C21,15 9,33 0,49 C-9,33 -21,15 -37,0 C-21,-15 -9,-33 0,-49 Z"),
    "C": (
        "M-21,-24 A21,21 0 1,1 21,-24 A21,21 0 1,1 -21,-24 Z "
        "M-47,12 A21,21 0 1,1 -5,12 A21,21 0 1,1 -47,12 Z "
        "M5,12 A21,21 0 1,1 47,12 A21,21 0 1,1 5,12 Z "
        "M-13,-2 A13,13 0 1,1 13,-2 A13,13 0 1,1 -13,-2 Z "
        "M4,8 C4,30 9,41 17,49 L-17,49 C-9,41 -4,30 -4,8 Z"
    ),
}


def fmt(value: float) -> str:
    """Format a number compactly and deterministically."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attrs(**values: str | float) -> str:
    """Render keyword arguments as SVG attributes (``_`` becomes ``-``)."""
    parts = []
    for key, value in values.items():
        name = key.rstrip("_").replace("_", "-")
        text = fmt(value) if isinstance(value, (int, float)) else value
        parts.append(f'{name}="{text}"')
    return " ".join(parts)


def suit_color(scheme: Scheme, suit: str) -> str:
    return scheme.suit_colors[suit]


# --------------------------------------------------------------------------
# Rank glyphs: centre-line strokes in a box 40 units tall.
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class Glyph:
    """A stroked rank glyph; ``width`` is the advance of its 40-unit box."""

    width: float
    shapes: tuple[str, ...]


def _path(d: str) -> str:
    return f'<path d="{d}"/>'


def _ellipse(cx: float, cy: float, rx: float, ry: float) -> str:
    return f"<ellipse {attrs(cx=cx, cy=cy, rx=rx, ry=ry)}/>"


GLYPHS: dict[str, Glyph] = {
    "A": Glyph(28, (_path("M3,37.5 L14,3 L25,37.5"), _path("M7.5,25.5 L20.5,25.5"))),
    "2": Glyph(
        26,
        (
            _path(
                "M3.5,11.5 C3.5,6 7.5,3 13,3 C18.5,3 22.5,6.5 22.5,11.5 "
                "C22.5,17 18,20.5 13,25 L4,34 L4,37 L23.5,37"
            ),
        ),
    ),
    "3": Glyph(
        26,
        (
            _path("M3.5,9 C5,5 8.5,3 13,3 C18.5,3 22,6 22,10.5 C22,15.5 18,18.5 11.5,18.5"),
            _path("M11.5,18.5 C18.5,18.5 23,22 23,27.5 C23,33.5 18.5,37 12.5,37 C8,37 4.5,35 3,31"),
        ),
    ),
    "4": Glyph(27, (_path("M18,37.5 L18,3 L3.5,27 L25,27"),)),
    "5": Glyph(
        26,
        (
            _path(
                "M21.5,3 L7,3 L5,18.5 C7.5,16.8 10.2,16 13.2,16 "
                "C19.2,16 23,20.2 23,26.5 C23,33 18.5,37 12.5,37 "
                "C8,37 4.6,35.2 3,31.5"
            ),
        ),
    ),
    "6": Glyph(
        26,
        (
            _path("M21.5,5.5 C19.5,3.8 17,3 14.5,3 C7,3 3,10.5 3,25.5"),
            _ellipse(13, 27, 10, 10),
        ),
    ),
    "7": Glyph(26, (_path("M3,3 L23,3 L23,5.5 L10.5,37.5"),)),
    "8": Glyph(26, (_ellipse(13, 11, 8, 8), _ellipse(13, 28, 10, 9))),
    "9": Glyph(
        26,
        (
            _path("M4.5,34.5 C6.5,36.2 9,37 11.5,37 C19,37 23,29.5 23,14.5"),
            _ellipse(13, 13, 10, 10),
        ),
    ),
    "T": Glyph(34, (_path("M2,9 L8,3 L8,37.5"), _ellipse(24, 20, 7.5, 17))),
    "J": Glyph(
        24,
        (_path("M9,3 L20.5,3"), _path("M17,3 L17,27.5 C17,33.5 14,37 9.5,37 C6,37 3.5,35 3,31")),
    ),
    "Q": Glyph(28, (_ellipse(14, 19.5, 11, 16.5), _path("M15.5,29 L25,39"))),
    "K": Glyph(27, (_path("M4,2.5 L4,37.5"), _path("M23.5,2.5 L4,24"), _path("M10.5,17 L25,37.5"))),
}
GLYPH_HEIGHT = 40.0
GLYPH_STROKE = 5.6


def glyph(rank: str, cx: float, top: float, height: float, color: str, stroke: float = GLYPH_STROKE) -> str:
    """Draw rank glyph centred horizontally on ``cx`` with its box at ``top``."""
    g = GLYPHS[rank]
    scale = height / GLYPH_HEIGHT
    x = cx - g.width * scale / 2
    style = attrs(
        fill="none",
        stroke=color,
        stroke_width=stroke,
        stroke_linecap="butt",
        stroke_linejoin="miter",
        stroke_miterlimit=4,
    )
    transform = f"translate({fmt(x)},{fmt(top)}) scale({fmt(scale)})"
    return f'<g transform="{transform}" {style}>{"".join(g.shapes)}</g>'


# --------------------------------------------------------------------------
# Suit pips
# --------------------------------------------------------------------------


def pip(suit: str, cx: float, cy: float, size: float, flip: bool = False) -> str:
    """Place a suit symbol about ``size`` units wide centred on (cx, cy)."""
    scale = size / 100
    rotate = " rotate(180)" if flip else ""
    transform = f"translate({fmt(cx)},{fmt(cy)}){rotate} scale({fmt(scale)})"
    return f'<use xlink:href="#suit-{suit}" transform="{transform}"/>'


def suit_defs(scheme: Scheme) -> list[str]:
    return [
        f'<path id="suit-{suit}" d="{d}" fill="{suit_color(scheme, suit)}"/>'
        for suit, d in SUIT_PATHS.items()
    ]


# --------------------------------------------------------------------------
# Card furniture
# --------------------------------------------------------------------------


def card_face() -> str:
    return (
        f"<rect {attrs(x=1, y=1, width=CARD_W - 2, height=CARD_H - 2, rx=13, ry=13)} "
        f'fill="{FACE}" stroke="{BORDER}" stroke-width="2"/>'
    )


# The corner index: the rank with its suit beside it, both inside the top strip that a card
# still shows in the longest column the board can hold (19 cards fanned at their tightest:
# INDEX_STRIP of its height, the board layout's MIN_FAN), so a same-suit game shows every
# card's suit in every fan. The suit mark stays as wide as before (a heart and a diamond
# stay apart on the smallest board, about 48 px wide cards).
INDEX_STRIP = 0.105
INDEX_TOP = 4.0
INDEX_HEIGHT = 30.0
INDEX_STROKE = 6.4
INDEX_CX = 24.0
INDEX_PIP_CX = 58.0
INDEX_PIP_CY = INDEX_TOP + INDEX_HEIGHT / 2
INDEX_PIP_SIZE = 33.0

# Large Index: rank and suit side by side across the top, each nearly a third of the card
# wide; they fill the strip an overlapped card shows (30% of its height).
LARGE_TOP = 10.0
LARGE_HEIGHT = 84.0
LARGE_RANK_CX = 52.0
LARGE_PIP_CX = 164.0
LARGE_PIP_SIZE = 92.0
LARGE_STROKE = 6.8


def corner_index(scheme: Scheme, rank: str, suit: str) -> str:
    color = suit_color(scheme, suit)
    parts = [
        glyph(rank, INDEX_CX, INDEX_TOP, INDEX_HEIGHT, color, stroke=INDEX_STROKE),
        pip(suit, INDEX_PIP_CX, INDEX_PIP_CY, INDEX_PIP_SIZE),
    ]
    return "".join(parts)


def large_index(scheme: Scheme, rank: str, suit: str) -> str:
    color = suit_color(scheme, suit)
    cy = LARGE_TOP + LARGE_HEIGHT / 2
    return "".join([
        glyph(rank, LARGE_RANK_CX, LARGE_TOP, LARGE_HEIGHT, color, stroke=LARGE_STROKE),
        pip(suit, LARGE_PIP_CX, cy, LARGE_PIP_SIZE),
    ])


def corner_indices(scheme: Scheme, rank: str, suit: str) -> list[str]:
    index = (large_index if scheme.large else corner_index)(scheme, rank, suit)
    rotated = f'<g transform="rotate(180 {fmt(CARD_W / 2)} {fmt(CARD_H / 2)})">{index}</g>'
    return [index, rotated]


# --------------------------------------------------------------------------
# Number cards
# --------------------------------------------------------------------------

PIP_SIZE = 40.0
COL_L, COL_C, COL_R = 82.0, 125.0, 168.0
ROW_TOP, ROW_BOTTOM = 72.0, 278.0

# (column, fraction of the way from the top row to the bottom row)
PIP_LAYOUTS: dict[str, tuple[tuple[float, float], ...]] = {
    "2": ((COL_C, 0), (COL_C, 1)),
    "3": ((COL_C, 0), (COL_C, 0.5), (COL_C, 1)),
    "4": ((COL_L, 0), (COL_R, 0), (COL_L, 1), (COL_R, 1)),
    "5": ((COL_L, 0), (COL_R, 0), (COL_C, 0.5), (COL_L, 1), (COL_R, 1)),
    "6": tuple((c, f) for f in (0, 0.5, 1) for c in (COL_L, COL_R)),
    "7": tuple((c, f) for f in (0, 0.5, 1) for c in (COL_L, COL_R)) + ((COL_C, 0.25),),
    "8": tuple((c, f) for f in (0, 0.5, 1) for c in (COL_L, COL_R)) + ((COL_C, 0.25), (COL_C, 0.75)),
    "9": tuple((c, f) for f in (0, 1 / 3, 2 / 3, 1) for c in (COL_L, COL_R)) + ((COL_C, 0.5),),
    "T": tuple((c, f) for f in (0, 1 / 3, 2 / 3, 1) for c in (COL_L, COL_R))
    + ((COL_C, 1 / 6), (COL_C, 5 / 6)),
}


def number_pips(rank: str, suit: str) -> list[str]:
    parts = []
    for col, frac in PIP_LAYOUTS[rank]:
        cy = ROW_TOP + (ROW_BOTTOM - ROW_TOP) * frac
        parts.append(pip(suit, col, cy, PIP_SIZE, flip=frac > 0.5))
    return parts


ACE_SIZES = {"S": 108.0, "H": 106.0, "D": 114.0, "C": 106.0}


def ace_art(scheme: Scheme, suit: str) -> list[str]:
    cx, cy = CARD_W / 2, CARD_H / 2
    parts = []
    if suit == "S":
        outline = f"translate({fmt(cx)},{fmt(cy)}) scale(1.42)"
        parts.append(
            f'<path d="{SUIT_PATHS["S"]}" transform="{outline}" fill="none" '
            f'stroke="{suit_color(scheme, "S")}" stroke-width="1.1"/>'
        )
    parts.append(pip(suit, cx, cy, ACE_SIZES[suit]))
    return parts


# --------------------------------------------------------------------------
# Court cards
# --------------------------------------------------------------------------

PANEL = (58.0, 40.0, 192.0, 310.0)  # x0, y0, x1, y1: its top edge below the corner index
PANEL_INSET = 5.0


def polygon(points: Sequence[tuple[float, float]], **style: str | float) -> str:
    pts = " ".join(f"{fmt(x)},{fmt(y)}" for x, y in points)
    return f'<polygon points="{pts}" {attrs(**style)}/>'


def circle(cx: float, cy: float, r: float, **style: str | float) -> str:
    return f"<circle {attrs(cx=cx, cy=cy, r=r, **style)}/>"


def rect(x: float, y: float, w: float, h: float, **style: str | float) -> str:
    return f"<rect {attrs(x=x, y=y, width=w, height=h, **style)}/>"


GOLD_STYLE: dict[str, str | float] = {"fill": GOLD, "stroke": GOLD_DARK, "stroke_width": 1.2}


def crown_king(scheme: Scheme, suit: str) -> list[str]:
    """Five-pointed crown topped by a cross; origin is the base centre."""
    body = polygon(
        [(-24, -2), (-27, -26), (-13, -15), (0, -33), (13, -15), (27, -26), (24, -2)],
        stroke_linejoin="round",
        **GOLD_STYLE,
    )
    parts = [body, rect(-25, -9, 50, 9, rx=1.5, **GOLD_STYLE)]
    parts += [circle(x, -27, 3.2, **GOLD_STYLE) for x in (-27, 27)]
    thin: dict[str, str | float] = {"fill": GOLD, "stroke": GOLD_DARK, "stroke_width": 0.8}
    parts.append(rect(-1.8, -44, 3.6, 13, **thin))
    parts.append(rect(-6, -40.5, 12, 3.6, **thin))
    parts += [circle(x, -4.5, 2.2, fill=suit_color(scheme, suit)) for x in (-15, 0, 15)]
    return parts


def crown_queen(scheme: Scheme, suit: str) -> list[str]:
    """Scalloped coronet with pearls and the suit as its jewel."""
    body = (
        '<path d="M-23,-2 L-25,-20 C-19,-16 -15,-16 -12,-24 C-8,-18 -4,-18 0,-28 '
        'C4,-18 8,-18 12,-24 C15,-16 19,-16 25,-20 L23,-2 Z" '
        f"{attrs(stroke_linejoin='round', **GOLD_STYLE)}/>"
    )
    parts = [body, rect(-24, -8, 48, 8, rx=4, **GOLD_STYLE)]
    pearls = ((-25, -21.5), (-12, -26), (0, -30.5), (12, -26), (25, -21.5))
    parts += [circle(x, y, 2.6, fill=FACE, stroke=GOLD_DARK, stroke_width=0.9) for x, y in pearls]
    parts.append(pip(suit, 0, -14, 10))
    return parts


def crown_jack(scheme: Scheme, suit: str) -> list[str]:
    """Round cap with a plume in the suit colour."""
    cap = f'<path d="M-22,-2 C-22,-22 22,-22 22,-2 Z" {attrs(**GOLD_STYLE)}/>'
    plume = (
        '<path d="M7,-14 C17,-22 24,-30 24,-40 C30,-30 25,-18 11,-9 Z" '
        f'fill="{suit_color(scheme, suit)}" stroke="{GOLD_DARK}" stroke-width="0.9"/>'
    )
    parts = [plume, cap, rect(-24, -8, 48, 8, rx=1.5, **GOLD_STYLE)]
    parts += [circle(x, -4, 1.8, fill=FACE) for x in (-16, -8, 0, 8, 16)]
    return parts


CROWNS = {"K": crown_king, "Q": crown_queen, "J": crown_jack}


def large_body(scheme: Scheme, rank: str, suit: str) -> list[str]:
    """The middle of a Large Index card: one big suit, crowned on a court card."""
    cx, cy = CARD_W / 2, CARD_H / 2
    parts = [rect(22, 112, CARD_W - 44, CARD_H - 224, rx=10, fill=scheme.suit_tints[suit])]
    if rank in CROWNS:
        crown = "".join(CROWNS[rank](scheme, suit))
        # The crown stays below the strip an overlapped card shows (its top 30%).
        parts.append(f'<g transform="translate({fmt(cx)},{fmt(cy + 6)}) scale(1.4)">{crown}</g>')
        parts.append(pip(suit, cx, cy + 36, 44))
    else:
        parts.append(pip(suit, cx, cy, 104))
    return parts


CROWN_BASE_Y = 92.0
CROWN_SCALES = {"K": 1.05, "Q": 1.3, "J": 1.15}
CARTOUCHE = (99.0, 96.0, 151.0, 158.0)  # x0, y0, x1, y1


def court_half(scheme: Scheme, rank: str, suit: str) -> list[str]:
    """Upper half of a court panel; the lower half is its 180° rotation."""
    x0, y0, x1, _ = PANEL
    mid = CARD_H / 2
    inner_x0, inner_x1 = x0 + PANEL_INSET, x1 - PANEL_INSET
    inner_y0 = y0 + PANEL_INSET
    cx0, cy0, cx1, cy1 = CARTOUCHE
    crown = "".join(CROWNS[rank](scheme, suit))
    crown_at = f"translate({fmt(CARD_W / 2)},{fmt(CROWN_BASE_Y)}) scale({fmt(CROWN_SCALES[rank])})"
    parts = [
        rect(inner_x0, inner_y0, inner_x1 - inner_x0, mid - inner_y0, fill=scheme.suit_tints[suit]),
        f'<g transform="{crown_at}">{crown}</g>',
        rect(cx0, cy0, cx1 - cx0, cy1 - cy0, rx=9, fill=FACE, stroke=GOLD, stroke_width=1.4),
        glyph(rank, CARD_W / 2, cy0 + 7, cy1 - cy0 - 14, suit_color(scheme, suit), stroke=6.2),
    ]
    pip_y = (cy0 + cy1) / 2
    parts += [pip(suit, x, pip_y, 17) for x in (inner_x0 + 16, inner_x1 - 16)]
    return parts


def court_art(scheme: Scheme, rank: str, suit: str) -> list[str]:
    x0, y0, x1, y1 = PANEL
    cx, mid = CARD_W / 2, CARD_H / 2
    color = suit_color(scheme, suit)
    half = "".join(court_half(scheme, rank, suit))
    inset = PANEL_INSET
    return [
        rect(x0, y0, x1 - x0, y1 - y0, rx=5, fill=CREAM, stroke=color, stroke_width=2),
        f"<g>{half}</g>",
        f'<g transform="rotate(180 {fmt(cx)} {fmt(mid)})">{half}</g>',
        rect(
            x0 + inset,
            y0 + inset,
            x1 - x0 - 2 * inset,
            y1 - y0 - 2 * inset,
            rx=2,
            fill="none",
            stroke=GOLD,
            stroke_width=1.4,
        ),
        f'<line {attrs(x1=x0 + inset, y1=mid, x2=x1 - inset, y2=mid)} stroke="{GOLD}" stroke-width="1.4"/>',
        circle(cx, mid, 13, fill=FACE, stroke=GOLD, stroke_width=1.4),
        pip(suit, cx, mid, 15),
    ]


# --------------------------------------------------------------------------
# Card back
# --------------------------------------------------------------------------

BACK_MARGIN = 11.0
LATTICE = (27.0, 27.0, CARD_W - 27.0, CARD_H - 27.0)
LATTICE_STEP = 17.0


def clip_line(
    p: tuple[float, float], d: tuple[float, float], box: tuple[float, float, float, float]
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Clip the infinite line p + t*d to ``box`` (Liang-Barsky)."""
    x0, y0, x1, y1 = box
    t_min, t_max = -math.inf, math.inf
    for origin, delta, low, high in ((p[0], d[0], x0, x1), (p[1], d[1], y0, y1)):
        if delta == 0:
            if not low <= origin <= high:
                return None
            continue
        ta, tb = sorted(((low - origin) / delta, (high - origin) / delta))
        t_min, t_max = max(t_min, ta), min(t_max, tb)
    if t_max - t_min < 1e-6:
        return None
    start = (p[0] + t_min * d[0], p[1] + t_min * d[1])
    end = (p[0] + t_max * d[0], p[1] + t_max * d[1])
    return start, end


def lattice_lines(light: str = NAVY_LIGHT) -> list[str]:
    cx, cy = CARD_W / 2, CARD_H / 2
    span = int((CARD_W + CARD_H) / LATTICE_STEP) + 2
    segments = []
    for direction in ((1.0, 1.0), (1.0, -1.0)):
        for k in range(-span, span + 1):
            # Lines through points offset along x from the centre.
            origin = (cx + k * LATTICE_STEP, cy)
            clipped = clip_line(origin, direction, LATTICE)
            if clipped is None:
                continue
            (ax, ay), (bx, by) = clipped
            segments.append(f"M{fmt(ax)},{fmt(ay)}L{fmt(bx)},{fmt(by)}")
    return [f'<path d="{"".join(segments)}" fill="none" stroke="{light}" stroke-width="1.3"/>']


def lattice_studs() -> list[str]:
    """Small diamonds at every lattice crossing inside the field."""
    cx, cy = CARD_W / 2, CARD_H / 2
    half = LATTICE_STEP / 2
    x0, y0, x1, y1 = LATTICE
    shapes = []
    nx = int((x1 - x0) / LATTICE_STEP) + 2
    ny = int((y1 - y0) / half) + 2
    for j in range(-ny, ny + 1):
        y = cy + j * half
        for i in range(-nx, nx + 1):
            x = cx + i * LATTICE_STEP + (half if j % 2 else 0)
            if x0 + 3 <= x <= x1 - 3 and y0 + 3 <= y <= y1 - 3:
                shapes.append(f"M{fmt(x)},{fmt(y - 2.6)}l2.6,2.6l-2.6,2.6l-2.6,-2.6Z")
    return [f'<path d="{"".join(shapes)}" fill="{GOLD}"/>']


def back_medallion(base: str = NAVY) -> list[str]:
    cx, cy = CARD_W / 2, CARD_H / 2

    def diamond(rx: float, ry: float, **style: str | float) -> str:
        return polygon([(cx, cy - ry), (cx + rx, cy), (cx, cy + ry), (cx - rx, cy)], **style)

    parts = [
        diamond(62, 86, fill=base, stroke=GOLD, stroke_width=2),
        diamond(54, 75, fill="none", stroke=GOLD, stroke_width=0.9),
        diamond(30, 42, fill=GOLD),
        diamond(24, 34, fill=base),
    ]
    offsets = {"S": (0, -52), "H": (38, 0), "D": (0, 52), "C": (-38, 0)}
    for suit, (dx, dy) in offsets.items():
        transform = f"translate({fmt(cx + dx)},{fmt(cy + dy)}) scale(0.17)"
        parts.append(f'<path d="{SUIT_PATHS[suit]}" transform="{transform}" fill="{GOLD}"/>')
    parts.append(medallion_star(cx, cy))
    return parts


def medallion_star(cx: float, cy: float) -> str:
    """A small eight-pointed star for the centre of the medallion."""
    points = []
    for i in range(16):
        angle = math.pi * i / 8 - math.pi / 2
        radius = 14 if i % 2 == 0 else 6
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return polygon(points, fill=GOLD)


def inner_frame() -> str:
    """The thin gold line just inside a back's margin, shared by both back designs."""
    m = BACK_MARGIN
    return rect(
        m + 4, m + 4, CARD_W - 2 * m - 8, CARD_H - 2 * m - 8, rx=4, fill="none", stroke=GOLD,
        stroke_width=0.9,
    )


def back_art(base: str = NAVY, light: str = NAVY_LIGHT) -> list[str]:
    m = BACK_MARGIN
    x0, y0, x1, y1 = LATTICE
    parts = [
        rect(m, m, CARD_W - 2 * m, CARD_H - 2 * m, rx=7, fill=base),
        *lattice_lines(light),
        *lattice_studs(),
        rect(x0, y0, x1 - x0, y1 - y0, fill="none", stroke=GOLD, stroke_width=1.6),
        inner_frame(),
        *back_medallion(base),
    ]
    return parts


def large_index_back_art() -> list[str]:
    return back_art(TEAL, TEAL_LIGHT)


# --------------------------------------------------------------------------
# Four Colour back: burgundy check with a rosette medallion
# --------------------------------------------------------------------------

CHECK_COLUMNS, CHECK_ROWS = 14, 21  # cells across and down the field: very nearly square


def check_grid() -> list[str]:
    """A two-tone check with pin-stripes over the field and gold dots on alternate crossings."""
    x0, y0, x1, y1 = LATTICE
    xs = [x0 + (x1 - x0) * i / CHECK_COLUMNS for i in range(CHECK_COLUMNS + 1)]
    ys = [y0 + (y1 - y0) * j / CHECK_ROWS for j in range(CHECK_ROWS + 1)]
    cells = [
        f"M{fmt(xs[i])},{fmt(ys[j])}H{fmt(xs[i + 1])}V{fmt(ys[j + 1])}H{fmt(xs[i])}Z"
        for j in range(CHECK_ROWS)
        for i in range(CHECK_COLUMNS)
        if (i + j) % 2
    ]
    lines = [f"M{fmt(x)},{fmt(y0)}V{fmt(y1)}" for x in xs[1:-1]]
    lines += [f"M{fmt(x0)},{fmt(y)}H{fmt(x1)}" for y in ys[1:-1]]
    dots = [
        f"M{fmt(x - 1.7)},{fmt(y)}a1.7,1.7 0 1,0 3.4,0a1.7,1.7 0 1,0 -3.4,0Z"
        for j, y in enumerate(ys[1:-1], 1)
        for i, x in enumerate(xs[1:-1], 1)
        if (i + j) % 2 == 0
    ]
    return [
        f'<path d="{"".join(cells)}" fill="{BURGUNDY_CHECK}"/>',
        f'<path d="{"".join(lines)}" fill="none" stroke="{BURGUNDY_LIGHT}" stroke-width="0.9"/>',
        f'<path d="{"".join(dots)}" fill="{GOLD}"/>',
    ]


def rosette_medallion() -> list[str]:
    """A guilloche rosette in a gold ring, with the four suits in their colours at its heart."""
    cx, cy = CARD_W / 2, CARD_H / 2
    parts = [
        circle(cx, cy, 66, fill=BURGUNDY_DARK, stroke=GOLD, stroke_width=2),
        circle(cx, cy, 59, fill="none", stroke=GOLD, stroke_width=0.9),
    ]
    petals = [
        f'<ellipse {attrs(cx=0, cy=0, rx=53, ry=17)} transform="translate({fmt(cx)},{fmt(cy)}) '
        f'rotate({fmt(angle)})"/>'
        for angle in range(0, 180, 15)
    ]
    parts.append(f'<g fill="none" stroke="{GOLD}" stroke-width="0.8">{"".join(petals)}</g>')
    parts.append(circle(cx, cy, 31, fill=CREAM, stroke=GOLD, stroke_width=1.8))
    offsets = {"S": (0, -14), "H": (14, 0), "D": (0, 14), "C": (-14, 0)}
    for suit, (dx, dy) in offsets.items():
        transform = f"translate({fmt(cx + dx)},{fmt(cy + dy)}) scale(0.16)"
        parts.append(
            f'<path d="{SUIT_PATHS[suit]}" transform="{transform}" fill="{FOUR_SUIT_COLORS[suit]}"/>'
        )
    return parts


def four_colour_back_art() -> list[str]:
    m = BACK_MARGIN
    x0, y0, x1, y1 = LATTICE
    corners = [circle(x, y, 3.2, fill=GOLD) for x in (x0, x1) for y in (y0, y1)]
    return [
        rect(m, m, CARD_W - 2 * m, CARD_H - 2 * m, rx=7, fill=BURGUNDY),
        *check_grid(),
        rect(x0, y0, x1 - x0, y1 - y0, fill="none", stroke=GOLD, stroke_width=1.6),
        *corners,
        inner_frame(),
        *rosette_medallion(),
    ]


CLASSIC = Scheme("classic", "Classic", THEME_DIR, SUIT_COLORS, SUIT_TINTS, back_art,
                 names=(("sk", "Klasické"), ("fr", "Classique")))
FOUR_COLOUR = Scheme(
    "four_colour", "Four Colour", FOUR_COLOUR_DIR, FOUR_SUIT_COLORS, FOUR_SUIT_TINTS, four_colour_back_art,
    names=(("sk", "Štyri farby"), ("fr", "Quatre couleurs")),
)
LARGE_INDEX = Scheme(
    "large_index", "Large Index", LARGE_INDEX_DIR, FOUR_SUIT_COLORS, FOUR_SUIT_TINTS,
    large_index_back_art, large=True, names=(("sk", "Veľké indexy"), ("fr", "Grands index")),
)
SCHEMES = (CLASSIC, FOUR_COLOUR, LARGE_INDEX)


# --------------------------------------------------------------------------
# Assembly
# --------------------------------------------------------------------------


def card_body(scheme: Scheme, code: str) -> list[str]:
    if code == "back":
        return scheme.back()
    rank, suit = code[0], code[1]
    if scheme.large:
        art = large_body(scheme, rank, suit)
    elif rank == "A":
        art = ace_art(scheme, suit)
    elif rank in CROWNS:
        art = court_art(scheme, rank, suit)
    else:
        art = number_pips(rank, suit)
    return [*art, *corner_indices(scheme, rank, suit)]


def card_codes() -> list[str]:
    return [rank + suit for suit in SUITS for rank in RANKS] + ["back"]


def card_group(scheme: Scheme, code: str, slot: int) -> str:
    col, row = slot % COLUMNS, slot // COLUMNS
    x = GAP + col * (CARD_W + GAP)
    y = GAP + row * (CARD_H + GAP)
    body = "\n    ".join([card_face(), *card_body(scheme, code)])
    return f'<g id="{code}">\n  <g transform="translate({x},{y})">\n    {body}\n  </g>\n</g>'


def document(scheme: Scheme, codes: Iterable[str]) -> str:
    codes = list(codes)
    rows = (len(codes) + COLUMNS - 1) // COLUMNS
    width = GAP + COLUMNS * (CARD_W + GAP)
    height = GAP + rows * (CARD_H + GAP)
    header = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" '
        'xmlns:xlink="http://www.w3.org/1999/xlink" version="1.2" baseProfile="tiny" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
        f"<title>Boulanger {scheme.display_name} cards</title>\n"
        "<!-- Generated by tools/make_classic_theme.py; do not edit by hand. -->\n"
    )
    defs = "<defs>\n" + "\n".join(suit_defs(scheme)) + "\n</defs>\n"
    cards = "\n".join(card_group(scheme, code, slot) for slot, code in enumerate(codes))
    return f"{header}{defs}{cards}\n</svg>\n"


def write_theme(scheme: Scheme, folder: Path) -> Path:
    """Write ``cards.svg`` and ``theme.toml`` of ``scheme`` into ``folder``; return the SVG path."""
    folder.mkdir(parents=True, exist_ok=True)
    svg_path = folder / "cards.svg"
    svg_path.write_text(document(scheme, card_codes()), encoding="utf-8", newline="\n")
    (folder / "theme.toml").write_text(scheme.theme_toml(), encoding="utf-8", newline="\n")
    return svg_path


def main(root: Path | None = None) -> None:
    """Write every scheme into its folder, or into ``root/<folder name>`` when given (for tests)."""
    for scheme in SCHEMES:
        folder = scheme.folder if root is None else root / scheme.folder.name
        svg_path = write_theme(scheme, folder)
        shown = svg_path.relative_to(REPO_ROOT) if svg_path.is_relative_to(REPO_ROOT) else svg_path
        print(f"wrote {shown} ({svg_path.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
