"""The pure-Python game engine: no Qt, no settings, no storage.

Everything a rule needs lives here, so every rule can be tested without a display.
"""
