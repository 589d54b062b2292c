"""Why the system, SQLite or Python's import refused (reasons.py), in the player's language.

The common errnos have a sentence part of their own ("the disk is full"); any other says
that the system refused, and the log has the system's own words.
"""

from __future__ import annotations

import errno
from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject

from boulanger_qt.support.problem_ids import ProblemId as P

Entry = tuple[Callable[[Mapping[str, object]], str], tuple[str, ...]]


class ReasonText(QObject):
    """The texts of the translation context `ReasonText`."""

    def table(self) -> dict[P, Entry]:
        return {
            P.OS_ERROR: (self._os_error, ()),
            P.IMPORT_NO_MODULE: (lambda p: self.tr("it needs the module “%1”, which is not installed"),
                                 ("module",)),
            P.IMPORT_NO_NAME: (lambda p: self.tr(
                "it needs “%1” from the module “%2”, which has no such name"), ("name", "module")),
            P.IMPORT_SYNTAX: (lambda p: self.tr("its code has a mistake in %1 at line %2"), ("file", "line")),
            P.HOOK_UNKNOWN: (lambda p: self.tr("Boulanger has no hook “%1”"), ("hook",)),
            P.HOOK_ARGUMENTS: (lambda p: self.tr(
                "its function for the hook “%1” takes arguments the hook does not give (%2)"),
                ("hook", "names")),
            P.HOOK_WRAPPER_REFUSED: (lambda p: self.tr(
                "its function for the hook “%1” is a hook wrapper, which Boulanger does not run"),
                ("hook",)),
        }

    def _os_error(self, p: Mapping[str, object]) -> str:
        number = p.get("errno")
        said = self._errnos().get(number) if isinstance(number, int) else None
        return said if said is not None else self.tr(
            "the system refused it, for a reason written in the log")

    def _errnos(self) -> dict[int, str]:
        denied = self.tr("permission denied")
        busy = self.tr("another program is using it")
        too_many = self.tr("too many files are open")
        said = {
            errno.ENOSPC: self.tr("the disk is full"),
            errno.EACCES: denied,
            errno.EPERM: denied,
            errno.EROFS: self.tr("the disk can only be read, not written"),
            errno.ENOENT: self.tr("the file or folder does not exist"),
            errno.EISDIR: self.tr("it is a folder, not a file"),
            errno.ENOTDIR: self.tr("a part of its path is a file, not a folder"),
            errno.ENAMETOOLONG: self.tr("the name is too long"),
            errno.EIO: self.tr("an input/output error on the disk"),
            errno.ELOOP: self.tr("the links on its path go round in a loop"),
            errno.EMFILE: too_many,
            errno.ENFILE: too_many,
            errno.EBUSY: busy,
            errno.ETXTBSY: busy,
            errno.EEXIST: self.tr("something of that name exists already"),
            errno.ENOMEM: self.tr("there is not enough memory"),
        }
        quota = getattr(errno, "EDQUOT", None)  # not on every system
        if quota is not None:
            said[quota] = self.tr("the disk quota is used up")
        return said
