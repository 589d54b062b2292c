"""Build hook: the solver's search modules, compiled where that is possible.

The compiled modules are built from the same typed sources as the pure-Python ones,
which are always installed too: Python prefers an extension module next to its `.py`,
and falls back to the `.py` wherever no compiled build exists. Beside them, the
successor generation's hot loop in C (`_fastexpand.c`, the same function as
`expand.new_children`, which the search uses when the C module is absent).

- `pip install .` (and wheels, and the bundle) compile them when mypyc and a C
  compiler are present. A failed compile is reported and the install goes on as pure
  Python (a `py3-none-any` wheel), never fails for it.
- `BOULANGER_PURE=1` opts out: pure Python only.
- An editable install (`pip install -e .`) stays pure Python, so edits to the solver
  take effect at once and the test install stays fast.

Everything else about the package is in pyproject.toml.
"""

from __future__ import annotations

import os
import shutil
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import Any

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

SOLVER = Path("boulanger_qt", "core", "solver")
# The search itself: the keys, successor generation and the heuristic, the two search
# phases; and path reconstruction, which tries every move from each
# position of a solution (about a tenth of a solve's time in pure Python).
COMPILED = [str(SOLVER / f"{name}.py") for name in ("expand", "search", "reconstruct")]
# Commands that build what gets installed; metadata-only ones (egg_info, dist_info) and
# editable installs skip the compiler.
BUILDING = {"build", "build_ext", "bdist_wheel", "install"}


def _note(message: str) -> None:
    print(f"boulanger build: {message}", file=sys.stderr)


class OptionalBuildExt(build_ext):
    """Compile the extensions, or none of them: a partial set would not import."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # compiler missing or failing: any error means pure Python
            _note(f"compiling the solver failed ({exc}); installing it as pure Python")
            for output in self.get_outputs():
                Path(output).unlink(missing_ok=True)
            self.extensions = []
            self.distribution.ext_modules = []


class FreshBuildPy(build_py):
    """Copy the packages into an emptied build folder. setuptools builds in the checkout's
    build/ and keeps what an earlier build left there, so after a `git pull` a module since
    deleted, or turned from a package into a module, would be installed again (and shadow
    the new one) by the next `pip install .`."""

    def run(self) -> None:
        for top in {name.split(".")[0] for name in self.packages or ()}:
            shutil.rmtree(Path(self.build_lib, top), ignore_errors=True)
        super().run()


def _compiler_works() -> bool:
    """Whether a C compiler can build against this Python's headers (probed up front, so
    that a machine without one gets a correctly tagged pure-Python wheel)."""
    from distutils.ccompiler import new_compiler
    from distutils.sysconfig import customize_compiler

    compiler: Any = new_compiler()
    customize_compiler(compiler)
    with tempfile.TemporaryDirectory() as tmp:
        probe = Path(tmp, "probe.c")
        probe.write_text("#include <Python.h>\nint probe(void) { return 0; }\n")
        try:
            compiler.compile([str(probe)], output_dir=tmp, include_dirs=[sysconfig.get_paths()["include"]])
        except Exception:
            return False
    return True


def _extensions() -> list[Any]:
    if os.environ.get("BOULANGER_PURE", "") not in ("", "0"):
        _note("BOULANGER_PURE is set: the solver stays pure Python")
        return []
    if "editable_wheel" in sys.argv or not BUILDING.intersection(sys.argv):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _note("mypyc is not installed: the solver stays pure Python")
        return []
    if not _compiler_works():
        _note("no working C compiler: the solver stays pure Python")
        return []
    try:
        compiled = list(mypycify(COMPILED, opt_level="3", group_name="boulanger_qt.core.solver"))
    except (Exception, SystemExit) as exc:  # mypyc reports type errors by exiting
        _note(f"mypyc could not translate the solver ({exc}); it stays pure Python")
        return []
    fast = Extension("boulanger_qt.core.solver._fastexpand", [str(SOLVER / "_fastexpand.c")])
    return [*compiled, fast]


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt, "build_py": FreshBuildPy})
