"""The New Game dialog: free cells, and a random deal, a deal number or a game code."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from boulanger_qt.core.deals import (
    MAX_DEAL,
    MIN_DEAL,
    DealError,
    GameCode,
    GameCodeError,
    check_deal_number,
    random_deal_number,
)
from boulanger_qt.core.difficulty import difficulty_table
from boulanger_qt.ui.dialogs import Buttons, button_row, wrapping_label
from boulanger_qt.ui.menus import text_color
from boulanger_qt.ui.text import render
from boulanger_qt.ui.widget_names import name_parts


def tab_enters_at_checked(group: QButtonGroup) -> None:
    """Tab enters the group at its checked button, as a native radio group does (Qt keeps
    the one that last had the focus in the Tab chain: after the player picks another with
    the mouse or by typing in its field, Tab would come back to the old one)."""
    tab = Qt.FocusPolicy.TabFocus.value
    for button in group.buttons():
        policy = button.focusPolicy().value
        button.setFocusPolicy(Qt.FocusPolicy(policy | tab if button.isChecked() else policy & ~tab))


class NewGameDialog(QDialog):
    """`chosen()` is the GameCode to deal once the dialog is accepted."""

    def __init__(self, cells: int, parent: QWidget | None = None, winnable_only: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Game"))
        layout = QVBoxLayout(self)

        cells_box = QGroupBox(self.tr("Free cells"), self)
        cells_row = QHBoxLayout(cells_box)
        self.cell_buttons = QButtonGroup(self)
        for n in (4, 2, 1):
            button = QRadioButton(QLocale().toString(n), cells_box)
            button.setToolTip(self.tr("Fewer cells make the game much harder"))
            button.setAccessibleName(self.tr("%Ln free cell(s)", "", n))
            self.cell_buttons.addButton(button, n)
            cells_row.addWidget(button)
            button.setChecked(n == cells)
        layout.addWidget(cells_box)

        deal_box = QGroupBox(self.tr("Deal"), self)
        form = QFormLayout(deal_box)
        self.random_button = QRadioButton(self.tr("Random deal"), deal_box)
        self.number_button = QRadioButton(self.tr("Deal number"), deal_box)
        self.code_button = QRadioButton(self.tr("Game code"), deal_box)
        self.number = QSpinBox(deal_box)
        self.number.setRange(MIN_DEAL, MAX_DEAL)
        self.code = QLineEdit(deal_box)
        self.code.setPlaceholderText("BK1-C4-AAAAA24")
        self.code.setClearButtonEnabled(True)
        self.error = wrapping_label(deal_box)
        self.error.setStyleSheet(f"color: {text_color(self.palette(), 'bad')};")
        # A long wrong code cannot be wrapped: it is cut at the dialog's edge, not widening it.
        self.error.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # Room for three lines always (French runs long): a message never clips and the dialog
        # never changes height.
        self.error.setMinimumHeight(3 * self.error.fontMetrics().lineSpacing() + 4)
        self.error.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.deal_group = QButtonGroup(self)
        for button in (self.random_button, self.number_button, self.code_button):
            self.deal_group.addButton(button)
        self.random_button.setChecked(True)
        self.winnable = QCheckBox(self.tr("Winnable deals only (proved by the solver)"), deal_box)
        self.winnable.setToolTip(self.tr("With 2 cells about 1 deal in 20 can be won, with 1 cell about 1 in "
                                         "300:\nthis deals only games the solver has proved winnable."))
        self.winnable.setChecked(winnable_only)  # for every cell count; the player's choice sticks
        self.winnable.toggled.connect(self._validate)
        self.difficulty = QComboBox(deal_box)
        self.difficulty.addItem(self.tr("Any difficulty"), None)
        names = {1: self.tr("%1 – Easy"), 5: self.tr("%1 – Expert")}
        for level in (1, 2, 3, 4, 5):
            self.difficulty.addItem(names.get(level, "%1").replace("%1", QLocale().toString(level)), level)
        self.difficulty.setAccessibleName(self.tr("Difficulty"))
        self.difficulty.setToolTip(self.tr(
            "How hard the solver finds the deal: 1 can be won with a quarter of the free cells,\n"
            "2 with half of them, 3 to 5 need every cell and more and more searching."))
        form.addRow(self.random_button, self.winnable)
        form.addRow(self.tr("Difficulty:"), self.difficulty)
        form.addRow(self.number_button, self.number)
        form.addRow(self.code_button, self.code)
        self.number.setAccessibleName(self.number_button.text())  # else both are the group's "Deal"
        self.code.setAccessibleName(self.code_button.text())
        form.addRow(self.error)
        layout.addWidget(deal_box)

        self.buttons = button_row(self, layout, Buttons.Ok | Buttons.Cancel)

        # The box's own signals skip a text it will not take (0): its editor's do not.
        self.number.lineEdit().textEdited.connect(lambda _: self.number_button.setChecked(True))
        self.number.lineEdit().textChanged.connect(self._validate)
        self.number.valueChanged.connect(lambda _: self.number_button.setChecked(True))
        self.code.textEdited.connect(lambda _: self.code_button.setChecked(True))
        self.code_button.toggled.connect(lambda on: on and self.code.setFocus())
        self.number_button.toggled.connect(lambda on: on and self.number.setFocus())
        self.code.textChanged.connect(self._validate)
        self.deal_group.buttonToggled.connect(self._validate)
        self.cell_buttons.idToggled.connect(self._cells_changed)
        for group in (self.cell_buttons, self.deal_group):
            group.buttonToggled.connect(lambda *_, g=group: tab_enters_at_checked(g))
            tab_enters_at_checked(group)
        self._cells_changed()
        self._validate()
        name_parts(self)  # Qt's own parts too: nothing is read as unnamed

    def _cells_changed(self, *_: object) -> None:
        table = difficulty_table(self.cells)
        model = self.difficulty.model()
        assert isinstance(model, QStandardItemModel)
        for row in range(1, self.difficulty.count()):  # a level no deal has cannot be chosen
            item = model.item(row)
            item.setEnabled(table.count(self.difficulty.itemData(row)) > 0)
            if not item.isEnabled() and self.difficulty.currentIndex() == row:
                self.difficulty.setCurrentIndex(0)

    def _validate(self, *_: object) -> None:
        message = ""
        if self.code_button.isChecked():
            if not self.code.text().strip():
                message = self.tr("Type a game code, e.g. BK1-C4-AAAAA24.")
            else:
                try:
                    code = GameCode.parse(self.code.text())
                except GameCodeError as exc:
                    message = render(exc.message)
                else:
                    self.cell_buttons.button(code.cells).setChecked(True)
        elif self.number_button.isChecked():
            # A number the box will not take (0) would silently deal the last one it took.
            try:
                check_deal_number(QLocale().toLongLong(self.number.cleanText())[0])
            except DealError as exc:
                message = render(exc.message)
        for button in self.cell_buttons.buttons():
            button.setEnabled(not self.code_button.isChecked())
        self.winnable.setEnabled(self.random_button.isChecked())
        self.difficulty.setEnabled(self.wants_winnable)
        self.error.setText(message)
        self.error.setToolTip(message)
        self.buttons.button(Buttons.Ok).setEnabled(not message)

    @property
    def cells(self) -> int:
        return self.cell_buttons.checkedId()

    @property
    def wants_winnable(self) -> bool:
        """A random deal restricted to proven-winnable ones (the caller picks it)."""
        return self.random_button.isChecked() and self.winnable.isChecked()

    @property
    def level(self) -> int | None:
        """The difficulty asked for a random winnable deal (None: any)."""
        return self.difficulty.currentData() if self.wants_winnable else None

    def chosen(self) -> GameCode:
        if self.code_button.isChecked():
            return GameCode.parse(self.code.text())
        if self.number_button.isChecked():
            return GameCode(self.number.value(), self.cells)
        return GameCode(random_deal_number(), self.cells)
