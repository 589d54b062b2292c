"""Echoing input in a message: cut short and with control characters escaped, so a
100,000-character code or an escape sequence never reaches the terminal or a dialog raw."""

from __future__ import annotations

import re
from typing import Final

ECHO_LIMIT: Final = 60
_ESCAPES: Final = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def bounded(text: str, limit: int = ECHO_LIMIT) -> str:
    """`text` made safe to echo: control and other unprintable characters escaped,
    then cut to `limit` characters plus "…"."""
    out: list[str] = []
    length = 0
    for ch in text[: limit + 1]:  # every character escapes to at least one
        shown = ch if ch.isprintable() else _ESCAPES.get(ch) or _escape(ch)
        out.append(shown)
        length += len(shown)
        if length > limit:
            return "".join(out)[:limit] + "…"
    return "".join(out)


def _escape(ch: str) -> str:
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def quoted(text: str, limit: int = ECHO_LIMIT) -> str:
    """`bounded(text)` in quotes, the way a message names the input it refuses."""
    return f"'{bounded(text, limit)}'"


_QUOTED_RUN: Final = r"'([^']*)'"  # compiled by `re` when first used: only on bad input


def bounded_quotes(message: str) -> str:
    """`message` with every quoted input in it bounded (argparse quotes what it refuses)."""
    return re.sub(_QUOTED_RUN, lambda match: quoted(match[1]), message)
