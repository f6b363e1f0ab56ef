#!/usr/bin/env python3
"""Estimate the deepest Python call chain the game makes, in bytes of
CircuitPython's Python stack ("pystack"): `python3 tools/pystack.py [--games N]`.

The command; its body is tools/bench/pystack.py.
"""
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.bench.pystack import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
