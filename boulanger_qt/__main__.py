"""`python -m boulanger_qt`: the same as the `boulanger` command."""

import sys

from boulanger_qt.cli.boulanger import main

if __name__ == "__main__":
    sys.exit(main())
