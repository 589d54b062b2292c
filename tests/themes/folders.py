"""Theme folders for the tests: a copy of Classic with one thing changed."""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CLASSIC = ROOT / "plugins" / "boulanger_classic" / "theme"
EXAMPLE = ROOT / "docs" / "example-theme"
HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" '
        'xmlns:xlink="http://www.w3.org/1999/xlink" width="250" height="350">\n')
CARDS = [rank + suit for suit in "SHDC" for rank in "A23456789TJQK"] + ["back"]


def theme_folder(parent: Path, manifest: str | None = None, svg: str | bytes | None = None,
                 name: str = "mytheme") -> Path:
    """`parent/name` with Classic's cards.svg (or `svg`) and a manifest (default: a valid one)."""
    folder = parent / name
    folder.mkdir(parents=True)
    if svg is None:
        shutil.copy(CLASSIC / "cards.svg", folder / "cards.svg")
    else:
        (folder / "cards.svg").write_bytes(svg.encode() if isinstance(svg, str) else svg)
    (folder / "theme.toml").write_text(manifest if manifest is not None
                                       else f'name = "{name}"\nsvg = "cards.svg"\n')
    return folder


def svg_with(extra: str, body: str = '<rect width="250" height="350" fill="#fff"/>') -> str:
    """A complete small deck (every card a plain rect) plus `extra` inside the root."""
    cards = "".join(f'<g id="{card}">{body}</g>\n' for card in CARDS)
    return f"{HEAD}{extra}\n{cards}</svg>\n"
