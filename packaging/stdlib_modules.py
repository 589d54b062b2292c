"""The standard library, whole, for the bundle (packaging/boulanger.spec imports it).

PyInstaller ships only the modules the app's own imports reach; a plugin in the user
folder could then import none of the rest ("No module named 'html'"). The spec adds every
module of this Python's standard library instead, found without importing any of them:
the top-level names Python lists (`sys.stdlib_module_names`) that this Python has, and
every module inside its standard-library packages. Left out: what the bundle excludes on
purpose (EXCLUDED, see the spec), what is no library (tests, IDLE, the demos, pip's
bootstrap), and terminal modules that would bring system libraries with them.
"""

from __future__ import annotations

import importlib.util
import sys
import sysconfig
from pathlib import Path
from typing import Final

# Never shipped: Tk (no Tcl/Tk in the bundle; turtle needs it), OpenSSL (no network),
# the test suites, IDLE, the turtle demos, pip's bootstrap, lib2to3's grammar tooling and
# the modules that only run Python's own build; distutils, gone from Python 3.12 and
# replaced by setuptools' copy in a build environment; and the terminal and network-service
# modules, of no use in a window, that would bring system libraries into the bundle
# (readline: GNU readline, under the GPL; curses: ncurses; nis: libnsl with Kerberos).
EXCLUDED: Final = frozenset({
    "readline", "curses", "_curses", "_curses_panel", "nis",
    "distutils", "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib", "test", "ensurepip", "lib2to3",
    "ssl", "_ssl", "_hashlib", "__phello__", "_testcapi", "_testinternalcapi", "_testbuffer",
    "_testimportmultiple", "_testmultiphase", "_testsinglephase", "_testclinic", "_xxtestfuzz",
    "_xxsubinterpreters", "xxlimited", "xxlimited_35", "xxsubtype", "_ctypes_test",
})
SKIPPED_FOLDERS: Final = frozenset({"test", "tests", "idle_test", "__pycache__", "site-packages",
                                    "dist-packages"})


def wanted(name: str) -> bool:
    return not any(part in EXCLUDED or part in SKIPPED_FOLDERS for part in name.split("."))


def stdlib_modules() -> list[str]:
    """Every module name of the standard library this Python has, sorted."""
    names = {name for name in sys.stdlib_module_names if wanted(name) and _found(name)}
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    for package in sorted(names):
        folder = stdlib / package
        if not (folder / "__init__.py").is_file():
            continue
        for path in folder.rglob("*.py"):
            parts = path.relative_to(stdlib).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            name = ".".join(parts)
            if wanted(name) and all(part.isidentifier() for part in parts):
                names.add(name)
    return sorted(names)


def _found(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False
