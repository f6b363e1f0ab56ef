#!/usr/bin/env python3
"""SOS Titanic on the command line: positions, decisions, records and a terminal game.

The command; its body is tools/desktop/cli/sos.py.
"""
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.desktop.cli.sos import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
