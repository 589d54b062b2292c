"""Entry script for frozen builds (PyInstaller): the same as the `boulanger-solve` command."""

import multiprocessing
import sys

from boulanger_qt.solve_cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # --jobs runs the solver in worker processes
    sys.exit(main())
