"""The Linux desktop entry and AppStream metadata agree with each other and with the app."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import boulanger_qt

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.boulanger.Boulanger"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_starts_the_app_and_names_the_icon() -> None:
    entry = desktop_entry()
    assert entry["Exec"] == "boulanger"  # no %U: the app takes no files or URLs
    assert entry["Icon"] == APP_ID
    assert "Game" in entry["Categories"].split(";")


def test_metainfo_matches_the_desktop_entry_the_version_and_the_screenshots() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    newest = root.find("releases/release")
    assert newest is not None and newest.get("version") == boulanger_qt.__version__, \
        "add a <release> for the new version to the metainfo"
    images = [el.text or "" for el in root.iterfind("screenshots/screenshot/image")]
    assert images
    for url in images:
        assert (ROOT / "docs" / url.rsplit("/", 1)[-1]).is_file(), f"{url} is not in docs/"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_file_validate_accepts_the_entry() -> None:
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_appstreamcli_validates_the_metainfo_strictly() -> None:
    result = subprocess.run(["appstreamcli", "validate", "--no-net", "--strict", str(METAINFO)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
