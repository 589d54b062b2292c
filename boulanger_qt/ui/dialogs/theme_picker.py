"""Settings ▸ Card Theme…: every theme, each previewed on the chosen table colour (one that
fails its checks, or that Qt cannot draw, is greyed with the reason and cannot be chosen)."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, QSignalBlocker, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boulanger_qt.app.themes import ThemeCatalog, ThemeEntry
from boulanger_qt.plugin.theme_check import ThemeError
from boulanger_qt.support.inputs import bounded
from boulanger_qt.ui.board.card_renderer import CardRenderer
from boulanger_qt.ui.board.view import DEFAULT_FELT, FELTS, felt_brush, felt_color, felt_label, felt_problem
from boulanger_qt.ui.dialogs import Buttons, button_row
from boulanger_qt.ui.language import shown
from boulanger_qt.ui.text import fill, render
from boulanger_qt.ui.widget_names import name_parts

PREVIEW_CARDS: Final = ("back", "AS", "KH", "QD", "JC", "TS")
ICON_SIZE: Final = QSize(200, 84)
PREVIEW_SIZE: Final = QSize(520, 210)
CUSTOM: Final = "custom…"


def preview(renderer: CardRenderer, felt: QColor, size: QSize, dpr: float) -> QPixmap:
    """A few cards of the theme spread on the table colour."""
    pixmap = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    area = QRectF(0, 0, size.width(), size.height())
    painter = QPainter(pixmap)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(felt_brush(felt, area))
    painter.drawRoundedRect(area, 8, 8)
    margin = area.height() * 0.1
    card_h = area.height() - 2 * margin
    card_w = card_h / renderer.aspect
    step = min(card_w * 0.75, (area.width() - 2 * margin - card_w) / (len(PREVIEW_CARDS) - 1))
    for i, element in enumerate(PREVIEW_CARDS):
        painter.drawPixmap(QPointF(margin + i * step, margin), renderer.pixmap(element, card_w, dpr))
    painter.end()
    return pixmap


class ThemePicker(QDialog):
    """`chosen_theme` and `chosen_table` hold the choice once accepted."""

    def __init__(self, catalog: ThemeCatalog, current: str, table: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Card Theme"))
        self.chosen_theme = current
        self.renderers: dict[str, CardRenderer] = {}
        self.entries = self._checked(catalog)
        self.list = QListWidget(self)
        self.list.setIconSize(ICON_SIZE)
        self.list.setSpacing(3)
        self.list.setAccessibleName(self.tr("Card themes"))
        self.preview = QLabel(self)
        self.preview.setFixedSize(PREVIEW_SIZE)
        self.preview.setAccessibleName(self.tr("Preview"))
        self.table_box = QComboBox(self)
        self.table_box.setAccessibleName(self.tr("Table colour"))
        for key in FELTS:
            self.table_box.addItem(felt_label(key), key)
        self.table_box.addItem(self.tr("Custom colour…"), CUSTOM)
        self.table_box.activated.connect(self._table_activated)
        form = QFormLayout()
        form.addRow(self.tr("Table colour:"), self.table_box)
        column = QVBoxLayout(self)
        column.addWidget(self.list, 1)
        column.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addLayout(form)
        button_row(self, column, Buttons.Ok | Buttons.Cancel)
        self.set_table(DEFAULT_FELT if felt_problem(table) else table)
        self.list.currentItemChanged.connect(lambda *_: self._selected())
        self.resize(600, 640)
        name_parts(self)  # Qt's own parts too: nothing is read as unnamed

    def _checked(self, catalog: ThemeCatalog) -> list[ThemeEntry]:
        """Every theme checked in full, and one renderer per usable theme for its preview."""
        entries: list[ThemeEntry] = []
        for entry in catalog.entries():
            if entry.usable:
                try:
                    self.renderers[entry.key] = CardRenderer(catalog.load(entry.key))
                except ThemeError as exc:
                    catalog.mark_broken(entry.key, exc.message)  # said in the language when shown
                    entry = ThemeEntry(entry.key, entry.display_name, entry.origin, None, exc.message)
            entries.append(entry)
        return sorted(entries, key=lambda e: e.key not in self.renderers)  # broken ones last

    def _fill(self) -> None:
        felt = felt_color(self.chosen_table)
        dpr = self.devicePixelRatioF()
        with QSignalBlocker(self.list):  # else each row removed makes its neighbour the chosen theme
            self.list.clear()
        for entry in self.entries:
            item = QListWidgetItem(self.list)
            item.setData(Qt.ItemDataRole.UserRole, entry.key)
            if (renderer := self.renderers.get(entry.key)) is not None:
                theme = renderer.theme
                by = " · ".join(bounded(part) for part in (shown(theme, "author"), shown(theme, "license"))
                                if part)
                title = bounded(shown(theme, "display_name"))
                item.setText(f"{title}\n{by}" if by else title)
                icon = QIcon(preview(renderer, felt, ICON_SIZE, dpr))
                icon.addPixmap(icon.pixmap(ICON_SIZE), QIcon.Mode.Selected)  # not tinted when chosen
                item.setIcon(icon)
                item.setToolTip(bounded(str(theme.svg_path.parent), 200))
                if entry.key == self.chosen_theme:
                    self.list.setCurrentItem(item)
            else:
                why = render(entry.problem) if entry.problem else ""
                item.setText(fill(self.tr("%1 — cannot be used"), bounded(entry.display_name))
                             + f"\n{bounded(why, 110)}")
                item.setToolTip(bounded(why, 400))
                item.setFlags(Qt.ItemFlag.NoItemFlags)  # greyed, never chosen

    def _selected(self) -> None:
        item = self.list.currentItem()
        key = item.data(Qt.ItemDataRole.UserRole) if item is not None else self.chosen_theme
        if (renderer := self.renderers.get(key)) is None:
            return
        self.chosen_theme = key
        self.preview.setPixmap(preview(renderer, felt_color(self.chosen_table), PREVIEW_SIZE,
                                       self.devicePixelRatioF()))

    def _table_activated(self, index: int) -> None:
        key = self.table_box.itemData(index)
        if key == CUSTOM:
            color = QColorDialog.getColor(felt_color(self.chosen_table), self, self.tr("Table colour"))
            if not color.isValid():
                self.table_box.setCurrentIndex(max(0, self.table_box.findData(self.chosen_table)))
                return
            key = color.name()
        self.set_table(key)

    def set_table(self, key: str) -> None:
        """Show everything on this table colour (a felt's name or #rrggbb)."""
        self.chosen_table = key
        if self.table_box.findData(key) < 0:
            self.table_box.insertItem(self.table_box.count() - 1, felt_label(key), key)
        self.table_box.setCurrentIndex(self.table_box.findData(key))
        self._fill()
        self._selected()
