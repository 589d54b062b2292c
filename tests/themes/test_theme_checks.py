"""Every way a theme folder can be hostile is refused before anything is rendered (no Qt here)."""

from __future__ import annotations

import base64
import os
import re
import struct
import zlib
from pathlib import Path

import pytest

from boulanger_qt.api import CardTheme, ThemeError
from boulanger_qt.plugin.svg_check import MAX_ELEMENTS, SvgProblem, image_size, scan_svg
from boulanger_qt.plugin.theme_check import (
    SVG_MAX_BYTES,
    check_fields,
    check_name,
    load_theme,
    read_manifest,
)

from .folders import CLASSIC, svg_with, theme_folder


def refused(folder: Path) -> str:
    """The reason the theme in `folder` is refused, by the manifest or by its files."""
    with pytest.raises(ThemeError) as info:
        load_theme(read_manifest(folder))
    message = str(info.value)
    assert "\n" not in message and "\x1b" not in message
    return message


def png(width: int, height: int) -> bytes:
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    chunk = b"IHDR" + header
    return (b"\x89PNG\r\n\x1a\n" + struct.pack(">I", len(header)) + chunk
            + struct.pack(">I", zlib.crc32(chunk)))


def test_the_shipped_classic_theme_passes(tmp_path: Path) -> None:
    data = load_theme(read_manifest(CLASSIC))
    assert data.theme.name == "classic" and data.svg == (CLASSIC / "cards.svg").read_bytes()


# --- numbers ---------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("numbers", "reason"),
    [
        ("card_width = nan", "'card_width' must be a number from 1 to 100,000 (it is nan)"),
        ("card_height = inf", "'card_height' must be a number"),
        ("card_width = -250", "'card_width' must be a number"),
        ("card_width = 0", "'card_width' must be a number"),
        ("card_width = 1e-300\ncard_height = 1e300", "'card_width' must be a number"),
        (f"card_width = {10**30}", "'card_width' must be a number"),
        ("card_width = 1\ncard_height = 100000", "card_height / card_width must be from 0.5 to 2.5"),
        ("card_width = true", "'card_width' must be a number"),
        ('card_height = "350"', "'card_height' must be a number"),
    ],
)
def test_card_size_must_be_finite_and_sane(tmp_path: Path, numbers: str, reason: str) -> None:
    folder = theme_folder(tmp_path, f'name = "t"\nsvg = "cards.svg"\n{numbers}\n')
    assert reason in refused(folder)


# --- names -----------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ('name = "\\u001b[31mred"', "'name' must be 1 to 40 letters"),
        ('name = "' + "n" * 41 + '"', "'name' must be 1 to 40 letters"),
        ('name = "has space"', "'name' must be 1 to 40 letters"),
        ('name = ""', "'name' must be 1 to 40 letters"),
        ("name = 7", "'name' must be 1 to 40 letters"),
        ('name = "t"\ndisplay_name = "\\u001b]0;owned\\u0007"', "'display_name' holds control"),
        ('name = "t"\ndisplay_name = "evil\\u202egnp.exe"', "'display_name' holds control"),
        ('name = "t"\ndisplay_name = "' + "d" * 61 + '"', "'display_name' is longer than 60"),
        ('name = "t"\ndisplay_name = "  "', "'display_name' must not be empty"),
        ('name = "t"\nauthor = "a\\nb"', "'author' holds control"),
        ('name = "t"\nlicense = ["MIT"]', "'license' must be a text"),
        ('name = "t"\ncard_widht = 250', "there is no key 'card_widht'"),
    ],
)
def test_names_must_be_printable_and_bounded(tmp_path: Path, line: str, reason: str) -> None:
    folder = theme_folder(tmp_path, f'{line}\nsvg = "cards.svg"\n')
    message = refused(folder)
    assert reason in message
    assert "\x1b" not in message and "\u202e" not in message


def test_a_manifest_that_is_not_toml_or_too_large_is_refused(tmp_path: Path) -> None:
    assert "not valid TOML" in refused(theme_folder(tmp_path, "name = [\n", name="a"))
    assert "too large" in refused(theme_folder(tmp_path, "# " + "x" * 70_000 + "\n", name="b"))


# --- files -----------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("svg", "reason"),
    [
        ("/etc/passwd", "must be a path inside the theme folder"),
        ("C:\\\\cards.svg", "must be a path inside the theme folder"),
        ("~/cards.svg", "must be a path inside the theme folder"),
        ("../other/cards.svg", "must not go up out of the theme folder"),
        ("sub/../../other/cards.svg", "must not go up out of the theme folder"),
        ("missing.svg", "does not exist"),
        ("sub", "is not a regular file"),
    ],
)
def test_files_must_be_inside_the_theme_folder(tmp_path: Path, svg: str, reason: str) -> None:
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "cards.svg").write_bytes((CLASSIC / "cards.svg").read_bytes())
    folder = theme_folder(tmp_path, f'name = "t"\nsvg = "{svg}"\n')
    (folder / "sub").mkdir()
    assert reason in refused(folder)


def test_a_link_leaving_the_folder_is_refused_and_one_inside_is_fine(tmp_path: Path) -> None:
    (tmp_path / "outside").mkdir()
    outside = tmp_path / "outside" / "cards.svg"
    outside.write_bytes((CLASSIC / "cards.svg").read_bytes())
    folder = theme_folder(tmp_path, 'name = "t"\nsvg = "art/cards.svg"\n')
    (folder / "art").symlink_to(outside.parent)  # a folder link out: the file resolves outside
    assert "is a link that leaves the theme folder" in refused(folder)
    (folder / "art").unlink()
    (folder / "art").mkdir()
    (folder / "art" / "cards.svg").symlink_to(outside)
    assert "is a link that leaves the theme folder" in refused(folder)
    (folder / "art" / "cards.svg").unlink()
    (folder / "art" / "cards.svg").symlink_to(folder / "cards.svg")
    assert load_theme(read_manifest(folder)).theme.name == "t"


def test_a_per_card_file_is_checked_like_the_svg(tmp_path: Path) -> None:
    folder = theme_folder(tmp_path, 'name = "t"\nsvg = "cards.svg"\n[cards]\nback = "../back.svg"\n')
    assert "'cards.back' must not go up" in refused(folder)
    (folder / "theme.toml").write_text('name = "t"\nsvg = "cards.svg"\n[cards]\nZZ = "cards.svg"\n')
    assert "'cards' names “ZZ”, which is not a card" in refused(folder)


def test_a_plugin_theme_gets_the_same_checks(tmp_path: Path) -> None:
    svg = (CLASSIC / "cards.svg").resolve()
    check_fields(CardTheme("ok", "OK", svg))
    with pytest.raises(ThemeError, match="card_width"):
        check_fields(CardTheme("nan", "NaN", svg, card_width=float("nan")))
    with pytest.raises(ThemeError, match="'display_name' holds control"):
        check_fields(CardTheme("esc", "\x1b[2J", svg))
    with pytest.raises(ThemeError, match="absolute path"):
        check_fields(CardTheme("rel", "Rel", Path("cards.svg")))
    with pytest.raises(ThemeError, match="outside the theme folder"):
        check_fields(CardTheme("out", "Out", svg, card_files=(("back", Path("/etc/hostname")),)))


# --- size ------------------------------------------------------------------------------

def test_an_svg_over_the_size_limit_is_refused_without_reading_it(tmp_path: Path) -> None:
    folder = theme_folder(tmp_path, svg=b"")
    with open(folder / "cards.svg", "wb") as huge:
        huge.truncate(200 * 1024 * 1024)  # sparse: 200 MB that cost nothing to make
    message = refused(folder)
    assert "is too large, 209,715,200 bytes" in message and f"{SVG_MAX_BYTES:,}" in message


def test_too_many_elements_are_refused() -> None:
    with pytest.raises(SvgProblem, match=f"more than {MAX_ELEMENTS:,} elements"):
        scan_svg(svg_with("<g/>" * (MAX_ELEMENTS + 1)).encode())


def test_a_use_bomb_is_refused() -> None:
    levels = ['<rect id="l0" width="1" height="1"/>']
    for n in range(1, 9):
        uses = "".join(f'<use xlink:href="#l{n - 1}"/>' for _ in range(10))
        levels.append(f'<g id="l{n}">{uses}</g>')
    with pytest.raises(SvgProblem, match="draws more than 2,000,000 elements"):
        scan_svg(svg_with(f"<defs>{''.join(levels)}</defs>").encode())


def test_a_use_loop_and_deep_nesting_are_refused() -> None:
    loop = '<g id="a"><use xlink:href="#b"/></g><g id="b"><use xlink:href="#a"/></g>'
    with pytest.raises(SvgProblem, match="reference loop"):
        scan_svg(svg_with(loop).encode())
    with pytest.raises(SvgProblem, match="nest more than 200 deep"):
        scan_svg(svg_with("<g>" * 300 + "</g>" * 300).encode())


# --- references ------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("extra", "reason"),
    [
        ('<image xlink:href="/etc/secret.png" width="9" height="9"/>', "refers to “/etc/secret.png”"),
        ('<image href="secret.png" width="9" height="9"/>', "refers to “secret.png”"),
        ('<image xlink:href="file:///etc/secret.png"/>', "refers to “file:///etc/secret.png”"),
        ('<use xlink:href="other.svg#AS"/>', "refers to “other.svg#AS”"),
        ('<rect fill="url(http://example.com/x.svg#g)" width="1" height="1"/>', "refers to “http://"),
        ('<rect style="fill: url(\'/tmp/x.svg#g\')" width="1" height="1"/>', "refers to “/tmp/x.svg#g”"),
        ("<style>@import url(theme.css);</style>", "imports another file"),
        ("<style>rect { fill: url(x.svg#p) }</style>", "refers to “x.svg#p”"),
        ('<image xlink:href="data:image/svg+xml;base64,PHN2Zy8+"/>', "refers to “data:image/svg+xml"),
    ],
)
def test_the_svg_may_refer_only_to_its_own_elements_and_data_images(extra: str, reason: str) -> None:
    with pytest.raises(SvgProblem, match="may refer only to its own elements") as info:
        scan_svg(svg_with(extra).encode())
    assert reason in str(info.value)


@pytest.mark.parametrize(
    ("document", "reason"),
    [
        ('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "xx">]><svg/>', "a DOCTYPE"),
        ('<?xml version="1.0"?><!DOCTYPE svg SYSTEM "http://x/y.dtd"><svg/>', "a DOCTYPE"),
        ('<?xml-stylesheet href="x.css" type="text/css"?><svg/>', "a processing instruction"),
        ("<svg><g></svg>", "not well-formed XML"),
        ("<html/>", "not an SVG document"),
        ("", "not well-formed XML"),
    ],
)
def test_entities_style_sheets_and_non_svg_are_refused(document: str, reason: str) -> None:
    with pytest.raises(SvgProblem, match=reason):
        scan_svg(document.encode())


def test_an_embedded_image_is_allowed_if_it_is_a_sane_size() -> None:
    small = base64.b64encode(png(64, 64)).decode()
    scan_svg(svg_with(f'<image xlink:href="data:image/png;base64,{small}" width="9" height="9"/>').encode())
    bomb = base64.b64encode(png(60_000, 60_000)).decode()
    with pytest.raises(SvgProblem, match="60,000×60,000 pixels"):
        scan_svg(svg_with(f'<image xlink:href="data:image/png;base64,{bomb}"/>').encode())
    with pytest.raises(SvgProblem, match="not a PNG, JPEG or GIF"):
        scan_svg(svg_with('<image xlink:href="data:image/png;base64,AAAA"/>').encode())


def test_image_sizes_are_read_from_png_gif_and_jpeg_headers() -> None:
    assert image_size(png(30, 20)) == (30, 20)
    assert image_size(b"GIF89a" + struct.pack("<HH", 7, 9)) == (7, 9)
    jpeg = b"\xff\xd8" + b"\xff\xe0\x00\x04\x00\x00" + b"\xff\xc0\x00\x0b\x08" + struct.pack(">HH", 48, 32)
    assert image_size(jpeg) == (32, 48)


def test_missing_card_elements_are_named() -> None:
    document = svg_with("").replace('<g id="KC">', '<g id="kc">').encode()
    with pytest.raises(SvgProblem, match="lacks the elements KC"):
        scan_svg(document, ["AS", "KC"])


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    folder = theme_folder(tmp_path, svg=b"")
    (folder / "cards.svg").unlink()
    os.mkfifo(folder / "cards.svg")
    assert "not a regular file" in refused(folder) or "named pipe" in refused(folder)


@pytest.mark.parametrize("name", [
    "classic", "Four_colour-2.b", "a", "0", "x" * 40, "x" * 41, "", "_a", "-a", ".a", "a b", "a/b",
    "a\n", "\na", "caf\u00e9", "\u0661", "\uff21", "A\u0301", "a:b", "a~", "Z9_.-",
])
def test_a_theme_name_is_what_the_documented_pattern_matches(name: str) -> None:
    # docs/themes.md: 1-40 letters, digits, '_', '-' or '.', starting with a letter or digit
    try:
        accepted = check_name(name, "theme.toml") == name
    except ThemeError:
        accepted = False
    assert accepted == bool(re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,39}", name))
