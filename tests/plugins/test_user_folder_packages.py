"""A package folder in the user plugin folder is loaded as a plugin (its modules import one
another relatively); a folder of Python files without `__init__.py` is refused with a
message, never skipped without a word; a folder of data (a theme) is no plugin at all."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from boulanger_qt.plugin.host import PluginHost

PACKAGE_INIT = (
    "from boulanger_qt.api import hookimpl\n"
    "from . import helpers\n"
    "seen = []\n"
    "@hookimpl\n"
    "def boulanger_app_ready():\n"
    "    seen.append(helpers.WORD)\n"
)


def loaded(folder: Path) -> tuple[PluginHost, list[str]]:
    problems: list[str] = []
    host = PluginHost(on_error=lambda name, message: problems.append(f"{name}: {message}"))
    host.load_shipped()
    host.load_external(folder)
    return host, problems


def test_a_package_folder_is_loaded_with_its_own_modules(tmp_path: Path) -> None:
    package = tmp_path / "folded"
    package.mkdir()
    (package / "__init__.py").write_text(PACKAGE_INIT)
    (package / "helpers.py").write_text("WORD = 'ready'\n")
    host, problems = loaded(tmp_path)
    host.app_ready()
    plugin: Any = host.plugin("folded")
    assert problems == []
    assert plugin is not None and plugin.seen == ["ready"]
    assert [(info.name, info.origin, info.enabled) for info in host.plugins() if info.name == "folded"] == [
        ("folded", str(package), True)]


def test_a_folder_of_python_files_without_init_is_refused_with_a_message(tmp_path: Path) -> None:
    folder = tmp_path / "loose"
    folder.mkdir()
    (folder / "plugin.py").write_text("raise SystemExit('never imported')\n")
    host, problems = loaded(tmp_path)
    assert len(problems) == 1 and problems[0].startswith("loose: ") and "__init__.py" in problems[0]
    (info,) = [info for info in host.plugins() if info.name == "loose"]
    assert not info.enabled and info.problem is not None


def test_a_folder_of_data_beside_the_plugins_is_no_plugin(tmp_path: Path) -> None:
    theme = tmp_path / "my_theme"
    theme.mkdir()
    (theme / "theme.toml").write_text('name = "mine"\n')
    (tmp_path / "cache").mkdir()
    host, problems = loaded(tmp_path)
    assert problems == []
    assert not [info for info in host.plugins() if info.name in ("my_theme", "cache")]
