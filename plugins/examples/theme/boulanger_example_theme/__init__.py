"""An example Boulanger plugin: a card theme whose 52 cards and back are drawn in code.

Each suit is a plain shape in its own colour (a triangle, a circle, a diamond, a square),
repeated once per pip up to ten, with the rank in the corners. The picture is built as
SVG text by the functions below and written, once per run, to a private temporary
folder: a theme is always an SVG file, and this one exists only while Boulanger runs.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path

from boulanger_qt.api import CardTheme, hookimpl

WIDTH, HEIGHT, GAP = 250, 350, 20
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = "SHDC"  # the card codes' suit letters
COLOURS = {"S": "#222222", "H": "#d0312d", "D": "#e07b00", "C": "#2e7d32"}
_folder: Path | None = None


def shape(suit: str, x: float, y: float, r: float) -> str:
    """One pip of `suit` centred on (x, y), `r` across half its width."""
    fill = COLOURS[suit]
    if suit == "S":
        points = f"{x},{y - r} {x + r},{y + r * 0.8} {x - r},{y + r * 0.8}"
        return f'<polygon points="{points}" fill="{fill}"/>'
    if suit == "H":
        return f'<circle cx="{x}" cy="{y}" r="{r}" fill="{fill}"/>'
    if suit == "D":
        points = f"{x},{y - r * 1.2} {x + r},{y} {x},{y + r * 1.2} {x - r},{y}"
        return f'<polygon points="{points}" fill="{fill}"/>'
    return f'<rect x="{x - r * 0.85}" y="{y - r * 0.85}" width="{r * 1.7}" height="{r * 1.7}" fill="{fill}"/>'


def pip_places(count: int) -> list[tuple[float, float]]:
    """Where the pips of a card with `count` pips go, in a two-column grid."""
    if count == 1:
        return [(0.5, 0.5)]
    rows = (count + 1) // 2
    places = []
    for i in range(count):
        column, row = i % 2, i // 2
        x = 0.5 if count % 2 and i == count - 1 else 0.32 + 0.36 * column
        places.append((x, 0.2 + 0.6 * (row / max(1, rows - 1))))
    return places


def card(rank_index: int, suit: str, left: float, top: float) -> str:
    rank = RANKS[rank_index]
    code = ("T" if rank == "10" else rank) + suit
    colour = COLOURS[suit]
    parts = [f'<g id="{code}">',
             f'<rect x="{left + 2}" y="{top + 2}" width="{WIDTH - 4}" height="{HEIGHT - 4}" rx="18" '
             f'fill="#fffdf7" stroke="#9e9e9e" stroke-width="3"/>',
             f'<text x="{left + 16}" y="{top + 48}" font-family="sans-serif" font-size="42" '
             f'font-weight="bold" fill="{colour}">{rank}</text>',
             shape(suit, left + 32, top + 76, 13)]
    if rank_index >= 10:  # a court card: one big pip in a frame
        parts.append(f'<rect x="{left + 60}" y="{top + 80}" width="{WIDTH - 120}" height="{HEIGHT - 160}" '
                     f'fill="none" stroke="{colour}" stroke-width="6"/>')
        parts.append(shape(suit, left + WIDTH / 2, top + HEIGHT / 2, 48))
    else:
        for x, y in pip_places(rank_index + 1):
            parts.append(shape(suit, left + 40 + x * (WIDTH - 80), top + 90 + y * (HEIGHT - 140), 20))
    parts.append("</g>")
    return "".join(parts)


def back(left: float, top: float) -> str:
    rings = "".join(
        f'<rect x="{left + 12 + 14 * i}" y="{top + 12 + 14 * i}" width="{WIDTH - 24 - 28 * i}" '
        f'height="{HEIGHT - 24 - 28 * i}" rx="{max(2, 14 - i)}" fill="{"#283593" if i % 2 else "#5c6bc0"}"/>'
        for i in range(7)
    )
    return (f'<g id="back"><rect x="{left + 2}" y="{top + 2}" width="{WIDTH - 4}" height="{HEIGHT - 4}" '
            f'rx="18" fill="#1a237e" stroke="#9e9e9e" stroke-width="3"/>{rings}</g>')


def svg() -> str:
    """The whole deck: one row per suit, the back at the end of the last row."""
    cards = [card(r, s, r * (WIDTH + GAP), row * (HEIGHT + GAP))
             for row, s in enumerate(SUITS) for r in range(len(RANKS))]
    cards.append(back(0, len(SUITS) * (HEIGHT + GAP)))
    width, height = len(RANKS) * (WIDTH + GAP), (len(SUITS) + 1) * (HEIGHT + GAP)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}">' + "".join(cards) + "</svg>\n")


def drawn_theme() -> CardTheme:
    """Draw the deck into this run's folder (once) and describe it as a theme."""
    global _folder
    if _folder is None:
        _folder = Path(tempfile.mkdtemp(prefix="boulanger-example-theme-"))
        atexit.register(shutil.rmtree, _folder, True)
        (_folder / "cards.svg").write_text(svg(), encoding="utf-8")
    return CardTheme("shapes", "Shapes (drawn in code)", _folder.resolve() / "cards.svg",
                     author="Boulanger examples", card_width=WIDTH, card_height=HEIGHT, license="MIT")


@hookimpl
def boulanger_card_themes() -> list[CardTheme]:
    return [drawn_theme()]
