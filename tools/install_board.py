#!/usr/bin/env python3
"""Copy the game onto a CircuitPython board: `python3 tools/install_board.py [DRIVE]`.

The command; its body is tools/build/install_board.py.
"""
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.build.install_board import in_venv, main  # noqa: E402

if __name__ == "__main__":
    in_venv()
    sys.exit(main())
