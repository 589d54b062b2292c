#!/usr/bin/env python3
"""Make a Debian package from the built Linux bundle (build.py --deb runs it; needs dpkg-deb).

    python packaging/deb.py dist/boulanger [--out dist]

The bundle goes to /usr/lib/boulanger, `boulanger` and `boulanger-solve` are links in
/usr/bin, the menu entry, AppStream metadata and hicolor icons under /usr/share; the
control file names the system libraries the bundle loads (Qt's xcb platform and what
it links, as the README lists them) and the C library of the build machine as the
oldest one it runs on. Every file is owned by root with the usual modes, and its times
are SOURCE_DATE_EPOCH when that is set (else the newest file's), so the same bundle
gives the same package.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Final

PACKAGE: Final = "boulanger-solitaire"
APP_ID: Final = "io.github.boulanger.Boulanger"
INSTALLED: Final = "usr/lib/boulanger"
PROGRAMS: Final = ("boulanger", "boulanger-solve")
ARCHITECTURES: Final = {"x86_64": "amd64", "amd64": "amd64", "aarch64": "arm64", "arm64": "arm64"}
# What the bundle loads from the system (the README's list for a minimal Debian or
# Ubuntu; "a | b" where Ubuntu 24.04 renamed a library for 64-bit time).
DEPENDS: Final = (
    "libegl1", "libgl1", "libxkbcommon0", "libxkbcommon-x11-0", "libx11-6", "libx11-xcb1", "libxcb1",
    "libxcb-cursor0", "libxcb-icccm4", "libxcb-image0", "libxcb-keysyms1", "libxcb-randr0",
    "libxcb-render0", "libxcb-render-util0", "libxcb-shape0", "libxcb-shm0", "libxcb-sync1",
    "libxcb-util1", "libxcb-xfixes0", "libxcb-xkb1", "libglib2.0-0t64 | libglib2.0-0", "libfontconfig1",
    "libfreetype6", "libpng16-16t64 | libpng16-16", "libdbus-1-3", "fonts-dejavu-core | fonts-freefont-ttf",
)
# Files of the bundle that only the tarball uses (install.sh puts them in a home folder).
TARBALL_ONLY: Final = ("install.sh", "uninstall.sh", "share")


def glibc_version() -> str:
    name, version = platform.libc_ver()
    if name != "glibc" or not version:
        raise SystemExit("deb: this is not a glibc system; a .deb is built on Debian or Ubuntu")
    return version


def architecture() -> str:
    machine = platform.machine().lower()
    if machine not in ARCHITECTURES:
        raise SystemExit(f"deb: no Debian architecture known for {machine}")
    return ARCHITECTURES[machine]


def control(version: str, arch: str, glibc: str, installed_kib: int) -> str:
    """The package's DEBIAN/control."""
    depends = ", ".join([f"libc6 (>= {glibc})", *DEPENDS])
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {version}\n"
        f"Architecture: {arch}\n"
        "Maintainer: Boulanger contributors <nobody@boulanger.invalid>\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {depends}\n"
        "Section: games\n"
        "Priority: optional\n"
        "Description: same-suit FreeCell solitaire (Jeu du Boulanger, Baker's Game)\n"
        " Boulanger plays Jeu du Boulanger (Baker's Game): FreeCell where columns build\n"
        " down in the same suit. Deal numbers are the Microsoft FreeCell deals; a solver\n"
        " gives hints, shows solutions and says whether the game can still be won.\n"
        " .\n"
        " Self-contained: Python and Qt for Python ship inside /usr/lib/boulanger.\n"
    )


def stage(bundle: Path, root: Path) -> None:
    """The package's files under `root`, as they will be installed."""
    target = root / INSTALLED
    def tarball_only(folder: str, names: list[str]) -> list[str]:
        return [name for name in names if Path(folder) == bundle and name in TARBALL_ONLY]

    shutil.copytree(bundle, target, symlinks=True, ignore=tarball_only)
    (root / "usr" / "bin").mkdir(parents=True)
    for program in PROGRAMS:
        (root / "usr" / "bin" / program).symlink_to(f"../lib/boulanger/{program}")
    share = bundle / "share"
    for part in ("applications", "metainfo", "icons"):
        shutil.copytree(share / part, root / "usr" / "share" / part)
    # The menu entry starts the /usr/bin link (its Exec=boulanger as shipped).
    docs = root / "usr" / "share" / "doc" / PACKAGE
    docs.mkdir(parents=True)
    (docs / "copyright").write_text(
        "Boulanger: MIT License, Boulanger contributors.\n"
        "The licences of everything this package ships (Python, Qt for Python under the\n"
        f"LGPL 3, pluggy, platformdirs, tomli-w) are in /{INSTALLED}/_internal/licenses/.\n",
        encoding="utf-8")


def normalize(root: Path, epoch: int) -> None:
    """Modes as Debian wants them (0755 folders and programs, 0644 data) and one time."""
    for path in sorted(root.rglob("*"), reverse=True):
        if path.is_symlink():
            os.utime(path, (epoch, epoch), follow_symlinks=False)
            continue
        executable = path.is_dir() or os.access(path, os.X_OK)
        path.chmod(0o755 if executable else 0o644)
        os.utime(path, (epoch, epoch))
    root.chmod(0o755)


def folder_kib(root: Path) -> int:
    return sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir()) // 1024 + 1


def build(bundle: Path, out: Path, version: str) -> Path:
    if not (bundle / "boulanger").is_file() or not (bundle / "share" / "applications").is_dir():
        raise SystemExit(f"deb: {bundle} is not a built Linux bundle (python packaging/build.py)")
    arch = architecture()
    deb = out / f"{PACKAGE}_{version}_{arch}.deb"
    with tempfile.TemporaryDirectory(prefix="boulanger-deb-") as tmp:
        root = Path(tmp, "root")
        stage(bundle, root)
        (root / "DEBIAN").mkdir()
        (root / "DEBIAN" / "control").write_text(control(version, arch, glibc_version(), folder_kib(root)),
                                                 encoding="utf-8")
        epoch = int(os.environ.get("SOURCE_DATE_EPOCH") or max(p.lstat().st_mtime for p in bundle.rglob("*")))
        normalize(root, epoch)
        out.mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "SOURCE_DATE_EPOCH": str(epoch)}
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(deb)],
                       check=True, env=env, stdout=subprocess.DEVNULL)
    return deb


def version_of(bundle: Path) -> str:
    out = subprocess.run([str(bundle / "boulanger"), "--version"], capture_output=True, text=True,
                         check=True, timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    return out.stdout.split()[-1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--out", type=Path, default=Path("dist"))
    parser.add_argument("--version", help="the package's version (default: the bundle's --version)")
    args = parser.parse_args(argv)
    deb = build(args.bundle.absolute(), args.out, args.version or version_of(args.bundle.absolute()))
    print(f"deb: {deb} ({deb.stat().st_size / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
