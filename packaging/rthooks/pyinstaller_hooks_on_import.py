"""Runtime hook for both bundled programs: PyInstaller's own runtime hooks for multiprocessing,
pkgutil, inspect and PySide6, each run when the program first imports that module instead
of at every start.

PyInstaller's hooks (pyi_rth_multiprocessing, pyi_rth_pkgutil, pyi_rth_inspect,
pyi_rth_pyside6) import the module they adapt to a frozen program, and what it needs:
multiprocessing with its spawn module and subprocess (~9 ms CPU), pkgutil (~2 ms), inspect
with zipfile (~5 ms), PySide6.QtCore (~40 ms; the hook points Qt at the bundle's plugins).
Many starts import some of them late or never: the app imports PySide6 only to open a window
(not for --version or in its solver worker processes), multiprocessing for its solver
worker; boulanger-solve imports multiprocessing for --deals, the others never. The spec
ships the hooks as modules and takes them off the start; this finder imports each one right
after its module's own code has run, before anything can use it (PySide6's package code
sets nothing up that the hook changes: the Qt libraries load with PySide6.QtCore, which the
hook imports itself).
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False  # not typing's: this runs at every start, where typing is not loaded
if TYPE_CHECKING:
    from collections.abc import Sequence
    from importlib.machinery import ModuleSpec
    from types import ModuleType

HOOKS = {"multiprocessing": "pyi_rth_multiprocessing", "pkgutil": "pyi_rth_pkgutil",
         "inspect": "pyi_rth_inspect", "PySide6": "pyi_rth_pyside6"}


class _RunPyInstallerHooksOnImport:
    """A meta path finder that, at the first import of one of the modules, finds it with the
    other finders and extends that module's own loader to run the hook after it; it leaves
    once every module has been imported."""

    def __init__(self) -> None:
        self.waiting = dict(HOOKS)

    def find_spec(self, name: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        hook = self.waiting.pop(name, None)
        if hook is None:
            return None
        if not self.waiting:
            sys.meta_path.remove(self)
        from importlib.util import find_spec

        # The other finders: find_spec skips this one, which no longer waits for `name`.
        spec = find_spec(name)
        loader = spec.loader if spec is not None else None
        if loader is not None:
            # An attribute of this module's own loader object, deleted once the module has run.
            def exec_module(module: ModuleType) -> None:
                delattr(loader, "exec_module")
                loader.exec_module(module)
                try:
                    __import__(hook)  # PyInstaller's hook does its work when imported
                except ModuleNotFoundError as exc:
                    if exc.name != hook:  # a program without that hook (no Qt in boulanger-solve)
                        raise

            setattr(loader, "exec_module", exec_module)  # noqa: B010
        return spec


sys.meta_path.insert(0, _RunPyInstallerHooksOnImport())
