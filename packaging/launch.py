"""Entry script for frozen builds (PyInstaller): the same as the `boulanger` command."""

import sys

from boulanger_qt.cli.boulanger import main

if __name__ == "__main__":
    # multiprocessing starts this program as a worker with --multiprocessing-fork, as its
    # resource tracker or fork server with -c and a command: only then is it imported here
    # (freeze_support runs that process and exits); other starts leave it to the code using it.
    if "--multiprocessing-fork" in sys.argv or "-c" in sys.argv:
        import multiprocessing

        multiprocessing.freeze_support()  # the solver runs in a worker process
    # A windowed program (Windows, macOS .app) may start with no standard streams at all:
    # on Windows it prints into the console it was started from, if any; otherwise what is
    # written goes nowhere (the log is the real record). See packaging/windows_console.py.
    from windows_console import give_streams

    give_streams()
    sys.exit(main())
