"""Questions asked before something that cannot be taken back: leaving a game in progress
(it counts as a loss), wiping the statistics, and, after a start that never finished,
starting as usual. The safe answer is always the default, so Enter or Esc never throws
anything away (Qt gives Esc to a box's one reject or "No" button)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from boulanger_qt.app.context import AppContext
from boulanger_qt.support.problems import Problem
from boulanger_qt.ui.text import render

translate = QCoreApplication.translate  # the texts' contexts: "Confirmations", "SafeMode"


def confirm_abandon(parent: QWidget | None, context: AppContext) -> bool:
    """True when the game in progress may be left: the player said Abandon (Keep playing is the
    default), or asked never to be asked (Settings ▸ Ask Before Abandoning)."""
    if not context.settings.ask_before_abandoning:
        return True
    box = QMessageBox(QMessageBox.Icon.Question, translate("Confirmations", "Abandon this game?"),
                      translate("Confirmations", "Abandon this game? It counts as a loss."), parent=parent)
    box.setInformativeText(translate("Confirmations", "The game in progress is recorded as abandoned "
                                     "(lost, when it was stuck) and ends your winning streak."))
    abandon = box.addButton(translate("Confirmations", "Abandon"), QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(box.addButton(translate("Confirmations", "Keep playing"),
                                       QMessageBox.ButtonRole.RejectRole))
    box.setCheckBox(QCheckBox(translate("Confirmations", "Don't ask again"), box))
    box.exec()
    if (abandoned := box.clickedButton() is abandon) and box.checkBox().isChecked():
        context.update_settings(ask_before_abandoning=False)
    return abandoned


def reset_box(parent: QWidget | None) -> QMessageBox:
    box = QMessageBox(
        QMessageBox.Icon.Warning, translate("Confirmations", "Reset statistics"),
        translate("Confirmations", "Delete the record of every game played?"),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent,
    )
    box.setInformativeText(
        translate("Confirmations", "A dated copy of the statistics is kept beside them first."))
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box


def tell_waiting_at_quit(parent: QWidget | None, waiting: Problem) -> None:
    QMessageBox.information(parent, translate("Confirmations", "Statistics not saved yet"),
                            render(waiting))


def offer_safe_mode(plugin: str | None = None) -> bool:
    """True when the player chooses safe mode; `plugin`: the third-party plugin that kept the
    window from answering last time. Asked before the window exists (a QApplication must), in
    the player's language (ui.start installs it); the answer is known by its button, not its text."""
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
    box.addButton(translate("SafeMode", "Start Normally"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(safe)
    box.exec()
    return box.clickedButton() is safe
