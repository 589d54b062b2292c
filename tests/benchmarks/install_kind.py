"""Which install of the app a benchmark measures, said with its figures.

An editable install (`pip install -e .`, the test setup) adds a path finder that the
interpreter loads at every start (with pathlib, urllib and ipaddress: ~10 ms here), so
`python -c pass` there is about twice a regular install's, and a ratio to it flatters
us. Players run a regular install (`pip install .`, or the bundle).
"""

from __future__ import annotations

import sysconfig
from pathlib import Path

import boulanger_qt


def install_kind() -> str:
    """'regular install' or 'editable install ...', for the benchmark's first line."""
    package = Path(boulanger_qt.__file__).resolve().parent
    installed = {Path(sysconfig.get_paths()[key]).resolve() for key in ("purelib", "platlib")}
    if package.parent in installed:
        return "regular install"
    return ("editable install: its path finder loads at every start, the bare interpreter included "
            "(`pip install .` in a fresh venv gives the players' figures)")
