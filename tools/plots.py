#!/usr/bin/env python3
"""The strength plots and the whole results table, from the result files of
tools/simulate.py (desktop only: matplotlib; the tables of README.md and
docs/strength.md come from tools/strength_doc.py)

The command; its body is tools/strength/plots.py.
"""
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.strength.plots import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
