"""The pure-Python game engine: no Qt, no settings, no storage, so every rule is tested without a display."""
