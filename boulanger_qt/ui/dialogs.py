"""Secondary dialogs: statistics (with export) and the plugin list."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..context import AppContext
from ..storage.export import export_stats
from ..storage.stats import StatsUnavailable
from .notices import format_time

REQUIRED_PLUGINS = frozenset({"boulanger_classic"})


class StatsDialog(QDialog):
    """Games played and won, per cell count, with export and reset."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setWindowTitle("Statistics")
        layout = QVBoxLayout(self)
        self.scope = QComboBox(self)
        for title, cells in (("All games", None), ("4 free cells", 4), ("2 free cells", 2),
                             ("1 free cell", 1)):
            self.scope.addItem(title, cells)
        self.scope.currentIndexChanged.connect(self.refresh)
        layout.addWidget(self.scope)
        self.form = QFormLayout()
        self.values: dict[str, QLabel] = {}
        for key in ("Played", "Won", "Win rate", "Best score", "Fastest win", "Current streak",
                    "Best streak"):
            label = QLabel(self)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.values[key] = label
            self.form.addRow(key + ":", label)
        layout.addLayout(self.form)
        self.unavailable = QLabel(self)
        self.unavailable.setWordWrap(True)
        self.unavailable.hide()
        layout.addWidget(self.unavailable)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.export_button = QPushButton("Export…", self)
        self.reset_button = QPushButton("Reset…", self)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        self.export_button.clicked.connect(self.export)
        self.reset_button.clicked.connect(self.reset)
        layout.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        try:
            summary = self.context.stats.summary(self.scope.currentData())
        except StatsUnavailable as exc:
            self.unavailable.setText(f"The statistics cannot be read now ({exc}).")
            self.unavailable.show()
            for label in self.values.values():
                label.setText("–")
            self.reset_button.setEnabled(False)
            self.export_button.setEnabled(False)
            return
        self.unavailable.hide()
        self.reset_button.setEnabled(True)
        self.export_button.setEnabled(True)
        fastest = summary.best_time
        shown = {
            "Played": str(summary.played),
            "Won": str(summary.won),
            "Win rate": f"{summary.win_rate:.0%}" if summary.played else "–",
            "Best score": str(summary.best_score) if summary.best_score is not None else "–",
            "Fastest win": format_time(fastest) if fastest is not None else "–",
            "Current streak": str(summary.current_win_streak),
            "Best streak": str(summary.longest_win_streak),
        }
        for key, text in shown.items():
            self.values[key].setText(text)

    def export(self) -> None:
        export_with_dialog(self.context, self)

    def reset(self) -> None:
        answer = QMessageBox.question(
            self, "Reset statistics",
            "Delete the record of every game played? This cannot be undone.",
        )
        if answer == QMessageBox.StandardButton.Yes:
            try:
                self.context.stats.clear()
            except StatsUnavailable as exc:
                QMessageBox.warning(self, "Reset statistics", f"The statistics could not be reset: {exc}")
            self.refresh()


def export_with_dialog(context: AppContext, parent: QWidget) -> Path | None:
    exporters = context.host.stats_exporters()
    if not exporters:
        QMessageBox.information(parent, "Export statistics", "No statistics exporter is available.")
        return None
    filters = [f"{e.description} (*{e.suffix})" for e in exporters]
    path_text, chosen = QFileDialog.getSaveFileName(
        parent, "Export statistics", str(Path.home() / f"boulanger-stats{exporters[0].suffix}"),
        ";;".join(filters),
    )
    if not path_text:
        return None
    exporter = exporters[filters.index(chosen)] if chosen in filters else exporters[0]
    path = Path(path_text)
    try:
        export_stats(context.stats, exporter, path)
    except Exception as exc:  # an exporter is plugin code: report, never crash
        QMessageBox.warning(parent, "Export statistics", f"The statistics could not be exported: {exc}")
        return None
    return path


class PluginsDialog(QDialog):
    """Every plugin found, with a check box to load it or not from the next start."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setWindowTitle("Plugins")
        self.resize(520, 360)
        layout = QVBoxLayout(self)
        intro = "Checked plugins are loaded. Changes apply when Boulanger next starts."
        layout.addWidget(QLabel(intro, self))
        self.list = QListWidget(self)
        disabled = set(context.settings.disabled_plugins)
        for info in context.host.plugins():
            if info.origin == "internal":
                continue
            text = f"{info.name}  —  {info.origin}"
            if info.problem:
                text += f"\n    {info.problem}"
            item = QListWidgetItem(text, self.list)
            item.setData(Qt.ItemDataRole.UserRole, info.name)
            flags = item.flags() | Qt.ItemFlag.ItemIsUserCheckable
            if info.name in REQUIRED_PLUGINS:
                flags &= ~Qt.ItemFlag.ItemIsEnabled
                item.setToolTip("Boulanger needs this plugin")
            item.setFlags(flags)
            item.setCheckState(
                Qt.CheckState.Unchecked if info.name in disabled else Qt.CheckState.Checked
            )
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def disabled_names(self) -> tuple[str, ...]:
        names = []
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.checkState() == Qt.CheckState.Unchecked:
                names.append(str(item.data(Qt.ItemDataRole.UserRole)))
        return tuple(sorted(names))

    def accept(self) -> None:
        self.context.update_settings(disabled_plugins=self.disabled_names())
        super().accept()
