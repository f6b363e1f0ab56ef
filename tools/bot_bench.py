#!/usr/bin/env python3
"""Greedy's cost: the board's Hint, timed and measured on a VM.

The command; its body is tools/bench/bot_bench.py.
"""
import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.bench.bot_bench import main  # noqa: E402

if __name__ == "__main__":
    main()
