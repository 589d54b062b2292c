"""The main window's actions, menu bar and toolbar, wired to the commands it offers.

`WindowMenus` builds every action once and keeps it (the window enables and disables
them as the game changes); what an action does is the window's: it is reached through
the `WindowCommands` protocol only. The texts keep the window's translation context,
"MainWindow".

Where the desktop has no icon theme (Windows, macOS, bare X) our own line icons are
used. The SVGs in the top-level resources/icons draw their lines in INK; drawn as they
are, dark lines vanish on a dark toolbar, so the ink is replaced by the palette's
button-text colour, and the icons are drawn again when the palette changes (dark mode).
Text colours (`text_color`) follow the palette too.

The keys are given once the window is painted (`give_keys`, before any input): the
first picture shows none of them, and Qt's key-sequence types cost the first paint
time to make.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final, NamedTuple, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QCoreApplication, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QColor,
    QIcon,
    QIconEngine,
    QPainter,
    QPalette,
    QPixmap,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from boulanger_qt.app.context import AppContext
from boulanger_qt.core.resource_files import resource_path

if TYPE_CHECKING:
    from PySide6.QtGui import QKeySequence

ICON_DIR: Final = resource_path("icons")
INK: Final = b"#3a3f44"
DISABLED_OPACITY: Final = 0.35
# Text colours, one per meaning, for a light and for a dark background.
LIGHT: Final = {"good": "#1b6e1b", "bad": "#a31515", "quiet": "#666666"}
DARK: Final = {"good": "#7fd07f", "bad": "#ff8f85", "quiet": "#aaaaaa"}


def text_color(palette: QPalette, meaning: str) -> str:
    """`meaning` is "good", "bad" or "quiet"."""
    return (DARK if palette.color(QPalette.ColorRole.Window).lightness() < 128 else LIGHT)[meaning]


def ink_for(palette: QPalette) -> QColor:
    """The palette's button text, softened a little toward the button face."""
    text = palette.color(QPalette.ColorRole.ButtonText)
    face = palette.color(QPalette.ColorRole.Button)
    return QColor(*(round(c(text) * 0.8 + c(face) * 0.2) for c in (QColor.red, QColor.green, QColor.blue)))


class _InkEngine(QIconEngine):
    """Renders the SVG at whatever size is asked for; dims it when disabled."""

    def __init__(self, svg: bytes) -> None:
        super().__init__()
        self._svg = svg
        self._renderer: QSvgRenderer | None = None  # parsed when first drawn, not at start-up

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        if self._renderer is None:
            self._renderer = QSvgRenderer(QByteArray(self._svg))
        painter.save()
        if mode == QIcon.Mode.Disabled:
            painter.setOpacity(painter.opacity() * DISABLED_OPACITY)
        self._renderer.render(painter, QRectF(rect))
        painter.restore()

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def scaledPixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float) -> QPixmap:
        pixels = QSize(round(size.width() * scale), round(size.height() * scale))
        pixmap = QPixmap(pixels)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint(painter, QRect(QPoint(0, 0), pixels), mode, state)
        painter.end()
        pixmap.setDevicePixelRatio(scale)
        return pixmap

    def clone(self) -> QIconEngine:
        return _InkEngine(self._svg)


def ink_icon(name: str, ink: QColor) -> QIcon:
    """Our icon `name`, its lines in `ink`; an empty icon if we have none by that name."""
    try:
        svg = (ICON_DIR / f"{name}.svg").read_bytes()
    except OSError:
        return QIcon()
    return QIcon(_InkEngine(svg.replace(INK, ink.name().encode())))


class StandardKeys(NamedTuple):
    """The platform's keys for a standard command (a `QKeySequence.StandardKey`, by name),
    or `fallback` where the platform has none."""

    name: str
    fallback: str = ""


Shortcut = StandardKeys | str | None  # a string is a key sequence: "Ctrl+R"
# Both common keys for Redo, wherever the platform names only one.
_EXTRA_KEYS = {"Redo": ("Ctrl+Shift+Z", "Ctrl+Y")}


def key_sequences(shortcut: StandardKeys | str) -> list[QKeySequence]:
    from PySide6.QtGui import QKeySequence  # here: PySide makes the type (and its enums) when first named

    if isinstance(shortcut, str):
        return [QKeySequence(shortcut)]
    keys = QKeySequence.keyBindings(getattr(QKeySequence.StandardKey, shortcut.name))
    for extra in _EXTRA_KEYS.get(shortcut.name, ()):
        if QKeySequence(extra) not in keys:
            keys.append(QKeySequence(extra))
    return keys or ([QKeySequence(shortcut.fallback)] if shortcut.fallback else [])


class ActionFactory:
    def __init__(self, owner: QWidget) -> None:
        self._owner = owner
        self.inked: dict[QAction, str] = {}  # our own icons, by action
        self._keys_waiting: list[tuple[QAction, StandardKeys | str]] | None = []  # None once given

    def make(self, text: str, slot: Callable[..., object], shortcut: Shortcut = None,
             icon: str = "", tip: str = "") -> QAction:
        """An action of the owner widget (so its shortcut works wherever focus is)."""
        action = QAction(text, self._owner)
        if icon and QIcon.hasThemeIcon(icon):
            action.setIcon(QIcon.fromTheme(icon))
        elif icon:
            action.setIcon(ink_icon(icon, ink_for(self._owner.palette())))
            self.inked[action] = icon
        if shortcut and self._keys_waiting is not None:
            self._keys_waiting.append((action, shortcut))
        elif shortcut:
            action.setShortcuts(key_sequences(shortcut))
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        self._owner.addAction(action)
        return action

    def give_keys(self) -> None:
        """Every action made so far gets its keys; those made later get theirs at once."""
        waiting, self._keys_waiting = self._keys_waiting or [], None
        for action, shortcut in waiting:
            action.setShortcuts(key_sequences(shortcut))

    def repaint(self, palette: QPalette) -> None:
        ink = ink_for(palette)
        for action, name in self.inked.items():
            action.setIcon(ink_icon(name, ink))


translate = QCoreApplication.translate
ANIMATION_SPEEDS = (
    (QT_TRANSLATE_NOOP("MainWindow", "Off"), 0), (QT_TRANSLATE_NOOP("MainWindow", "Fast"), 100),
    (QT_TRANSLATE_NOOP("MainWindow", "Normal"), 160), (QT_TRANSLATE_NOOP("MainWindow", "Relaxed"), 260),
)


class WindowCommands(Protocol):
    """What the menus and the toolbar ask the window to do."""

    def new_game(self) -> None: ...
    def deal_of_the_day(self) -> None: ...
    def restart(self) -> None: ...
    def undo(self) -> None: ...
    def redo(self) -> None: ...
    def copy_code(self) -> None: ...
    def send_home(self) -> None: ...
    def copy_position(self) -> None: ...
    def paste_position(self) -> None: ...
    def toggle_full_screen(self) -> None: ...
    def set_animation_ms(self, ms: int) -> None: ...
    def show_stats(self) -> None: ...
    def export_stats(self) -> None: ...
    def show_plugins(self) -> None: ...
    def show_rules(self) -> None: ...
    def show_about(self) -> None: ...
    def close(self) -> bool: ...


class WindowMenus:
    """Game, Edit, View, Settings and Help menus and the Game toolbar of one window, built in
    two steps as the window is: `__init__` makes what its first picture shows (the menu bar's
    titles, the toolbar and its actions); `complete` the menus' items (unseen until a menu
    opens) and every action's keys, before the window meets any input."""

    def __init__(self, window: QMainWindow, commands: WindowCommands, factory: ActionFactory,
                 context: AppContext) -> None:
        self._window, self._commands, self._context, self._factory = window, commands, context, factory
        make, std = factory.make, StandardKeys
        self.new_action = make(
            translate("MainWindow", "&New Game…"), commands.new_game, std("New"), "document-new",
            translate("MainWindow", "Deal a new game"))
        self.restart_action = make(
            translate("MainWindow", "&Restart"), commands.restart, "Ctrl+R", "view-refresh",
            translate("MainWindow", "Start this deal again from the beginning"))
        self.undo_action = make(
            translate("MainWindow", "&Undo"), commands.undo, std("Undo"), "edit-undo",
            translate("MainWindow", "Take back a move"))
        self.redo_action = make(
            translate("MainWindow", "&Redo"), commands.redo, std("Redo"), "edit-redo",
            translate("MainWindow", "Play an undone move again"))
        bar = window.menuBar()
        self.game_menu = bar.addMenu(translate("MainWindow", "&Game"))
        self.edit_menu = bar.addMenu(translate("MainWindow", "&Edit"))
        self.view_menu = bar.addMenu(translate("MainWindow", "&View"))
        self.settings_menu = bar.addMenu(translate("MainWindow", "&Settings"))
        self.help_menu = bar.addMenu(translate("MainWindow", "&Help"))
        self.toolbar = toolbar = window.addToolBar(translate("MainWindow", "Game"))
        toolbar.setObjectName("gameToolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addActions([self.new_action, self.restart_action, self.undo_action, self.redo_action])

    def complete(self, assistance: list[QAction], provider_menu: QMenu, check_action: QAction) -> None:
        commands, make, std = self._commands, self._factory.make, StandardKeys
        self.daily_action = make(
            translate("MainWindow", "Deal of the &Day"), commands.deal_of_the_day, None, "",
            translate("MainWindow", "Play today's deal: the same winnable deal for every player"))
        self.copy_code_action = make(
            translate("MainWindow", "&Copy Game Code"), commands.copy_code, std("Copy"), "edit-copy",
            translate("MainWindow", "Copy this deal's game code"))
        self.home_action = make(
            translate("MainWindow", "Send Cards &Home"), commands.send_home, "F", "",
            translate("MainWindow", "Every card that may go to its foundation goes (F)"))
        self.full_screen_action = make(
            translate("MainWindow", "F&ull Screen"), commands.toggle_full_screen,
            std("FullScreen", "F11"),  # F11 on a platform without its own key
            "view-fullscreen", translate("MainWindow", "Fill the screen with the board"))
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setChecked(self._window.isFullScreen())  # (a state restored before)
        self.copy_position_action = make(
            translate("MainWindow", "Cop&y Position"), commands.copy_position, "Ctrl+Shift+C", "",
            translate("MainWindow", "Copy the position as a board file, for solvers and other programs"))
        self.paste_position_action = make(
            translate("MainWindow", "Paste Posi&tion"), commands.paste_position, std("Paste"), "edit-paste",
            translate("MainWindow", "Play a position copied as a board file"))
        self.auto_play_action = self._setting_action(
            translate("MainWindow", "Auto-Pla&y Safe Moves"), "auto_play")
        self.auto_play_action.setStatusTip(translate(
            "MainWindow", "After each of your moves, send every card that may go "
            "to its foundation (Send Cards Home by itself)"))
        self.stats_action = make(
            translate("MainWindow", "S&tatistics…"), commands.show_stats, None, "",
            translate("MainWindow", "Games played and won"))
        self.export_action = make(translate("MainWindow", "&Export Statistics…"), commands.export_stats)
        self.game_menu.addActions([self.new_action, self.daily_action, self.restart_action,
                                   self.copy_code_action])
        self.game_menu.addSeparator()
        self.game_menu.addActions(assistance)
        self.game_menu.addSeparator()
        self.game_menu.addActions([self.stats_action, self.export_action])
        self.game_menu.addSeparator()
        self.game_menu.addAction(make(translate("MainWindow", "&Quit"), commands.close, std("Quit"),
                                      "application-exit"))
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.copy_position_action, self.paste_position_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.home_action)
        self.view_menu.addAction(self.full_screen_action)
        speeds = self.view_menu.addMenu(translate("MainWindow", "&Animations"))
        group = QActionGroup(speeds)
        for title, ms in ANIMATION_SPEEDS:  # (an action made in a group joins it)
            action = QAction(translate("MainWindow", str(title)), group, checkable=True,
                             checked=ms == self._context.settings.animation_ms)
            action.triggered.connect(lambda _=False, ms=ms: commands.set_animation_ms(ms))
        speeds.addActions(group.actions())
        self.settings_menu.addAction(make(
            translate("MainWindow", "&Plugins…"), commands.show_plugins, None, "",
            translate("MainWindow", "Choose which plugins to load")))
        self.settings_menu.addAction(self._setting_action(
            translate("MainWindow", "&Ask Before Abandoning a Game"), "ask_before_abandoning"))
        self.settings_menu.addAction(self.auto_play_action)
        self.settings_menu.addMenu(provider_menu)
        self.settings_menu.addAction(check_action)
        self.help_menu.addAction(make(translate("MainWindow", "How to &Play"), commands.show_rules,
                                      std("HelpContents")))
        self.help_menu.addAction(make(translate("MainWindow", "&About Boulanger"), commands.show_about))
        self._factory.give_keys()

    def _setting_action(self, text: str, setting: str) -> QAction:
        action = QAction(text, self._window, checkable=True, checked=getattr(self._context.settings, setting))
        action.toggled.connect(lambda on: self._context.update_settings(**{setting: on}))
        return action
