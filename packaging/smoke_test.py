#!/usr/bin/env python3
"""Smoke-test an installed Boulanger through its command line: a bundle, a wheel or a checkout.

    python packaging/smoke_test.py --bundle dist/boulanger          # the frozen bundle
    python packaging/smoke_test.py --python .venv/bin/python        # `python -m boulanger_qt`

Checks `--version`, that the shipped themes (an ordinary plugin) and a third-party plugin
dropped in the user plugin folder are both listed by `--list-themes`, that `--screenshot`
draws a real board (right size, many colours), that the app's window opens and its
background solver process solves a deal, and that the solver command solves a few deals
in worker processes and its moves replay to a win. Exits 1 on the first failure.
Runs off-screen in a temporary BOULANGER_HOME; needs PySide6 only to read the PNG back.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
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
        from boulanger_qt.solver_service import SolverService

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


class SmokeFailure(Exception):
    pass


def commands(args: argparse.Namespace) -> tuple[list[str], list[str]]:
    """The app and solver commands for a bundle folder or a Python interpreter."""
    if args.bundle:
        folder = Path(args.bundle).absolute()
        if (folder / "Contents" / "MacOS").is_dir():  # a macOS .app
            folder = folder / "Contents" / "MacOS"
        suffix = ".exe" if os.name == "nt" else ""
        return [str(folder / f"boulanger{suffix}")], [str(folder / f"boulanger-solve{suffix}")]
    python = os.path.abspath(args.python)  # not resolved: a venv's python is a symlink
    return [python, "-m", "boulanger_qt"], [python, "-m", "boulanger_qt.solve_cli"]


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
            check_version(app, args.expect_version)
            check_themes(app, home, args.expect_root)
            check_screenshot(app, home)
            check_app_solver(app, home)
            check_solver(solve)
        except (SmokeFailure, subprocess.TimeoutExpired, OSError, ValueError, KeyError) as exc:
            print(f"FAIL {exc}", file=sys.stderr)
            return 1
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
