"""The dialogs: New Game, Statistics, Export, Card Theme, Plugins, Rules, confirmations."""

from __future__ import annotations

from PySide6.QtWidgets import QBoxLayout, QDialog, QDialogButtonBox, QLabel, QWidget

Buttons = QDialogButtonBox.StandardButton


def button_row(dialog: QDialog, layout: QBoxLayout, buttons: Buttons) -> QDialogButtonBox:
    """`buttons` at the foot of `layout`, accepting or rejecting `dialog` as their roles say."""
    row = QDialogButtonBox(buttons, dialog)
    row.accepted.connect(dialog.accept)
    row.rejected.connect(dialog.reject)
    layout.addWidget(row)
    return row


def wrapping_label(parent: QWidget, layout: QBoxLayout | None = None, text: str = "") -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    if layout is not None:
        layout.addWidget(label)
    return label
