# PyInstaller's own hook for PySide6.QtDBus, trimmed to the Qt plugins and translations
# Boulanger uses (see qt_trim.py).
from PyInstaller.utils.hooks.qt import add_qt6_dependencies
from qt_trim import trimmed

hiddenimports, binaries, datas = trimmed(add_qt6_dependencies(__file__))
