#!/usr/bin/env python3
"""Build the Boulanger bundle for this platform, the same command on Linux, Windows and macOS.

    python packaging/build.py [--archive]

Needs the `build` extra (`pip install -e '.[build]'`: PyInstaller, setuptools, mypy).
1. draws the icons from resources/icons/boulanger.svg (packaging/make_icons.py);
2. installs the project, exactly as its wheel would, into build/site (the solver compiled
   with mypyc where a C compiler is found): the bundle is made from that installed layout,
   so it finds resources and shipped plugins the way a wheel does;
3. writes shiboken6's support package as files with bytecode into build/shiboken
   (packaging/shiboken_files.py), which saves every start compiling it;
4. collects the licence of every distribution the bundle ships, and Python's, into
   build/licenses (packaging/licenses.py), which the bundle carries as licenses/;
5. runs PyInstaller on packaging/boulanger.spec: dist/boulanger/ (and dist/Boulanger.app
   on macOS); on Linux it adds the desktop entry, AppStream metadata, hicolor icons and
   install.sh / uninstall.sh;
6. with --archive, packs it as dist/boulanger-<version>-<platform>.tar.gz (.zip on Windows);
7. with --deb (Linux), also makes dist/boulanger-solitaire_<version>_<arch>.deb (packaging/deb.py).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent
BUILD: Final = ROOT / "build"
DIST: Final = ROOT / "dist"
SITE: Final = BUILD / "site"
ICONS: Final = BUILD / "icons"
SHIBOKEN_FILES: Final = BUILD / "shiboken" / "files.dir"  # the spec ships it as shiboken6/files.dir
LICENSES: Final = BUILD / "licenses"  # the spec ships it as licenses/
APP_ID: Final = "io.github.boulanger.Boulanger"
SKIP: Final = (".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis")


def step(text: str) -> None:
    print(f"== {text}", flush=True)


def run(*cmd: str | Path, env: dict[str, str] | None = None) -> None:
    subprocess.run([str(c) for c in cmd], check=True, cwd=ROOT, env=env)


def version() -> str:
    namespace: dict[str, str] = {}
    exec((ROOT / "boulanger_qt" / "__init__.py").read_text(encoding="utf-8"), namespace)
    return namespace["__version__"]


def platform_tag() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    return f"{system}-{platform.machine().lower() or 'unknown'}"


def stage_installed_package() -> None:
    """Install the project into build/site from a clean copy of the sources (as its wheel would)."""
    source = BUILD / "source"
    for folder in (source, SITE):
        shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(*SKIP))
    run(sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation",
        "--target", SITE, source)


def add_linux_desktop_files(bundle: Path) -> None:
    """share/ with the menu entry, metadata and icons, and the install scripts beside the app."""
    share = bundle / "share"
    linux = ROOT / "packaging" / "linux"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    shutil.copy2(linux / f"{APP_ID}.desktop", share / "applications")
    shutil.copy2(linux / f"{APP_ID}.metainfo.xml", share / "metainfo")
    shutil.copytree(ICONS / "hicolor", share / "icons" / "hicolor", dirs_exist_ok=True)
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy2(linux / script, bundle / script)


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def archive(bundle: Path) -> Path:
    base = DIST / f"boulanger-{version()}-{platform_tag()}"
    if sys.platform == "darwin":
        # ditto keeps the .app's symlinks and code signature intact; a plain zip would not.
        packed = Path(f"{base}.zip")
        run("ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", DIST / "Boulanger.app", packed)
        return packed
    if sys.platform == "win32":
        return Path(shutil.make_archive(str(base), "zip", DIST, bundle.name))
    return Path(shutil.make_archive(str(base), "gztar", DIST, bundle.name))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the Boulanger bundle for this platform.")
    parser.add_argument("--archive", action="store_true", help="also pack the bundle for download")
    parser.add_argument("--deb", action="store_true", help="also make a Debian package (Linux)")
    args = parser.parse_args(argv)
    started = time.monotonic()
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}

    step("icons")
    run(sys.executable, ROOT / "packaging" / "make_icons.py", ICONS, env=env)
    step("installing the package into build/site")
    stage_installed_package()
    step("shiboken6's support files")
    run(sys.executable, ROOT / "packaging" / "shiboken_files.py", SHIBOKEN_FILES)
    step("licences")
    run(sys.executable, ROOT / "packaging" / "licenses.py", LICENSES, "--site", SITE)
    step("PyInstaller")
    run(sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
        "--distpath", DIST, "--workpath", BUILD / "pyinstaller", ROOT / "packaging" / "boulanger.spec",
        env={**env, "BOULANGER_BUNDLE_SITE": str(SITE)})
    bundle = DIST / "boulanger"
    if sys.platform.startswith("linux"):
        add_linux_desktop_files(bundle)
    shown = DIST / "Boulanger.app" if sys.platform == "darwin" else bundle
    print(f"bundle: {shown} ({folder_size(shown) / 2**20:.1f} MiB), "
          f"built in {time.monotonic() - started:.0f} s")
    if args.archive:
        packed = archive(bundle)
        print(f"archive: {packed} ({packed.stat().st_size / 2**20:.1f} MiB)")
    if args.deb and sys.platform.startswith("linux"):
        run(sys.executable, ROOT / "packaging" / "deb.py", bundle, "--out", DIST, "--version", version())
    return 0


if __name__ == "__main__":
    sys.exit(main())
