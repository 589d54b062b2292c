"""Standard streams for the windowed app of a bundle (packaging/launch.py calls `give_streams`).

A windowed program (boulanger.exe on Windows, the macOS .app) starts with no standard
streams at all. Started from a console on Windows (cmd, PowerShell, Windows Terminal), it
attaches to that console, so `--version`, `--list-themes` and every error line are printed
where the player typed the command; output sent to a file or a pipe already has its stream
and is left alone. Started from Explorer or a shortcut there is no console to attach to, and
a stream the program does not have writes to os.devnull (the log is the real record).
Input is never taken from the parent's console, which its shell goes on reading.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any, Final, TextIO

ATTACH_PARENT_PROCESS: Final = -1  # (DWORD)-1: the console of the process that started us
STREAMS: Final = ("stdin", "stdout", "stderr")

Opener = Callable[[str, str], TextIO]  # (file name, mode)


def attach_parent_console() -> bool:
    """Attach to the console of the parent process (Windows); False when it has none."""
    import ctypes

    kernel32: Any = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined,unused-ignore]
    return bool(kernel32.AttachConsole(ATTACH_PARENT_PROCESS))


def open_stream(name: str, mode: str) -> TextIO:
    # CONOUT$ opens as the console itself (Python's console I/O, UTF-8); line-buffered so
    # each line shows as it is written.
    if mode == "r":
        return open(name, encoding="utf-8")
    return open(name, "w", encoding="utf-8", errors="backslashreplace", buffering=1)


def give_streams(streams: Any = sys, platform: str = sys.platform,
                 attach: Callable[[], bool] = attach_parent_console, opener: Opener = open_stream) -> str:
    """Give every missing standard stream somewhere to go; say where: "kept" (none was
    missing), "console" (the parent's console on Windows) or "devnull"."""
    missing = [name for name in STREAMS if getattr(streams, name) is None]
    if not missing:
        return "kept"
    writing = [name for name in missing if name != "stdin"]
    console = bool(writing) and platform == "win32" and attach()
    for name in missing:
        if name == "stdin":
            setattr(streams, name, opener(os.devnull, "r"))
        else:
            setattr(streams, name, opener("CONOUT$" if console else os.devnull, "w"))
    return "console" if console else "devnull"
