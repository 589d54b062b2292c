"""The house: every module of boulanger_qt has its place in the one layers contract."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "boulanger_qt"


def _layers() -> list[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    (house,) = [c for c in contracts if c["type"] == "layers" and c.get("containers") == ["boulanger_qt"]]
    return [name.strip() for layer in house["layers"] for name in layer.split("|")]


def _top_level_entries() -> set[str]:
    names = {path.stem for path in PACKAGE.glob("*.py") if path.name != "__init__.py"}
    names |= {path.parent.name for path in PACKAGE.glob("*/__init__.py")}
    return names


def test_every_module_has_a_layer() -> None:
    assert sorted(_top_level_entries() - set(_layers())) == []


def test_every_layer_names_a_module() -> None:
    assert sorted(set(_layers()) - _top_level_entries()) == []


def test_every_package_says_what_it_holds() -> None:
    for init in PACKAGE.rglob("__init__.py"):
        if "resources" in init.parts:
            continue
        text = init.read_text(encoding="utf-8").strip()
        assert text.startswith('"""'), f"{init.relative_to(ROOT)} has no docstring"


def test_the_top_of_the_house_is_small() -> None:
    # About a dozen entries at the top of boulanger_qt/, about two dozen at the top of ui/.
    assert len(_top_level_entries()) <= 12
    ui = PACKAGE / "ui"
    ui_entries = [p for p in ui.iterdir() if p.suffix == ".py" or (p / "__init__.py").is_file()]
    assert len(ui_entries) <= 28
