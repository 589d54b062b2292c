"""Entry script for frozen builds (PyInstaller): the same as the `boulanger` command."""

import multiprocessing
import sys

from boulanger_qt.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the solver runs in a worker process
    sys.exit(main())
