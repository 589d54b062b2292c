"""Texts a plugin shows in the player's language (docs/plugins.md, docs/themes.md).

Beside its English text (a hint provider's `display_name`, an exporter's `description`, a
theme's `display_name`, `author` and `license`, a plugin's name and description), a plugin
may give `translations`: a mapping from a language code (`"sk"`, `"fr"`) to a mapping from
the field's name to its text in that language. The window shows the text in the player's
language when there is one, else the English text; the log and the command line keep the
English. Translations are checked where they cross into the app, as the English texts are.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Final

from boulanger_qt.support.inputs import bounded

Translations = Mapping[str, Mapping[str, str]]
LANGUAGE_CODE: Final = re.compile(r"[a-z]{2,3}")


class TranslationsShape(ValueError):
    """Translations that are not a table of language codes to {field: text}; `got` says
    which part does not fit."""

    def __init__(self, got: str) -> None:
        super().__init__(got)
        self.got = got


def text_in(translations: Translations, field: str, english: str, language: str) -> str:
    """The field's text in `language`, else the English one."""
    return translations.get(language, {}).get(field, english)


def checked_translations(value: object, fields: tuple[str, ...],
                         check: Callable[[str, object], str]) -> dict[str, dict[str, str]]:
    """`value` (None: none) as checked translations of `fields`: each text passes `check`
    (the rule of the English field, given the field's name); TranslationsShape if the table
    has another shape."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise TranslationsShape(type(value).__name__)
    checked: dict[str, dict[str, str]] = {}
    for language, texts in value.items():
        if not isinstance(language, str) or not LANGUAGE_CODE.fullmatch(language):
            raise TranslationsShape(bounded(repr(language)))
        if not isinstance(texts, Mapping):
            raise TranslationsShape(f"{language}: {type(texts).__name__}")
        for field, text in texts.items():
            if field not in fields:
                raise TranslationsShape(bounded(f"{language}.{field}"))
            checked.setdefault(language, {})[field] = check(field, text)
    return checked
