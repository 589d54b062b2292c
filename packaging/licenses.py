#!/usr/bin/env python3
"""Collect the licence of everything the bundle ships into one folder (build.py runs it).

    python packaging/licenses.py OUT_DIR [--site build/site]

From the installed distributions' metadata: the project's distribution and every
distribution it requires (extras left out), each with the licence files its metadata
names (`License-File`, or files in its RECORD that are licences); Python's own licence;
and, where the solver was compiled with mypyc, mypy's (its runtime is compiled in).
A distribution whose metadata carries no licence text (PySide6's and shiboken6's wheels)
gets the text of the licence its metadata names, from packaging/licenses/: for Qt for
Python's "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only", the LGPL 3 chosen, with the
GPL 3 it builds on. No text for a licence means no bundle: the build stops.

OUT_DIR gets one folder per distribution (`<name>-<version>/`) and `index.json`, a list
of {name, version, license, files} (files relative to OUT_DIR), which the About box reads.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import sysconfig
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from importlib import metadata
from pathlib import Path
from typing import Final

PROJECT: Final = "boulanger-solitaire"
TEXTS: Final = Path(__file__).resolve().parent / "licenses"  # standard texts, by SPDX id
# A licence that is the terms of another plus permissions also needs the other's text.
BUILDS_ON: Final = {"LGPL-3.0-only": ("GPL-3.0-only",), "LGPL-3.0-or-later": ("GPL-3.0-only",)}
LICENSE_NAME: Final = re.compile(r"(?i)^(licen[cs]e|copying|notice)([._-].*)?$")
INDEX: Final = "index.json"


@dataclass(frozen=True, slots=True)
class Notice:
    """One shipped distribution and its licence texts (paths relative to the folder)."""

    name: str
    version: str
    license: str
    files: tuple[str, ...]


def normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def find(name: str, path: list[str]) -> metadata.Distribution:
    for dist in metadata.distributions(path=path):
        if normalized(dist.metadata["Name"] or "") == normalized(name):
            return dist
    raise SystemExit(f"licences: {name} is not installed (looked in {path[0]} and sys.path)")


def required(dist: metadata.Distribution) -> list[str]:
    """The distributions it requires, extras left out."""
    names = []
    for requirement in dist.requires or []:
        spec, _, marker = requirement.partition(";")
        if "extra" in marker:
            continue
        match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", spec)
        if match:
            names.append(match[1])
    return names


def shipped(path: list[str], root: str = PROJECT) -> list[metadata.Distribution]:
    """The project's distribution and everything it requires, each once, in a stable order."""
    found: dict[str, metadata.Distribution] = {}
    waiting = [root]
    while waiting:
        name = waiting.pop(0)
        if normalized(name) in found:
            continue
        dist = find(name, path)
        found[normalized(name)] = dist
        waiting.extend(required(dist))
    return list(found.values())


def license_of(dist: metadata.Distribution) -> str:
    """The SPDX expression its metadata gives, else the licence classifiers' names."""
    meta = dist.metadata

    def field(name: str) -> str:  # (a missing field: get_all, not [], which warns from 3.12)
        return str((meta.get_all(name) or [""])[0])

    expression = field("License-Expression")
    if not expression and len(field("License")) <= 100:  # a short field is a name, not a text
        expression = field("License")
    if not expression:
        classifiers = [c.rpartition(" :: ")[2] for c in meta.get_all("Classifier") or []
                       if c.startswith("License :: ")]
        expression = " OR ".join(classifiers)
    return expression.strip() or "unknown"


def license_files(dist: metadata.Distribution) -> list[tuple[str, str]]:
    """(name in the folder, text) of each licence file the distribution's metadata has."""
    texts = []
    for name in dist.metadata.get_all("License-File") or []:
        for where in (f"licenses/{name}", name):  # PEP 639 place, then the older one
            text = dist.read_text(where)
            if text is not None:
                texts.append((name, text))
                break
        else:  # an egg-info in a source tree lists the file beside it among its sources
            listed = [file for file in dist.files or [] if str(file) == name]
            texts += [(name, file.read_text(encoding="utf-8")) for file in listed]
    if not texts:
        for file in sorted(dist.files or [], key=str):
            if ".dist-info/" in str(file) and LICENSE_NAME.match(file.name):
                texts.append((file.name, file.read_text(encoding="utf-8")))
    return texts


def chosen_texts(expression: str) -> list[tuple[str, str]]:
    """For a distribution without licence files: the licence its expression names (the
    first of alternatives), and what it builds on, from packaging/licenses/."""
    first = expression.split(" OR ")[0].strip("() ")
    texts = []
    for spdx in (first, *BUILDS_ON.get(first, ())):
        source = TEXTS / f"{spdx}.txt"
        if not source.is_file():
            raise SystemExit(f"licences: no text for {spdx} ({expression}): add {source}")
        texts.append((source.name, source.read_text(encoding="utf-8")))
    return texts


def python_license() -> Path:
    for candidate in (Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",
                      Path(sys.base_prefix) / "LICENSE.txt"):
        if candidate.is_file():
            return candidate
    raise SystemExit("licences: Python's LICENSE.txt is not where this Python keeps it")


def write(out: Path, name: str, version: str, license: str, texts: Iterable[tuple[str, str]]) -> Notice:
    folder = f"{name}-{version}"
    files = []
    for file_name, text in texts:
        target = out / folder / file_name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8", newline="\n")
        files.append(f"{folder}/{file_name}")
    if not files:
        raise SystemExit(f"licences: no licence text for {name} {version} ({license})")
    return Notice(name, version, license, tuple(files))


def collect(out: Path, site: Path | None = None, compiled: bool = False) -> list[Notice]:
    """Write every shipped distribution's licence texts and the index into `out`."""
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    path = [str(site)] * (site is not None) + sys.path
    notices = []
    distributions = shipped(path)
    if compiled:
        distributions.append(find("mypy", path))
    for dist in distributions:
        license = license_of(dist)
        texts = license_files(dist) or chosen_texts(license)
        notices.append(write(out, dist.metadata["Name"], dist.version, license, texts))
    version = ".".join(map(str, sys.version_info[:3]))
    notices.append(write(out, "Python", version, "PSF-2.0",
                         [("LICENSE.txt", python_license().read_text(encoding="utf-8"))]))
    (out / INDEX).write_text(json.dumps([asdict(n) for n in notices], indent=1) + "\n", encoding="utf-8")
    return notices


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("out", type=Path)
    parser.add_argument("--site", type=Path, help="where the project is installed (build/site)")
    args = parser.parse_args(argv)
    site: Path | None = args.site
    compiled = site is not None and any(site.glob("boulanger_qt/**/*__mypyc*"))
    for notice in collect(args.out, site, compiled):
        print(f"{notice.name} {notice.version}: {notice.license} ({len(notice.files)} files)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
