#!/usr/bin/env python3
"""Generate the shipped "Classic" card theme for Boulanger.

Writes ``plugins/boulanger_classic/theme/cards.svg`` and ``theme.toml``.
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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

# --------------------------------------------------------------------------
# Constants
# --------------------------------------------------------------------------

REPO_ROOT = Path(__file__).resolve().parent.parent
THEME_DIR = REPO_ROOT / "plugins" / "boulanger_classic" / "theme"

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

SUIT_COLORS = {"S": BLACK, "H": RED, "D": RED, "C": BLACK}
SUIT_TINTS = {"S": "#e6e9f0", "H": "#f7e3e3", "D": "#f7e3e3", "C": "#e6e9f0"}

THEME_TOML = """\
name = "classic"
display_name = "Classic"
author = "Boulanger contributors"
svg = "cards.svg"
card_width = 250
card_height = 350
"""

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
    "D": (
        "M0,-49 C9,-33 21,-15 37,0 C21,15 9,33 0,49 "
        "C-9,33 -21,15 -37,0 C-21,-15 -9,-33 0,-49 Z"
    ),
    "C": (
        "M-20,-24 A21,21 0 1,1 22,-24 A21,21 0 1,1 -20,-24 Z "
        "M-47,12 A21,21 0 1,1 -5,12 A21,21 0 1,1 -47,12 Z "
        "M5,12 A21,21 0 1,1 47,12 A21,21 0 1,1 5,12 Z "
        "M-12,-2 A13,13 0 1,1 14,-2 A13,13 0 1,1 -12,-2 Z "
        "M-4,8 C-4,30 -9,41 -17,49 L17,49 C9,41 4,30 4,8 Z"
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


def suit_color(suit: str) -> str:
    return SUIT_COLORS[suit]


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
            _path(
                "M3.5,9 C5,5 8.5,3 13,3 C18.5,3 22,6 22,10.5 "
                "C22,15.5 18,18.5 11.5,18.5"
            ),
            _path(
                "M11.5,18.5 C18.5,18.5 23,22 23,27.5 C23,33.5 18.5,37 12.5,37 "
                "C8,37 4.5,35 3,31"
            ),
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
    "T": Glyph(35, (_path("M3,9 L9.5,3 L9.5,37.5"), _ellipse(24.5, 20, 8, 17))),
    "J": Glyph(
        24,
        (_path("M9,3 L20.5,3"), _path("M17,3 L17,27.5 C17,33.5 14,37 9.5,37 C6,37 3.5,35 3,31")),
    ),
    "Q": Glyph(28, (_ellipse(14, 19.5, 11, 16.5), _path("M15.5,29 L25,39"))),
    "K": Glyph(27, (_path("M4,2.5 L4,37.5"), _path("M23.5,2.5 L4,24"), _path("M10.5,17 L25,37.5"))),
}
GLYPH_HEIGHT = 40.0
GLYPH_STROKE = 5.6


def glyph(rank: str, cx: float, top: float, height: float, color: str,
          stroke: float = GLYPH_STROKE) -> str:
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


def suit_defs() -> list[str]:
    return [
        f'<path id="suit-{suit}" d="{d}" fill="{suit_color(suit)}"/>'
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


INDEX_CX = 29.0
INDEX_TOP = 13.0
INDEX_HEIGHT = 40.0
INDEX_PIP_CY = 69.0
INDEX_PIP_SIZE = 25.0


def corner_index(rank: str, suit: str) -> str:
    color = suit_color(suit)
    parts = [
        glyph(rank, INDEX_CX, INDEX_TOP, INDEX_HEIGHT, color),
        pip(suit, INDEX_CX, INDEX_PIP_CY, INDEX_PIP_SIZE),
    ]
    return "".join(parts)


def corner_indices(rank: str, suit: str) -> list[str]:
    index = corner_index(rank, suit)
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
    "8": tuple((c, f) for f in (0, 0.5, 1) for c in (COL_L, COL_R))
    + ((COL_C, 0.25), (COL_C, 0.75)),
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


def ace_art(suit: str) -> list[str]:
    cx, cy = CARD_W / 2, CARD_H / 2
    parts = []
    if suit == "S":
        outline = f"translate({fmt(cx)},{fmt(cy)}) scale(1.42)"
        parts.append(
            f'<path d="{SUIT_PATHS["S"]}" transform="{outline}" fill="none" '
            f'stroke="{BLACK}" stroke-width="1.1"/>'
        )
    parts.append(pip(suit, cx, cy, 108 if suit == "S" else 100))
    return parts


# --------------------------------------------------------------------------
# Court cards
# --------------------------------------------------------------------------

PANEL = (58.0, 40.0, 192.0, 310.0)  # x0, y0, x1, y1
PANEL_INSET = 5.0


def polygon(points: Sequence[tuple[float, float]], **style: str | float) -> str:
    pts = " ".join(f"{fmt(x)},{fmt(y)}" for x, y in points)
    return f'<polygon points="{pts}" {attrs(**style)}/>'


def circle(cx: float, cy: float, r: float, **style: str | float) -> str:
    return f"<circle {attrs(cx=cx, cy=cy, r=r, **style)}/>"


def rect(x: float, y: float, w: float, h: float, **style: str | float) -> str:
    return f"<rect {attrs(x=x, y=y, width=w, height=h, **style)}/>"


def crown_king(suit: str) -> list[str]:
    gold = {"fill": GOLD, "stroke": GOLD_DARK, "stroke_width": 1.2}
    body = polygon(
        [(101, 86), (98, 62), (112, 73), (125, 55), (138, 73), (152, 62), (149, 86)],
        stroke_linejoin="round",
        **gold,
    )
    parts = [body, rect(100, 84, 50, 9, rx=1.5, **gold)]
    parts += [circle(x, y, 3.2, **gold) for x, y in ((98, 61), (152, 61))]
    parts.append(rect(123.2, 44, 3.6, 13, fill=GOLD, stroke=GOLD_DARK, stroke_width=0.8))
    parts.append(rect(119, 47.5, 12, 3.6, fill=GOLD, stroke=GOLD_DARK, stroke_width=0.8))
    parts += [circle(x, 88.5, 2.2, fill=suit_color(suit)) for x in (110, 125, 140)]
    return parts


def crown_queen(suit: str) -> list[str]:
    gold = {"fill": GOLD, "stroke": GOLD_DARK, "stroke_width": 1.2}
    body = (
        '<path d="M102,86 L100,68 C106,72 110,72 113,64 C117,70 121,70 125,60 '
        'C129,70 133,70 137,64 C140,72 144,72 150,68 L148,86 Z" '
        f'{attrs(stroke_linejoin="round", **gold)}/>'
    )
    parts = [body, rect(101, 84, 48, 8, rx=4, **gold)]
    pearls = ((100, 66.5), (113, 62), (125, 57.5), (137, 62), (150, 66.5))
    parts += [circle(x, y, 2.6, fill=FACE, stroke=GOLD_DARK, stroke_width=0.9) for x, y in pearls]
    parts.append(pip(suit, 125, 76, 11))
    return parts


def crown_jack(suit: str) -> list[str]:
    gold = {"fill": GOLD, "stroke": GOLD_DARK, "stroke_width": 1.2}
    cap = f'<path d="M103,86 C103,66 147,66 147,86 Z" {attrs(**gold)}/>'
    plume = (
        '<path d="M132,72 C142,64 150,56 150,46 C155,56 150,68 136,76 Z" '
        f'fill="{suit_color(suit)}" stroke="{GOLD_DARK}" stroke-width="0.9"/>'
    )
    parts = [plume, cap, rect(101, 84, 48, 8, rx=1.5, **gold)]
    parts += [circle(x, 88, 1.8, fill=FACE) for x in (109, 117, 125, 133, 141)]
    return parts


CROWNS = {"K": crown_king, "Q": crown_queen, "J": crown_jack}


def court_half(rank: str, suit: str) -> list[str]:
    """Upper half of a court panel; the lower half is its 180° rotation."""
    x0, y0, x1, _ = PANEL
    mid = CARD_H / 2
    color = suit_color(suit)
    inner_x0, inner_x1 = x0 + PANEL_INSET, x1 - PANEL_INSET
    parts = [
        rect(inner_x0, y0 + PANEL_INSET, inner_x1 - inner_x0, mid - y0 - PANEL_INSET,
             fill=SUIT_TINTS[suit]),
    ]
    parts += CROWNS[rank](suit)
    parts.append(glyph(rank, 125, 100, 56, GOLD_DARK, stroke=GLYPH_STROKE + 2.6))
    parts.append(glyph(rank, 125, 100, 56, color, stroke=GLYPH_STROKE - 0.6))
    parts += [pip(suit, x, 140, 17) for x in (inner_x0 + 15, inner_x1 - 15)]
    return parts


def court_art(rank: str, suit: str) -> list[str]:
    x0, y0, x1, y1 = PANEL
    cx, mid = CARD_W / 2, CARD_H / 2
    color = suit_color(suit)
    half = "".join(court_half(rank, suit))
    inset = PANEL_INSET
    return [
        rect(x0, y0, x1 - x0, y1 - y0, rx=5, fill=CREAM, stroke=color, stroke_width=2),
        f"<g>{half}</g>",
        f'<g transform="rotate(180 {fmt(cx)} {fmt(mid)})">{half}</g>',
        rect(x0 + inset, y0 + inset, x1 - x0 - 2 * inset, y1 - y0 - 2 * inset,
             rx=2, fill="none", stroke=GOLD, stroke_width=1.4),
        f'<line {attrs(x1=x0 + inset, y1=mid, x2=x1 - inset, y2=mid)} '
        f'stroke="{GOLD}" stroke-width="1.4"/>',
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


def lattice_lines() -> list[str]:
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
    return [
        f'<path d="{"".join(segments)}" fill="none" stroke="{NAVY_LIGHT}" stroke-width="1.3"/>'
    ]


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
                shapes.append(
                    f"M{fmt(x)},{fmt(y - 2.6)}l2.6,2.6l-2.6,2.6l-2.6,-2.6Z"
                )
    return [f'<path d="{"".join(shapes)}" fill="{GOLD}"/>']


def back_medallion() -> list[str]:
    cx, cy = CARD_W / 2, CARD_H / 2

    def diamond(rx: float, ry: float, **style: str | float) -> str:
        return polygon([(cx, cy - ry), (cx + rx, cy), (cx, cy + ry), (cx - rx, cy)], **style)

    parts = [
        diamond(62, 86, fill=NAVY, stroke=GOLD, stroke_width=2),
        diamond(54, 75, fill="none", stroke=GOLD, stroke_width=0.9),
        diamond(30, 42, fill=GOLD),
        diamond(24, 34, fill=NAVY),
    ]
    offsets = {"S": (0, -52), "H": (38, 0), "D": (0, 52), "C": (-38, 0)}
    for suit, (dx, dy) in offsets.items():
        transform = f"translate({fmt(cx + dx)},{fmt(cy + dy)}) scale(0.17)"
        parts.append(f'<path d="{SUIT_PATHS[suit]}" transform="{transform}" fill="{GOLD}"/>')
    parts.append(pip_outline_star(cx, cy))
    return parts


def pip_outline_star(cx: float, cy: float) -> str:
    """A small eight-pointed star for the centre of the medallion."""
    points = []
    for i in range(16):
        angle = math.pi * i / 8 - math.pi / 2
        radius = 14 if i % 2 == 0 else 6
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return polygon(points, fill=GOLD)


def back_art() -> list[str]:
    m = BACK_MARGIN
    x0, y0, x1, y1 = LATTICE
    parts = [
        rect(m, m, CARD_W - 2 * m, CARD_H - 2 * m, rx=7, fill=NAVY),
        *lattice_lines(),
        *lattice_studs(),
        rect(x0, y0, x1 - x0, y1 - y0, fill="none", stroke=GOLD, stroke_width=1.6),
        rect(m + 4, m + 4, CARD_W - 2 * m - 8, CARD_H - 2 * m - 8,
             rx=4, fill="none", stroke=GOLD, stroke_width=0.9),
        *back_medallion(),
    ]
    return parts


# --------------------------------------------------------------------------
# Assembly
# --------------------------------------------------------------------------


def card_body(code: str) -> list[str]:
    if code == "back":
        return back_art()
    rank, suit = code[0], code[1]
    if rank == "A":
        art = ace_art(suit)
    elif rank in CROWNS:
        art = court_art(rank, suit)
    else:
        art = number_pips(rank, suit)
    return [*art, *corner_indices(rank, suit)]


def card_codes() -> list[str]:
    return [rank + suit for suit in SUITS for rank in RANKS] + ["back"]


def card_group(code: str, slot: int) -> str:
    col, row = slot % COLUMNS, slot // COLUMNS
    x = GAP + col * (CARD_W + GAP)
    y = GAP + row * (CARD_H + GAP)
    body = "\n    ".join([card_face(), *card_body(code)])
    return (
        f'<g id="{code}">\n  <g transform="translate({x},{y})">\n    {body}\n  </g>\n</g>'
    )


def document(codes: Iterable[str]) -> str:
    codes = list(codes)
    rows = (len(codes) + COLUMNS - 1) // COLUMNS
    width = GAP + COLUMNS * (CARD_W + GAP)
    height = GAP + rows * (CARD_H + GAP)
    header = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" '
        'xmlns:xlink="http://www.w3.org/1999/xlink" version="1.2" baseProfile="tiny" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
        "<title>Boulanger Classic cards</title>\n"
        "<!-- Generated by tools/make_classic_theme.py; do not edit by hand. -->\n"
    )
    defs = "<defs>\n" + "\n".join(suit_defs()) + "\n</defs>\n"
    cards = "\n".join(card_group(code, slot) for slot, code in enumerate(codes))
    return f"{header}{defs}{cards}\n</svg>\n"


def main() -> None:
    THEME_DIR.mkdir(parents=True, exist_ok=True)
    svg_path = THEME_DIR / "cards.svg"
    svg_path.write_text(document(card_codes()), encoding="utf-8", newline="\n")
    (THEME_DIR / "theme.toml").write_text(THEME_TOML, encoding="utf-8", newline="\n")
    print(f"wrote {svg_path.relative_to(REPO_ROOT)} ({svg_path.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
