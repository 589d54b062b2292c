"""Every relative link in the README and the docs leads to a file of this repository."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = sorted([ROOT / "README.md", *(ROOT / "docs").rglob("*.md"),
                    *(ROOT / "plugins" / "examples").glob("*/README.md")])
# [text](target) and ![alt](target), the target up to a space (a title may follow) or ")".
LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HTML_LINK = re.compile(r"""(?:href|src)\s*=\s*["']([^"']+)["']""")


def relative_links(text: str) -> list[str]:
    found = LINK.findall(text) + HTML_LINK.findall(text)
    return [link for link in found if not re.match(r"[a-z][a-z0-9+.-]*:|#", link, re.IGNORECASE)]


def exists_exactly(path: Path) -> bool:
    """The path exists with this very spelling (a case-insensitive file system would find
    PLUGINS.md for plugins.md)."""
    if not path.exists():
        return False
    for part in [path, *path.parents]:
        if part == ROOT:
            return True
        if part.name not in {child.name for child in part.parent.iterdir()}:
            return False
    return False


def test_the_link_finder_finds_relative_links_only() -> None:
    text = ("[a](docs/a.md) ![b](b.png \"title\") [c](https://x.org) [d](#anchor) "
            "[e](../shared/RULES.md#setup) <a href=\"f/g.md\">f</a> [h](mailto:x@y.z)")
    assert relative_links(text) == ["docs/a.md", "b.png", "../shared/RULES.md#setup", "f/g.md"]


def test_a_link_outside_the_repository_or_in_the_wrong_case_is_broken() -> None:
    assert not exists_exactly((ROOT / "../shared/RULES.md").resolve())
    assert not exists_exactly(ROOT / "docs" / "PLUGINS.md")
    assert exists_exactly(ROOT / "docs" / "plugins.md")


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_leads_to_a_file_in_the_repository(document: Path) -> None:
    broken = []
    for link in relative_links(document.read_text(encoding="utf-8")):
        target = (document.parent / link.partition("#")[0]).resolve()
        if not exists_exactly(target):
            broken.append(link)
    assert broken == []


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_document_named_in_code_spans_exists(document: Path) -> None:
    """`docs/themes.md` written as code, not as a link, still names a real file (from the
    repository's root or from the document's folder)."""
    named = re.findall(r"`([\w./-]+\.md)`", document.read_text(encoding="utf-8"))
    assert [name for name in named
            if not (exists_exactly(ROOT / name) or exists_exactly(document.parent / name))] == []


def test_the_rules_players_read_are_in_the_repository() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "](docs/rules.md)" in readme
    rules = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert "(free cells + 1) × 2^(empty columns)" in rules
