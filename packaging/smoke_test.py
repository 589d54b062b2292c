#!/usr/bin/env python3
"""Smoke-test an installed Boulanger through its command line: a bundle, a wheel or a checkout.

    python packaging/smoke_test.py --bundle dist/boulanger          # the frozen bundle
    python packaging/smoke_test.py --python .venv/bin/python        # `python -m boulanger_qt`

Checks `--version`, that the shipped themes (an ordinary plugin) and a third-party plugin
dropped in the user plugin folder are both listed by `--list-themes`, that `--screenshot`
draws a real board (right size, many colours), that the app's window opens and its
background solver process solves a deal, and that the solver command solves a few deals
in worker processes and its moves replay to a win. A bundle must also import shiboken6's
support package from the bytecode it ships, compiling none of it, even once copied where it
is installed (new file times, read-only), leave its folder as it found it, load its modules
from .pyc files, run none of PyInstaller's runtime hooks at start, and have no multiprocessing
or pkgutil imported by the time its window is up.
Exits 1 on the first failure.
Runs off-screen in a temporary BOULANGER_HOME; needs PySide6 only to read the PNG back.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 120
SCREEN = (1024, 700)
MIN_COLOURS = 64  # the table alone is one or two colours; drawn cards bring hundreds
SOLVE_DEALS = "1-4"

THIRD_PARTY_PLUGIN = '''\
"""A third-party plugin in the user folder: one card theme, a copy of Classic renamed."""
from pathlib import Path

from boulanger_qt.api import CardTheme, hookimpl


@hookimpl
def boulanger_card_themes():
    return [CardTheme.from_directory(Path(__file__).parent / "smoke_theme")]
'''

# Opens the real window (off-screen); once it is up, solves deal 1 through the app's solver
# worker process (the frozen app starting itself as the worker), writes the verdict, quits.
APP_SOLVER_PLUGIN = '''\
"""Smoke test: the app's background solver works, then the app closes."""
from pathlib import Path

from boulanger_qt.api import hookimpl

OUT = Path(__file__).with_suffix(".out")


def _solve_then_quit():
    from PySide6.QtWidgets import QApplication
    try:
        from boulanger_qt.core.deals import deal
        from boulanger_qt.app.solver_service import SolverService

        service = SolverService()
        try:
            result = service.solve(deal(1), timeout=60.0, cancelled=lambda: False)
            OUT.write_text(f"{result.verdict} {len(result.moves)}")
        finally:
            service.stop()
    except Exception as exc:
        OUT.write_text(f"error {exc!r}")
    QApplication.closeAllWindows()


@hookimpl
def boulanger_app_ready():
    from PySide6.QtCore import QTimer
    QTimer.singleShot(0, _solve_then_quit)
'''


# Once the window is up, reports whether multiprocessing and pkgutil are imported (and
# whether pkgutil, imported then, lists the bundle's modules, which it does only after
# PyInstaller's hook for it has run), where each shibokensupport module the app loaded came
# from and whether importing it compiled source: the module's loader gives the same code
# object again with get_code(), which calls compile() (an audit event) only when no valid
# bytecode is there. shiboken's own loader for its embedded zip compiles every time and has
# no get_code.
START_PROBE_PLUGIN = '''\
"""Smoke test: what the app's start imported, and whether it compiled shibokensupport."""
import json
import sys
from pathlib import Path

from boulanger_qt.api import hookimpl

OUT = Path(__file__).with_suffix(".json")
COMPILED = []


def _audit(event, args):
    if event == "compile":
        COMPILED.append(str(args[1]))


def _report():
    from PySide6.QtWidgets import QApplication
    sys.addaudithook(_audit)
    modules = {}
    for name, module in sorted(sys.modules.items()):
        if name.partition(".")[0] != "shibokensupport":
            continue
        loader = getattr(module, "__loader__", None)
        COMPILED.clear()
        compiles = None
        try:
            if hasattr(loader, "get_code"):
                loader.get_code(name)
                compiles = bool(COMPILED)
        except Exception as exc:
            compiles = repr(exc)
        modules[name] = {"file": getattr(module, "__file__", None), "loader": type(loader).__name__,
                         "compiles": compiles}
    imported = [name for name in ("multiprocessing", "pkgutil") if name in sys.modules]
    import pkgutil

    import boulanger_qt
    from boulanger_qt.ui.dialogs.help import bundle_licenses, read_notices
    folder = bundle_licenses()
    notices = read_notices(folder) if folder is not None else []
    OUT.write_text(json.dumps({"licenses": [n.name for n in notices if n.files], "modules": modules,
                               "dont_write_bytecode": sys.dont_write_bytecode, "imported": imported,
                               "listed": len(list(pkgutil.iter_modules(boulanger_qt.__path__))),
                               "app_loader": type(boulanger_qt.__loader__).__name__}))
    QApplication.closeAllWindows()


@hookimpl
def boulanger_app_ready():
    from PySide6.QtCore import QTimer
    QTimer.singleShot(0, _report)
'''


# A plugin as a package folder in the user folder (its modules import one another
# relatively) that imports standard-library modules the app itself never imports: the
# bundle ships the standard library whole (packaging/stdlib_modules.py).
STDLIB_PLUGIN_INIT = '''\
"""Smoke test: a package folder plugin that imports standard-library modules."""
from boulanger_qt.api import hookimpl

from . import imports


@hookimpl
def boulanger_card_themes():
    return []
'''
STDLIB_MODULES = ("html", "html.parser", "glob", "zoneinfo", "xml.etree.ElementTree", "xml.dom.minidom",
                  "configparser", "email.mime.text", "csv", "sqlite3", "decimal", "statistics", "difflib",
                  "urllib.request", "http.client", "fractions", "textwrap", "uuid", "zipfile", "tarfile",
                  "lzma", "bz2", "tomllib", "gettext", "asyncio", "unittest.mock", "ctypes", "calendar",
                  "shelve", "dbm.dumb", "wave", "colorsys", "hashlib", "secrets", "webbrowser", "pdb")
STDLIB_PLUGIN_IMPORTS = '''\
import importlib
import json
from pathlib import Path

failed = {}
for name in NAMES:
    try:
        importlib.import_module(name)
    except Exception as exc:
        failed[name] = repr(exc)
import hashlib
digest = hashlib.sha256(b"").hexdigest()
Path(__file__).with_name("result.json").write_text(json.dumps({"failed": failed, "sha256": digest}))
'''


class SmokeFailure(Exception):
    pass


def commands(args: argparse.Namespace) -> tuple[list[str], list[str]]:
    """The app and solver commands for a bundle folder or a Python interpreter."""
    if args.bundle:
        return bundle_commands(Path(args.bundle).absolute())
    python = os.path.abspath(args.python)  # not resolved: a venv's python is a symlink
    return [python, "-m", "boulanger_qt"], [python, "-m", "boulanger_qt.cli.solve"]


def bundle_commands(folder: Path) -> tuple[list[str], list[str]]:
    if (folder / "Contents" / "MacOS").is_dir():  # a macOS .app
        folder = folder / "Contents" / "MacOS"
    suffix = ".exe" if os.name == "nt" else ""
    return [str(folder / f"boulanger{suffix}")], [str(folder / f"boulanger-solve{suffix}")]


def run(cmd: Sequence[str], *args: str, stdin: str | None = None) -> str:
    # Run from a folder of our own: `python -m` must import the installed package, never a
    # source checkout that happens to be the current directory.
    result = subprocess.run([*cmd, *args], capture_output=True, text=True, timeout=TIMEOUT,
                            input=stdin, stdin=None if stdin is not None else subprocess.DEVNULL,
                            cwd=os.environ["BOULANGER_HOME"])
    if result.returncode != 0:
        raise SmokeFailure(f"{' '.join([*cmd, *args])} exited {result.returncode}: "
                           f"{result.stderr.strip()[-2000:]}")
    return result.stdout


def check_bundle_files(bundle: Path) -> None:
    """Every file of resources/ and of the shipped plugins' folders is in the bundle."""
    candidates = [bundle / "_internal", bundle / "Contents" / "Resources"]
    data = next((c for c in candidates if (c / "boulanger_qt" / "resources").is_dir()), None)
    if data is None:
        raise SmokeFailure(f"no boulanger_qt/resources in {bundle}")
    wanted = {f"boulanger_qt/resources/{p.relative_to(ROOT / 'resources').as_posix()}"
              for p in (ROOT / "resources").rglob("*") if shipped_data(p)}
    for plugin in (ROOT / "plugins").glob("boulanger_*"):
        wanted |= {p.relative_to(ROOT / "plugins").as_posix() for p in plugin.rglob("*") if shipped_data(p)}
    missing = sorted(name for name in wanted if not (data / name).is_file())
    if missing:
        raise SmokeFailure(f"{len(missing)} shipped files missing from the bundle: {missing[:10]}")
    print(f"ok  bundle carries all {len(wanted)} resource and plugin data files")


# What the bundle's licenses/ must name, as the About box reads it (packaging/licenses.py).
LICENSED = {"boulanger-solitaire", "pyside6-essentials", "shiboken6", "pluggy", "platformdirs", "tomli-w",
            "python"}


# Qt parts the bundle must carry (packaging/hooks/qt_trim.py), and must not.
QT_NEEDED = {"platforms": {"qoffscreen", {"win32": "qwindows", "darwin": "qcocoa"}.get(sys.platform, "qxcb")},
             "imageformats": {"qsvg", "qjpeg", "qgif"}, "iconengines": {"qsvgicon"}}
QT_PLATFORMS = {"qxcb", "qoffscreen", "qwindows", "qcocoa"}
QT_UNUSED_KINDS = ("platformthemes", "wayland-shell-integration", "egldeviceintegrations", "generic",
                   "xcbglintegrations", "tls", "networkinformation")
QT_UNUSED_LIBRARIES = ("gtk-3", "gdk-3", "Qt6WaylandClient", "Qt6Network", "Qt6OpenGL", "ssl")


def check_qt_parts(bundle: Path) -> None:
    """The Qt plugins the app uses are in the bundle, the others (and what only they
    need: GTK, Wayland, OpenSSL, …) are not; Qt's own translations are qtbase only."""
    plugins = next((p.parent for p in bundle.rglob("platforms") if p.parent.name == "plugins"), None)
    if plugins is None:
        raise SmokeFailure(f"no Qt plugins folder in {bundle}")

    def names(kind: str) -> set[str]:
        return {p.name.split(".")[0].removeprefix("lib") for p in (plugins / kind).glob("*") if p.is_file()}

    for kind, needed in QT_NEEDED.items():
        if missing := needed - names(kind):
            raise SmokeFailure(f"Qt {kind} plugins missing: {sorted(missing)}")
    if extra := names("platforms") - QT_PLATFORMS:
        raise SmokeFailure(f"Qt platforms the app does not use: {sorted(extra)}")
    if unused := [kind for kind in QT_UNUSED_KINDS if (plugins / kind).exists()]:
        raise SmokeFailure(f"Qt plugins the app does not use: {unused}")
    files = [p.name for p in bundle.rglob("*")]
    if libraries := sorted({n for n in files for lib in QT_UNUSED_LIBRARIES if f"{lib}." in n}):
        raise SmokeFailure(f"libraries the app does not use: {libraries}")
    if translations := sorted(n for n in files if n.endswith(".qm") and n.startswith("qt_")):
        raise SmokeFailure(f"Qt translations the app never loads: {translations[:5]}")
    print(f"ok  Qt plugins: {', '.join(sorted(names('platforms')))} platforms; "
          f"{', '.join(sorted(names('imageformats')))} images; no platform theme")


def shipped_data(path: Path) -> bool:
    return path.is_file() and path.suffix not in (".py", ".pyc") and "__pycache__" not in path.parts


def check_start_scripts(app: list[str], solve: list[str]) -> None:
    """Each program runs at start only PyInstaller's bootstrap, our runtime hook and its entry
    script: PyInstaller's own hooks (Qt, multiprocessing, pkgutil, inspect) wait for their
    module's import (packaging/rthooks), so that --version, the solver worker processes and
    boulanger-solve load no Qt, multiprocessing or inspect they do not use."""
    from PyInstaller.archive.readers import CArchiveReader  # the bundle's builder reads its programs

    for program, entry in ((app[0], "launch"), (solve[0], "launch_solve")):
        scripts = [name for name, (*_, typecode) in CArchiveReader(program).toc.items()
                   if typecode in ("s", "s1", "s2")]
        if scripts != ["pyiboot01_bootstrap", "pyinstaller_hooks_on_import", entry]:
            raise SmokeFailure(f"{Path(program).name} runs at start: {scripts}")
    print("ok  start scripts: bootstrap, our runtime hook, the entry script")


def check_macos_app(bundle: Path) -> None:
    """A .app starts its windowed program as a regular app: in the Dock, with a menu bar."""
    import macos_plist  # beside this script

    contents = bundle / "Contents"
    plist = macos_plist.read((contents / "Info.plist").read_bytes())
    programs = {p.name for p in (contents / "MacOS").iterdir()}
    if found := macos_plist.problems(plist, programs):
        raise SmokeFailure(f"{bundle.name}/Contents/Info.plist: {'; '.join(found)}")
    print(f"ok  Info.plist: starts {plist['CFBundleExecutable']}, not background-only")


def check_version(app: list[str], expected: str | None) -> None:
    out = run(app, "--version").strip()
    if not out.startswith("boulanger ") or (expected and out.split()[-1] != expected):
        raise SmokeFailure(f"--version printed {out!r}, expected 'boulanger {expected or '<version>'}'")
    print(f"ok  version: {out}")


def check_themes(app: list[str], home: Path, expect_root: Path | None) -> None:
    listed = {line.split("\t")[0]: line.split("\t") for line in run(app, "--list-themes").splitlines()}
    for name in ("classic", "four_colour"):
        if name not in listed:
            raise SmokeFailure(f"shipped theme {name!r} missing from --list-themes: {sorted(listed)}")
    classic_dir = Path(listed["classic"][2])
    if expect_root and not classic_dir.resolve().is_relative_to(expect_root.resolve()):
        raise SmokeFailure(f"shipped plugin found at {classic_dir}, outside {expect_root}")
    print(f"ok  shipped themes: {', '.join(sorted(listed))} (from {classic_dir.parent})")

    plugins = home / "data" / "plugins"
    theme = plugins / "smoke_theme"
    shutil.copytree(classic_dir, theme)
    manifest = theme / "theme.toml"
    manifest.write_text(manifest.read_text(encoding="utf-8")
                        .replace('name = "classic"', 'name = "smoke"')
                        .replace('display_name = "Classic"', 'display_name = "Smoke"'), encoding="utf-8")
    (plugins / "smoke_plugin.py").write_text(THIRD_PARTY_PLUGIN, encoding="utf-8")
    names = {line.split("\t")[0] for line in run(app, "--list-themes").splitlines()}
    if "smoke" not in names:
        raise SmokeFailure(f"the user-folder plugin's theme is not listed: {sorted(names)}")
    print("ok  third-party plugin in the user folder loaded")


def check_stdlib_plugin(app: list[str], home: Path) -> None:
    """A package-folder plugin in the user folder loads and imports the standard library."""
    package = home / "data" / "plugins" / "smoke_stdlib"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(STDLIB_PLUGIN_INIT, encoding="utf-8")
    names = f"NAMES = {STDLIB_MODULES!r}\n"
    (package / "imports.py").write_text(names + STDLIB_PLUGIN_IMPORTS, encoding="utf-8")
    try:
        run(app, "--list-themes")
        out = package / "result.json"
        result = json.loads(out.read_text(encoding="utf-8")) if out.is_file() else None
    finally:
        shutil.rmtree(package)
    if result is None:
        raise SmokeFailure("the package-folder plugin in the user folder was not loaded")
    if result["failed"]:
        raise SmokeFailure(f"a plugin cannot import these standard-library modules: {result['failed']}")
    if result["sha256"] != hashlib.sha256(b"").hexdigest():
        raise SmokeFailure(f"hashlib.sha256 gave {result['sha256']}")
    print(f"ok  package-folder plugin in the user folder imported {len(STDLIB_MODULES)} "
          "standard-library modules")


def check_build_paths(bundle: Path) -> None:
    """No bytecode in the bundle names the folder it was built in (the checkout, its venv)."""
    built_in = str(ROOT).encode()
    carrying = sorted(p.relative_to(bundle).as_posix() for p in bundle.rglob("*.pyc")
                      if built_in in p.read_bytes())
    if carrying:
        raise SmokeFailure(f"{len(carrying)} .pyc files carry the build folder {ROOT}: {carrying[:5]}")
    print(f"ok  no .pyc names the build folder {ROOT}")


def check_screenshot(app: list[str], home: Path) -> None:
    from PySide6.QtGui import QImage  # only here: the other checks need no Qt in this process

    png = home / "board.png"
    run(app, "--deal", "1", "--screenshot", str(png), "--size", f"{SCREEN[0]}x{SCREEN[1]}")
    image = QImage(str(png))
    if image.isNull():
        raise SmokeFailure(f"{png} is not a readable PNG")
    if (image.width(), image.height()) != SCREEN:
        raise SmokeFailure(f"screenshot is {image.width()}x{image.height()}, expected {SCREEN}")
    colours = {image.pixel(x, y) for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)}
    if len(colours) < MIN_COLOURS:
        raise SmokeFailure(f"screenshot has only {len(colours)} colours: no cards drawn?")
    print(f"ok  screenshot {image.width()}x{image.height()}, {len(colours)} colours")


def check_app_solver(app: list[str], home: Path) -> None:
    plugin = home / "data" / "plugins" / "smoke_app_solver.py"
    plugin.write_text(APP_SOLVER_PLUGIN, encoding="utf-8")
    try:
        run(app, "--deal", "1")
        out = plugin.with_suffix(".out")
        answer = out.read_text(encoding="utf-8") if out.is_file() else "no answer"
    finally:
        plugin.unlink()
    verdict, _, moves = answer.partition(" ")
    if verdict != "solved" or not moves.isdigit():
        raise SmokeFailure(f"the app's solver worker answered {answer!r}")
    print(f"ok  app window opened, its solver worker solved deal 1 in {moves} moves")


def folder_state(folder: Path) -> dict[str, tuple[int, int]]:
    return {p.relative_to(folder).as_posix(): (p.lstat().st_size, p.lstat().st_mtime_ns)
            for p in folder.rglob("*")}


def set_writable(folder: Path, writable: bool) -> None:
    write = stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH
    for path in [folder, *folder.rglob("*")]:
        if not path.is_symlink():
            mode = stat.S_IMODE(path.stat().st_mode)
            path.chmod(mode | stat.S_IWUSR if writable else mode & ~write)


def check_bundle_start(bundle: Path, home: Path) -> None:
    """The app imports shiboken6's support package from the bytecode the bundle ships
    (shiboken6/files.dir, packaging/shiboken_files.py), not from the zip embedded in
    libshiboken, and compiles none of it; the app's own modules come from .pyc files (no
    archive); it has imported neither multiprocessing nor pkgutil when its window is up,
    and PyInstaller's hooks for them run when they are imported (packaging/rthooks).
    Tried in a copy of the bundle with new file times made read-only, as where it is
    installed, which the app must leave as it found it (a check that holds even for root,
    whom read-only does not stop)."""
    installed = home / "installed" / bundle.name
    shutil.copytree(bundle, installed, symlinks=True, copy_function=shutil.copy)  # new mtimes
    before = folder_state(installed)
    plugin = home / "data" / "plugins" / "smoke_shiboken.py"
    plugin.write_text(START_PROBE_PLUGIN, encoding="utf-8")
    set_writable(installed, False)
    try:
        run(bundle_commands(installed)[0], "--deal", "1")
        out = plugin.with_suffix(".json")
        report = json.loads(out.read_text(encoding="utf-8")) if out.is_file() else {"modules": {}}
    finally:
        plugin.unlink()
        set_writable(installed, True)
    changed = sorted(set(before.items()) ^ set(folder_state(installed).items()))
    shutil.rmtree(installed)
    modules: dict[str, dict[str, object]] = report["modules"]
    if "shibokensupport.signature.loader" not in modules:
        raise SmokeFailure(f"the app reported no shibokensupport modules: {sorted(modules)}")
    for name, module in modules.items():
        file = Path(str(module["file"])).resolve()
        if module["loader"] != "SourceFileLoader" or not file.is_relative_to(installed.resolve()) \
                or "files.dir" not in file.parts:
            raise SmokeFailure(f"{name} was loaded by {module['loader']} from {module['file']}, not from "
                               "the bytecode in the bundle's shiboken6/files.dir (libshiboken's zip?)")
        if module["compiles"] is not False:
            raise SmokeFailure(f"{name} is compiled at every start: its bytecode is not valid "
                               f"where the bundle is installed ({module['compiles']})")
    if report.get("dont_write_bytecode") is not True:
        raise SmokeFailure("the bundled app may write bytecode into its installed folder")
    if changed:
        raise SmokeFailure(f"the app changed its installed folder: {changed[:5]}")
    if report.get("app_loader") != "SourcelessFileLoader":
        raise SmokeFailure(f"the app's modules were loaded by {report.get('app_loader')}, not from "
                           ".pyc files by Python's importer (PyInstaller's archive? see noarchive)")
    if report.get("imported") != []:
        raise SmokeFailure(f"{report.get('imported')} imported before the app's window was up "
                           "(PyInstaller's runtime hooks at start? see packaging/rthooks)")
    licensed = {str(name).lower().replace("_", "-") for name in report.get("licenses", [])}
    if missing := LICENSED - licensed:
        raise SmokeFailure(f"the About box finds no licence for {sorted(missing)} in the bundle's licenses/")
    if not report.get("listed"):
        raise SmokeFailure("pkgutil lists no module of boulanger_qt: PyInstaller's hook for it did not run")
    print(f"ok  start: {len(modules)} shiboken6 support modules from the bytecode in shiboken6/files.dir, "
          "none compiled, the app's from .pyc files, no multiprocessing or pkgutil, "
          f"licences of {len(licensed)} distributions in licenses/; "
          "in a fresh read-only copy left unchanged")


def check_solver(solve: list[str]) -> None:
    lines = run(solve, "--deals", SOLVE_DEALS, "--jobs", "2", "--json").splitlines()
    results = [json.loads(line) for line in lines]
    first, last = (int(n) for n in SOLVE_DEALS.split("-"))
    if [r["deal"] for r in results] != list(range(first, last + 1)):
        raise SmokeFailure(f"solver answered for deals {[r['deal'] for r in results]}")
    if any(r["verdict"] != "solved" for r in results):
        raise SmokeFailure(f"solver verdicts: {[r['verdict'] for r in results]}")
    moves = " ".join(results[0]["moves"])
    replay = json.loads(run(solve, "--deal", str(first), "--replay", "-", stdin=moves))
    if not (replay["legal"] and replay["won"]):
        raise SmokeFailure(f"the solution for deal {first} does not replay to a win: {replay}")
    print(f"ok  solver: deals {SOLVE_DEALS} solved in worker processes, deal {first} replays to a win")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    kind = parser.add_mutually_exclusive_group(required=True)
    kind.add_argument("--bundle", metavar="DIR", help="a PyInstaller folder (or .app) to test")
    kind.add_argument("--python", metavar="EXE", help="an interpreter where boulanger is installed")
    parser.add_argument("--expect-version", metavar="V", help="the version --version must print")
    parser.add_argument("--expect-root", metavar="DIR", type=Path,
                        help="the shipped plugins must be found under this folder")
    args = parser.parse_args(argv)
    app, solve = commands(args)
    with tempfile.TemporaryDirectory(prefix="boulanger-smoke-") as tmp:
        home = Path(tmp)
        os.environ["BOULANGER_HOME"] = str(home)
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        try:
            if args.bundle:
                check_bundle_files(Path(args.bundle).absolute())
                check_qt_parts(Path(args.bundle).absolute())
                check_start_scripts(app, solve)
                check_build_paths(Path(args.bundle).absolute())
                if (Path(args.bundle) / "Contents" / "Info.plist").is_file():
                    check_macos_app(Path(args.bundle).absolute())
            check_version(app, args.expect_version)
            check_themes(app, home, args.expect_root)
            check_stdlib_plugin(app, home)
            check_screenshot(app, home)
            check_app_solver(app, home)
            if args.bundle:
                check_bundle_start(Path(args.bundle).absolute(), home)
            check_solver(solve)
        except (SmokeFailure, subprocess.TimeoutExpired, OSError, ValueError, KeyError) as exc:
            print(f"FAIL {exc}", file=sys.stderr)
            return 1
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
