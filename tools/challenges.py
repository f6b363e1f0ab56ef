#!/usr/bin/env python3
"""The title's challenge deals ("beat the bot"), from the simulator's results.

The command; its body is tools/strength/challenges.py.
"""
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.strength.challenges import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
