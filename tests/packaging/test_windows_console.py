"""The windowed app's standard streams (packaging/windows_console.py, called by launch.py):
on Windows it prints into the console it was started from, else nowhere harmful. The
Windows call itself (AttachConsole) runs only on Windows; the decisions are tested here."""

from __future__ import annotations

import io
import os
import sys
from types import ModuleType, SimpleNamespace
from typing import TextIO

import pytest

from . import PACKAGING, load_script


@pytest.fixture
def console() -> ModuleType:
    return load_script("windows_console.py", "windows_console")


class Opened:
    """Records what was opened for which stream, instead of opening it."""

    def __init__(self) -> None:
        self.names: list[tuple[str, str]] = []

    def __call__(self, name: str, mode: str) -> TextIO:
        self.names.append((name, mode))
        stream = io.StringIO()
        stream.name = name
        return stream


def streams(stdin: bool, stdout: bool, stderr: bool) -> SimpleNamespace:
    given = io.StringIO()
    return SimpleNamespace(stdin=given if stdin else None, stdout=given if stdout else None,
                           stderr=given if stderr else None)


def test_started_from_a_console_on_windows_it_writes_there_and_reads_nothing(console: ModuleType) -> None:
    opened, attached = Opened(), list[int]()

    def attach() -> bool:
        attached.append(1)
        return True

    where = streams(False, False, False)
    assert console.give_streams(where, "win32", attach, opened) == "console"
    assert attached == [1]
    assert where.stdout.name == where.stderr.name == "CONOUT$"
    assert where.stdin.name == os.devnull  # the parent's shell keeps reading its console


def test_started_from_explorer_there_is_no_console_and_output_goes_nowhere(console: ModuleType) -> None:
    opened = Opened()
    where = streams(False, False, False)
    assert console.give_streams(where, "win32", lambda: False, opened) == "devnull"
    assert {name for name, _ in opened.names} == {os.devnull}


def test_output_sent_to_a_file_or_pipe_keeps_its_stream(console: ModuleType) -> None:
    opened = Opened()
    where = streams(True, True, True)
    assert console.give_streams(where, "win32", lambda: pytest.fail("attached"), opened) == "kept"
    assert opened.names == []
    where = streams(False, True, False)  # `boulanger.exe --list-themes > themes.txt`
    kept = where.stdout
    assert console.give_streams(where, "win32", lambda: True, opened) == "console"
    assert where.stdout is kept and where.stderr.name == "CONOUT$"


def test_without_output_streams_missing_it_never_attaches(console: ModuleType) -> None:
    where = streams(False, True, True)
    assert console.give_streams(where, "win32", lambda: pytest.fail("attached"), Opened()) == "devnull"
    assert where.stdin.name == os.devnull


def test_other_systems_never_attach(console: ModuleType) -> None:
    for platform in ("darwin", "linux"):
        where = streams(False, False, False)
        assert console.give_streams(where, platform, lambda: pytest.fail("attached"), Opened()) == "devnull"
        assert where.stdout.name == where.stderr.name == os.devnull


def test_the_launcher_gives_the_streams_before_the_app_starts() -> None:
    launch = (PACKAGING / "launch.py").read_text(encoding="utf-8")
    assert launch.index("give_streams()") < launch.index("sys.exit(main())")


def test_a_real_missing_stream_gets_a_working_file(console: ModuleType) -> None:
    where = streams(True, False, True)
    assert console.give_streams(where, sys.platform if sys.platform != "win32" else "linux") == "devnull"
    print("goes nowhere", file=where.stdout)
    where.stdout.close()
