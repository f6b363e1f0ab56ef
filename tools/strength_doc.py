#!/usr/bin/env python3
"""Write the strength tables of README.md ("How hard is SOS Titanic?") and
docs/strength.md from the simulator's results.

The command; its body is tools/strength/strength_doc.py.
"""
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.strength.strength_doc import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
