"""Where the shipped resources are, the same way in a source checkout, a wheel and a bundle.

The repository's top-level `resources/` folder is installed as the package
`boulanger_qt.resources`; importing it finds it through whatever put it on the path (the
editable-install finder, site-packages, or PyInstaller's frozen importer), and its
`__file__` says the folder. Stdlib only, so the core may use it too.
"""

from __future__ import annotations

import importlib
from functools import cache
from pathlib import Path
from typing import Final

PACKAGE: Final = "boulanger_qt.resources"


@cache
def resource_root() -> Path:
    """The folder holding the shipped resources (a real directory in every kind of install)."""
    try:
        package = importlib.import_module(PACKAGE)
    except ModuleNotFoundError:
        # boulanger_qt imported straight from a source checkout that is not installed (its
        # folder first on sys.path, e.g. `python -m boulanger_qt` run inside it): no mapping
        # then, but resources/ sits beside the package.
        beside = Path(__file__).resolve().parents[2] / "resources"
        if not (beside / "__init__.py").is_file():
            raise
        return beside
    if not (root := Path(package.__file__ or "").parent).is_dir():  # e.g. a zip import, which we never ship
        raise RuntimeError(f"{PACKAGE} is not a folder on disk: {root}")
    return root


def resource_path(*parts: str) -> Path:
    """The path of a shipped resource, such as `resource_path("icons", "boulanger.svg")`."""
    return resource_root().joinpath(*parts)
