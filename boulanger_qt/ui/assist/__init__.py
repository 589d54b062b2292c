"""Help while playing: hints, Show Solution, the auto-player and the winnability check."""
