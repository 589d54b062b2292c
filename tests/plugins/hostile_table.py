"""The hostile-plugin table: the real app, started with one hostile user plugin at a time.

    .venv/bin/python tests/plugins/hostile_table.py

Each case starts `boulanger` (offscreen) with the hostile plugin and a well-behaved
witness plugin in the user plugin folder. The witness notes the game start, the move
played with --play and app_ready, then closes the window. A row says how the app ended,
whether the player was told (the message, as logged), whether the plugin ended up
disabled, and whether the witness still heard everything. The hang case is started twice:
the first run is killed once the watchdog has named the plugin; the second run is the
next start. tests/plugins/test_hostile_table.py runs this and checks every row.

The witness closes the window as soon as app_ready has run, while the start's background
jobs (card rendering, winnability) may still be running: the app must still exit cleanly.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

WITNESS = '''
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from boulanger_qt.api import hookimpl
LOG = {log!r}
def note(text):
    with open(LOG, "a") as f:
        f.write(text + "\\n")
@hookimpl
def boulanger_game_started(game):
    note("started")
@hookimpl
def boulanger_move_applied(move):
    note(f"move {{move}}")
@hookimpl
def boulanger_app_ready():
    note("ready")
    QTimer.singleShot(0, QApplication.closeAllWindows)  # jobs may still run: see the docstring
'''

HOOK = "from boulanger_qt.api import hookimpl, CardTheme\nimport sys, time\n"
CASES: dict[str, str] = {
    "raises in a hook": HOOK + "@hookimpl\ndef boulanger_move_applied(move):\n    raise ValueError('boom')\n",
    "sys.exit() in a hook": HOOK + "@hookimpl\ndef boulanger_move_applied():\n    sys.exit(3)\n",
    "KeyboardInterrupt in a hook": HOOK + "@hookimpl\ndef boulanger_game_started():\n"
                                          "    raise KeyboardInterrupt\n",
    "GeneratorExit in a hook": HOOK + "@hookimpl\ndef boulanger_app_ready():\n    raise GeneratorExit\n",
    "sys.exit() at import": "import sys\nsys.exit('no')\n",
    "raises at import": "raise ImportError('missing dependency')\n",
    "returns junk themes": HOOK + "@hookimpl\ndef boulanger_card_themes():\n"
                                  "    return [None, CardTheme(None, None, None), 'x']\n",
    "returns a junk exporter": HOOK + "class E:\n    name = 'bad name'\n    description = 1\n"
                                      "    suffix = 'x'\n    export = 3\n"
                                      "@hookimpl\ndef boulanger_stats_exporters():\n    return [E()]\n",
    "hint provider whose name raises": HOOK + "class P:\n    display_name = 'P'\n"
                                              "    @property\n    def name(self):\n"
                                              "        raise RuntimeError('no')\n"
                                              "    def hint(self, state, cancel):\n        return None\n"
                                              "@hookimpl\ndef boulanger_hint_providers():\n"
                                              "    return [P()]\n",
    "mutates what it receives": HOOK + "@hookimpl\ndef boulanger_move_applied(game):\n"
                                       "    game.score = 10**6\n",
    "declares a hook wrapper": HOOK + "@hookimpl(wrapper=True)\ndef boulanger_move_applied():\n"
                                        "    return None\n    yield\n",
    "hangs in a hook": HOOK + "@hookimpl\ndef boulanger_move_applied():\n"
                              "    while True:\n        time.sleep(1)\n",
}


@dataclass
class Row:
    case: str
    exit: str
    told: str
    disabled: bool
    others: bool


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, BOULANGER_HOME=str(home), QT_QPA_PLATFORM="offscreen",
                BOULANGER_PLUGIN_WATCHDOG_SECONDS="1")


def _told(home: Path) -> str:
    log = home / "log" / "boulanger.log"
    text = log.read_text(errors="replace") if log.exists() else ""
    lines = [line.split(": ", 1)[-1] for line in text.splitlines()
             if ("“hostile”" in line and ("plugin" in line or "returned" in line))
             or "plugin hostile hung" in line]
    return lines[-1] if lines else ""


def _disabled(home: Path) -> bool:
    """Whether the hostile plugin is off: the settings say so, or the log says it failed."""
    settings = home / "config" / "settings.toml"
    if settings.exists() and "hostile" in settings.read_text():
        return True
    text = (home / "log" / "boulanger.log").read_text(errors="replace")
    return "“hostile” failed in" in text or "“hostile” could not be loaded" in text


def run_case(exe: str, case: str, source: str) -> Row:
    home = Path(tempfile.mkdtemp(prefix="boulanger-hostile-"))
    try:
        plugins = home / "data" / "plugins"
        plugins.mkdir(parents=True)
        witness_log = home / "witness.txt"
        (plugins / "hostile.py").write_text(source)
        (plugins / "witness.py").write_text(WITNESS.format(log=str(witness_log)))
        args = [exe, "--code", "BK1-C4-AAAAA24", "--play", "6a"]
        if case.startswith("hangs"):
            process = subprocess.Popen(args, env=_env(home), stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE)
            deadline = time.monotonic() + 60
            hang_file = home / "state" / "hung-plugins.txt"
            while not hang_file.exists() and time.monotonic() < deadline:
                time.sleep(0.05)
            process.kill()
            process.communicate()
            first = "hung, killed; " + ("named in the log" if "plugin hostile has been running"
                                        in (home / "log" / "boulanger.log").read_text() else "NOT named")
            witness_log.unlink(missing_ok=True)
            args = [exe, "--play", "6b"]  # the next start resumes the game the hang interrupted
        else:
            first = ""
        result = subprocess.run(args, env=_env(home), capture_output=True, text=True, timeout=120)
        heard = witness_log.read_text().split() if witness_log.exists() else []
        exit_text = (first + "; next start: " if first else "") + f"exit {result.returncode}"
        if result.returncode:
            exit_text += f" ({result.stderr.strip()[-300:]})"
        return Row(case, exit_text, _told(home), _disabled(home),
                   heard[:1] == ["started"] and args[-1] in heard and "ready" in heard)
    finally:
        shutil.rmtree(home, ignore_errors=True)


def table() -> list[Row]:
    exe = shutil.which("boulanger", path=str(Path(sys.executable).parent))
    assert exe is not None, "install Boulanger into this environment first"
    return [run_case(exe, case, source) for case, source in CASES.items()]


def main() -> None:
    print("| hostile plugin | app exit | told (as logged) | disabled | others unaffected |")
    print("|---|---|---|---|---|")
    for row in table():
        told = row.told.replace("|", "\\|") or "NOT TOLD"
        print(f"| {row.case} | {row.exit} | {told} | {'yes' if row.disabled else 'no'} | "
              f"{'yes' if row.others else 'NO'} |")


if __name__ == "__main__":
    main()
