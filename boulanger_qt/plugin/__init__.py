"""The plugin contract and its host: hook specs and markers, provider types, theme checks, watchdog."""
