"""Persistent data: the statistics database and the autosaved game in progress."""
