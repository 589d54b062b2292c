"""An enum of ids, found in its module when one of its members is first asked for.

A module that names problem ids only on its error paths binds a `LaterIds` in place of
the enum at run time (and the enum itself for the type checker): `ProblemId.FILE_MISSING`
is then the enum's own member, but the ids' module (an enum of a hundred members, built
when imported) is loaded when a problem is made, and an ordinary start makes none.
"""

from __future__ import annotations

import importlib

__all__ = ["LaterIds"]


class LaterIds:
    __slots__ = ("_module", "_name")

    def __init__(self, module: str, name: str) -> None:
        self._module = module
        self._name = name

    def __getattr__(self, member: str) -> object:
        return getattr(getattr(importlib.import_module(self._module), self._name), member)
