#!/usr/bin/env python3
"""Benchmarks, measured then and there: `python3 tools/bench.py [--json]`.

The command; its body is tools/bench/bench.py.
"""
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.bench.bench import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
