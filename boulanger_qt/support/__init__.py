"""Qt-free plumbing: problems and their channel, the guarded file reader, atomic writes, the log."""
