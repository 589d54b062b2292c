"""The plugin contract and its host: hook specs, markers, provider types, theme checks, watchdog."""
