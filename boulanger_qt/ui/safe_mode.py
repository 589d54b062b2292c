"""Asking, after a start that never finished, whether to start in safe mode."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

SAFE_MODE_TITLE = "Start in Safe Mode"
NORMAL_TITLE = "Start Normally"


def safe_mode_question(parent: QWidget | None = None) -> QMessageBox:
    box = QMessageBox(parent)
    box.setObjectName("safeModeQuestion")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle("Boulanger")
    box.setText("Boulanger did not finish starting last time.")
    box.setInformativeText(
        "Safe mode starts with the Classic theme and without third-party plugins or themes, "
        "and keeps your saved game aside (nothing is deleted). Your settings are not changed."
    )
    safe = box.addButton(SAFE_MODE_TITLE, QMessageBox.ButtonRole.AcceptRole)
    normal = box.addButton(NORMAL_TITLE, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(safe)
    box.setEscapeButton(normal)
    return box


def offer_safe_mode() -> bool:
    """True when the player chooses safe mode (a QApplication must exist)."""
    box = safe_mode_question()
    box.exec()
    clicked = box.clickedButton()
    return clicked is not None and clicked.text() == SAFE_MODE_TITLE
