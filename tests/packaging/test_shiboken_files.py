"""packaging/shiboken_files.py writes shiboken6's support package as files with bytecode that
stays valid wherever the bundle is copied, and leaves the installed shiboken6 as it was (the
smoke test checks that a built bundle imports it from there)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "packaging" / "shiboken_files.py"
CHECKED_HASH_FLAGS = 0b11  # PEP 552: hash-based, checked against the source


def installed_shiboken() -> Path:
    spec = importlib.util.find_spec("shiboken6")
    assert spec is not None and spec.submodule_search_locations
    return Path(next(iter(spec.submodule_search_locations)))


def listing(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if "__pycache__" not in p.parts}


def test_support_files_carry_hash_based_bytecode_and_the_installed_package_is_untouched(
        tmp_path: Path) -> None:
    installed = installed_shiboken()
    before = listing(installed)
    out = tmp_path / "files.dir"
    subprocess.run([sys.executable, str(SCRIPT), str(out)], check=True, capture_output=True, cwd=tmp_path)

    assert listing(installed) == before
    sources = sorted(out.rglob("*.py"))
    assert out / "shibokensupport" / "signature" / "loader.py" in sources
    for source in sources:
        pyc = Path(importlib.util.cache_from_source(str(source)))
        header = pyc.read_bytes()[:16]
        assert header[:4] == importlib.util.MAGIC_NUMBER, pyc
        assert int.from_bytes(header[4:8], "little") == CHECKED_HASH_FLAGS, pyc
        assert header[8:16] == importlib.util.source_hash(source.read_bytes()), pyc
        # Where it was built is in no bytecode: the bundle is the same wherever it is built.
        assert str(tmp_path).encode() not in pyc.read_bytes(), pyc
        assert b"shiboken6/files.dir/" in pyc.read_bytes(), pyc
