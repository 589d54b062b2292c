"""Entry script for frozen builds (PyInstaller): the same as the `boulanger-solve` command."""

import sys

from boulanger_qt.cli.solve import main

if __name__ == "__main__":
    # multiprocessing starts this program as a worker with --multiprocessing-fork, as its
    # resource tracker or fork server with -c and a command: only then is it imported here
    # (freeze_support runs that process and exits); other starts leave it to the code using it.
    if "--multiprocessing-fork" in sys.argv or "-c" in sys.argv:
        import multiprocessing

        multiprocessing.freeze_support()  # --jobs runs the solver in worker processes
    sys.exit(main())
