"""The three example plugins in plugins/examples install as packages of their own and work.

Each is pip-installed (offline: no dependencies, no build isolation) from a copy of its
folder into a temporary target directory, which the app then has on its path.
"""

from __future__ import annotations

import importlib.metadata
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from boulanger_qt.api import GameRecord, Result, is_legal
from boulanger_qt.app.settings import app_paths
from boulanger_qt.app.storage.stats import StatsStore
from boulanger_qt.core.deals import deal
from boulanger_qt.plugin.host import PluginHost

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "plugins" / "examples"
PACKAGES = {"theme": "boulanger_example_theme", "hints": "boulanger_example_hints",
            "export": "boulanger_example_export"}


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("examples")
    target = work / "site"
    sources = []
    for folder in PACKAGES:
        copy = work / folder  # builds leave build/ and *.egg-info behind: never in the clone
        shutil.copytree(EXAMPLES / folder, copy, ignore=shutil.ignore_patterns("__pycache__"))
        sources.append(str(copy))
    result = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation",
         "--no-index", "--target", str(target), *sources],
        capture_output=True, text=True, timeout=600,
    )
    assert result.returncode == 0, result.stderr
    return target


APP_DISTRIBUTION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["name"]


def _boulanger(site: Path, *args: str) -> subprocess.CompletedProcess[str]:
    exe = shutil.which("boulanger", path=str(Path(sys.executable).parent))
    assert exe is not None
    env = {**os.environ, "PYTHONPATH": str(site)}
    return subprocess.run([exe, *args], capture_output=True, text=True, env=env, timeout=120)


def test_each_example_is_a_package_with_an_entry_point(installed: Path) -> None:
    found = {ep.name: ep.value for dist in importlib.metadata.distributions(path=[str(installed)])
             for ep in dist.entry_points if ep.group == "boulanger_qt"}
    assert found == {"example_theme": "boulanger_example_theme", "example_hints": "boulanger_example_hints",
                     "example_export": "boulanger_example_export"}
    for folder in PACKAGES:
        project = tomllib.loads((EXAMPLES / folder / "pyproject.toml").read_text())["project"]
        assert project["dependencies"] == [APP_DISTRIBUTION]


def test_the_examples_depend_on_the_apps_own_distribution_name() -> None:
    """"boulanger" on the package index is not the project's: installing an example must
    never pull whatever owns that name."""
    assert APP_DISTRIBUTION == "boulanger-solitaire"


def test_the_theme_drawn_in_code_is_listed_and_renders(installed: Path, tmp_path: Path) -> None:
    listed = _boulanger(installed, "--list-themes")
    assert listed.returncode == 0, listed.stderr
    assert any(line.startswith("shapes\tShapes (drawn in code)\t") for line in listed.stdout.splitlines())
    assert listed.stderr == ""
    out = tmp_path / "shapes.png"
    shot = _boulanger(installed, "--code", "BK1-C4-AAAAA24", "--theme", "shapes", "--screenshot", str(out))
    assert shot.returncode == 0, shot.stderr
    assert out.stat().st_size > 10_000


def test_the_exporter_writes_a_markdown_table(installed: Path, tmp_path: Path) -> None:
    paths = app_paths()
    paths.ensure()
    StatsStore(paths.stats_db).write([GameRecord("g1", "BK1-C4-AAAAA24", 860, 4, Result.WON, False,
                                                 "2026-01-01T00:00:00+00:00", "2026-01-01T00:05:00+00:00",
                                                 300.0, 120, 545, 3, 1)])
    out = tmp_path / "games.md"
    result = _boulanger(installed, "--export-stats", str(out), "--format", "markdown")
    assert result.returncode == 0, result.stderr
    lines = out.read_text().splitlines()
    assert lines[0] == "| Ended | Game code | Cells | Result | Score | Moves | Time | Undos | Hints |"
    assert lines[2] == "| 2026-01-01 00:05 | BK1-C4-AAAAA24 | 4 | won | 545 | 120 | 5:00 | 3 | 1 |"
    assert lines[-1] == "1 games, 1 won."


def test_the_hint_provider_is_offered_and_suggests_legal_moves(
    installed: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.syspath_prepend(str(installed))
    problems: list[str] = []
    host = PluginHost(on_error=lambda name, message: problems.append(str(message)))
    host.load_shipped()
    host.load_external()
    providers = {p.name: p for p in host.hint_providers()}
    assert "lowest_first" in providers and providers["lowest_first"].plugin == "example_hints"
    for number in (1, 617, 860):
        state = deal(number)
        hint = providers["lowest_first"].hint(state, lambda: False)
        assert hint is not None and is_legal(state, hint.move) and hint.reason
    assert providers["lowest_first"].hint(deal(1), lambda: True) is None  # it listens to cancel
    assert problems == []


def test_the_main_project_does_not_package_the_examples() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    packages = config["packages"]
    assert isinstance(packages, list), "packages are listed one by one, never discovered"
    assert "boulanger_qt" in packages and "boulanger_classic" in packages
    assert not [name for name in packages if "example" in name]
    assert not [d for d in config["package-dir"].values() if "examples" in d]
