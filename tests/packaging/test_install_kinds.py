"""Resources and shipped plugins are found the same way in an editable install and a built wheel.

Both run packaging/smoke_test.py, the same check CI runs on the frozen bundle.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import boulanger_qt

ROOT = Path(__file__).resolve().parents[2]
SMOKE = ROOT / "packaging" / "smoke_test.py"
PROBE = (
    "import json, boulanger_qt, boulanger_classic\n"
    "from boulanger_qt.core.resource_files import resource_root\n"
    "from boulanger_qt.core.solver.winnable import winnable_table\n"
    "root = resource_root()\n"
    "print(json.dumps({'package': boulanger_qt.__file__, 'resources': str(root),\n"
    "    'files': sorted(str(p.relative_to(root).as_posix()) for p in root.rglob('*')\n"
    "                    if p.is_file() and '__pycache__' not in p.parts),\n"
    "    'classic': boulanger_classic.__file__, 'winnable_1_cell': winnable_table(1).cells}))\n"
)


def shipped_resource_files() -> list[str]:
    """Every file in the top-level resources/ folder (what every kind of install must carry)."""
    root = ROOT / "resources"
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts)


def probe(env: dict[str, str], cwd: Path) -> dict[str, object]:
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, cwd=cwd,
                         timeout=60, check=True).stdout
    result: dict[str, object] = json.loads(out)
    return result


def smoke(env: dict[str, str], cwd: Path, expect_root: Path) -> str:
    result = subprocess.run(
        [sys.executable, str(SMOKE), "--python", sys.executable,
         "--expect-version", boulanger_qt.__version__, "--expect-root", str(expect_root)],
        capture_output=True, text=True, env=env, cwd=cwd, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def test_resource_files_has_every_shipped_file() -> None:
    from boulanger_qt.core.resource_files import resource_path, resource_root

    assert resource_path("icons", "boulanger.svg").is_file()
    assert [f for f in shipped_resource_files() if not resource_path(*f.split("/")).is_file()] == []
    assert resource_root().is_dir()


def test_an_uninstalled_checkout_finds_resources_beside_the_package() -> None:
    """`python -m boulanger_qt` inside a checkout imports the package from the checkout."""
    code = ("import sys; sys.path.insert(0, sys.argv[1])\n"
            "from boulanger_qt.core.resource_files import resource_root; print(resource_root())")
    out = subprocess.run([sys.executable, "-S", "-c", code, str(ROOT)],  # -S: no install at all
                         capture_output=True, text=True, check=True, timeout=60).stdout
    assert Path(out.strip()) == ROOT / "resources"


@pytest.mark.slow
def test_editable_install_finds_the_top_level_resources_and_plugins(tmp_path: Path) -> None:
    if not Path(boulanger_qt.__file__).resolve().is_relative_to(ROOT):
        pytest.skip("boulanger_qt is not installed from this checkout")
    env = {**os.environ}
    env.pop("PYTHONPATH", None)
    found = probe(env, tmp_path)  # a neutral folder: only the editable install's finder helps
    assert Path(str(found["resources"])) == ROOT / "resources"
    assert found["files"] == shipped_resource_files()
    assert Path(str(found["classic"])).parent == ROOT / "plugins" / "boulanger_classic"
    assert found["winnable_1_cell"] == 1
    assert "smoke test passed" in smoke(env, tmp_path, ROOT)


@pytest.mark.slow
def test_built_wheel_carries_resources_and_plugins_and_runs(tmp_path: Path) -> None:
    # Built from a copy: setuptools leaves build/ and *.egg-info/ behind, and a stale build/
    # in the checkout would carry deleted files into later wheels.
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis"))
    wheels = tmp_path / "wheels"
    pure = {**os.environ, "BOULANGER_PURE": "1"}  # .ci/run tests the mypyc build; this is about files
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
                    "-w", str(wheels), str(source)], check=True, timeout=300, cwd=tmp_path,
                   capture_output=True, env=pure)
    (wheel,) = wheels.glob("boulanger_solitaire-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [f for f in shipped_resource_files() if f"boulanger_qt/resources/{f}" not in names]
    assert missing == []
    assert {"boulanger_classic/theme/theme.toml", "boulanger_classic/four_colour/cards.svg",
            "boulanger_hints/__init__.py", "boulanger_stats_export/__init__.py",
            "boulanger_qt/__main__.py"} <= names
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
    assert not [n for n in names if n.startswith(("resources/", "plugins/", "tests/"))]

    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-index",
                    "--target", str(target), str(wheel)], check=True, timeout=300, capture_output=True)
    env = {**os.environ, "PYTHONPATH": str(target)}
    found = probe(env, tmp_path)
    assert Path(str(found["package"])).parent == target / "boulanger_qt"
    assert Path(str(found["resources"])) == target / "boulanger_qt" / "resources"
    assert found["files"] == [*shipped_resource_files()]
    assert Path(str(found["classic"])).parent == target / "boulanger_classic"
    assert "smoke test passed" in smoke(env, tmp_path, target)
