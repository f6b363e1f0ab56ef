#!/usr/bin/env python3
"""Whole-game memory, Python-stack and per-press benchmark, from a board-like tree,
on two VMs: `python3 tools/board_bench.py [--board clue] [--json]`.

The command; its body is tools/bench/board_bench.py.
"""
import sys

import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.bench.board_bench import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
