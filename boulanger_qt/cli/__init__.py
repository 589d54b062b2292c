"""The two programs: `boulanger` (its command line and process) and `boulanger-solve`."""
