"""The Qt user interface: main window, board scene, card items, dialogs."""

from boulanger_qt.ui import pyside_imports  # first: PySide6 loaded, and spared reading our sources

__all__ = ["pyside_imports"]
