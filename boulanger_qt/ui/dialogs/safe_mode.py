"""Asking, after a start that never finished, whether to start in safe mode.

Asked before the window exists, in the player's language: the translators are installed
just before (see ui.start._wants_safe_mode); the answer is known by its button, never
by its text, which depends on the language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

translate = QCoreApplication.translate  # the texts' context is "SafeMode"


def offer_safe_mode(plugin: str | None = None) -> bool:
    """True when the player chooses safe mode (a QApplication must exist); `plugin`: the
    third-party plugin that kept the window from answering last time."""
    text = (translate("SafeMode", "Boulanger did not finish starting last time.") if plugin is None
            else translate("SafeMode", "Boulanger stopped answering last time while the plugin “%1” "
                           "was running.").replace("%1", plugin))
    box = QMessageBox(QMessageBox.Icon.Warning, "Boulanger", text)
    box.setObjectName("safeModeQuestion")
    box.setInformativeText(translate(
        "SafeMode",
        "Safe mode starts with the Classic theme and without third-party plugins or themes, "
        "and keeps your saved game aside (nothing is deleted). Your settings are not changed.",
    ))
    safe = box.addButton(translate("SafeMode", "Start in Safe Mode"), QMessageBox.ButtonRole.AcceptRole)
    normal = box.addButton(translate("SafeMode", "Start Normally"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(safe)
    box.setEscapeButton(normal)
    box.exec()
    return box.clickedButton() is safe
