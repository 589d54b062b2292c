"""Every sentence the app says, declared once, and how it is said in a language.

A sentence is declared with `QT_TRANSLATE_NOOP(context, source, comment, n)`, the marker
`pyside6-lupdate` extracts from Python source: the English `source` is what the log and
the command line print, and what the window looks up in the player's language through
`QCoreApplication.translate` with the same context. A fourth argument (any number) makes
the sentence counted: its `count` parameter picks the plural form (`%Ln`). `%1`, `%2`, …
stand for the parameters `Text.on` names, in that order. `render_template` says a
sentence in a `Language`: `ENGLISH` here (pure Python), the player's language in `ui/text.py`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from enum import Enum
from typing import Final, NamedTuple, Protocol


class Text(NamedTuple):
    """One declared sentence: its translation context, English source and translator's
    comment; `counted` when its `count` parameter picks the plural form; `args` the
    parameters that %1, %2, … stand for; `plural` the English singular and plural where
    they are more than the source with "(s)" left out or made "s"."""

    context: str
    source: str
    comment: str | None = None
    counted: bool = False
    args: tuple[str, ...] = ()
    plural: tuple[str, str] | None = None

    def on(self, *args: str, plural: tuple[str, str] | None = None) -> Text:
        return Text(self.context, self.source, self.comment, self.counted, args, plural)


def QT_TRANSLATE_NOOP(context: str, source: str, comment: str | None = None, n: int | None = None) -> Text:
    """Declares a sentence (lupdate reads the call; `n`, any number, marks it counted)."""
    return Text(context, source, comment, n is not None)


class Language(Protocol):
    """What differs between the log's English and the window's language."""

    def translate(self, text: Text, count: int | None) -> str:
        """The sentence's template in this language, `%n`/`%Ln` filled with `count`."""

    def number(self, value: int) -> str: ...

    def decimal(self, value: float) -> str: ...

    def other(self, value: object) -> str:
        """A parameter that is neither a sentence, a number nor a text (a core `Message`)."""


class Said(Protocol):
    """A declared sentence with its parameters (a core `Message`, a support `Problem`):
    `str()` says it in English, `render` in any language."""

    @property
    def id(self) -> Enum: ...

    @property
    def params(self) -> Mapping[str, object]: ...

    def render(self, language: Language, *, part: bool = False) -> str: ...

    def __getitem__(self, name: str) -> object: ...


_MARKER: Final = re.compile(r"%[1-9]")


def fill(text: str, *args: object) -> str:
    """Qt's `%1`…`%9` markers replaced in one pass (an argument's own `%2` stays as it is)."""
    values = {f"%{k}": str(a) for k, a in enumerate(args, start=1)}
    return _MARKER.sub(lambda match: values.get(match[0], match[0]), text)


LIST_SEPARATOR: Final = QT_TRANSLATE_NOOP("ProblemText", "; ", "between the items of a list")


def render_template(text: Text, params: Mapping[str, object], language: Language) -> tuple[str, str]:
    """The template in `language` and the sentence with its parameters filled in."""
    count = params.get("count") if text.counted else None
    template = language.translate(text, count if isinstance(count, int) else None)
    return template, fill(template, *(say_value(params[name], language) for name in text.args))


def say_value(value: object, language: Language) -> str:
    """A parameter in `language`: a sentence inside another without its full stop, a tuple
    one item after the other, a number in the language's digits, a text as it is."""
    if isinstance(getattr(value, "text", None), Text) and callable(render := getattr(value, "render", None)):
        return str(render(language, part=True))
    if isinstance(value, tuple):
        return language.translate(LIST_SEPARATOR, None).join(say_value(v, language) for v in value)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return language.number(value)
    if isinstance(value, float):
        return language.decimal(value)
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    return language.other(value)


class _English:
    """The log's and the command line's language: each source as declared."""

    def translate(self, text: Text, count: int | None) -> str:
        source = text.source
        if count is not None:
            one, other = text.plural or (source.replace("(s)", ""), source.replace("(s)", "s"))
            source = one if count == 1 else other
            source = source.replace("%Ln", f"{count:,}").replace("%n", str(count))
        return source

    def number(self, value: int) -> str:
        return f"{value:,}"

    def decimal(self, value: float) -> str:
        return format(value, ",.6g")

    def other(self, value: object) -> str:
        return str(value)


ENGLISH: Final[Language] = _English()
