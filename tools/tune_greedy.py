#!/usr/bin/env python3
"""Tune greedy's weights (sos_bot/greedy.py) by a coordinate search on training deals.

The command; its body is tools/strength/tune_greedy.py.
"""
import _paths  # noqa: F401  (the repository's modules on sys.path)

from tools.strength.tune_greedy import main  # noqa: E402

if __name__ == "__main__":
    main()
