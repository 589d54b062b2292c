#!/usr/bin/env python3
"""shiboken6's support package as plain files with bytecode, for the bundle to ship.

    python packaging/shiboken_files.py OUT_DIR      (build.py: build/shiboken/files.dir)

At every start shiboken6 loads its Python support package `shibokensupport` (the signature
loader, parser, mapping, ...) from a zip embedded in libshiboken and compiles each source,
since nothing caches that bytecode (~13 ms CPU a start here). It imports the package as
ordinary files instead when a folder `files.dir` sits next to the `shiboken6` package:
shiboken writes that folder itself when started with SBK_EMBED=0. This script has it do so
for the installed shiboken6, the one PyInstaller bundles, in a copy of the package (the
installed one is left untouched), and byte-compiles the files for this interpreter.

The bytecode is hash-based (checked): a .pyc records its source's hash, not its mtime, so
it stays valid when the bundle is unpacked or copied to where it is installed (new mtimes)
and needs no rewriting there; a bundled app never writes bytecode. Level 0, as the bundle
runs (the spec gives its programs no -O). packaging/smoke_test.py checks that the bundled
app imports shibokensupport from here and compiles none of it.
"""

from __future__ import annotations

import compileall
import importlib.util
import os
import py_compile
import shutil
import sys
import tempfile
from pathlib import Path

SUPPORT = "shibokensupport"


def installed_shiboken() -> Path:
    """The folder of the shiboken6 this interpreter imports, found without importing it."""
    spec = importlib.util.find_spec("shiboken6")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("shiboken6 is not installed for this interpreter")
    return Path(next(iter(spec.submodule_search_locations)))


def write_support_files(out: Path) -> list[str]:
    """Fill `out` with the shibokensupport sources shiboken6 writes; the modules it imported."""
    if SUPPORT in sys.modules or "shiboken6" in sys.modules:
        raise RuntimeError("shiboken6 was already imported: its support files are written at first import")
    # Windows cannot delete a loaded DLL: the copy's stays behind in the temporary folder.
    with tempfile.TemporaryDirectory(prefix="boulanger-shiboken-", ignore_cleanup_errors=True) as tmp:
        package = Path(tmp) / "shiboken6"
        shutil.copytree(installed_shiboken(), package,
                        ignore=shutil.ignore_patterns("files.dir", "__pycache__"))
        sys.path.insert(0, tmp)
        os.environ["SBK_EMBED"] = "0"  # shiboken's switch: write files.dir, then import from it
        sys.dont_write_bytecode = True  # the bytecode is compiled below, hash-based
        import shiboken6

        written = package / "files.dir"
        loaded = sorted(name for name in sys.modules if name.partition(".")[0] == SUPPORT)
        origin = Path(sys.modules[SUPPORT].__file__ or "")
        if (Path(shiboken6.__file__ or "").resolve().parent != package.resolve()
                or not origin.resolve().is_relative_to(written.resolve())):
            raise SystemExit(f"shiboken6 did not import {SUPPORT} from the files it wrote ({origin})")
        shutil.rmtree(out, ignore_errors=True)
        shutil.copytree(written, out)
    return loaded


def compile_support_files(out: Path) -> None:
    # The file names recorded in the bytecode are the bundle's relative ones, never where it
    # was built (Python gives a code object its real path when it imports it).
    if not compileall.compile_dir(out, quiet=1, optimize=0, stripdir=str(out),
                                  prependdir="shiboken6/files.dir",
                                  invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH):
        raise SystemExit(f"could not byte-compile {out}")


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    out = Path(argv[0]).absolute()
    loaded = write_support_files(out)
    compile_support_files(out)
    sources = sorted(out.rglob("*.py"))
    print(f"{len(sources)} source files with bytecode in {out} "
          f"({len(loaded)} {SUPPORT} modules load at start)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
