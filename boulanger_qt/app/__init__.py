"""Qt-free services: the app context, game controller, game keeper, settings, storage, themes, solver."""
