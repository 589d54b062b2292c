"""No code reaches into another object's private members (`other._x`).

Read from the source with `ast`, over the whole app package and the shipped plugins: an
attribute whose name starts with one underscore (not a dunder) may only be used on
`self` or `cls`, directly or through getattr/setattr/hasattr/delattr with a literal name.
The few exceptions are listed below, each with its reason.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = (ROOT / "boulanger_qt", ROOT / "plugins")
OWN = {"self", "cls"}
NAME_FUNCTIONS = {"getattr", "setattr", "hasattr", "delattr"}
# A named tuple's public methods start with an underscore so that no field can hide them.
NAMED_TUPLE_API = {"_replace", "_asdict", "_fields", "_field_defaults", "_make"}

# (file relative to the repository, enclosing function's qualified name, the expression
# before the attribute) -> why it is allowed.
ALLOWED: dict[tuple[str, str, str], str] = {
    ("boulanger_qt/ui/app_window.py", "fatal_exit", "os"):
        "os._exit is the standard library's public way to end at once, without unwinding Qt",
    ("boulanger_qt/support/threads.py", "end_without_leftovers", "os"):
        "os._exit ends the process without waiting for a plugin's thread that will not end",
    ("boulanger_qt/support/threads.py", "_owner", "sys"):
        "sys._current_frames is the standard library's documented way to see another thread's stack",
    ("boulanger_qt/plugin/watchdog.py", "plugin_on_thread", "sys"):
        "sys._current_frames: which plugin's code the stuck UI thread runs, seen from the watchdog's thread",
    ("boulanger_qt/core/session.py", "Session.restore", "session"):
        "an alternative constructor finishing the instance it has just built with cls(...): "
        "the object is its own class's, not another's",
}


@dataclass(frozen=True)
class Reach:
    path: str
    function: str
    owner: str
    attribute: str
    line: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line} in {self.function or '<module>'}: {self.owner}.{self.attribute}"


def _private(name: str) -> bool:
    return (name.startswith("_") and not (name.startswith("__") and name.endswith("__"))
            and name not in NAMED_TUPLE_API)


class _Finder(ast.NodeVisitor):
    def __init__(self, path: str) -> None:
        self.path = path
        self.scope: list[str] = []
        self.found: list[Reach] = []

    def _scoped(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> None:
        self.scope.append(node.name)
        self.generic_visit(node)
        self.scope.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _scoped

    def _note(self, owner: ast.expr, attribute: str, line: int) -> None:
        if isinstance(owner, ast.Name) and owner.id in OWN:
            return
        self.found.append(Reach(self.path, ".".join(self.scope), ast.unparse(owner), attribute, line))

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if _private(node.attr):
            self._note(node.value, node.attr, node.lineno)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        if (isinstance(node.func, ast.Name) and node.func.id in NAME_FUNCTIONS and len(node.args) >= 2
                and isinstance(name := node.args[1], ast.Constant) and isinstance(name.value, str)
                and _private(name.value)):
            self._note(node.args[0], name.value, node.lineno)
        self.generic_visit(node)


def reaches(source: str, path: str = "<test>") -> list[Reach]:
    finder = _Finder(path)
    finder.visit(ast.parse(source))
    return finder.found


def _all_reaches() -> list[Reach]:
    found = []
    for package in PACKAGES:
        for file in sorted(package.rglob("*.py")):
            found += reaches(file.read_text(encoding="utf-8"), file.relative_to(ROOT).as_posix())
    return found


def test_no_code_reaches_into_another_objects_private_members() -> None:
    offending = [r for r in _all_reaches() if (r.path, r.function, r.owner) not in ALLOWED]
    assert not offending, "private members used from outside:\n" + "\n".join(map(str, offending))


def test_every_listed_exception_is_still_needed() -> None:
    used = {(r.path, r.function, r.owner) for r in _all_reaches()}
    assert not set(ALLOWED) - used


def test_the_finder_sees_each_form_of_reaching_in() -> None:
    source = (
        "class A:\n"
        "    def f(self, other):\n"
        "        self._mine = other._theirs\n"
        "        getattr(other, '_hidden')\n"
        "        other.window._status.x = 1\n"
        "        cls = self; cls._fine = other.__dict__\n"
        "def g(job):\n"
        "    job._on_deliver()\n"
        "    job._replace(x=1)\n"
    )
    assert [(r.function, r.owner, r.attribute) for r in reaches(source)] == [
        ("A.f", "other", "_theirs"), ("A.f", "other", "_hidden"), ("A.f", "other.window", "_status"),
        ("g", "job", "_on_deliver"),
    ]
