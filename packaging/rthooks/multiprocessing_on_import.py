"""Runtime hook for both bundled programs: PyInstaller's own multiprocessing hook, run when
the program first imports multiprocessing instead of at every start.

PyInstaller's hook (pyi_rth_multiprocessing) imports multiprocessing, multiprocessing.spawn
and subprocess (~9 ms CPU) to replace freeze_support() with one that runs the worker
processes and multiprocessing's helper processes of a frozen program. Most starts never
import multiprocessing (the app imports it for its solver worker, boulanger-solve for
--deals). The spec ships that hook's file as a module and drops it from the start; this
finder imports it right after the multiprocessing package's own code has run, before
anything can use it.
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False  # not typing's: the hook runs at every start, where typing is not loaded
if TYPE_CHECKING:
    from collections.abc import Sequence
    from importlib.machinery import ModuleSpec
    from types import ModuleType


class _RunPyInstallerHookOnImport:
    """A meta path finder that steps aside at the first import of multiprocessing, found by
    the other finders, and extends that one module's loader to run the hook after it."""

    def find_spec(self, name: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if name != "multiprocessing":
            return None
        sys.meta_path.remove(self)
        from importlib.util import find_spec

        spec = find_spec(name)
        loader = spec.loader if spec is not None else None
        if loader is not None:
            # An attribute of this module's own loader object, deleted once the module has run.
            def exec_module(module: ModuleType) -> None:
                delattr(loader, "exec_module")
                loader.exec_module(module)
                import pyi_rth_multiprocessing  # type: ignore[import-not-found]  # noqa: F401 (runs the hook)

            setattr(loader, "exec_module", exec_module)  # noqa: B010
        return spec


sys.meta_path.insert(0, _RunPyInstallerHookOnImport())
