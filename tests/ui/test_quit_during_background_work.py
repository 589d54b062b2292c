"""Quitting while a background job runs inside Qt ends the process cleanly.

A daemon thread still inside Qt's C++ code when the interpreter shuts down is unwound
through those frames and the process aborts (exit -6, "terminate called without an active
exception"). `background.stop_all()` stops and joins the workers first.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from boulanger_qt.ui import background

PROBE = textwrap.dedent('''
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QApplication
    from boulanger_qt.ui import background

    app = QApplication(sys.argv)
    job = background.BackgroundJob()

    def paint_until_cancelled(cancelled):
        while not cancelled():
            image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
            painter = QPainter(image)
            for i in range(200):
                painter.fillRect(i, i, 100, 100, QColor(i, 0, 0))
            painter.end()

    job.start(paint_until_cancelled)
    QTimer.singleShot(300, app.quit)
    code = app.exec()
    print("stopped" if background.stop_all() else "still running")
    sys.exit(code)
''')


def test_quitting_while_a_job_paints_exits_cleanly(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "BOULANGER_HOME": str(tmp_path)}
    for _ in range(3):  # without stop_all every run aborted
        done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True,
                              text=True, timeout=60)
        assert done.returncode == 0, done.stderr[-500:]
        assert done.stdout.strip() == "stopped"


def test_stop_all_waits_for_the_worker_and_drops_its_outcome(qapp: QApplication) -> None:
    job = background.BackgroundJob()
    delivered: list[object] = []
    job.finished.connect(delivered.append)
    started = threading.Event()

    def wait_for_cancel(cancelled: Callable[[], bool]) -> str:
        started.set()
        while not cancelled():
            started.wait(0.01)
        return "late"

    job.start(wait_for_cancel)
    assert started.wait(5)
    assert background.stop_all(timeout=5)
    QCoreApplication.processEvents()
    assert delivered == []


def test_stop_all_says_when_a_worker_does_not_stop(qapp: QApplication) -> None:
    release = threading.Event()
    job = background.BackgroundJob()
    job.start(lambda cancelled: release.wait(10))  # ignores its cancel flag
    try:
        assert not background.stop_all(timeout=0.05)
    finally:
        release.set()
    assert background.stop_all(timeout=5)
