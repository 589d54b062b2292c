"""The Qt user interface: main window, board scene, card items, dialogs."""
