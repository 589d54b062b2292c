"""Spares PySide6 reading the source of every module imported after it.

Once loaded, PySide6 watches every import: the first time a module is imported (or
named in an import) it reads that module's whole source, to see whether it mentions
PySide6 and so may use PySide's opt-in `from __feature__ import ...` switches. That is
about 70 µs a module, ~100 modules and ~7 ms before Boulanger's first paint, and the
answers are known without reading anything: PySide marks a module that mentions PySide6
0 ("no feature selected") and any other -1 ("ignore"). So, right after PySide6 loads,
its table gets 0 for each of our own modules (PySide's own answer for each one that uses
Qt; harmless for the others, which never touch a Qt type) and -1 for each standard-library
module already loaded, for every top-level one the start may import later, and for
platformdirs (its answer for them: none mentions PySide6). A PySide that keeps no such
table is left alone, and reads the sources as before.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

import PySide6  # loads the import watch this module seeds

import boulanger_qt

FEATURE_MODULES = ("PySide6.support.feature", "shibokensupport.feature")
USES_PYSIDE, IGNORED = 0, -1
# What we depend on that never mentions PySide6, named again by the start after PySide loads.
NO_PYSIDE_DEPENDENCIES = ("platformdirs",)
# Standard-library packages the start imports after PySide: their modules too are answered for.
LATER_STDLIB_PACKAGES = ("tomllib",)


def feature_table() -> dict[str, int] | None:
    """PySide's per-module feature table, if this PySide keeps one where it used to."""
    for name in FEATURE_MODULES:
        table = getattr(sys.modules.get(name), "pyside_feature_dict", None)
        if isinstance(table, dict):
            return table
    return None


def own_modules() -> Iterator[str]:
    """Every module of the boulanger_qt package, by its dotted name (from the folders'
    listings: nothing is imported or read)."""
    for root in boulanger_qt.__path__:
        for folder, dirs, files in os.walk(root):
            dirs[:] = [d for d in dirs if d.isidentifier() and d != "__pycache__"]  # nor data folders
            relative = os.path.relpath(folder, root)
            package = "boulanger_qt" if relative == "." else "boulanger_qt." + relative.replace(os.sep, ".")
            for file in files:
                stem, dot, _ = file.partition(".")
                if dot and stem.isidentifier() and (file.endswith(".py") or ".so" in file or ".pyd" in file):
                    yield package if stem == "__init__" else f"{package}.{stem}"


def seed_feature_table() -> int:
    """Fill in PySide's answers it would otherwise read the sources for; how many."""
    table = feature_table()
    if table is None:
        return 0
    before = len(table)
    for name in own_modules():
        table.setdefault(name, USES_PYSIDE)
    stdlib = sys.stdlib_module_names
    for name in list(sys.modules):
        if name.partition(".")[0] in stdlib:
            table.setdefault(name, IGNORED)
    for name in (*stdlib, *NO_PYSIDE_DEPENDENCIES, *later_stdlib_modules()):  # and those
        table.setdefault(name, IGNORED)  # imported later (tomllib, locale)
    return len(table) - before


def later_stdlib_modules() -> Iterator[str]:
    """The modules of `LATER_STDLIB_PACKAGES` (tomllib._parser...), from their folders' listings."""
    library = os.path.dirname(os.__file__)
    for package in LATER_STDLIB_PACKAGES:
        try:
            files = os.listdir(os.path.join(library, package))
        except OSError:  # a frozen or zipped standard library: PySide reads them as before
            continue
        for file in files:
            stem, dot, _ = file.partition(".")
            if dot and stem.isidentifier() and stem != "__init__":
                yield f"{package}.{stem}"


assert PySide6  # imported for its side effect
seed_feature_table()
