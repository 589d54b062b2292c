"""What a card theme's SVG may hold, checked in one streaming pass before Qt parses it.

QtSvg opens any file an `<image>` names and has no limit of its own: a huge or
deeply self-referencing document costs gigabytes and minutes. So the scan refuses,
as early as it can: a DOCTYPE (entities), processing instructions (style sheets),
references to anything but the document's own elements (`#id`) or an embedded
`data:` PNG, JPEG or GIF of sane size, too many elements, too deep a nesting, and
`<use>` chains that multiply into too much drawing.
"""

from __future__ import annotations

import base64
import binascii
import re
import struct
import xml.parsers.expat as expat
from collections.abc import Iterable
from typing import Final

from .inputs import bounded

MAX_ELEMENTS: Final = 200_000
MAX_DRAWN: Final = 2_000_000  # elements drawn once every <use> is expanded
MAX_DEPTH: Final = 200
MAX_IMAGE_SIDE: Final = 4096
_OWN_ELEMENT: Final = re.compile(r"#[^\s#()'\"<>]{1,200}")
_DATA_IMAGE: Final = re.compile(r"data:image/(?:png|jpeg|jpg|gif);base64,", re.IGNORECASE)
_URL: Final = re.compile(r"url\(\s*(['\"]?)(.*?)\1\s*\)", re.IGNORECASE | re.DOTALL)
_ALLOWED: Final = ("an SVG card theme may refer only to its own elements (#id) and to data:image "
                   "PNG, JPEG or GIF")
_JPEG_FRAMES: Final = frozenset(range(0xC0, 0xD0)) - {0xC4, 0xC8, 0xCC}


class SvgProblem(Exception):
    """Why an SVG cannot be used, as a sentence fragment."""


def image_size(data: bytes) -> tuple[int, int]:
    """Width and height of a PNG, GIF or JPEG, read from its header."""
    if data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR" and len(data) >= 24:
        width, height = struct.unpack(">II", data[16:24])
        return int(width), int(height)
    if data[:6] in (b"GIF87a", b"GIF89a") and len(data) >= 10:
        width, height = struct.unpack("<HH", data[6:10])
        return int(width), int(height)
    if data[:2] == b"\xff\xd8":
        at = 2
        while at + 9 <= len(data) and data[at] == 0xFF:
            marker = data[at + 1]
            if marker in _JPEG_FRAMES:
                height, width = struct.unpack(">HH", data[at + 5:at + 9])
                return int(width), int(height)
            at += 2 + struct.unpack(">H", data[at + 2:at + 4])[0]
        raise SvgProblem("an embedded JPEG image has no readable size")
    raise SvgProblem("an embedded image is not a PNG, JPEG or GIF")


def _check_data_image(value: str) -> None:
    try:
        payload = base64.b64decode(value.partition(",")[2])
    except (binascii.Error, ValueError):
        raise SvgProblem("an embedded image is not valid base64") from None
    width, height = image_size(payload)
    if not (0 < width <= MAX_IMAGE_SIDE and 0 < height <= MAX_IMAGE_SIDE):
        raise SvgProblem(f"an embedded image is {width}x{height} pixels "
                         f"(at most {MAX_IMAGE_SIDE}x{MAX_IMAGE_SIDE})")


def _check_css(text: str) -> None:
    if "@import" in text.lower():
        raise SvgProblem(f"a style imports another file: {_ALLOWED}")
    for match in _URL.finditer(text):
        target = match.group(2).strip()
        if not _OWN_ELEMENT.fullmatch(target):
            raise SvgProblem(f"it refers to '{bounded(target)}': {_ALLOWED}")


class _Scan:
    def __init__(self) -> None:
        self.children: list[list[int]] = []
        self.uses: dict[int, str] = {}  # element index -> the id it <use>s
        self.ids: dict[str, int] = {}
        self.open: list[int] = []
        self.style: list[str] | None = None  # text of the <style> being read

    def start(self, name: str, attrs: dict[str, str]) -> None:
        index = len(self.children)
        if index >= MAX_ELEMENTS:
            raise SvgProblem(f"it has more than {MAX_ELEMENTS:,} elements")
        local = name.rpartition(":")[2]
        if index == 0 and local != "svg":
            raise SvgProblem("it is not an SVG document (the outermost element is not <svg>)")
        self.children.append([])
        if self.open:
            self.children[self.open[-1]].append(index)
        self.open.append(index)
        if len(self.open) > MAX_DEPTH:
            raise SvgProblem(f"its elements nest more than {MAX_DEPTH} deep")
        if local == "style":
            self.style = []
        for key, value in attrs.items():
            attr = key.rpartition(":")[2]
            if attr == "id":
                self.ids.setdefault(value, index)
            elif attr == "href":
                self.href(value.strip(), local, index)
            elif "url(" in value.lower() or "@import" in value.lower():
                _check_css(value)

    def href(self, value: str, local: str, index: int) -> None:
        if _OWN_ELEMENT.fullmatch(value):
            if local == "use":
                self.uses[index] = value[1:]
        elif local == "image" and _DATA_IMAGE.match(value):
            _check_data_image(value)
        else:
            raise SvgProblem(f"it refers to '{bounded(value)}': {_ALLOWED}")

    def end(self, name: str) -> None:
        self.open.pop()
        if self.style is not None and name.rpartition(":")[2] == "style":
            _check_css("".join(self.style))
            self.style = None

    def text(self, data: str) -> None:
        if self.style is not None:
            self.style.append(data)

    def drawn(self) -> int:
        """Elements drawn for the whole document with every <use> expanded (capped)."""
        cost = [-1] * len(self.children)
        active = [False] * len(self.children)
        stack: list[tuple[int, bool]] = [(0, False)] if self.children else []
        while stack:
            node, ready = stack.pop()
            deps = self.children[node]
            target = self.ids.get(self.uses.get(node, ""))
            if target is not None:
                deps = [*deps, target]
            if ready:
                cost[node] = min(MAX_DRAWN + 1, 1 + sum(cost[d] for d in deps))
                active[node] = False
                continue
            if cost[node] >= 0:
                continue
            if active[node]:
                raise SvgProblem("an element <use>s itself (a reference loop)")
            active[node] = True
            stack.append((node, True))
            stack.extend((d, False) for d in deps)
        return cost[0] if cost else 0


def _refuse(what: str) -> None:
    raise SvgProblem(f"it holds {what}, which card themes may not use")


def scan_svg(data: bytes, needed: Iterable[str] = ()) -> None:
    """Raise SvgProblem unless `data` is an SVG a card theme may use, with every id in `needed`."""
    scan = _Scan()
    parser = expat.ParserCreate()
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    parser.StartElementHandler = scan.start
    parser.EndElementHandler = scan.end
    parser.CharacterDataHandler = scan.text
    parser.StartDoctypeDeclHandler = lambda *_: _refuse("a DOCTYPE")
    parser.EntityDeclHandler = lambda *_: _refuse("an entity declaration")
    parser.ExternalEntityRefHandler = lambda *_: _refuse("an external entity")  # type: ignore[assignment]
    parser.ProcessingInstructionHandler = lambda *_: _refuse("a processing instruction")
    try:
        parser.Parse(data, True)
    except expat.ExpatError as exc:
        raise SvgProblem(f"it is not well-formed XML ({expat.ErrorString(exc.code)}, "
                         f"line {exc.lineno})") from None
    except RecursionError:
        raise SvgProblem("it nests too deeply") from None
    if not scan.children:
        raise SvgProblem("it is empty")
    if scan.drawn() > MAX_DRAWN:
        raise SvgProblem(f"it draws more than {MAX_DRAWN:,} elements once its <use> references "
                         "are expanded")
    missing = [element for element in needed if element not in scan.ids]
    if missing:
        shown = " ".join(missing[:8]) + (" …" if len(missing) > 8 else "")
        raise SvgProblem(f"it lacks the elements {shown}")
