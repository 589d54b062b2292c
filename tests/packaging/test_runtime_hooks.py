"""The bundle's runtime hook (packaging/rthooks/pyinstaller_hooks_on_import.py) runs each of
PyInstaller's hooks right after its module is first imported, never before, once, and leaves
the module and its loader as an ordinary import would (the smoke test checks a built bundle).

Each case runs in a fresh interpreter, with stand-ins for PyInstaller's hooks that record
what they saw: the real ones exist only inside a bundle."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

HOOK = Path(__file__).resolve().parents[2] / "packaging" / "rthooks" / "pyinstaller_hooks_on_import.py"
STAND_IN = """\
import sys
module = sys.modules[{module!r}]
RAN = {{"module_done": hasattr(module, {attribute!r}), "count": getattr(module, "_hook_runs", 0) + 1}}
module._hook_runs = RAN["count"]
"""
# A module of each kind the hook waits for, with an attribute its own code defines last.
STAND_INS = {"pyi_rth_pkgutil": ("pkgutil", "iter_modules"),
             "pyi_rth_inspect": ("inspect", "getsourcefile"),
             "pyi_rth_multiprocessing": ("multiprocessing", "freeze_support")}


def run(tmp_path: Path, code: str, stand_ins: dict[str, tuple[str, str]] = STAND_INS) -> dict[str, object]:
    for hook, (module, attribute) in stand_ins.items():
        (tmp_path / f"{hook}.py").write_text(STAND_IN.format(module=module, attribute=attribute))
    script = f"import sys\nsys.path.insert(0, {str(tmp_path)!r})\n" \
             f"exec(compile(open({str(HOOK)!r}).read(), 'hook', 'exec'), {{'__name__': 'hook'}})\n" \
             + textwrap.dedent(code)
    done = subprocess.run([sys.executable, "-I", "-c", script], capture_output=True, text=True,
                          check=True, cwd=tmp_path)
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_a_hook_runs_once_right_after_its_module_and_not_before(tmp_path: Path) -> None:
    result = run(tmp_path, """\
        import json
        before = "pkgutil" in sys.modules or "pyi_rth_pkgutil" in sys.modules
        import pkgutil
        import pkgutil
        hook = sys.modules["pyi_rth_pkgutil"].RAN
        print(json.dumps({"before": before, "hook": hook, "runs": pkgutil._hook_runs,
                          "loader_patched": "exec_module" in vars(pkgutil.__loader__),
                          "inspect_hook": "pyi_rth_inspect" in sys.modules}))
    """)
    assert result == {"before": False, "hook": {"module_done": True, "count": 1}, "runs": 1,
                      "loader_patched": False, "inspect_hook": False}


def test_names_taken_from_the_module_see_what_the_hook_did(tmp_path: Path) -> None:
    result = run(tmp_path, """\
        import json
        from multiprocessing import freeze_support
        import multiprocessing
        print(json.dumps({"runs": multiprocessing._hook_runs,
                          "same": freeze_support is multiprocessing.freeze_support}))
    """)
    assert result == {"runs": 1, "same": True}


def test_the_finder_leaves_once_every_module_is_imported(tmp_path: Path) -> None:
    result = run(tmp_path, """\
        import json
        def waiting():
            return [type(f).__name__ for f in sys.meta_path if hasattr(f, "waiting")]
        import pkgutil, inspect, multiprocessing
        partly = waiting()
        try:
            import PySide6
        except ImportError:
            pass
        print(json.dumps({"partly": partly, "after": waiting()}))
    """)
    assert result == {"partly": ["_RunPyInstallerHooksOnImport"], "after": []}


def test_a_program_without_one_of_the_hooks_imports_its_module_without_it(tmp_path: Path) -> None:
    result = run(tmp_path, """\
        import json
        import pkgutil
        print(json.dumps({"imported": "iter_modules" in vars(pkgutil),
                          "hooked": hasattr(pkgutil, "_hook_runs")}))
    """, stand_ins={})
    assert result == {"imported": True, "hooked": False}
