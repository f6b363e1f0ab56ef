#!/usr/bin/env python3
"""Write the benchmark tables of docs/benchmarks.md and README.md from a bench run.

The command; its body is tools/bench/bench_doc.py.
"""
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.bench.bench_doc import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
