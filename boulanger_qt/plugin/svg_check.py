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

from boulanger_qt.core.messages import SaidError
from boulanger_qt.support.inputs import bounded
from boulanger_qt.support.problem_ids import ThemeProblem as T
from boulanger_qt.support.problems import problem

MAX_ELEMENTS: Final = 200_000
MAX_DRAWN: Final = 2_000_000  # elements drawn once every <use> is expanded
MAX_DEPTH: Final = 200
MAX_IMAGE_SIDE: Final = 4096
_OWN_ELEMENT: Final = re.compile(r"#[^\s#()'\"<>]{1,200}")
_DATA_IMAGE: Final = re.compile(r"data:image/(?:png|jpeg|jpg|gif);base64,", re.IGNORECASE)
_URL: Final = re.compile(r"url\(\s*(['\"]?)(.*?)\1\s*\)", re.IGNORECASE | re.DOTALL)
_JPEG_FRAMES: Final = frozenset(range(0xC0, 0xD0)) - {0xC4, 0xC8, 0xCC}


class SvgProblem(SaidError):
    """Why an SVG cannot be used (`.message`: a part of a sentence)."""

    def __init__(self, id: T, **params: object) -> None:
        super().__init__(problem(id, **params))


def image_size(data: bytes) -> tuple[int, int]:
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
        raise SvgProblem(T.SVG_JPEG_NO_SIZE)
    raise SvgProblem(T.SVG_IMAGE_UNKNOWN)


def _check_css(text: str) -> None:
    if "@import" in text.lower():
        raise SvgProblem(T.SVG_STYLE_IMPORT)
    for match in _URL.finditer(text):
        target = match.group(2).strip()
        if not _OWN_ELEMENT.fullmatch(target):
            raise SvgProblem(T.SVG_REFERS, target=bounded(target))


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
            raise SvgProblem(T.SVG_TOO_MANY, limit=MAX_ELEMENTS)
        local = name.rpartition(":")[2]
        if index == 0 and local != "svg":
            raise SvgProblem(T.SVG_NOT_SVG)
        self.children.append([])
        if self.open:
            self.children[self.open[-1]].append(index)
        self.open.append(index)
        if len(self.open) > MAX_DEPTH:
            raise SvgProblem(T.SVG_TOO_DEEP, limit=MAX_DEPTH)
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
            try:
                payload = base64.b64decode(value.partition(",")[2])
            except (binascii.Error, ValueError):
                raise SvgProblem(T.SVG_IMAGE_NOT_BASE64) from None
            width, height = image_size(payload)
            if not (0 < width <= MAX_IMAGE_SIDE and 0 < height <= MAX_IMAGE_SIDE):
                raise SvgProblem(T.SVG_IMAGE_TOO_LARGE, width=width, height=height, limit=MAX_IMAGE_SIDE)
        else:
            raise SvgProblem(T.SVG_REFERS, target=bounded(value))

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
            if (target := self.ids.get(self.uses.get(node, ""))) is not None:
                deps = [*deps, target]
            if ready:
                cost[node] = min(MAX_DRAWN + 1, 1 + sum(cost[d] for d in deps))
                active[node] = False
                continue
            if cost[node] >= 0:
                continue
            if active[node]:
                raise SvgProblem(T.SVG_USE_LOOP)
            active[node] = True
            stack.append((node, True))
            stack.extend((d, False) for d in deps)
        return cost[0] if cost else 0


def _refuse(what: T) -> None:
    raise SvgProblem(what)


def scan_svg(data: bytes, needed: Iterable[str] = ()) -> None:
    """Raise SvgProblem unless `data` is an SVG a card theme may use, with every id in `needed`."""
    scan = _Scan()
    parser = expat.ParserCreate()
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    parser.StartElementHandler = scan.start
    parser.EndElementHandler = scan.end
    parser.CharacterDataHandler = scan.text
    parser.StartDoctypeDeclHandler = lambda *_: _refuse(T.SVG_DOCTYPE)
    parser.EntityDeclHandler = lambda *_: _refuse(T.SVG_ENTITY)
    parser.ExternalEntityRefHandler = lambda *_: _refuse(T.SVG_EXTERNAL_ENTITY)  # type: ignore[assignment]
    parser.ProcessingInstructionHandler = lambda *_: _refuse(T.SVG_PROCESSING)
    try:
        parser.Parse(data, True)
    except expat.ExpatError as exc:
        raise SvgProblem(T.SVG_NOT_XML, error=expat.ErrorString(exc.code), line=exc.lineno,
                         column=exc.offset + 1) from None
    except RecursionError:
        raise SvgProblem(T.SVG_NESTS_TOO_DEEPLY) from None
    if not scan.children:
        raise SvgProblem(T.SVG_EMPTY)
    if scan.drawn() > MAX_DRAWN:
        raise SvgProblem(T.SVG_DRAWS_TOO_MUCH, limit=MAX_DRAWN)
    if missing := [element for element in needed if element not in scan.ids]:
        raise SvgProblem(T.SVG_LACKS, elements=" ".join(missing[:8]) + (" …" if len(missing) > 8 else ""))
