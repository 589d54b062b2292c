"""The .deb made from the Linux bundle (packaging/deb.py): its control file, its layout, and
a package dpkg-deb builds from a small fake bundle (CI installs the real one with apt,
starts it and removes it: packaging/linux/check_deb.sh)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

from . import load_script


@pytest.fixture(scope="module")
def deb() -> ModuleType:
    return load_script("deb.py", "boulanger_deb")


def fake_bundle(folder: Path) -> Path:
    bundle = folder / "boulanger"
    (bundle / "_internal" / "licenses").mkdir(parents=True)
    for program in ("boulanger", "boulanger-solve"):
        (bundle / program).write_text("#!/bin/sh\necho boulanger 9.9\n")
        (bundle / program).chmod(0o700)
    (bundle / "_internal" / "lib.so").write_bytes(b"\0" * 100)
    (bundle / "install.sh").write_text("#!/bin/sh\n")
    (bundle / "uninstall.sh").write_text("#!/bin/sh\n")
    share = bundle / "share"
    for part, name in (("applications", "io.github.boulanger.Boulanger.desktop"),
                       ("metainfo", "io.github.boulanger.Boulanger.metainfo.xml"),
                       ("icons/hicolor/48x48/apps", "io.github.boulanger.Boulanger.png")):
        (share / part).mkdir(parents=True)
        (share / part / name).write_text("x")
    return bundle


def fields(control: str) -> dict[str, str]:
    return {line.split(":", 1)[0]: line.split(":", 1)[1].strip()
            for line in control.splitlines() if line and not line.startswith(" ")}


def test_the_control_file_names_the_c_library_and_what_qt_loads(deb: ModuleType) -> None:
    control = deb.control("1.2.3", "amd64", "2.35", 4321)
    assert control.endswith("\n") and "\n\n" not in control
    given = fields(control)
    assert given["Package"] == "boulanger-solitaire" and given["Version"] == "1.2.3"
    assert given["Architecture"] == "amd64" and given["Installed-Size"] == "4321"
    assert given["Section"] == "games" and given["Maintainer"].endswith(">")
    depends = [d.strip() for d in given["Depends"].split(",")]
    assert depends[0] == "libc6 (>= 2.35)"
    assert {"libegl1", "libgl1", "libxcb-cursor0", "libxkbcommon-x11-0", "libfontconfig1"} <= set(depends)
    long_description = control.split("Description:")[1].splitlines()[1:]
    assert long_description and all(line.startswith(" ") and len(line) <= 80 for line in long_description)


def test_the_bundle_goes_to_usr_lib_with_links_in_usr_bin_and_its_menu_entry(deb: ModuleType,
                                                                             tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path)
    root = tmp_path / "root"
    deb.stage(bundle, root)
    assert (root / "usr/lib/boulanger/boulanger").is_file()
    assert not (root / "usr/lib/boulanger/install.sh").exists()
    assert not (root / "usr/lib/boulanger/share").exists()
    for program in ("boulanger", "boulanger-solve"):
        link = root / "usr/bin" / program
        assert link.is_symlink() and link.resolve() == (root / "usr/lib/boulanger" / program).resolve()
    assert (root / "usr/share/applications/io.github.boulanger.Boulanger.desktop").is_file()
    assert (root / "usr/share/metainfo/io.github.boulanger.Boulanger.metainfo.xml").is_file()
    assert (root / "usr/share/icons/hicolor/48x48/apps/io.github.boulanger.Boulanger.png").is_file()
    assert (root / "usr/share/doc/boulanger-solitaire/copyright").is_file()
    deb.normalize(root, 1_700_000_000)
    assert (root / "usr/lib/boulanger/boulanger").stat().st_mode & 0o777 == 0o755
    assert (root / "usr/lib/boulanger/_internal/lib.so").stat().st_mode & 0o777 == 0o644
    assert (root / "usr/lib/boulanger/_internal").stat().st_mode & 0o777 == 0o755


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb is not installed")
def test_dpkg_deb_builds_the_same_package_twice(deb: ModuleType, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    bundle = fake_bundle(tmp_path)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    first = deb.build(bundle, tmp_path / "one", "9.9")
    second = deb.build(bundle, tmp_path / "two", "9.9")
    assert first.name == second.name and first.name.startswith("boulanger-solitaire_9.9_")
    assert first.read_bytes() == second.read_bytes()
    listing = subprocess.run(["dpkg-deb", "--contents", str(first)], capture_output=True, text=True,
                             check=True).stdout
    assert "root/root" in listing and "./usr/bin/boulanger -> ../lib/boulanger/boulanger" in listing
    info = subprocess.run(["dpkg-deb", "--field", str(first), "Package", "Depends"], capture_output=True,
                          text=True, check=True).stdout
    assert "boulanger-solitaire" in info and "libc6 (>= " in info
