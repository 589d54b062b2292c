"""Entry script for frozen builds (PyInstaller): the same as the `boulanger` command."""

import sys

from boulanger_qt.app import main

sys.exit(main())
