#!/usr/bin/env python3
"""Bring the translations up to date with the source: lupdate, then lrelease.

Scans every Python file of the app and the shipped plugins with `pyside6-lupdate` into
`resources/translations/boulanger_<lang>.ts` (English gets the plural forms only: it is
the source language), then compiles each `.ts` into its `.qm` with `pyside6-lrelease`.
Translate the `.ts` files with Qt Linguist (`pyside6-linguist`) or any editor between
the two steps; `tests/ui/test_translations.py` fails until every string is translated
and every `.qm` is rebuilt. Last, `boulanger.crc32` records each `.qm`'s CRC-32, which the
app checks before Qt reads the catalogue (a damaged one could crash it).

Usage::

    python tools/update_translations.py            # lupdate + lrelease
    python tools/update_translations.py --release  # lrelease only
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import zlib
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent
LANGUAGES: Final = ("sk", "fr", "en")
SOURCE_LANGUAGE: Final = "en"
CHECKSUMS: Final = "boulanger.crc32"  # ui/language.py reads it


def translations_dir() -> Path:
    return ROOT / "resources" / "translations"


def ts_file(language: str) -> Path:
    return translations_dir() / f"boulanger_{language}.ts"


def qm_file(language: str) -> Path:
    return translations_dir() / f"boulanger_{language}.qm"


def sources() -> list[Path]:
    """Every Python file whose strings the player may see, in a stable order."""
    return sorted([*(ROOT / "boulanger_qt").rglob("*.py"), *(ROOT / "plugins").rglob("*.py")])


def tool(name: str) -> str:
    """A PySide6 tool from the running interpreter's environment, else from PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6-Essentials")
    return found


def lupdate(targets: list[Path], plural_only: bool = False) -> None:
    listing = targets[0].parent / ".sources.lst"
    listing.write_text("\n".join(str(p.relative_to(ROOT)) for p in sources()) + "\n", encoding="utf-8")
    try:
        args = [tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "none",
                f"@{listing}", "-ts", *map(str, targets)]
        if plural_only:
            args.insert(1, "-pluralonly")
        subprocess.run(args, check=True, cwd=ROOT)
    finally:
        listing.unlink()


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def checksums() -> str:
    """What the app checks a catalogue against before Qt reads it (ui/language.py): the
    CRC-32 of each, which finds a damaged file."""
    return "".join(f"{zlib.crc32(qm_file(code).read_bytes()):08x}  {qm_file(code).name}\n"
                   for code in sorted(LANGUAGES))


def write_checksums() -> None:
    (translations_dir() / CHECKSUMS).write_text(checksums(), encoding="ascii")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", action="store_true", help="only compile the .ts files")
    args = parser.parse_args(argv)
    translations_dir().mkdir(parents=True, exist_ok=True)
    if not args.release:
        lupdate([ts_file(lang) for lang in LANGUAGES if lang != SOURCE_LANGUAGE])
        lupdate([ts_file(SOURCE_LANGUAGE)], plural_only=True)
    for lang in LANGUAGES:
        lrelease(ts_file(lang), qm_file(lang))
    write_checksums()
    return 0


if __name__ == "__main__":
    sys.exit(main())
