"""Making a file read-only for a test, even when the tests run as root (who may write any
file with mode 0444): then the file is made immutable, where the system allows it."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest


def make_read_only(path: Path) -> Callable[[], None]:
    """Make `path` read-only; returns how to make it writable again (skips the test when
    root cannot be kept from writing here)."""
    chattr = shutil.which("chattr")
    as_root = hasattr(os, "geteuid") and os.geteuid() == 0
    if as_root and (chattr is None or subprocess.run([chattr, "+i", str(path)],
                                                     capture_output=True).returncode):
        pytest.skip("root can write any file here, and it cannot be made immutable")
    if not as_root:
        path.chmod(0o444)

    def writable() -> None:
        if as_root and chattr is not None:
            subprocess.run([chattr, "-i", str(path)], check=True)
        else:
            path.chmod(0o644)

    return writable
