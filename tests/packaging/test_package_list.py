"""pyproject.toml lists its packages by hand (resources/ is mapped in): the list must be whole."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def source_packages() -> dict[str, Path]:
    """Every package folder in the source tree, by the name it is installed under."""
    found = {"boulanger_qt.resources": ROOT / "resources"}
    for base, top in [(ROOT, "boulanger_qt"), *((ROOT / "plugins", p.name)
                                                 for p in (ROOT / "plugins").glob("boulanger_*"))]:
        for init in (base / top).rglob("__init__.py"):
            if "__pycache__" in init.parts:
                continue
            parts = init.parent.relative_to(base).parts
            found[".".join(parts)] = init.parent
    return found


def test_every_package_folder_is_listed_in_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(config["packages"])
    missing = sorted(set(source_packages()) - listed)
    assert not missing, f"add these to [tool.setuptools] packages in pyproject.toml: {missing}"
    assert not sorted(listed - set(source_packages())), "pyproject.toml lists packages that do not exist"


def test_resources_and_plugins_are_mapped_to_their_folders() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    mapped = {name: (ROOT / folder).resolve() for name, folder in config["package-dir"].items()}
    assert mapped["boulanger_qt.resources"] == ROOT / "resources"
    for plugin in (ROOT / "plugins").glob("boulanger_*/__init__.py"):
        assert mapped[plugin.parent.name] == plugin.parent
