#!/usr/bin/env python3
"""Random button presses against the UI in the headless emulator:
`python tools/monkey.py [PRESSES] [--seed N] [--profile pygamer|clue|feather]`.

The command; its body is tools/bench/monkey.py.
"""
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.bench.monkey import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
