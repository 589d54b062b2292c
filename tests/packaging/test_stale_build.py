"""`pip install .` run again in the same checkout (after a `git pull`) installs what the
checkout holds now: setuptools builds in the checkout's build/ folder and keeps what an
earlier build left there, so a module since deleted, or turned from a package into a
module (ui/text/ became ui/text.py), would ship again and shadow the new one."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_a_wheel_ships_nothing_an_earlier_build_left_behind(tmp_path: Path) -> None:
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis"))
    left = source / "build" / "lib" / "boulanger_qt" / "ui"
    (left / "text").mkdir(parents=True)
    (left / "text" / "__init__.py").write_text('"""An earlier build\'s package, since a module."""\n')
    (left / "gone.py").write_text('"""A module an earlier build copied, since deleted."""\n')
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
                    "-w", str(wheels), str(source)], check=True, timeout=300, cwd=tmp_path,
                   capture_output=True, env={**os.environ, "BOULANGER_PURE": "1"})
    (wheel,) = wheels.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "boulanger_qt/ui/text.py" in names
    assert {"boulanger_qt/ui/text/__init__.py", "boulanger_qt/ui/gone.py"} & names == set()
