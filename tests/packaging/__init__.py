"""Tests of the packaging scripts. The scripts in packaging/ are no package: each is loaded by path."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


def load_script(relative: str, name: str) -> ModuleType:
    """The script packaging/`relative` as the module `name`, registered in sys.modules
    before it runs (a dataclass in it looks its module up there)."""
    spec = importlib.util.spec_from_file_location(name, PACKAGING / relative)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
