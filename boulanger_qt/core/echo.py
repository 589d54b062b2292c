"""Echoing input in a message: cut short and with control characters escaped, so a
100,000-character code or an escape sequence never reaches the terminal or a dialog raw."""

from __future__ import annotations

import re
from typing import Final

ECHO_LIMIT: Final = 60


def bounded(text: str, limit: int = ECHO_LIMIT) -> str:
    """`text` made safe to echo: control and other unprintable characters escaped,
    then cut to `limit` characters plus "…"."""
    # Every character escapes to at least one, so limit + 1 of them tell whether to cut.
    shown = "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text[: limit + 1])
    return shown if len(shown) <= limit else shown[:limit] + "…"


def quoted(text: str, limit: int = ECHO_LIMIT) -> str:
    """`bounded(text)` in quotes, the way a message names the input it refuses."""
    return f"'{bounded(text, limit)}'"


_QUOTED_RUN: Final = r"'([^']*)'"  # compiled by `re` when first used: only on bad input


def bounded_quotes(message: str) -> str:
    """`message` with every quoted input in it bounded (argparse quotes what it refuses)."""
    return re.sub(_QUOTED_RUN, lambda match: quoted(match[1]), message)
